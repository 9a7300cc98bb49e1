import type { BookingMove, BookingStatus } from '@petshop/contracts/admin-bookings';

/**
 * From which statuses each move may be made (decision 037). Confirming a confirmed booking
 * again with another time is a reschedule.
 */
export const BOOKING_ALLOWED_FROM: Record<BookingMove, readonly BookingStatus[]> = {
  contacted: ['requested'],
  confirmed: ['requested', 'contacted', 'confirmed'],
  completed: ['confirmed'],
  no_show: ['confirmed'],
  cancelled: ['requested', 'contacted', 'confirmed'],
};

/** The status as staff read it: a request nobody has handled yet is New. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'New',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

const MOVE_VERBS: Record<BookingMove, string> = {
  contacted: 'marked contacted',
  confirmed: 'confirmed',
  completed: 'marked completed',
  no_show: 'marked no-show',
  cancelled: 'cancelled',
};

/** Why `move` cannot be made from `current`, in words staff can act on. */
export function bookingRefusal(current: BookingStatus, move: BookingMove): string {
  const label = BOOKING_STATUS_LABELS[current];
  if (current === move) return `This booking is already ${label}.`;
  if (current === 'completed' || current === 'cancelled' || current === 'no_show') {
    return `This booking is ${label} and cannot change any more.`;
  }
  const from = BOOKING_ALLOWED_FROM[move].map((status) => BOOKING_STATUS_LABELS[status]);
  const list = from.length === 1 ? from[0]! : `${from.slice(0, -1).join(', ')} or ${from.at(-1)!}`;
  return `This booking is ${label}: only a ${list} booking can be ${MOVE_VERBS[move]}.`;
}
