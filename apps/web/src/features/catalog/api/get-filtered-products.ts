import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductPage } from '@petshop/contracts';
import type { ProductSort } from '@petshop/contracts/constants';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';

/** What the store asks for; empty lists and undefined values are left out of the URL. */
export type ProductFilters = {
  page: number;
  search?: string | undefined;
  productTypes?: readonly string[] | undefined;
  petTypes?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Undefined: relevance when searching, else the shelf order (the server's default). */
  sort?: ProductSort | undefined;
};

/** GET /api/get-filtered-products — lists are comma-joined (spec §7). */
/** The call for these filters, below the API (the server draws /store with it too). */
export const filteredProductsPath = (filters: ProductFilters) =>
  apiPath('/get-filtered-products', {
    page: filters.page,
    search: filters.search?.trim() || undefined,
    productTypes: filters.productTypes,
    petTypes: filters.petTypes,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sort: filters.sort,
  });

export async function getFilteredProducts(
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const response = await apiRequest<ProductListResponse>(
    filteredProductsPath(filters),
    signal ? { signal } : {},
  );
  return response.products;
}

export const filteredProductsQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['catalog', 'filtered-products', filters],
    queryFn: ({ signal }) => getFilteredProducts(filters, signal),
  });

/** The store's list; the previous page stays on screen while the next one loads. */
export function useFilteredProducts(filters: ProductFilters) {
  return useQuery({ ...filteredProductsQueryOptions(filters), placeholderData: keepPreviousData });
}
