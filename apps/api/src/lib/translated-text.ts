import { languageOf, type Language } from '@petshop/contracts/language';

/**
 * Catalog texts in the customer's language (issue 34, decision 132): the Arabic text staff wrote,
 * else the English one. A blank Arabic text counts as not written.
 */
export const arabicOr = (arabic: string | null | undefined, english: string): string =>
  arabic != null && arabic.trim() !== '' ? arabic : english;

/** `english` in English; in Arabic, `arabic` where staff wrote it, else `english`. */
export const textIn = (
  language: Language,
  english: string,
  arabic: string | null | undefined,
): string => (language === 'ar' ? arabicOr(arabic, english) : english);

/**
 * The `lang` of a query (`lang=ar`), English for anything else, for a route that declares no
 * query schema: such a route keeps ignoring whatever else its query holds (decision 135).
 */
export function queryLanguage(query: unknown): Language {
  const lang =
    query !== null && typeof query === 'object' ? (query as { lang?: unknown }).lang : undefined;
  return languageOf(lang);
}
