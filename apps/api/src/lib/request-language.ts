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

/**
 * The language a request is made in (issue 34): its `lang` query when it has one (`lang=ar`, as
 * the Arabic shop's calls carry), else its Accept-Language. For a visitor's writes whose mails
 * are sent later (a booking) and whose route declares no query schema.
 */
export function requestLanguage(request: {
  query: unknown;
  headers: { 'accept-language'?: string | string[] | undefined };
}): Language {
  const lang =
    request.query !== null && typeof request.query === 'object'
      ? (request.query as { lang?: unknown }).lang
      : undefined;
  return typeof lang === 'string' && lang !== ''
    ? languageOf(lang)
    : acceptedLanguage(request.headers['accept-language']);
}
