import type { BulkAnswer } from '@petshop/contracts/admin-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';

/** POST /api/admin/orders/bulk: the chosen orders marked processing, an answer per order. */
export function useMarkProcessing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      adminRequest<BulkAnswer>('/orders/bulk', {
        method: 'POST',
        body: { action: 'processing', ids },
      }),
    onSuccess: () => afterChange.orders(client),
  });
}
