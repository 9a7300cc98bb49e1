import { shopDay, shopInstant } from '@petshop/contracts/shop-time';

/**
 * Free grooming slots (issue 31): from each groomer's weekly hours, days off, the shop's
 * holidays and the appointments already held, the Dubai days and start times at which at least
 * one groomer is free for the whole service. All arithmetic is on instants and Dubai calendar
 * days (UTC+4, no daylight saving), never the server's own time zone.
 */

/** A stretch of work on a weekday, in minutes after Dubai midnight: [start, end). */
export interface Shift {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface GroomerWeek {
  id: number;
  /** Several shifts on one day: the gaps between them are breaks. */
  shifts: Shift[];
  /** Dubai days (YYYY-MM-DD) the groomer does not work. */
  daysOff: ReadonlySet<string>;
}

/** An appointment a groomer holds: [start, end). */
export interface Busy {
  groomerId: number;
  start: Date;
  end: Date;
}

export interface SlotRules {
  now: Date;
  /** Days ahead a customer may book: today and the next `windowDays - 1`. */
  windowDays: number;
  /** A slot starts at least this long after now. */
  noticeMinutes: number;
  /** Slots start on this grid from each shift's start (30: 10:00, 10:30 …). */
  stepMinutes: number;
  durationMinutes: number;
  /** Dubai days the shop is closed. */
  holidays: ReadonlySet<string>;
}

export interface Slot {
  start: Date;
  end: Date;
  /** Dubai wall-clock start, 'HH:mm'. */
  time: string;
  /** The groomers free for it, in the order given. */
  groomerIds: number[];
}

export interface SlotDay {
  /** Dubai day, YYYY-MM-DD. */
  date: string;
  slots: Slot[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The Dubai day `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** The weekday (0 = Sunday) of a Dubai day. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const overlaps = (busy: Busy[], groomerId: number, start: number, end: number) =>
  busy.some(
    (held) =>
      held.groomerId === groomerId && held.start.getTime() < end && start < held.end.getTime(),
  );

/** Every day of the window with its free slots (a day without any is left out). */
export function freeSlots(groomers: GroomerWeek[], busy: Busy[], rules: SlotRules): SlotDay[] {
  const earliest = rules.now.getTime() + rules.noticeMinutes * MINUTE;
  const today = shopDay(rules.now);
  const days: SlotDay[] = [];
  for (let n = 0; n < rules.windowDays; n++) {
    const date = addDays(today, n);
    if (rules.holidays.has(date)) continue;
    const midnight = shopInstant(date).getTime();
    const weekday = weekdayOf(date);
    const byStart = new Map<number, Slot>();
    for (const groomer of groomers) {
      if (groomer.daysOff.has(date)) continue;
      for (const shift of groomer.shifts) {
        if (shift.weekday !== weekday) continue;
        for (
          let minute = shift.startMinute;
          minute + rules.durationMinutes <= shift.endMinute;
          minute += rules.stepMinutes
        ) {
          const start = midnight + minute * MINUTE;
          const end = start + rules.durationMinutes * MINUTE;
          if (start < earliest || overlaps(busy, groomer.id, start, end)) continue;
          const slot = byStart.get(start) ?? {
            start: new Date(start),
            end: new Date(end),
            time: hhmm(minute),
            groomerIds: [],
          };
          slot.groomerIds.push(groomer.id);
          byStart.set(start, slot);
        }
      }
    }
    const slots = [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** The groomers free for exactly this start, or none (not a slot, taken, or outside the rules). */
export function groomersFreeAt(
  start: Date,
  groomers: GroomerWeek[],
  busy: Busy[],
  rules: SlotRules,
): number[] {
  const day = freeSlots(groomers, busy, rules).find((each) => each.date === shopDay(start));
  return day?.slots.find((slot) => slot.start.getTime() === start.getTime())?.groomerIds ?? [];
}
