import { shopWallClock } from '../../../lib/dates.ts';
const STYLES: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-blue-100 text-blue-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-800',
  no_show: 'bg-red-100 text-red-900',
};

/** A booking's status as staff read it ('New' for a request nobody handled yet). */
export function BookingStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${STYLES[status] ?? 'bg-gray-100 text-gray-800'}`}
    >
      {label}
    </span>
  );
}

/** YYYY-MM-DDTHH:mm of an instant on Dubai's clock: what a datetime-local input holds. */
export function dubaiLocalInput(value: string | Date): string {
  return shopWallClock(new Date(value)).slice(0, 16);
}
