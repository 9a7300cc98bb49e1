import { shopWallClock } from './dates.ts';

/**
 * How the shop writes appointment days, times and lengths, by hand rather than with Intl
 * (as the shop's money): the same words in every browser, and no locale data to load. Days and
 * times are the shop's (Dubai), as the API gives them.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayParts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, day, weekday: WEEKDAYS[weekday]!, month: MONTHS[month - 1]! };
}

/** '2026-11-30' → 'Mon 30 Nov'. */
export function formatSlotDay(date: string): string {
  const { weekday, day, month } = dayParts(date);
  return `${weekday} ${day} ${month}`;
}

/** '10:00' → '10:00 AM', '13:30' → '1:30 PM', '00:15' → '12:15 AM'. */
export function formatClock(time: string): string {
  const [hours, minutes] = time.split(':') as [string, string];
  const hour = Number(hours);
  return `${hour % 12 || 12}:${minutes.slice(0, 2)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** An instant as a Dubai date and time: 'Mon 30 Nov 2026 at 10:00 AM'. */
export function formatAppointmentTime(instant: string): string {
  const wallClock = shopWallClock(new Date(instant));
  const { weekday, day, month, year } = dayParts(wallClock.slice(0, 10));
  return `${weekday} ${day} ${month} ${year} at ${formatClock(wallClock.slice(11, 16))}`;
}

/** 75 → '1 h 15 min', 60 → '1 h', 45 → '45 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
