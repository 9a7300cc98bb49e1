import { PAGES_AR } from '@petshop/contracts/pages-ar';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { apiPath } from './lib/api-client.ts';
import {
  activateLanguage,
  languageBase,
  languageOfPath,
  loadAllCatalogs,
  withoutLanguage,
} from './lib/i18n.ts';
import { setServerOrigin } from './lib/page-origin.ts';
import { messages as arabicLater } from './locales/ar/later.po';
import { messages as arabicFirstView } from './locales/ar/first-view.po';

loadAllCatalogs({ ar: { ...arabicLater, ...arabicFirstView } }, PAGES_AR);

export { renderShell } from './entry-shell.tsx';

/**
 * The API calls (below /api) the page at `url` (path and query) draws from; none for a page the server does
 * not draw (it gets the prerendered frame, decision 011).
 */
export async function pageQueries(url: string): Promise<string[]> {
  const { pathname: address, search } = new URL(url, 'http://shop');
  const pathname = withoutLanguage(address);
  const page = await preloadPage(pathname);
  // The page's queries ask for its language's texts (decision 132).
  activateLanguage(languageOfPath(address));
  // As the browser asks them: an Arabic page's calls carry lang=ar (api-client.ts).
  return page?.firstPageQueries?.(pathname, search).map((query) => apiPath(query.path)) ?? [];
}

/**
 * The page at `url` (path and query) as a visitor who is not logged in first sees it, drawn with
 * the API's answers (path → parsed answer): the markup for #root, which the browser hydrates with
 * the same answers (main.tsx). Decision 099.
 */
export async function renderPage(
  url: string,
  answers: Readonly<Record<string, unknown>>,
  origin: string,
): Promise<string> {
  const { pathname: address, search } = new URL(url, 'http://shop');
  const pathname = withoutLanguage(address);
  const language = languageOfPath(address);
  const page = await preloadPage(pathname);
  // Drawing is synchronous: the language set here is the one this page is drawn in.
  activateLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const query of page?.firstPageQueries?.(pathname, search) ?? []) {
    queryClient.setQueryData(query.queryKey, query.select(answers[apiPath(query.path)]));
  }
  setServerOrigin(origin);
  return renderToString(
    <StrictMode>
      <>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url} basename={languageBase(language) || '/'}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </>
    </StrictMode>,
  );
}
