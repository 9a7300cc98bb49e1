import type { SessionPolicy } from '../../../lib/session.ts';

/** Everything cached about the customer's orders lives under this key. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: () => [...ordersKeys.all, 'list'] as const,
  detail: (id: number) => [...ordersKeys.all, 'detail', id] as const,
};

/** A customer never sees someone else's orders: a session change drops them all. */
export const ordersSessionPolicy: SessionPolicy = {
  login: (queryClient) => queryClient.removeQueries({ queryKey: ordersKeys.all }),
  logout: (queryClient) => queryClient.removeQueries({ queryKey: ordersKeys.all }),
  otherTab: (queryClient) => queryClient.removeQueries({ queryKey: ordersKeys.all }),
};
