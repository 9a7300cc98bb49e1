import type { Order } from '@petshop/contracts';
import { formatShopDate } from '../../lib/dates.ts';
import type { PaymentIntentRecord, PendingOrderRecord } from './checkout-types.ts';

/** Spec §9: estimated delivery is today plus 6 days, described as 5-7 business days. */
export const ESTIMATED_DELIVERY_DAYS = 6;

/** The server's estimate when the order has one, else today plus 6 days. */
export function estimatedDeliveryDate(
  order: Pick<Order, 'estimated_delivery'> | undefined,
  now = new Date(),
): Date {
  const fromServer = order?.estimated_delivery ? new Date(order.estimated_delivery) : null;
  if (fromServer && !Number.isNaN(fromServer.getTime())) return fromServer;
  return new Date(now.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000);
}

/** 'Wednesday, 3 December 2025' (the Dubai day). */
export function formatLongDate(date: Date): string {
  return formatShopDate(date, 'weekday') ?? '';
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
