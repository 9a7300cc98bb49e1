import type { Order } from '@petshop/contracts';
import {
  arrivalInstant,
  formatArrival,
  orderArrivalDay,
  type DeliveryTimes,
} from '@petshop/contracts/delivery';
import { formatSlotDay } from '../../lib/appointment-time.ts';
import { formatShopDate } from '../../lib/dates.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { PaymentIntentRecord, PendingOrderRecord } from './checkout-types.ts';

/**
 * The order's one arrival day (issue 27, decision 068): the day the server recorded when it was
 * placed, else the shop's rule from when it was placed (a card order not yet marked paid), to the
 * order's emirate. Null only until the shop's delivery settings have arrived.
 */
export function confirmationArrivalDay(
  order: Pick<Order, 'estimated_delivery' | 'placed_at' | 'shipping_emirate'>,
  record: Pick<PendingOrderRecord, 'deliveryAddress'>,
  delivery: DeliveryTimes | undefined,
  now = new Date(),
): string | null {
  return orderArrivalDay(
    {
      estimated_delivery: order.estimated_delivery,
      placed_at: order.placed_at,
      emirate: order.shipping_emirate ?? record.deliveryAddress.emirate ?? 'Dubai',
    },
    delivery,
    now,
  );
}

/** 'Saturday, 28 November 2026': the arrival day written out. */
export function formatLongDay(day: string): string {
  return formatShopDate(arrivalInstant(day), 'weekday') ?? '';
}

/** 'Sat 28 Nov': the arrival day short, in Arabic with its own names ('السبت 28 نوفمبر'). */
export function formatShortDay(day: string): string {
  return currentLanguage() === 'ar' ? formatSlotDay(day) : formatArrival(day);
}

/**
 * The transaction id shown: the server's (the provider's payment id) when the order has one;
 * else spec §3's 'stripe_{sessionId}' for a card. Cash on delivery has no transaction: none is
 * shown, never the spec's internal 'cod_payment' record id (issue 20, decision 041).
 */
export function transactionIdOf(
  order: Pick<Order, 'transaction_id'> | undefined,
  record: Pick<PendingOrderRecord, 'paymentMethod' | 'sessionId'>,
  sessionId: string | null,
  paymentIntent?: PaymentIntentRecord,
): string {
  if (order?.transaction_id) return order.transaction_id;
  if (record.paymentMethod === 'cod') return '';
  const session = sessionId ?? record.sessionId;
  return session ? `stripe_${session}` : (paymentIntent?.id ?? '');
}

/** The order id a customer quotes: the order number as My Orders shows it ('#ORD' + id fallback). */
export function orderIdOf(order: Pick<Order, 'id' | 'order_number'> | undefined): string {
  if (!order) return '';
  const number = order.order_number?.trim();
  if (!number) return `#ORD${order.id}`;
  return number.startsWith('#') ? number : `#${number}`;
}
