import type { WishlistResponse } from '@petshop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { WishlistLoginRequiredError } from '../wishlist-messages.ts';
import { wishlistKeys } from './wishlist-keys.ts';

/** GET /api/wishlist/get: the caller's wishlist, newest first, with each product. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistResponse> {
  return apiRequest<WishlistResponse>('/wishlist/get', signal ? { signal } : {});
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.list(),
    queryFn: async ({ signal, client }) => {
      if (!isLoggedIn()) throw new WishlistLoginRequiredError();
      const response = await getWishlist(signal);
      // Every product listed here is a filled heart elsewhere: no need to ask for each one.
      for (const item of response.items) {
        client.setQueryData(wishlistKeys.status(item.product_id), true);
      }
      return { items: response.items, count: response.count };
    },
    networkMode: 'always',
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.status < 500) &&
      !(error instanceof WishlistLoginRequiredError) &&
      failureCount < 1,
  });
