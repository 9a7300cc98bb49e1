/** Days of the shop's calendar: Asia/Dubai, UTC+4 all year (no daylight saving). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the Dubai day `day` (YYYY-MM-DD), or of the day `plus` days after it. */
export const dubaiDayStart = (day: string, plus = 0) =>
  new Date(new Date(`${day}T00:00:00+04:00`).getTime() + plus * DAY_MS);

/** Today in Dubai as YYYY-MM-DD. */
export const dubaiToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(now);
