import { shopDay, shopWallClock } from '../../../lib/dates.ts';

// Days of the calendar are the shop's (Dubai) calendar days, written YYYY-MM-DD; the arithmetic
// is on those texts, never the device's time zone.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Dubai. */
export const todayInShop = () => shopDay(new Date());

/** The day `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week `day` is in (the UAE's working week starts on Monday). */
export function weekStart(day: string) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A real YYYY-MM-DD day, or undefined. */
export function readDay(text: string | null): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}

/** An instant's Dubai day and minutes after Dubai midnight. */
export function shopMinutes(instant: string) {
  const wall = shopWallClock(new Date(instant));
  return {
    date: wall.slice(0, 10),
    minutes: Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)),
  };
}

/** 570 → '09:30'. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
