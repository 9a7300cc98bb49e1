import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductPage } from '@petshop/contracts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/get-bestseller-products?page=N — one page of best sellers. */
/** The call for a page of best sellers, below the API (the server draws / with it too). */
export const bestsellersPath = (page: number) => apiPath('/get-bestseller-products', { page });

export async function getBestsellerProducts(
  page: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const response = await apiRequest<ProductListResponse>(
    bestsellersPath(page),
    signal ? { signal } : {},
  );
  return response.products;
}

export const bestsellerProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['catalog', 'bestsellers', page],
    queryFn: ({ signal }) => getBestsellerProducts(page, signal),
  });

/** The Home page's best sellers, keeping the previous page on screen while the next loads. */
export function useBestsellerProducts(page: number) {
  return useQuery({ ...bestsellerProductsQueryOptions(page), placeholderData: keepPreviousData });
}
