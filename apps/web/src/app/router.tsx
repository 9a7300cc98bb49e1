import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';

/** Each page is its own chunk: the first view loads only the code it shows. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        { path: paths.home.path, lazy: () => import('./routes/home.tsx') },
        { path: paths.store.path, lazy: () => import('./routes/store.tsx') },
        { path: paths.product.path, lazy: () => import('./routes/product.tsx') },
        { path: paths.productDetails.path, lazy: () => import('./routes/product-details.tsx') },
        { path: '*', lazy: () => import('./routes/not-found.tsx') },
      ],
    },
  ]);
}
