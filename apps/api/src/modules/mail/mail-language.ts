import { formatArrival } from '@petshop/contracts/delivery';
import { formatAedIn, localeOf, type Language } from '@petshop/contracts/language';
import type { PetSize } from '@petshop/contracts/grooming-terms';
import { formatShopMoment, SHOP_TIME_ZONE } from '@petshop/contracts/shop-time';
import { formatFils } from '../../lib/money.ts';
import type { OutgoingMail } from './mail.repo.ts';
import { MAIL_TEXTS, type MailTexts } from './mail-texts.ts';

// How a customer's mail is written in their language (issue 34, decisions 132 and 134). English
// mails are exactly the English texts; an Arabic one is Arabic text with its left-to-right values
// (order numbers, phones, amounts, links) kept as isolated runs, and an HTML part set right to left.

export type { Language };

/** The texts of one language, each filled by `fill`. */
export const textsIn = (language: Language): MailTexts => MAIL_TEXTS[language];

/** A text with its `{name}` values in place. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** A left-to-right value (an order number, phone, e-mail, link) as one run in an Arabic line. */
export const ltr = (language: Language, value: string | number): string =>
  language === 'ar' ? `${LRI}${value}${PDI}` : String(value);

/** A value in either script (a product or person's name): isolated so it cannot reorder a line. */
export const isolated = (language: Language, value: string): string =>
  language === 'ar' ? `${FSI}${value}${PDI}` : value;

/** Fils as each language writes money: 'AED 1,234.50' or '1,234.50 د.إ'. */
export const moneyIn = (language: Language, fils: number): string =>
  language === 'ar' ? formatAedIn('ar', fils / 100) : formatFils(fils);

const arabicMoment = new Intl.DateTimeFormat(localeOf('ar'), {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const arabicDay = new Intl.DateTimeFormat(localeOf('ar'), {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: SHOP_TIME_ZONE,
});
const arabicDate = new Intl.DateTimeFormat(localeOf('ar'), {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** A moment, Dubai time: '27 Nov 2026, 15:30' or '27 نوفمبر 2026 في 3:30 م'. */
export const momentIn = (language: Language, at: Date): string =>
  language === 'ar' ? arabicMoment.format(at) : formatShopMoment(at);

/** A delivery day ('YYYY-MM-DD', Dubai): 'Thu 27 Nov' or 'الخميس 27 نوفمبر'. */
export const arrivalDayIn = (language: Language, day: string): string =>
  language === 'ar' ? arabicDay.format(new Date(`${day}T12:00:00+04:00`)) : formatArrival(day);

/** A date with its year, Dubai time, in Arabic: 'الخميس 27 نوفمبر 2026'. */
export const arabicDateOf = (at: Date): string => arabicDate.format(at);

const arabicClock = new Intl.DateTimeFormat(localeOf('ar'), {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: SHOP_TIME_ZONE,
});

/** A time of day, Dubai time, in Arabic: '3:30 م'. */
export const arabicClockOf = (at: Date): string => arabicClock.format(at);

const PET_TYPE_TEXTS = {
  Dog: 'petDog',
  Cat: 'petCat',
  Bird: 'petBird',
  Others: 'petOthers',
} as const satisfies Record<string, keyof MailTexts>;
const PET_SIZE_TEXTS = {
  dog_small: 'petSizeDogSmall',
  dog_medium: 'petSizeDogMedium',
  dog_large: 'petSizeDogLarge',
  cat: 'petSizeCat',
  bird: 'petSizeBird',
  other: 'petSizeOther',
} as const satisfies Record<PetSize, keyof MailTexts>;

/** A booking's pet type (the spec's Dog, Cat, Bird, Others) in a language; other text as typed. */
export const petTypeIn = (language: Language, type: string): string =>
  Object.hasOwn(PET_TYPE_TEXTS, type)
    ? textsIn(language)[PET_TYPE_TEXTS[type as keyof typeof PET_TYPE_TEXTS]]
    : isolated(language, type);

/** An appointment's pet size in a language: 'Small dog (up to 10 kg)' or 'كلب صغير (حتى 10 كغ)'. */
export const petSizeIn = (language: Language, size: PetSize): string =>
  textsIn(language)[PET_SIZE_TEXTS[size]];

/** The greeting of a customer's mail: by name only when the caller may use it (decision 082). */
export const greetingIn = (language: Language, name: string | null | undefined): string =>
  name
    ? fill(textsIn(language).greeting, { name: isolated(language, name) })
    : textsIn(language).greetingNoName;

/** "Questions? Call … or write to …", the shop's phone and address as left-to-right runs. */
export const questionsIn = (language: Language, phone: string, email: string): string =>
  fill(textsIn(language).questions, { phone: ltr(language, phone), email: ltr(language, email) });

/** A link to a shop page in the customer's language: Arabic pages live under /ar (decision 132). */
export const pageLink = (language: Language, origin: string, path: string): string =>
  language === 'ar' ? `${origin}/ar${path}` : `${origin}${path}`;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** One line of text as HTML: links clickable, isolated runs as <bdi> elements. */
function htmlLine(line: string): string {
  return escapeHtml(line)
    .replace(/https?:\/\/[^\s\u2066-\u2069]+/g, (url) => `<a href="${url}" dir="ltr">${url}</a>`)
    .replaceAll(LRI, '<bdi dir="ltr">')
    .replaceAll(FSI, '<bdi>')
    .replaceAll(PDI, '</bdi>');
}

/** The text of an Arabic mail as a right-to-left HTML page: its paragraphs, line by line. */
export function arabicHtml(subject: string, text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(htmlLine).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    '<html lang="ar" dir="rtl">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject.replace(/[\u2066-\u2069]/g, ''))}</title></head>`,
    '<body style="direction: rtl; text-align: right; font-family: Tahoma, Arial, sans-serif; line-height: 1.6">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A mail in its language: an Arabic one also carries its right-to-left HTML part. */
export const inLanguage = <T extends OutgoingMail>(language: Language, mail: T): T =>
  language === 'ar' ? { ...mail, htmlBody: arabicHtml(mail.subject, mail.textBody) } : mail;
