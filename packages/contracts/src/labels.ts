/**
 * The words customers (and staff) read for an order's status, its payment's status and its
 * payment method: the one table pages and e-mails take them from, never the codes (issue 20,
 * decision 041). Zod-free, and apart from constants.ts so the pages that show no order (the first
 * views of home, store and product) do not carry it.
 */
export const ORDER_STATUS_LABELS = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  confirmed: 'Processing',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;
export type OrderStatusCode = keyof typeof ORDER_STATUS_LABELS;
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[OrderStatusCode];

/**
 * The statuses that read as `label`: what a filter by that label finds (issue 27: one meaning
 * per label, in the filter, the badge, the buttons and My Orders).
 */
export function orderStatusesLabelled(label: OrderStatusLabel): OrderStatusCode[] {
  return (Object.keys(ORDER_STATUS_LABELS) as OrderStatusCode[]).filter(
    (code) => ORDER_STATUS_LABELS[code] === label,
  );
}

/** Spec §4 "Order status": other servers' words for the same states. */
const ORDER_STATUS_ALIASES: Record<string, OrderStatusCode> = {
  completed: 'delivered',
  shipping: 'shipped',
  dispatched: 'shipped',
  preparing: 'processing',
  canceled: 'cancelled',
  rejected: 'cancelled',
};

/** A status as the server sends it (any case) in words; anything unknown, or none, is Pending. */
export function orderStatusLabel(status: string | null | undefined): OrderStatusLabel {
  const code = (status ?? '').trim().toLowerCase();
  const known = Object.hasOwn(ORDER_STATUS_LABELS, code)
    ? (code as OrderStatusCode)
    : ORDER_STATUS_ALIASES[code];
  return known ? ORDER_STATUS_LABELS[known] : 'Pending';
}

/** A customer's language as the back office (in English) names it (issue 34). */
export const LANGUAGE_LABELS = { en: 'English', ar: 'Arabic' } as const;

export const PAYMENT_METHOD_LABELS = {
  card: 'Card',
  cod: 'Cash on delivery',
} as const;
export type PaymentMethodCode = keyof typeof PAYMENT_METHOD_LABELS;

/** The method in words; a missing or unknown one is `fallback`, never the code itself. */
export function paymentMethodLabel(method: string | null | undefined, fallback = 'Not specified') {
  const code = (method ?? '').trim().toLowerCase();
  return Object.hasOwn(PAYMENT_METHOD_LABELS, code)
    ? PAYMENT_METHOD_LABELS[code as PaymentMethodCode]
    : fallback;
}

export const PAYMENT_STATUS_LABELS = {
  pending: 'Not paid yet',
  paid: 'Paid',
  failed: 'Failed',
  refund_pending: 'Refund in progress',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  refund_due: 'Refund due',
  // Cash on delivery the courier could not collect (issue 27).
  collection_failed: 'Cash not collected',
} as const;
export type PaymentStatusCode = keyof typeof PAYMENT_STATUS_LABELS;

/** Cash on delivery not paid yet is paid at the door: said so, not "Not paid yet". */
export const PAY_ON_DELIVERY_LABEL = 'To pay on delivery';

/** A payment's status in words (spec §3: none is pending); unknown codes read as pending. */
export function paymentStatusLabel(
  status: string | null | undefined,
  method?: string | null,
): string {
  const code = (status ?? '').trim().toLowerCase() || 'pending';
  const known = Object.hasOwn(PAYMENT_STATUS_LABELS, code) ? (code as PaymentStatusCode) : null;
  if ((known ?? 'pending') === 'pending' && method === 'cod') return PAY_ON_DELIVERY_LABEL;
  return PAYMENT_STATUS_LABELS[known ?? 'pending'];
}

/** One refund of an order (decision 060): where it stands, and how the money went back. */
export const REFUND_STATUS_LABELS = {
  pending: 'Refund in progress',
  refunded: 'Refunded',
  due: 'Refund due',
} as const;
export const REFUND_METHOD_LABELS = {
  card: 'To the card',
  cash: 'Handed back in cash',
} as const;

/** A refund's status in words; an unknown one reads as in progress, never the code. */
export function refundStatusLabel(status: string | null | undefined): string {
  const code = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(REFUND_STATUS_LABELS, code)
    ? REFUND_STATUS_LABELS[code as keyof typeof REFUND_STATUS_LABELS]
    : REFUND_STATUS_LABELS.pending;
}

/** How a refund's money went back, in words. */
export function refundMethodLabel(method: string | null | undefined): string {
  return method === 'cash' ? REFUND_METHOD_LABELS.cash : REFUND_METHOD_LABELS.card;
}

/** What an order's total is called: paid, or still to hand over at the door. */
export const ORDER_TOTAL_LABELS = {
  paid: 'Total Paid',
  payOnDelivery: 'Total to pay on delivery',
  plain: 'Total',
} as const;

/**
 * The name of an order's total: 'Total Paid' once paid, 'Total to pay on delivery' for cash on
 * delivery still to collect (not "Total Paid": nothing was paid yet), else 'Total'.
 */
export function orderTotalLabel(
  method: string | null | undefined,
  paymentStatus: string | null | undefined,
  status?: string | null,
): string {
  const payment = (paymentStatus ?? '').trim().toLowerCase() || 'pending';
  if (payment === 'paid' || payment === 'partially_refunded') return ORDER_TOTAL_LABELS.paid;
  if (method === 'cod' && payment === 'pending' && orderStatusLabel(status) !== 'Cancelled') {
    return ORDER_TOTAL_LABELS.payOnDelivery;
  }
  return ORDER_TOTAL_LABELS.plain;
}
