/**
 * Delivery rules shared by the API (the fee it charges, the estimate it records) and the web (what
 * it shows before the customer confirms), so both give the same answer (issue 20, decision 045).
 * Zod-free: the product page imports it in its first view.
 */

import { shopDay, shopInstant } from './shop-time.ts';

/** The shop's time zone: days, days off and "Arrives by" dates are Dubai's. */
export { SHOP_TIME_ZONE, shopDay } from './shop-time.ts';

/** Working days to deliver per emirate (`*` for any other), and the days nobody delivers. */
export interface DeliveryTimes {
  days: Record<string, number>;
  /** Weekday names ("Fri") and ISO dates ("2026-12-02"). */
  days_off: readonly string[];
}

/** When no rule names an emirate and there is no `*` rule. */
export const DEFAULT_DELIVERY_DAYS = 2;

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Working days an order to this emirate takes. */
export function deliveryDaysFor(emirate: string | null | undefined, times: DeliveryTimes): number {
  return (emirate ? times.days[emirate] : undefined) ?? times.days['*'] ?? DEFAULT_DELIVERY_DAYS;
}

/**
 * The day (YYYY-MM-DD, Dubai) an order placed at `now` arrives: that many working days after
 * today in Dubai, a working day being one that is neither a weekday off nor a date off.
 */
export function arrivalDay(
  now: Date,
  emirate: string | null | undefined,
  times: DeliveryTimes,
): string {
  const off = new Set(times.days_off.map((entry) => entry.trim().toLowerCase()));
  const day = new Date(`${shopDay(now)}T00:00:00Z`);
  let left = deliveryDaysFor(emirate, times);
  // A year of days off would be a configuration mistake, not a reason to loop forever.
  for (let guard = 0; left > 0 && guard < 366; guard += 1) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = WEEKDAYS[day.getUTCDay()]!.toLowerCase();
    if (!off.has(weekday) && !off.has(isoDay(day))) left -= 1;
  }
  return isoDay(day);
}

/** The instant recorded for an arrival day: its noon in Dubai (as the back office records one). */
export const arrivalInstant = (day: string) => shopInstant(day, '12:00');

/** "Thu 27 Nov" for a day (YYYY-MM-DD) or for the Dubai day of an instant (an ISO timestamp). */
/** Made once: a formatter costs far more to make than to use (every product page shows one). */
const ARRIVAL_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

export function formatArrival(dayOrInstant: string): string {
  const day = dayOrInstant.length > 10 ? shopDay(new Date(dayOrInstant)) : dayOrInstant;
  const parts = ARRIVAL_FORMAT.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * The one delivery promise of an order (issue 27): the day it records (set when it was placed, or
 * by staff when shipping), else the day its rules give from when it was placed (or now, before it
 * is). The confirmation page, My Orders and the mails all read this day.
 */
export function orderArrivalDay(
  order: { estimated_delivery?: string | null; placed_at?: string | null; emirate?: string | null },
  times: DeliveryTimes | undefined,
  now = new Date(),
): string | null {
  if (order.estimated_delivery) return shopDay(new Date(order.estimated_delivery));
  if (!times) return null;
  return arrivalDay(order.placed_at ? new Date(order.placed_at) : now, order.emirate, times);
}

/** The delivery fee and the subtotal from which delivery is free (0: no threshold), in fils. */
export interface DeliveryFee {
  feeFils: number;
  freeFromFils: number;
}

/** What delivery costs for a subtotal: the fee, unless a threshold is set and reached. */
export function deliveryFeeFils(subtotalFils: number, fee: DeliveryFee): number {
  if (fee.freeFromFils > 0 && subtotalFils >= fee.freeFromFils) return 0;
  return fee.feeFils;
}
