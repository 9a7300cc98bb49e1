import type { QueryClient } from '@tanstack/react-query';
import type { SessionPolicy } from '../../../lib/session.ts';

/** The logged-in customer's booking requests (a module of its own, like the other cache keys). */
export const myBookingsQueryKey = ['bookings', 'mine'] as const;

const dropBookings = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: [myBookingsQueryKey[0]] });

/** A customer never sees someone else's booking requests: a session change drops them. */
export const bookingsSessionPolicy: SessionPolicy = {
  login: dropBookings,
  logout: dropBookings,
  otherTab: dropBookings,
};
