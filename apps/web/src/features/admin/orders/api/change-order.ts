import type { AdminOrder } from '@petshop/contracts/admin-orders';
import { useRecordChange } from '../../kit/detail-page.tsx';
import { adminRequest } from '../../admin-api.ts';
import { orderKeys } from './get-order-refunds.ts';
import { orderListKeys } from './order-list-keys.ts';

/** A change staff make to an order from its page; the answer is the order as it now stands. */
export type OrderChange =
  | {
      kind: 'status';
      body: {
        status: 'processing' | 'shipped' | 'delivered';
        trackingNumber?: string;
        carrier?: string;
        estimatedDelivery?: string;
      };
    }
  | { kind: 'cancel'; body: { reason?: string } }
  | { kind: 'cash'; body: { outcome: 'collected' | 'not_collected'; note?: string } }
  | { kind: 'refund' };

const request = (id: string, change: OrderChange) =>
  change.kind === 'refund'
    ? adminRequest<AdminOrder>(`/orders/${id}/refund`, { method: 'POST' })
    : adminRequest<AdminOrder>(`/orders/${id}/${change.kind}`, {
        method: 'POST',
        body: change.body,
      });

/**
 * POST /api/admin/orders/:id/{status,cancel,cash,refund}: the page shows the answer at once; the
 * order's refunds, the lists, the customer's page, the dashboard and the picking list ask again.
 */
export function useChangeOrder(
  id: string,
  onChanged: (order: AdminOrder, change: OrderChange) => void,
) {
  return useRecordChange({
    recordKey: orderKeys.order(id),
    staleKeys: [
      orderKeys.refunds(id),
      orderListKeys.lists(),
      ['admin', 'customer'],
      ['admin', 'dashboard'],
      ['admin', 'picking-list'],
    ],
    change: (change: OrderChange) => request(id, change),
    onChanged,
  });
}
