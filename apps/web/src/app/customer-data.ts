import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../features/account/api/account-keys.ts';
import { myBookingsQueryKey } from '../features/booking/api/bookings-keys.ts';
import { ordersKeys } from '../features/orders/api/orders-keys.ts';
import { onSessionChange } from '../lib/session.ts';

/** Cached answers that belong to whoever is logged in (the cart and wishlist keep their own sync). */
const CUSTOMER_ROOTS: ReadonlySet<unknown> = new Set([
  ordersKeys.all[0],
  myBookingsQueryKey[0],
  accountKeys.all[0],
]);

/**
 * When the session changes (a login, a logout, a session the server ended, another tab), the
 * previous customer's orders, bookings and profile leave the cache: on a shared computer a
 * customer must never see someone else's, nor have a checkout filled with their address.
 */
export function forgetCustomerDataOnSessionChange(queryClient: QueryClient): () => void {
  const forget = () =>
    queryClient.removeQueries({ predicate: (query) => CUSTOMER_ROOTS.has(query.queryKey[0]) });
  return onSessionChange({ login: forget, logout: forget, otherTab: forget });
}
