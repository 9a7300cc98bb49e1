import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';
import { bookingKeys } from './booking-keys.ts';

export interface BookingMove {
  status: 'contacted' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  scheduledAt?: string;
  note?: string;
}

/** The booking's page shows the server's answer; its list, customer and the day's numbers reread. */
export function useBookingSaved() {
  const client = useQueryClient();
  return (updated: AdminBooking) => {
    client.setQueryData(bookingKeys.detail(updated.id), updated);
    afterChange.booking(client);
  };
}

/** POST /api/admin/bookings/:id/status: contacted, confirmed (with the time), done, cancelled… */
export function useBookingMove(id: string, onDone: () => void) {
  const client = useQueryClient();
  const saved = useBookingSaved();
  return useMutation({
    mutationFn: (move: BookingMove) =>
      adminRequest<AdminBooking>(`/bookings/${id}/status`, { method: 'POST', body: move }),
    onSuccess: (updated) => {
      saved(updated);
      onDone();
    },
    onError: () => void client.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
  });
}

/** PATCH /api/admin/bookings/:id/notes: the staff's notes. */
export function useSaveBookingNotes(id: number, onSaved: (booking: AdminBooking) => void) {
  return useMutation({
    mutationFn: (staffNotes: string) =>
      adminRequest<AdminBooking>(`/bookings/${id}/notes`, {
        method: 'PATCH',
        body: { staffNotes },
      }),
    onSuccess: onSaved,
  });
}
