/**
 * Dates shown to customers, on the shop's own calendar and clock (Dubai, whatever the device's time
 * zone) and written one way (British English: '3 December 2025'). An order placed at 23:30 in
 * Dubai is on that Dubai day for every customer and for the shop's staff alike.
 */
import { t } from '@lingui/core/macro';
import { localeOf, type Language } from '@petshop/contracts/language';
import { SHOP_TIME_ZONE, shopDay } from '@petshop/contracts/shop-time';
import { currentLanguage } from './i18n.ts';

export {
  formatShopMoment,
  shopDay,
  shopInstant,
  shopWallClock,
} from '@petshop/contracts/shop-time';
export { SHOP_TIME_ZONE };
export const SHOP_LOCALE = 'en-GB';

/** The formats of one language, made the first time that language writes a date. */
function makeFormats(language: Language) {
  const locale = localeOf(language);
  return {
    dates: {
      /** '3 December 2025' */
      day: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      }),
      /** 'Wednesday, 3 December 2025' */
      weekday: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      }),
      /** 'December 2025' */
      month: new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      }),
    },
    clock: new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: SHOP_TIME_ZONE,
    }),
  };
}
const byLanguage = new Map<Language, ReturnType<typeof makeFormats>>();
function formatsOf(language: Language = currentLanguage()) {
  let made = byLanguage.get(language);
  if (!made) byLanguage.set(language, (made = makeFormats(language)));
  return made;
}

export type ShopDateStyle = keyof ReturnType<typeof makeFormats>['dates'];

const toDate = (value: Date | string | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A date (a Date or an ISO text) as the shop writes it; null when there is none or it is not one. */
export function formatShopDate(
  value: Date | string | null | undefined,
  style: ShopDateStyle = 'day',
): string | null {
  const date = toDate(value);
  return date ? formatsOf().dates[style].format(date) : null;
}

/** '3 December 2025 at 14:05', Dubai time; null when there is no date. */
export function formatShopDateTime(value: Date | string | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  const { dates, clock } = formatsOf();
  const day = dates.day.format(date);
  const time = clock.format(date);
  return t`${day} at ${time}`;
}

/** Today on the shop's calendar as YYYY-MM-DD (what date inputs and the API's days hold). */
export function shopToday(now = new Date()): string {
  return shopDay(now);
}
