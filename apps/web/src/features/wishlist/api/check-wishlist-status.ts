import type { WishlistProductRequest } from '@petshop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { wishlistKeys } from './wishlist-keys.ts';

/** POST /api/wishlist/check-status: is this product on the caller's wishlist? */
export async function checkWishlistStatus(
  productId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const body: WishlistProductRequest = { product_id: productId };
  const response = await apiRequest<{ success: true; is_in_wishlist: boolean }>(
    '/wishlist/check-status',
    { method: 'POST', body, ...(signal ? { signal } : {}) },
  );
  return response.is_in_wishlist === true;
}

/**
 * One heart's state, cached per product: a product seen on the store, then on the home page, is
 * asked about once. Hearts change only through this app (which writes the answer into the cache),
 * so the answer stays fresh until the session changes.
 */
export const wishlistStatusQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: wishlistKeys.status(productId),
    queryFn: ({ signal }) => (isLoggedIn() ? checkWishlistStatus(productId, signal) : false),
    staleTime: 5 * 60_000,
    // A heart that cannot be checked shows empty; clicking it still asks the server.
    retry: false,
  });
