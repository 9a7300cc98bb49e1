import { t } from '@lingui/core/macro';
import type { Order } from '@petshop/contracts';
import { formatShopDate, formatShopDateTime } from '../../lib/dates.ts';
import { formatAed, formatMoney } from '../../lib/money.ts';

/** Spec §3: the order number, or '#ORD' plus the id. */
export function orderNumberLabel(
  order: Pick<Order, 'id'> & { order_number?: string | null },
): string {
  const number = order.order_number?.trim();
  if (!number) return `#ORD${order.id}`;
  return number.startsWith('#') ? number : `#${number}`;
}

/** 'Placed on 3 December 2025' (the Dubai day). */
export function formatOrderDate(value: string | null | undefined): string {
  return formatShopDate(value) ?? t`Unknown date`;
}

/** '3 December 2025 at 14:05' (Dubai time). */
export function formatOrderDateTime(value: string | null | undefined): string {
  return formatShopDateTime(value) ?? t`Unknown date`;
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

/** Spec §3 "Order (detail)": the currency defaults to AED (the shop's format, in its language). */
export function formatOrderMoney(amount: number | null | undefined, currency?: string | null) {
  const value = Number.isFinite(amount) ? Number(amount) : 0;
  const code = currency?.trim() || 'AED';
  return code === 'AED' ? formatAed(value) : formatMoney(value, code);
}
