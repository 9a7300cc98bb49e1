import { languageOf, type Language } from '@petshop/contracts/language';

/**
 * The language a request's Accept-Language header puts first ('ar,en;q=0.9', 'ar-AE', 'en-GB'),
 * English without one (issue 34): what a visitor's or a new account's mails are written in when
 * the request names no language of its own.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  return languageOf(value?.split(',')[0]?.split(';')[0]);
}
