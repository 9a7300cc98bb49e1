import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { listQuery } from '../../api/list-query.ts';
import { bookingKeys } from './booking-keys.ts';

export type BookingListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/bookings: one page of the grooming requests, searched and filtered. */
export const bookingsQuery = (query: BookingListQuery) =>
  listQuery<AdminBooking>(bookingKeys.list(query), '/bookings', query);

export const useBookings = (query: BookingListQuery) => useQuery(bookingsQuery(query));

/** GET /api/admin/bookings/:id: one request and its notes. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => adminRequest<AdminBooking>(`/bookings/${id}`, { signal }),
  });

export const useBooking = (id: string) => useQuery(bookingQuery(id));
