import type {
  AdminProductReference,
  AdminProductResponse,
} from '@petshop/contracts/admin-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { productKeys } from './product-keys.ts';

/** GET /api/admin/products/:id: everything the edit form shows. */
export const getProduct = (id: number, signal?: AbortSignal) =>
  adminRequest<AdminProductResponse>(`/products/${id}`, { signal }).then(
    (answer) => answer.product,
  );

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export const useProduct = (id: number) => useQuery(productQuery(id));

/** GET /api/admin/reference: pet types, product types and attribute names for the form. */
export const getProductReference = (signal?: AbortSignal) =>
  adminRequest<AdminProductReference>('/reference', { signal });

export const useProductReference = () =>
  useQuery({
    queryKey: productKeys.reference(),
    queryFn: ({ signal }) => getProductReference(signal),
    staleTime: 5 * 60_000,
  });
