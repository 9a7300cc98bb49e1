import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/list-query.ts';
import { bookingKeys } from './booking-keys.ts';

export type BookingListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/bookings: one page of the grooming requests, searched and filtered. */
export const bookingsQuery = (query: BookingListQuery) =>
  listQuery<AdminBooking>(bookingKeys.list(query), '/bookings', query);

export const useBookings = (query: BookingListQuery) => useQuery(bookingsQuery(query));
