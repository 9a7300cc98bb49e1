import { lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';

type PageModule = { Component: ComponentType };
type LoadedPage = { default: ComponentType };

/**
 * A page whose code is its own chunk, loaded the first time the page is shown, or earlier by
 * `preloadPage` (the page a visit starts on).
 */
function page(load: () => Promise<PageModule>) {
  let loaded: LoadedPage | undefined;
  let loading: Promise<LoadedPage> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => (loaded = { default: module.Component })));
  // Code that has already arrived is handed to React at once: a promise, even a settled one,
  // would commit the loading placeholder first and render the page in a second pass.
  const Page = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return { Page, preload };
}

/** A thenable whose then() calls back at once: React's lazy() reads such a value without waiting. */
function alreadyLoaded<T>(value: T): Promise<T> {
  return { then: (onLoaded: (value: T) => unknown) => onLoaded(value) } as unknown as Promise<T>;
}

const pages = [
  [paths.home.path, page(() => import('./routes/home.tsx'))],
  [paths.store.path, page(() => import('./routes/store.tsx'))],
  [paths.product.path, page(() => import('./routes/product.tsx'))],
  [paths.productDetails.path, page(() => import('./routes/product-details.tsx'))],
  [paths.grooming.path, page(() => import('./routes/grooming.tsx'))],
  [paths.booking.path, page(() => import('./routes/booking.tsx'))],
  [paths.contact.path, page(() => import('./routes/contact.tsx'))],
  [paths.login.path, page(() => import('./routes/login.tsx'))],
  [paths.register.path, page(() => import('./routes/register.tsx'))],
  [paths.profile.path, page(() => import('./routes/profile.tsx'))],
  [paths.cart.path, page(() => import('./routes/cart.tsx'))],
  [paths.wishlist.path, page(() => import('./routes/wishlist.tsx'))],
  [paths.checkout.path, page(() => import('./routes/checkout.tsx'))],
  [paths.paymentSuccess.path, page(() => import('./routes/payment-success.tsx'))],
  [paths.paymentFailed.path, page(() => import('./routes/payment-failed.tsx'))],
  ['*', page(() => import('./routes/not-found.tsx'))],
] as const;

/**
 * Every page of the shop inside the common frame. Each page is its own chunk, so the first view
 * loads only the code it shows. Declarative routes (not the data router): the shop loads its data
 * with TanStack Query, and the data router's code alone is ~17 KB gzip of the first view.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

const pageRoutes = pages.map(([path]) => ({ path }));

/**
 * Starts loading the code of the page at `pathname` (main.tsx, as the app starts). The
 * server preloads that chunk with the HTML, so it is usually ready by the time React reaches the
 * page: the first render then draws the page itself, with no placeholder pass in between.
 */
export function preloadPage(pathname: string): void {
  const path = matchRoutes(pageRoutes, pathname)?.[0]?.route.path;
  const found = pages.find(([pagePath]) => pagePath === path);
  // A chunk that fails to load fails again, visibly, when React renders the page.
  found?.[1].preload().catch(() => undefined);
}
