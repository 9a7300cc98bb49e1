/**
 * The shop's two languages (issue 34, decision 132): English, the spec's, and Arabic. Free of zod
 * and of Intl, so the web's first view can import it for a few hundred bytes.
 */
import { formatMoney } from './constants.ts';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice of language: the server opens their next visit in it. */
export const LANGUAGE_COOKIE = 'shop_language';

/** A value that may name a language ('ar', 'AR', 'ar-AE'); English for anything else. */
export function languageOf(value: unknown): Language {
  return typeof value === 'string' && /^ar(?:[-_]|$)/i.test(value.trim()) ? 'ar' : 'en';
}

/** The writing direction of a language's pages. */
export const directionOf = (language: Language): 'rtl' | 'ltr' =>
  language === 'ar' ? 'rtl' : 'ltr';

/**
 * The locale dates and numbers are written in: British English, and the UAE's Arabic with the
 * Western digits UAE retailers print (decision 132).
 */
export const localeOf = (language: Language): string =>
  language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';

/** The dirham as UAE shops write it in Arabic, after the amount: '1,234.50 د.إ'. */
export const AED_ARABIC = 'د.إ';

/**
 * An amount in AED in a language: 'AED 1,234.50' (decision 041) or '1,234.50 د.إ'. The Arabic
 * amount is one left-to-right run (U+2066…U+2069) so the sign and digits keep their order in a line
 * of Arabic.
 */
export function formatAedIn(language: Language, amount: number): string {
  if (language === 'en') return formatMoney(amount, 'AED');
  const english = formatMoney(amount, '').trimStart();
  return `\u2066${english}\u2069 ${AED_ARABIC}`;
}
