import { orderStatusLabel, type OrderStatusLabel } from '@petshop/contracts/labels';

/** Spec §2: 'Reorder' is offered only for delivered orders. */
export const isDelivered = (status: string | null | undefined) =>
  orderStatusLabel(status) === 'Delivered';

export const STATUS_BADGE_CLASSES: Record<OrderStatusLabel, string> = {
  Delivered: 'bg-green-100 text-green-800 ring-green-200',
  Shipped: 'bg-blue-100 text-blue-800 ring-blue-200',
  Processing: 'bg-amber-100 text-amber-900 ring-amber-200',
  Cancelled: 'bg-red-100 text-red-800 ring-red-200',
  Pending: 'bg-gray-100 text-gray-800 ring-gray-200',
  'Awaiting payment': 'bg-gray-100 text-gray-800 ring-gray-200',
};
