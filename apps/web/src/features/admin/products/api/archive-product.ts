import type { AdminProduct, AdminProductResponse } from '@petshop/contracts/admin-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { productKeys } from './product-keys.ts';
import { afterChange } from '../../api/after-change.ts';

/** POST /api/admin/products/:id/archive or /unarchive. */
export const setArchived = (id: number, archived: boolean) =>
  adminRequest<AdminProductResponse>(`/products/${id}/${archived ? 'archive' : 'unarchive'}`, {
    method: 'POST',
  }).then((answer) => answer.product);

export function useSetArchived(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (archived: boolean) => setArchived(id, archived),
    onSuccess: (product: AdminProduct) => {
      client.setQueryData(productKeys.detail(id), product);
      afterChange.products(client);
    },
  });
}
