import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadPage } from './app/router.tsx';
import { syncCacheWithSession } from './app/session-sync.ts';
import { apiPath } from './lib/api-client.ts';
import { languageOfPath, startLanguage, withoutLanguage } from './lib/i18n.ts';
import './styles.css';

const queryClient = createQueryClient();
syncCacheWithSession(queryClient);
const { search } = window.location;
// The page's address without its language prefix: what the routes and the page queries read.
const pathname = withoutLanguage(window.location.pathname);
const language = startLanguage(languageOfPath(window.location.pathname));
const container = document.getElementById('root')!;

/**
 * Marks the document once React holds the page (`data-live` on <html>). Until then a click on a
 * drawn page's button does nothing (its handler is not attached yet): the browser tests wait for
 * the mark before they press anything, as a person would wait for the page to answer.
 */
function MarkLive() {
  useEffect(() => document.documentElement.setAttribute('data-live', ''), []);
  return null;
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
    <MarkLive />
  </StrictMode>
);
const pageData = document.getElementById('page-data');

if (pageData) {
  // The server drew this page with these API answers (decision 099): the cache gets them before
  // the first render, which then matches the server's markup and asks for nothing again.
  const answers = JSON.parse(pageData.textContent ?? '{}') as Record<string, unknown>;
  // A link followed before the app took the page over is on its way: the router's first write
  // to the history would stop it, so the page is left as drawn.
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  void Promise.all([preloadPage(pathname), language]).then(([page]) => {
    if (leaving) return;
    for (const query of page?.firstPageQueries?.(pathname, search) ?? []) {
      queryClient.setQueryData(query.queryKey, query.select(answers[apiPath(query.path)]));
    }
    // As a transition, hydration yields to the browser every few milliseconds (as the first
    // render below does) instead of holding a phone's main thread for the whole page.
    startTransition(() => void hydrateRoot(container, app));
  });
} else {
  // The prerendered frame (decision 011). The page's code is on its way before React reaches the
  // page, so its first render draws the page rather than a placeholder to be replaced; in a task
  // of its own: evaluated inside this one, it made one long task of both.
  setTimeout(() => void preloadPage(pathname), 0);
  const root = createRoot(container);
  // As a transition the first render is interruptible: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page (one long task on a phone).
  void language.then(() => startTransition(() => root.render(app)));
}
