import type { Order } from '@petshop/contracts';
import { formatMoney } from '../../lib/money.ts';

/** Spec §3: the order number, or '#ORD' plus the id. */
export function orderNumberLabel(
  order: Pick<Order, 'id'> & { order_number?: string | null },
): string {
  const number = order.order_number?.trim();
  if (!number) return `#ORD${order.id}`;
  return number.startsWith('#') ? number : `#${number}`;
}

const validDate = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Placed on 3 December 2025'. */
export function formatOrderDate(value: string | null | undefined): string {
  const date = validDate(value);
  return date
    ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
    : 'Unknown date';
}

/** '3 December 2025 at 14:05'. */
export function formatOrderDateTime(value: string | null | undefined): string {
  const date = validDate(value);
  if (!date) return 'Unknown date';
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${formatOrderDate(value)} at ${time}`;
}

/** The day an order was placed: placed_at, else created_at. */
export const placedAt = (order: Pick<Order, 'created_at'> & { placed_at?: string | null }) =>
  order.placed_at ?? order.created_at;

/** Spec §3 "Order item": an image path not already absolute is under the backend storage path. */
export function orderImageUrl(image: string | null | undefined): string | undefined {
  const value = image?.trim();
  if (!value) return undefined;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('data:')) {
    return value;
  }
  return `/storage/${value.replace(/^storage\//, '')}`;
}

/** Spec §3 "Order (detail)": the currency defaults to AED. */
export function formatOrderMoney(amount: number | null | undefined, currency?: string | null) {
  const value = Number.isFinite(amount) ? Number(amount) : 0;
  return formatMoney(value, currency?.trim() || 'AED');
}

export function paymentMethodName(method: string | null | undefined): string {
  if (method === 'card') return 'Credit / Debit Card';
  if (method === 'cod') return 'Cash on Delivery';
  return method?.trim() || 'Not specified';
}

/** 'pending' → 'Pending' (spec §3: payment_status defaults to pending). */
export function paymentStatusName(status: string | null | undefined): string {
  const value = (status ?? '').trim() || 'pending';
  return value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');
}
