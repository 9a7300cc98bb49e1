import type { QueryClient } from '@tanstack/react-query';
import { changesSession, type SessionPolicy } from '../../lib/session.ts';
import { wishlistKeys } from './api/wishlist-keys.ts';
import { WISHLIST_EVENTS } from './wishlist-events.ts';

const refetchAll = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });

/** Spec §4: on login (here or in another tab) the wishlist is asked for again, on logout forgotten. */
export const wishlistSessionPolicy: SessionPolicy = {
  login: refetchAll,
  logout: (queryClient) => void queryClient.resetQueries({ queryKey: wishlistKeys.all }),
  otherTab: refetchAll,
};

/**
 * Spec §4 "Wishlist count": besides the session, the count refreshes on `wishlistUpdated`, on a
 * storage change that is not the session's (another tab) and when the tab becomes visible again.
 * The app registers this once, with the session policies. Returns the function that stops it.
 */
export function followWishlistChanges(queryClient: QueryClient): () => void {
  const refetchCount = () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.count() });
  const onStorage = (event: StorageEvent) => {
    // A session key's change is the session policy's (the whole wishlist is asked for again).
    if (!changesSession(event)) refetchCount();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') refetchCount();
  };
  window.addEventListener(WISHLIST_EVENTS.updated, refetchCount);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener(WISHLIST_EVENTS.updated, refetchCount);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
