import type { RefundRequest, RefundResult } from '@petshop/contracts/admin-refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';
import { orderKeys } from './order-keys.ts';

/** After a refund or a retry: the refunds as answered; the order and where it shows read again. */
function useRefundSettled(id: string) {
  const client = useQueryClient();
  return (answer: RefundResult) => {
    client.setQueryData(orderKeys.refunds(id), answer);
    afterChange.refund(client, id);
  };
}

/** POST /api/admin/orders/:id/refunds: chosen lines (and the delivery fee), or an amount. */
export function useRefundOrder(id: string) {
  const settled = useRefundSettled(id);
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      adminRequest<RefundResult>(`/orders/${id}/refunds`, { method: 'POST', body }),
    onSuccess: settled,
  });
}

/** POST /api/admin/orders/:id/refunds/:refundId/retry: a refund the card provider refused. */
export function useRetryRefund(id: string) {
  const settled = useRefundSettled(id);
  return useMutation({
    mutationFn: (refundId: number) =>
      adminRequest<RefundResult>(`/orders/${id}/refunds/${refundId}/retry`, { method: 'POST' }),
    onSuccess: settled,
  });
}
