/**
 * The shop's clock (issue 27, decision 070): Dubai, UTC+4 all year (the UAE keeps no daylight
 * saving). Every time shown to a person, in the shop, the back office, mails and CSV files, is
 * written here; every Dubai day or wall-clock time read from a person becomes an instant here.
 * Zod-free: the product page imports it (through the delivery rules) in its first view.
 */

export const SHOP_TIME_ZONE = 'Asia/Dubai';
/** Dubai's offset, constant since 1920. */
export const SHOP_UTC_OFFSET = '+04:00';
const OFFSET_MS = 4 * 60 * 60 * 1000;

/** The instant of a Dubai wall-clock time: `shopInstant('2026-11-27', '15:30')`. */
export const shopInstant = (day: string, time = '00:00:00') =>
  new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${SHOP_UTC_OFFSET}`);

/** The instant's Dubai wall-clock time as 'YYYY-MM-DDTHH:mm:ss' (no offset). */
export const shopWallClock = (instant: Date) =>
  new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19);

/** The calendar day (YYYY-MM-DD) an instant falls on in Dubai. */
export const shopDay = (instant: Date) => shopWallClock(instant).slice(0, 10);

/** '2026-11-27T19:07:17+04:00': machine-readable, and the same time a person reads (CSV files). */
export const shopIsoTime = (instant: Date) => `${shopWallClock(instant)}${SHOP_UTC_OFFSET}`;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/** '27 Nov 2026, 19:07': a moment as staff and customers read it, Dubai time. */
export const formatShopMoment = (instant: Date | string) => dateTime.format(new Date(instant));
