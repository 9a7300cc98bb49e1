import type {
  AdminProduct,
  AdminProductInput,
  AdminProductResponse,
  AdminProductUpdate,
} from '@petshop/contracts/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { productKeys } from './product-keys.ts';
import { afterChange } from '../../api/after-change.ts';

/** POST /api/admin/products. */
export const createProduct = (input: AdminProductInput) =>
  adminRequest<AdminProductResponse>('/products', { method: 'POST', body: input }).then(
    (answer) => answer.product,
  );

/** PUT /api/admin/products/:id with the version the form was loaded at (409 when it is stale). */
export const updateProduct = (id: number, input: AdminProductUpdate) =>
  adminRequest<AdminProductResponse>(`/products/${id}`, { method: 'PUT', body: input }).then(
    (answer) => answer.product,
  );

/** Keeps the saved product as the detail, and lets every list page reload. */
function useStoreSaved() {
  const client = useQueryClient();
  return (product: AdminProduct) => {
    client.setQueryData(productKeys.detail(product.id), product);
    afterChange.products(client);
  };
}

export function useCreateProduct() {
  const onSuccess = useStoreSaved();
  return useMutation({ mutationFn: createProduct, onSuccess });
}

export function useUpdateProduct(id: number) {
  const onSuccess = useStoreSaved();
  return useMutation({
    mutationFn: (input: AdminProductUpdate) => updateProduct(id, input),
    onSuccess,
  });
}
