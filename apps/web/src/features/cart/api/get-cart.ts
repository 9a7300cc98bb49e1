import type { CartResponse } from '@petshop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { clearSession, getToken, getUserId, isLoggedIn } from '../../../lib/session.ts';
import { ownCartEntries } from '../cart-entries.ts';
import { isCartAuthFailure } from '../cart-messages.ts';
import type { CartEntry } from '../types.ts';

/** The one cache key of the cart (checkout and the header read the same entry). */
export const cartKeys = { all: ['cart'] as const };

/** Spec §5: the cart is asked for only with a token, a user id and the authenticated flag. */
export function hasCartSession(): boolean {
  return isLoggedIn() && Boolean(getUserId());
}

/** GET /api/cart/get: the caller's lines, as cart entries; an empty list without a session. */
export async function getCart(signal?: AbortSignal): Promise<CartEntry[]> {
  const userId = getUserId();
  if (!hasCartSession() || !userId) return [];
  try {
    const response = await apiRequest<CartResponse>('/cart/get', signal ? { signal } : {});
    // Logged out (or another customer logged in) while the answer was on its way.
    if (!hasCartSession() || getUserId() !== userId) return [];
    return ownCartEntries(response.items, userId);
  } catch (error) {
    // Spec §8: a 401/403 ends the session (the HTTP client already did so for a 401).
    if (isCartAuthFailure(error) && getToken()) clearSession();
    throw error;
  }
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => getCart(signal),
    // Offline, fail (and empty the cart) instead of waiting silently.
    networkMode: 'always',
    // A 4xx will not change by asking again; a network blip or a 5xx gets one more try.
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
  });
