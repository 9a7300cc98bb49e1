import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PageLoadingFallback } from './layout/route-loading-indicator.tsx';

/** Each page is its own chunk: the first view loads only the code it shows. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // Shown while the first page's code arrives, instead of a blank screen.
      HydrateFallback: PageLoadingFallback,
      children: [
        { path: paths.home.path, lazy: () => import('./routes/home.tsx') },
        { path: paths.store.path, lazy: () => import('./routes/store.tsx') },
        { path: paths.product.path, lazy: () => import('./routes/product.tsx') },
        { path: paths.productDetails.path, lazy: () => import('./routes/product-details.tsx') },
        { path: paths.grooming.path, lazy: () => import('./routes/grooming.tsx') },
        { path: paths.booking.path, lazy: () => import('./routes/booking.tsx') },
        { path: paths.contact.path, lazy: () => import('./routes/contact.tsx') },
        { path: paths.login.path, lazy: () => import('./routes/login.tsx') },
        { path: paths.register.path, lazy: () => import('./routes/register.tsx') },
        { path: paths.profile.path, lazy: () => import('./routes/profile.tsx') },
        { path: paths.cart.path, lazy: () => import('./routes/cart.tsx') },
        { path: paths.wishlist.path, lazy: () => import('./routes/wishlist.tsx') },
        { path: paths.checkout.path, lazy: () => import('./routes/checkout.tsx') },
        { path: paths.paymentSuccess.path, lazy: () => import('./routes/payment-success.tsx') },
        { path: paths.paymentFailed.path, lazy: () => import('./routes/payment-failed.tsx') },
        { path: '*', lazy: () => import('./routes/not-found.tsx') },
      ],
    },
  ]);
}
