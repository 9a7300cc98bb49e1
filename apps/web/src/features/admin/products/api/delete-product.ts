import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { productKeys } from './product-keys.ts';
import { afterChange } from '../../api/after-change.ts';

/** DELETE /api/admin/products/:id: only a product nobody ordered (409 otherwise). */
export const deleteProduct = (id: number) =>
  adminRequest<null>(`/products/${id}`, { method: 'DELETE' });

export function useDeleteProduct(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: productKeys.detail(id) });
      afterChange.products(client);
    },
  });
}
