import type { OrderMove } from '@petshop/contracts/admin-orders';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@petshop/contracts/labels';
import type { OrderRow } from '../orders/orders.repo.ts';

export type OrderStatus = OrderRow['status'];
/** The moves staff make; the server keeps to them (decision 036). */
export type StaffMove = 'processing' | 'shipped' | 'delivered' | 'cancelled';

/**
 * From which statuses each move may be made. A paid card order starts at 'confirmed', which
 * reads Processing (spec §4) and is processing: it may be shipped at once (issue 27, decision
 * 058); marking it processing too is accepted (a bulk move over mixed orders), never offered.
 * A cash order starts at 'pending' until staff take it on.
 */
export const ALLOWED_FROM: Record<StaffMove, readonly OrderStatus[]> = {
  processing: ['pending', 'confirmed'],
  shipped: ['processing', 'confirmed'],
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
  if (STATUS_LABELS[current] === STATUS_LABELS[move]) {
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

export type CashOutcome = 'collected' | 'not_collected';
type PaymentStatus = OrderRow['paymentStatus'];

/**
 * Cash on delivery, as the courier reports it (issue 27): collected once the order is delivered
 * (also after a failed attempt); not collected once it left the shop, while nothing was collected.
 */
export const CASH_FROM: Record<
  CashOutcome,
  { status: readonly OrderStatus[]; payment: readonly PaymentStatus[] }
> = {
  collected: { status: ['delivered'], payment: ['pending', 'collection_failed'] },
  not_collected: { status: ['shipped', 'delivered'], payment: ['pending'] },
};

/** Why the courier's report `outcome` cannot be recorded on `order`, in words staff can act on. */
export function cashRefusal(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus'>,
  outcome: CashOutcome,
): string {
  if (order.paymentMethod !== 'cod')
    return 'This order was paid by card: there is no cash to collect.';
  if (order.status === 'cancelled') return 'This order was cancelled: there is no cash to collect.';
  if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'collection_failed') {
    return 'The cash for this order has been collected already.';
  }
  if (outcome === 'collected')
    return 'Mark the order delivered first: the cash is collected at the door.';
  if (order.paymentStatus === 'collection_failed') {
    return `This order is already marked ${PAYMENT_STATUS_LABELS.collection_failed}.`;
  }
  return 'This order has not left the shop yet: no collection was attempted.';
}

/** The moves an order can make now, in the order the order page offers them. */
export function nextMoves(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus'>,
): OrderMove[] {
  const moves: OrderMove[] = [];
  for (const move of ['processing', 'shipped', 'delivered'] as const) {
    // A move to the status the order already reads as is no step for staff to take.
    if (
      ALLOWED_FROM[move].includes(order.status) &&
      STATUS_LABELS[order.status] !== STATUS_LABELS[move]
    )
      moves.push(move);
  }
  if (order.paymentMethod === 'cod') {
    const can = (outcome: CashOutcome) =>
      CASH_FROM[outcome].status.includes(order.status) &&
      CASH_FROM[outcome].payment.includes(order.paymentStatus);
    if (can('collected')) moves.push('cash_collected');
    if (can('not_collected')) moves.push('cash_not_collected');
  }
  if (ALLOWED_FROM.cancelled.includes(order.status)) moves.push('cancelled');
  return moves;
}
