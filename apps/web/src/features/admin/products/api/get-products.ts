import type { AdminProductListQuery, AdminProductPage } from '@petshop/contracts/admin-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/admin/products: one page of the list, searched, filtered and sorted by the server. */
export function getProducts(query: AdminProductListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return adminRequest<AdminProductPage>(`/products${search ? `?${search}` : ''}`, { signal });
}

export const productsQuery = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    // The previous page stays on screen while the next one loads: no empty flash when paging.
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: AdminProductListQuery) => useQuery(productsQuery(query));
