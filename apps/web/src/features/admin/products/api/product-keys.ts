import type { AdminProductListQuery } from '@petshop/contracts/admin-products';

/** Query keys of the back office's products: each mutation invalidates exactly what it changes. */
export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: AdminProductListQuery) => [...productKeys.lists(), query] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  reference: () => ['admin', 'reference'] as const,
};
