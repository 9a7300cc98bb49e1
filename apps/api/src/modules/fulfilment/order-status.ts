import { ORDER_STATUS_LABELS } from '@petshop/contracts/labels';
import type { OrderRow } from '../orders/orders.repo.ts';

export type OrderStatus = OrderRow['status'];
/** The moves staff make; the server keeps to them (decision 036). */
export type StaffMove = 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** From which statuses each move may be made. A paid card order starts at 'confirmed'. */
export const ALLOWED_FROM: Record<StaffMove, readonly OrderStatus[]> = {
  processing: ['pending', 'confirmed'],
  shipped: ['processing'],
  delivered: ['shipped'],
  cancelled: ['pending', 'confirmed', 'processing'],
};

/** The status as customers and staff read it: the shop's one table of labels (issue 20). */
export const STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

/** Why a move cannot be made from `current`, in words staff can act on. */
export function refusal(current: OrderStatus, move: StaffMove): string {
  if (current === 'awaiting_payment') {
    return 'This order has not been paid yet: there is nothing to fulfil until it is placed.';
  }
  if (current === move || (move === 'processing' && current === 'processing')) {
    return `This order is already ${STATUS_LABELS[current]}.`;
  }
  if (current === 'cancelled') return 'This order was cancelled and cannot change any more.';
  if (current === 'delivered') return 'This order was delivered and cannot change any more.';
  if (move === 'cancelled') {
    return `This order is ${STATUS_LABELS[current]}: only pending or processing orders can be cancelled.`;
  }
  const steps: Record<Exclude<StaffMove, 'cancelled'>, string> = {
    processing: 'a pending order',
    shipped: 'a processing order',
    delivered: 'a shipped order',
  };
  return `This order is ${STATUS_LABELS[current]}: only ${steps[move]} can be marked ${STATUS_LABELS[move]}.`;
}
