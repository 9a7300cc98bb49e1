import type { SessionPolicy } from '../../lib/session.ts';
import { cartKeys } from './api/get-cart.ts';
import type { CartEntry } from './types.ts';

/**
 * Spec §4 "Login/logout": the cart is fetched on `userLogin` and emptied on `userLogout`; a
 * login or logout in another tab (a `storage` change of a session key) re-asks the server.
 */
export const cartSessionPolicy: SessionPolicy = {
  login: (queryClient) => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  logout: (queryClient) => queryClient.setQueryData<CartEntry[]>(cartKeys.all, []),
  otherTab: (queryClient) => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
};
