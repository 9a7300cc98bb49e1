import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { PAGES, type PageKey } from '@petshop/contracts/pages';
import { arabicPagesLoaded } from '../lib/i18n.ts';
import { PageProvider } from '../lib/page-meta.ts';
import type { FirstPageQueries } from '../lib/first-page.ts';
import { RootLayout } from './layout/root-layout.tsx';

/**
 * A page's module: its component, and for a page the server draws (decision 099) the API
 * answers it draws from (`first-page.ts`).
 */
export type PageModule = { Component: ComponentType; firstPageQueries?: FirstPageQueries };
type LoadedPage = { default: ComponentType; module: PageModule };

/**
 * A page whose code is its own chunk, loaded the first time the page is shown, or earlier by
 * `preloadPage` (the page a visit starts on).
 */
function page(load: () => Promise<PageModule>, texts: 'first-view' | 'later' = 'later') {
  let loaded: LoadedPage | undefined;
  let loading: Promise<LoadedPage> | undefined;
  // An Arabic page beyond the first view waits for its texts as well as its code (decision 133).
  const preload = () =>
    (loading ??= Promise.all([load(), texts === 'later' ? arabicPagesLoaded() : undefined]).then(
      ([module]) => (loaded = { default: module.Component, module }),
    ));
  // Code that has already arrived is handed to React at once: a promise, even a settled one,
  // would commit the loading placeholder first and render the page in a second pass.
  const Page = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return { Page, preload };
}

/** A thenable whose then() calls back at once: React's lazy() reads such a value without waiting. */
function alreadyLoaded<T>(value: T): Promise<T> {
  return { then: (onLoaded: (value: T) => unknown) => onLoaded(value) } as unknown as Promise<T>;
}

/** Each page of the page table with its code; the table gives the path and the head. */
const pages: readonly (readonly [PageKey, ReturnType<typeof page>])[] = [
  ['home', page(() => import('./routes/home.tsx'), 'first-view')],
  ['store', page(() => import('./routes/store.tsx'), 'first-view')],
  ['product', page(() => import('./routes/product.tsx'), 'first-view')],
  ['product-details', page(() => import('./routes/product-details.tsx'), 'first-view')],
  ['grooming', page(() => import('./routes/grooming.tsx'))],
  ['booking', page(() => import('./routes/booking.tsx'))],
  ['appointment', page(() => import('./routes/appointment.tsx'))],
  ['contact', page(() => import('./routes/contact.tsx'))],
  ['login', page(() => import('./routes/login.tsx'))],
  ['register', page(() => import('./routes/register.tsx'))],
  ['forgot-password', page(() => import('./routes/forgot-password.tsx'))],
  ['reset-password', page(() => import('./routes/reset-password.tsx'))],
  ['verify-email', page(() => import('./routes/verify-email.tsx'))],
  ['unsubscribe', page(() => import('./routes/unsubscribe.tsx'))],
  ['profile', page(() => import('./routes/profile.tsx'))],
  ['cart', page(() => import('./routes/cart.tsx'), 'first-view')],
  ['wishlist', page(() => import('./routes/wishlist.tsx'), 'first-view')],
  ['checkout', page(() => import('./routes/checkout.tsx'))],
  ['payment-success', page(() => import('./routes/payment-success.tsx'))],
  ['payment-failed', page(() => import('./routes/payment-failed.tsx'))],
  ['policy-returns', page(() => import('./routes/policy-returns.tsx'))],
  ['policy-delivery', page(() => import('./routes/policy-delivery.tsx'))],
  ['policy-privacy', page(() => import('./routes/policy-privacy.tsx'))],
  ['policy-terms', page(() => import('./routes/policy-terms.tsx'))],
  ['not-found', page(() => import('./routes/not-found.tsx'), 'first-view')],
];

/** The back office: outside the shop's frame (no shop header, footer or cart). */
const admin = page(() => import('./routes/admin.tsx'), 'first-view');

/**
 * Every page of the shop inside the common frame. Each page is its own chunk, so the first view
 * loads only the code it shows. Declarative routes (not the data router): the shop loads its data
 * with TanStack Query, and the data router's code alone is ~17 KB gzip of the first view.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={PAGES.admin.path}
        element={
          <PageProvider value="admin">
            <Suspense fallback={null}>
              <admin.Page />
            </Suspense>
          </PageProvider>
        }
      />
      <Route element={<RootLayout />}>
        {pages.map(([key, { Page }]) => (
          <Route
            key={key}
            path={PAGES[key].path}
            element={
              <PageProvider value={key}>
                <Page />
              </PageProvider>
            }
          />
        ))}
      </Route>
    </Routes>
  );
}

const pageRoutes = [
  { path: PAGES.admin.path as string, key: 'admin' as PageKey },
  ...pages.map(([key]) => ({ path: PAGES[key].path as string, key })),
];

/**
 * Loads the code of the page at `pathname` (main.tsx, as the app starts; the server before it
 * draws a page). The server preloads that chunk with the HTML, so it is usually ready by the time
 * React reaches the page: the first render then draws the page itself, with no placeholder pass
 * in between. Undefined for an address no page has, or a chunk that failed to load (it fails
 * again, visibly, when React renders the page).
 */
export function preloadPage(pathname: string): Promise<PageModule | undefined> {
  const key = matchRoutes(pageRoutes, pathname)?.[0]?.route.key;
  const found = key === 'admin' ? admin : pages.find(([pageKey]) => pageKey === key)?.[1];
  return found
    ? found.preload().then(
        (page) => page.module,
        () => undefined,
      )
    : Promise.resolve(undefined);
}
