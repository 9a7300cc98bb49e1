import type { BookingListResponse, BookingSummary } from '@petshop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { myBookingsQueryKey } from './bookings-keys.ts';

/** GET /api/bookings: the logged-in customer's own booking requests, newest first. */
export async function getMyBookings(signal?: AbortSignal): Promise<BookingSummary[]> {
  const response = await apiRequest<BookingListResponse>('/bookings', signal ? { signal } : {});
  return response.data;
}

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: myBookingsQueryKey,
    queryFn: ({ signal }) => getMyBookings(signal),
  });

export function useMyBookings() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...myBookingsQueryOptions(), enabled: loggedIn });
}
