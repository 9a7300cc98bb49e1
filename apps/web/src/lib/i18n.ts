/**
 * The shop's language (issue 34, decisions 132 and 133): English at the spec's paths, Arabic at the
 * same paths under /ar. A page is in one language from its first render: switching goes to the
 * other address (a new page), so nothing already drawn changes language under the customer.
 *
 * English needs no catalog (the build compiles its messages into the code, build/lingui.ts);
 * Arabic loads `first-view` (the texts of /, /store and a product page) before the first render,
 * and `later` (the rest) with the first page that shows them (router.tsx).
 */
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE, localeOf, type Language } from '@petshop/contracts/language';
import type { PageTexts } from '@petshop/contracts/pages-ar';
import type { PageKey } from '@petshop/contracts/pages';

import { BUILT_PAGE_TEXTS } from './built-page-texts.ts';

export { i18n };

/** The prefix of a language's addresses: '' for English, '/ar' for Arabic. */
export const languageBase = (language: Language): string => (language === 'ar' ? '/ar' : '');

/** The language an address is in: Arabic under /ar. */
export const languageOfPath = (pathname: string): Language =>
  pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';

/** The address without its language prefix ('/ar/store' → '/store', '/ar' → '/'). */
export function withoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** The same page in another language ('/ar/store?page=2' ↔ '/store?page=2'). */
export function inLanguage(language: Language, pathAndQuery: string): string {
  const path = withoutLanguage(pathAndQuery.split('?')[0] ?? '/');
  const query = pathAndQuery.includes('?') ? pathAndQuery.slice(pathAndQuery.indexOf('?')) : '';
  const base = languageBase(language);
  return `${base}${path === '/' && base ? '' : path}${query}` || '/';
}

/** Keeps the visitor's choice of language for a year. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the shop is showing now. */
export const currentLanguage = (): Language => (i18n.locale === 'ar' ? 'ar' : 'en');

/**
 * The language of a build of one language (the shop's pages: `VITE_BUILD_LANGUAGE=ar vite build`),
 * whose texts are compiled into its code, or undefined for a build that holds every language's
 * catalogs (the server's renderer, the tests, the dev server).
 */
const BUILT_LANGUAGE = import.meta.env.VITE_BUILD_LANGUAGE as Language | undefined;

type Catalog = { messages: Messages };
const arabic = BUILT_LANGUAGE
  ? null
  : {
      firstView: () => import('../locales/ar/first-view.po') as Promise<Catalog>,
      later: () => import('../locales/ar/later.po') as Promise<Catalog>,
    };
let arabicPages: Promise<void> | undefined;
/** The language this page started in (main.tsx), set before any page's code is asked for. */
let startedLanguage: Language | undefined;

const loadArabicPages = () =>
  (arabicPages ??= (arabic?.later() ?? Promise.resolve({ messages: {} })).then(
    ({ messages }) => i18n.load('ar', messages),
    () => {
      // Offline or a new deployment: those pages show English until the next page load.
      arabicPages = undefined;
    },
  ));

/**
 * Makes `language` the shop's language. Arabic resolves once the first view's texts are in; the
 * rest comes with the first page that needs it (`arabicPagesLoaded`).
 */
export async function startLanguage(language: Language): Promise<void> {
  startedLanguage = language;
  if (language === 'en') {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    return;
  }
  const [{ messages }, heads] = await Promise.all([
    arabic?.firstView() ?? { messages: {} },
    // The Arabic build has them in its code; the build of every language asks for them.
    BUILT_PAGE_TEXTS ? { PAGES_AR: BUILT_PAGE_TEXTS } : import('@petshop/contracts/pages-ar'),
  ]);
  pageTexts = heads.PAGES_AR;
  i18n.load('ar', messages);
  activateLanguage('ar');
}

/**
 * Makes `language` the active one, its numbers (plural counts) written as the shop writes them:
 * Western digits in Arabic too (decision 132).
 */
export function activateLanguage(language: Language): void {
  i18n.activate(language, [localeOf(language)]);
}

let pageTexts: Readonly<Record<PageKey, PageTexts>> | undefined;

/** The page table's titles and descriptions in the shop's language; English's are the table's. */
export const pageTextsOfLanguage = () => (currentLanguage() === 'ar' ? pageTexts : undefined);

/** Resolves when the Arabic texts beyond the first view are in (at once in English). */
export const arabicPagesLoaded = (): Promise<void> =>
  startedLanguage === 'ar' ? loadArabicPages() : Promise.resolve();

/** The server side: every language's catalog at once, one activated per page it draws. */
export function loadAllCatalogs(
  catalogs: Partial<Record<Language, Messages>>,
  arabicPageTexts: Readonly<Record<PageKey, PageTexts>>,
): void {
  i18n.load({ en: {}, ...catalogs });
  pageTexts = arabicPageTexts;
}
