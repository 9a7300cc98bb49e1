import type { AdminOrder } from '@petshop/contracts/admin-orders';
import { useRecordChange } from '../../kit/detail-page.tsx';
import { adminRequest } from '../../admin-api.ts';
import { shownOn } from '../../api/after-change.ts';
import { orderKeys } from './order-keys.ts';

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
 * POST /api/admin/orders/:id/{status,cancel,cash,refund}: the page shows the answer at once; its
 * refunds and every screen showing the order (`shownOn.order`) ask again.
 */
export function useChangeOrder(
  id: string,
  onChanged: (order: AdminOrder, change: OrderChange) => void,
) {
  return useRecordChange({
    recordKey: orderKeys.detail(id),
    staleKeys: shownOn.order(id),
    change: (change: OrderChange) => request(id, change),
    onChanged,
  });
}
