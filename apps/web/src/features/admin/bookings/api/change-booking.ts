import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useRecordChange } from '../../kit/detail-page.tsx';
import { adminRequest } from '../../admin-api.ts';
import { shownOn } from '../../api/after-change.ts';
import { bookingKeys } from './booking-keys.ts';

/** A move of a booking (the customer is e-mailed on confirm and cancel). */
export interface BookingMove {
  status: 'contacted' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
  scheduledAt?: string;
  note?: string;
}

/** The screens that show a booking besides its page: the lists, the customer, the dashboard. */
const staleKeys = shownOn.booking();

/** POST /api/admin/bookings/:id/status: the answer is the booking as it now stands. */
export function useMoveBooking(
  id: string,
  onMoved: (booking: AdminBooking, move: BookingMove) => void,
) {
  return useRecordChange({
    recordKey: bookingKeys.detail(id),
    staleKeys,
    change: (move: BookingMove) =>
      adminRequest<AdminBooking>(`/bookings/${id}/status`, { method: 'POST', body: move }),
    onChanged: onMoved,
  });
}

/** PATCH /api/admin/bookings/:id/notes: the staff's notes, whole. */
export function useSaveBookingNotes(id: string, onSaved: (booking: AdminBooking) => void) {
  return useRecordChange({
    recordKey: bookingKeys.detail(id),
    staleKeys,
    change: (staffNotes: string) =>
      adminRequest<AdminBooking>(`/bookings/${id}/notes`, {
        method: 'PATCH',
        body: { staffNotes },
      }),
    onChanged: onSaved,
  });
}
