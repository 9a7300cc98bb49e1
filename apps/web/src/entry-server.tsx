import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { setServerOrigin } from './lib/page-origin.ts';

export { renderShell } from './entry-shell.tsx';

/**
 * The API calls (below /api) the page at `url` (path and query) draws from; none for a page the server does
 * not draw (it gets the prerendered frame, decision 011).
 */
export async function pageQueries(url: string): Promise<string[]> {
  const { pathname, search } = new URL(url, 'http://shop');
  const page = await preloadPage(pathname);
  return page?.firstPageQueries?.(pathname, search).map((query) => query.path) ?? [];
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
  const { pathname, search } = new URL(url, 'http://shop');
  const page = await preloadPage(pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const query of page?.firstPageQueries?.(pathname, search) ?? []) {
    queryClient.setQueryData(query.queryKey, query.select(answers[query.path]));
  }
  setServerOrigin(origin);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
