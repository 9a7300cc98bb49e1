/** Spec §4 "Order status": the five labels a customer sees. */
export type OrderStatusLabel = 'Delivered' | 'Shipped' | 'Processing' | 'Cancelled' | 'Pending';

const LABELS: Record<string, OrderStatusLabel> = {
  delivered: 'Delivered',
  completed: 'Delivered',
  shipped: 'Shipped',
  shipping: 'Shipped',
  dispatched: 'Shipped',
  processing: 'Processing',
  confirmed: 'Processing',
  preparing: 'Processing',
  cancelled: 'Cancelled',
  canceled: 'Cancelled',
  rejected: 'Cancelled',
};

/** The server's status, lowercased, as its label; anything else (or nothing) is Pending. */
export function orderStatusLabel(status: string | null | undefined): OrderStatusLabel {
  return LABELS[(status ?? '').trim().toLowerCase()] ?? 'Pending';
}

/** Spec §2: 'Reorder' is offered only for delivered orders. */
export const isDelivered = (status: string | null | undefined) =>
  orderStatusLabel(status) === 'Delivered';

export const STATUS_BADGE_CLASSES: Record<OrderStatusLabel, string> = {
  Delivered: 'bg-green-100 text-green-800 ring-green-200',
  Shipped: 'bg-blue-100 text-blue-800 ring-blue-200',
  Processing: 'bg-amber-100 text-amber-900 ring-amber-200',
  Cancelled: 'bg-red-100 text-red-800 ring-red-200',
  Pending: 'bg-gray-100 text-gray-800 ring-gray-200',
};
