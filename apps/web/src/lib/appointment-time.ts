import { t } from '@lingui/core/macro';
import { shopWallClock } from './dates.ts';
import { currentLanguage } from './i18n.ts';

/**
 * How the shop writes appointment days, times and lengths, by hand rather than with Intl
 * (as the shop's money): the same words in every browser, and no locale data to load. Days and
 * times are the shop's (Dubai), as the API gives them.
 */
const NAMES = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    am: 'AM',
    pm: 'PM',
  },
  // As UAE shops write them (decision 132): the Gregorian months' names, ص and م for AM and PM.
  ar: {
    weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    months: [
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'مايو',
      'يونيو',
      'يوليو',
      'أغسطس',
      'سبتمبر',
      'أكتوبر',
      'نوفمبر',
      'ديسمبر',
    ],
    am: 'ص',
    pm: 'م',
  },
} as const;

const names = () => NAMES[currentLanguage()];

function dayParts(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const { weekdays, months } = names();
  return { year, day, weekday: weekdays[weekday]!, month: months[month - 1]! };
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
  const { am, pm } = names();
  return `${hour % 12 || 12}:${minutes.slice(0, 2)} ${hour < 12 ? am : pm}`;
}

/** An instant as a Dubai date and time: 'Mon 30 Nov 2026 at 10:00 AM'. */
export function formatAppointmentTime(instant: string): string {
  const wallClock = shopWallClock(new Date(instant));
  const { weekday, day, month, year } = dayParts(wallClock.slice(0, 10));
  const date = `${weekday} ${day} ${month} ${year}`;
  const time = formatClock(wallClock.slice(11, 16));
  return t`${date} at ${time}`;
}

/** 75 → '1 h 15 min', 60 → '1 h', 45 → '45 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t`${rest} min`;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}
