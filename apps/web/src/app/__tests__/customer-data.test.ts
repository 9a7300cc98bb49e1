import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { accountKeys } from '../../features/account/api/account-keys.ts';
import { myBookingsQueryKey } from '../../features/booking/api/bookings-keys.ts';
import { ordersKeys } from '../../features/orders/api/orders-keys.ts';
import { SESSION_EVENTS, SESSION_KEYS } from '../../lib/session.ts';
import { forgetCustomerDataOnSessionChange } from '../customer-data.ts';

const customerKeys = [
  ordersKeys.list(),
  ordersKeys.detail(4),
  myBookingsQueryKey,
  accountKeys.profile(),
];
const sharedKeys = [['cart'], ['products', 'bestsellers']];

let stop: () => void = () => {};
afterEach(() => stop());

function cacheWithEveryone() {
  const queryClient = new QueryClient();
  for (const key of [...customerKeys, ...sharedKeys]) queryClient.setQueryData(key, ['data']);
  stop = forgetCustomerDataOnSessionChange(queryClient);
  return queryClient;
}

const cached = (queryClient: QueryClient) =>
  [...customerKeys, ...sharedKeys].filter((key) => queryClient.getQueryData(key) !== undefined);

describe('forgetCustomerDataOnSessionChange', () => {
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
    // The cart and wishlist follow the session themselves; the catalog is everyone's.
    expect(cached(queryClient)).toEqual(sharedKeys);
  });

  it('keeps them through storage changes that are not the session', () => {
    const queryClient = cacheWithEveryone();
    window.dispatchEvent(new StorageEvent('storage', { key: 'pendingOrderData' }));
    expect(cached(queryClient)).toHaveLength(customerKeys.length + sharedKeys.length);
  });
});
