import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { bookingKeys } from './booking-keys.ts';

/** GET /api/admin/bookings/:id: one grooming request with its staff notes. */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => adminRequest<AdminBooking>(`/bookings/${id}`, { signal }),
  });
}
