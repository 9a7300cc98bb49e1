import type { BulkAnswer } from '@petshop/contracts/admin-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { orderListKeys } from './order-list-keys.ts';

/** POST /api/admin/orders/bulk: the chosen orders marked processing, an answer per order. */
export function useMarkProcessing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      adminRequest<BulkAnswer>('/orders/bulk', {
        method: 'POST',
        body: { action: 'processing', ids },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: orderListKeys.lists() });
      void client.invalidateQueries({ queryKey: ['admin', 'order'] });
      void client.invalidateQueries({ queryKey: ['admin', 'picking-list'] });
    },
  });
}
