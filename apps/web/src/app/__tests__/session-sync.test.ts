import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { accountKeys } from '../../features/account/api/account-keys.ts';
import { myBookingsQueryKey } from '../../features/booking/api/bookings-keys.ts';
import { notificationKeys } from '../../features/notifications/api/notification-keys.ts';
import { ordersKeys } from '../../features/orders/api/orders-keys.ts';
import { wishlistKeys } from '../../features/wishlist/api/wishlist-keys.ts';
import { SESSION_EVENTS, SESSION_KEYS } from '../../lib/session.ts';
import { syncCacheWithSession } from '../session-sync.ts';

const customerKeys = [
  ordersKeys.list(),
  ordersKeys.detail(4),
  myBookingsQueryKey,
  accountKeys.profile(),
  notificationKeys.list(),
  notificationKeys.unread(),
  notificationKeys.mailPreferences(),
];
const sharedKeys = [['products', 'bestsellers']];

let stop: () => void = () => {};
afterEach(() => stop());

function cacheWithEveryone() {
  const queryClient = new QueryClient();
  for (const key of [...customerKeys, ...sharedKeys]) queryClient.setQueryData(key, ['data']);
  queryClient.setQueryData(['cart'], [{ id: 1 }]);
  queryClient.setQueryData(wishlistKeys.count(), 3);
  stop = syncCacheWithSession(queryClient);
  return queryClient;
}

const cached = (queryClient: QueryClient) =>
  [...customerKeys, ...sharedKeys].filter((key) => queryClient.getQueryData(key) !== undefined);

describe('syncCacheWithSession', () => {
  it.each([
    ['a login', () => window.dispatchEvent(new Event(SESSION_EVENTS.login))],
    ['a logout or an ended session', () => window.dispatchEvent(new Event(SESSION_EVENTS.logout))],
    [
      'a login in another tab',
      () => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.token })),
    ],
  ])("drops the previous customer's orders, bookings and profile on %s", (_name, change) => {
    const queryClient = cacheWithEveryone();
    change();
    // The catalog is everyone's.
    expect(cached(queryClient)).toEqual(sharedKeys);
  });

  it('empties the cart and forgets the wishlist on a logout', () => {
    const queryClient = cacheWithEveryone();
    window.dispatchEvent(new Event(SESSION_EVENTS.logout));
    expect(queryClient.getQueryData(['cart'])).toEqual([]);
    expect(queryClient.getQueryData(wishlistKeys.count())).toBeUndefined();
  });

  it('marks the cart and wishlist for fetching again on a login', () => {
    const queryClient = cacheWithEveryone();
    window.dispatchEvent(new Event(SESSION_EVENTS.login));
    expect(queryClient.getQueryState(['cart'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(wishlistKeys.count())?.isInvalidated).toBe(true);
  });

  it('keeps them through storage changes that are not the session', () => {
    const queryClient = cacheWithEveryone();
    window.dispatchEvent(new StorageEvent('storage', { key: 'pendingOrderData' }));
    expect(cached(queryClient)).toHaveLength(customerKeys.length + sharedKeys.length);
    expect(queryClient.getQueryState(['cart'])?.isInvalidated).toBe(false);
    // ...but the wishlist count is asked for again (another tab may have changed it).
    expect(queryClient.getQueryState(wishlistKeys.count())?.isInvalidated).toBe(true);
  });
});
