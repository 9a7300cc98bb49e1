import type { QueryClient } from '@tanstack/react-query';
import { accountSessionPolicy } from '../features/account/api/account-keys.ts';
import { bookingsSessionPolicy } from '../features/booking/api/bookings-keys.ts';
import { cartSessionPolicy } from '../features/cart/cart-session-policy.ts';
import { ordersSessionPolicy } from '../features/orders/api/orders-keys.ts';
import {
  followWishlistChanges,
  wishlistSessionPolicy,
} from '../features/wishlist/wishlist-session-policy.ts';
import { followSession } from '../lib/session.ts';

/**
 * What each feature does with its cached answers when the session changes (a login, a logout, a
 * session the server ended, another tab). On a shared computer a customer must never see someone
 * else's orders, bookings, profile, cart or wishlist.
 */
export const SESSION_POLICIES = [
  accountSessionPolicy,
  bookingsSessionPolicy,
  ordersSessionPolicy,
  cartSessionPolicy,
  wishlistSessionPolicy,
] as const;

/** The app follows the session once, for every feature (main.tsx). Returns the stop. */
export function syncCacheWithSession(queryClient: QueryClient): () => void {
  const stopSession = followSession(queryClient, SESSION_POLICIES);
  const stopWishlist = followWishlistChanges(queryClient);
  return () => {
    stopSession();
    stopWishlist();
  };
}
