import { localeOf, languageOf } from '@petshop/contracts/language';
import { SHOP_TIME_ZONE, shopInstant } from '@petshop/contracts/shop-time';
import { COUNTED_AR, MESSAGES_AR, TERMS_AR, type CountedNoun } from './messages-ar.ts';

// Puts an English sentence of the API into Arabic with the table of messages-ar.ts (issue 34,
// decision 136); a sentence the table does not know stays English.

const PLACEHOLDER = /\{(\w+)(?:#(\w+))?\}/g;

interface Pattern {
  english: string;
  match: RegExp;
  names: string[];
  arabic: string;
  /** How much fixed text the English has: the more, the sooner it is tried. */
  fixed: number;
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [english, arabic] of Object.entries(MESSAGES_AR) as [string, string][]) {
  if (!english.includes('{')) {
    exact.set(english, arabic);
    continue;
  }
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.*?)';
    })
    .join('');
  patterns.push({
    english,
    match: new RegExp(`^${source}$`, 's'),
    names,
    arabic,
    fixed: english.replace(PLACEHOLDER, '').length,
  });
}
patterns.sort((a, b) => b.fixed - a.fixed);

const COUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)$/;
const plural = new Intl.PluralRules('ar');

function counted(noun: CountedNoun, value: string): string {
  const forms = COUNTED_AR[noun];
  const category = plural.select(Number(value.replaceAll(',', '')));
  const form = category in forms ? forms[category as keyof typeof forms] : forms.other;
  return form.replace('{n}', value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = (name: string) => String(MONTHS.indexOf(name) + 1).padStart(2, '0');
const day = (text: string) => text.padStart(2, '0');

const arabicMoment = new Intl.DateTimeFormat(localeOf('ar'), {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const arabicDate = new Intl.DateTimeFormat(localeOf('ar'), {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const arabicClock = new Intl.DateTimeFormat(localeOf('ar'), {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: SHOP_TIME_ZONE,
});

/** '27 Nov 2026, 19:07' (formatShopMoment). */
const MOMENT = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}):(\d{2})$/;
/** 'Thu 27 Nov 2026 at 3:30 PM' (an appointment's time, as its notification writes it). */
const APPOINTMENT =
  /^[A-Z][a-z]{2} (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) at (\d{1,2}):(\d{2}) (AM|PM)$/;
const AMOUNT = /^AED (-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)$/;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * A value inside a sentence, in Arabic: an amount as the Arabic shop writes it, a Dubai moment
 * with Arabic month names, a field's name, a sentence of the table. Anything else (a product's
 * name, an order number, an e-mail address) stays as written, as a left-to-right run so its
 * letters and signs keep their order inside the Arabic sentence.
 */
function arabicValue(value: string, depth: number): string {
  if (/^[\d.,]+$/.test(value)) return value;
  const amount = AMOUNT.exec(value);
  if (amount) return `\u2066${amount[1]}\u2069 د.إ`;
  const moment = MOMENT.exec(value);
  if (moment && MONTHS.includes(moment[2]!)) {
    const at = shopInstant(
      `${moment[3]}-${month(moment[2]!)}-${day(moment[1]!)}`,
      `${moment[4]}:${moment[5]}`,
    );
    return arabicMoment.format(at);
  }
  const appointment = APPOINTMENT.exec(value);
  if (appointment && MONTHS.includes(appointment[2]!)) {
    const hour = (Number(appointment[4]) % 12) + (appointment[6] === 'PM' ? 12 : 0);
    const at = shopInstant(
      `${appointment[3]}-${month(appointment[2]!)}-${day(appointment[1]!)}`,
      `${String(hour).padStart(2, '0')}:${appointment[5]}`,
    );
    return `${arabicDate.format(at)} الساعة ${arabicClock.format(at)}`;
  }
  const term = Object.hasOwn(TERMS_AR, value) ? TERMS_AR[value] : undefined;
  if (term !== undefined) return term;
  const sentence = depth < 2 ? translate(value, depth + 1) : undefined;
  if (sentence !== undefined) return sentence;
  return ARABIC_LETTER.test(value) ? value : `\u2066${value}\u2069`;
}

function translate(english: string, depth: number): string | undefined {
  const known = exact.get(english);
  if (known !== undefined) return known;
  for (const pattern of patterns) {
    const found = pattern.match.exec(english);
    if (!found) continue;
    const values = new Map(pattern.names.map((name, index) => [name, found[index + 1]!]));
    let countsFit = true;
    const arabic = pattern.arabic.replace(PLACEHOLDER, (_, name: string, noun?: string) => {
      const value = values.get(name) ?? '';
      if (noun === undefined) return arabicValue(value, depth);
      if (!COUNT.test(value)) countsFit = false;
      return counted(noun as CountedNoun, value);
    });
    if (countsFit) return arabic;
  }
  return undefined;
}

/** The Arabic of a sentence the API sends, or the English itself when the table has none. */
export function arabicMessage(english: string): string {
  return translate(english, 0) ?? english;
}

/**
 * Whether a request asked for the API's sentences in Arabic: `lang=ar` in its query (only there,
 * not Accept-Language: the spec's own client keeps its English whatever its browser says), and
 * not a back-office call (the back office stays English, decision 134).
 */
export function asksForArabic(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('lang=', query)) return false;
  if (/^\/api\/admin(?:[/?]|$)/.test(url)) return false;
  return languageOf(new URLSearchParams(url.slice(query + 1)).get('lang')) === 'ar';
}

/** `{message, errors}` with every sentence in Arabic (the same keys, the same order). */
export function arabicErrorBody<T extends { message: string; errors?: Record<string, string[]> }>(
  body: T,
): T {
  const translated: T = { ...body, message: arabicMessage(body.message) };
  if (body.errors) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, messages]) => [field, messages.map(arabicMessage)]),
    );
  }
  return translated;
}
