import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '../config/paths.ts';
import { productDetailsQueryOptions } from '../features/catalog/api/get-product-details.ts';
import { parseProductId } from '../features/catalog/product-id.ts';

/**
 * On a product page, asks for the product as the app starts (under the page's own query key)
 * instead of after the page has rendered once: its largest picture, the product's, waits for it.
 * The page picks up the answer or the request under way; after a failure it asks again itself.
 * Not Home (its hero needs no data) nor the store: measured with Lighthouse, an early list only
 * made the store's first render longer (twelve cards in it) without showing the first card sooner.
 */
export function prefetchFirstPage(queryClient: QueryClient, pathname: string): void {
  const product = matchPath(paths.product.path, pathname);
  const productId = parseProductId(product?.params.id);
  if (productId !== null) void queryClient.prefetchQuery(productDetailsQueryOptions(productId));
}
