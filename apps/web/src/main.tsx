import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchFirstPage } from './app/prefetch-first-page.ts';
import { createQueryClient } from './app/query-client.ts';
import { preloadPage } from './app/router.tsx';
import { syncCacheWithSession } from './app/session-sync.ts';
import './styles.css';

const queryClient = createQueryClient();
syncCacheWithSession(queryClient);
// A product page's product, and the first page's code, are on their way before React reaches
// the page, so its first render draws the page rather than a placeholder to be replaced. The
// code in a task of its own: evaluated inside this one, it made one long task of both.
prefetchFirstPage(queryClient, window.location.pathname);
setTimeout(() => preloadPage(window.location.pathname), 0);

const root = createRoot(document.getElementById('root')!);
// As a transition the first render is interruptible: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole page (one long task on a phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
