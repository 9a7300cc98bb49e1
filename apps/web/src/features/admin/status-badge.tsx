import type { ReactNode } from 'react';

/** What a badge's colour says, whatever it labels (an order, a booking, a product, an account). */
export type BadgeTone =
  | 'attention'
  | 'info'
  | 'highlight'
  | 'progress'
  | 'success'
  | 'critical'
  | 'neutral'
  | 'subdued'
  | 'off';

const TONES: Record<BadgeTone, string> = {
  attention: 'bg-amber-100 text-amber-900',
  info: 'bg-blue-100 text-blue-900',
  highlight: 'bg-sky-100 text-sky-900',
  progress: 'bg-indigo-100 text-indigo-900',
  success: 'bg-green-100 text-green-900',
  critical: 'bg-red-100 text-red-900',
  neutral: 'bg-gray-100 text-gray-800',
  subdued: 'bg-gray-100 text-gray-700',
  off: 'bg-gray-200 text-gray-800',
};

/** The back office's one status badge: a short label in its tone's colours. */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone;
  children: ReactNode;
}) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** The tone of an order's status label, or of a refund's (decision 060). */
export const ORDER_TONES: Readonly<Record<string, BadgeTone>> = {
  Pending: 'attention',
  Processing: 'info',
  Shipped: 'progress',
  Delivered: 'success',
  Cancelled: 'off',
  'Awaiting payment': 'subdued',
  'Refund in progress': 'info',
  Refunded: 'success',
  'Refund due': 'critical',
};

/** An order's (or a refund's) status as the server labels it. */
export function OrderStatusBadge({ label }: { label: string }) {
  return <StatusBadge tone={ORDER_TONES[label]}>{label}</StatusBadge>;
}

const BOOKING_TONES: Readonly<Record<string, BadgeTone>> = {
  requested: 'attention',
  contacted: 'highlight',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'off',
  no_show: 'critical',
};

/** A booking's status as staff read it ('New' for a request nobody handled yet). */
export function BookingStatusBadge({ status, label }: { status: string; label: string }) {
  return <StatusBadge tone={BOOKING_TONES[status]}>{label}</StatusBadge>;
}

/** A customer account: active, deactivated, or deleted by the customer (decision 053). */
export function AccountBadge({
  deactivated,
  deleted = false,
}: {
  deactivated: boolean;
  deleted?: boolean;
}) {
  // A deleted account is deactivated too; deleted says more.
  if (deleted) return <StatusBadge tone="off">Deleted</StatusBadge>;
  return deactivated ? (
    <StatusBadge tone="critical">Deactivated</StatusBadge>
  ) : (
    <StatusBadge tone="success">Active</StatusBadge>
  );
}
