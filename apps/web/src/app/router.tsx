import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';

type PageModule = { Component: ComponentType };

/** A page whose code is its own chunk, loaded the first time the page is shown. */
function page(load: () => Promise<PageModule>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
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
        {pages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
