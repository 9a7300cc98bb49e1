import type { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from '../../lib/session.ts';
import { cartKeys } from './api/get-cart.ts';
import type { CartEntry } from './types.ts';

/**
 * Spec §4 "Login/logout": the cart is fetched on `userLogin` and emptied on `userLogout`; a
 * login or logout in another tab (a `storage` change of a session key) re-asks the server.
 */
function listen(queryClient: QueryClient): () => void {
  const refetch = () => void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  const empty = () => queryClient.setQueryData<CartEntry[]>(cartKeys.all, []);
  return onSessionChange({ login: refetch, logout: empty, otherTab: refetch });
}

const listeners = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/**
 * One set of window listeners per query client however many components use the cart (the header,
 * the cart page, checkout): each event re-fetches once, not once per component.
 */
export function syncCartWithSession(queryClient: QueryClient): () => void {
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
