import type { AdminOrder } from '@petshop/contracts/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';
import { orderKeys } from './order-keys.ts';

/** A move of one order: a status, a cancel, cash collected or not, the card refund of old. */
export type OrderAction =
  | {
      kind: 'status';
      body: {
        status: string;
        trackingNumber?: string;
        carrier?: string;
        estimatedDelivery?: string;
      };
    }
  | { kind: 'cancel'; body: { reason?: string } }
  | { kind: 'cash'; body: { outcome: 'collected' | 'not_collected'; note?: string } }
  | { kind: 'refund' };

const request = (id: string, action: OrderAction) =>
  action.kind === 'refund'
    ? adminRequest<AdminOrder>(`/orders/${id}/refund`, { method: 'POST' })
    : adminRequest<AdminOrder>(`/orders/${id}/${action.kind}`, {
        method: 'POST',
        body: action.body,
      });

/**
 * POST /api/admin/orders/:id/{status,cancel,cash,refund}: the order's page shows the server's
 * answer, and every screen showing the order (list, customer, day's numbers) reads it again.
 */
export function useOrderAction(id: string, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => request(id, action),
    onSuccess: (updated) => {
      client.setQueryData(orderKeys.detail(id), updated);
      void client.invalidateQueries({ queryKey: orderKeys.refunds(id) });
      afterChange.order(client, id);
      onDone();
    },
    onError: () => void client.invalidateQueries({ queryKey: orderKeys.detail(id), exact: true }),
  });
}
