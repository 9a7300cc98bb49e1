import type {
  AdminProductListItem,
  AdminProductListQuery,
} from '@petshop/contracts/admin-products';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/list-query.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/admin/products: one page of the list, searched, filtered and sorted by the server. */
export const productsQuery = (query: AdminProductListQuery) =>
  listQuery<AdminProductListItem>(productKeys.list(query), '/products', query);

export const useProducts = (query: AdminProductListQuery) => useQuery(productsQuery(query));
