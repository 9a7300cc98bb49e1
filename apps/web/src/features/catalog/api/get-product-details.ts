import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductDetailsResponse } from '@petshop/contracts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/get-product-details/{id}. */
export async function getProductDetails(id: number, signal?: AbortSignal): Promise<Product> {
  const response = await apiRequest<ProductDetailsResponse>(
    `/get-product-details/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return response.product;
}

export const productDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'product', id],
    queryFn: ({ signal }) => getProductDetails(id, signal),
    // An unknown product stays unknown: no point asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
  });

/** One product for its page; `id` null (a non-numeric address) asks nothing. */
export function useProductDetails(id: number | null) {
  return useQuery({
    ...productDetailsQueryOptions(id ?? 0),
    enabled: id !== null,
  });
}
