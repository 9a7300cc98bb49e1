import type { Language } from '@petshop/contracts/language';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PageLoadingFallback } from './app/layout/page-loading-fallback.tsx';
import { RootLayout } from './app/layout/root-layout.tsx';
import { activateLanguage } from './lib/i18n.ts';

/**
 * An address that no navigation link matches, so the shell marks no page as current: the same
 * markup is right for every page until the app's first render adds the highlight.
 */
const SHELL_PATH = '/__app-shell';

/**
 * The frame of every page (contact bar, header, the page-loading placeholder, footer) as a visitor
 * who is not logged in first sees it, rendered at build time into index.html's #root
 * (scripts/prerender-shell.mjs). The CSS paints it before any script runs; the app's first render
 * (createRoot, no hydration) replaces it with the same boxes. Queries render their pending state:
 * nothing is fetched here.
 */
export function renderShell(language: Language = 'en'): string {
  activateLanguage(language);
  return renderToString(
    <>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[SHELL_PATH]}>
          <Routes>
            <Route element={<RootLayout />}>
              {/* What the page's Suspense shows while the page's code loads. */}
              <Route path="*" element={<PageLoadingFallback />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </>,
  );
}
