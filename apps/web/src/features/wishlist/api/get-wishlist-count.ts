import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { wishlistKeys } from './wishlist-keys.ts';

/** GET /api/wishlist/count. */
export function getWishlistCount(signal?: AbortSignal): Promise<{ success: true; count: number }> {
  return apiRequest('/wishlist/count', signal ? { signal } : {});
}

/** Spec §8: a count that cannot be loaded is 0; a visitor's count is 0 without asking. */
export const wishlistCountQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.count(),
    queryFn: async ({ signal }) => {
      if (!isLoggedIn()) return 0;
      try {
        const { count } = await getWishlistCount(signal);
        return Number.isFinite(count) && count > 0 ? count : 0;
      } catch (error) {
        if (signal.aborted) throw error;
        return 0;
      }
    },
    networkMode: 'always',
  });
