import type { QueryClient } from '@tanstack/react-query';
import { changesSession, SESSION_EVENTS } from '../../lib/session.ts';
import { wishlistKeys } from './api/wishlist-keys.ts';
import { WISHLIST_EVENTS } from './wishlist-events.ts';

/**
 * Spec §4: on login the wishlist is asked for again, on logout forgotten (count 0, hearts empty).
 * The count also refreshes on `wishlistUpdated`, on any storage change (another tab) and when the
 * tab becomes visible again.
 */
function listen(queryClient: QueryClient): () => void {
  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  const forget = () => void queryClient.resetQueries({ queryKey: wishlistKeys.all });
  const refetchCount = () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.count() });
  const onStorage = (event: StorageEvent) => {
    if (changesSession(event)) refetchAll();
    else refetchCount();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') refetchCount();
  };
  window.addEventListener(SESSION_EVENTS.login, refetchAll);
  window.addEventListener(SESSION_EVENTS.logout, forget);
  window.addEventListener(WISHLIST_EVENTS.updated, refetchCount);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener(SESSION_EVENTS.login, refetchAll);
    window.removeEventListener(SESSION_EVENTS.logout, forget);
    window.removeEventListener(WISHLIST_EVENTS.updated, refetchCount);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

const listeners = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/** One set of window listeners per query client, however many hearts and badges are mounted. */
export function syncWishlistWithSession(queryClient: QueryClient): () => void {
  let entry = listeners.get(queryClient);
  if (!entry) {
    entry = { users: 0, stop: listen(queryClient) };
    listeners.set(queryClient, entry);
  }
  const current = entry;
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users === 0) {
      current.stop();
      listeners.delete(queryClient);
    }
  };
}
