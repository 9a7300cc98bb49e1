import type {
  AppointmentMoveInput,
  RequestAppointmentInput,
  StaffAppointmentInput,
  StaffAppointmentResult,
} from '@petshop/contracts/admin-appointments';
import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { shownOn } from '../../api/after-change.ts';
import { bookingKeys } from '../../bookings/api/booking-keys.ts';
import { calendarKeys } from './calendar-keys.ts';

/** An appointment changed: the calendar, the free times, and where bookings show. */
function refresh(client: QueryClient, bookingId?: number) {
  for (const queryKey of [calendarKeys.all, ...shownOn.booking()]) {
    void client.invalidateQueries({ queryKey });
  }
  if (bookingId !== undefined) {
    void client.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
  }
}

function useAppointmentChange<
  Input,
  Result extends { appointment?: { id: number } } | AdminBooking,
>(change: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (result) =>
      refresh(
        client,
        'appointment' in result ? result.appointment?.id : (result as AdminBooking).id,
      ),
    // A refusal (the time was just taken): what is free is read again.
    onError: () => refresh(client),
  });
}

/** POST /api/admin/appointments: an appointment for a customer on the phone. */
export const useCreateAppointment = () =>
  useAppointmentChange((input: StaffAppointmentInput) =>
    adminRequest<StaffAppointmentResult>('/appointments', { method: 'POST', body: input }),
  );

/** POST /api/admin/appointments/:id/move: a new start, the same or another groomer. */
export const useMoveAppointment = (id: number) =>
  useAppointmentChange((input: AppointmentMoveInput) =>
    adminRequest<StaffAppointmentResult>(`/appointments/${id}/move`, {
      method: 'POST',
      body: input,
    }),
  );

/** POST /api/admin/bookings/:id/appointment: a booking request given a time. */
export const useRequestAppointment = (bookingId: number | string) =>
  useAppointmentChange((input: RequestAppointmentInput) =>
    adminRequest<StaffAppointmentResult>(`/bookings/${bookingId}/appointment`, {
      method: 'POST',
      body: input,
    }),
  );

/** POST /api/admin/bookings/:id/status: completed, no-show or cancelled, from the calendar. */
export const useAppointmentStatus = (id: number) =>
  useAppointmentChange((status: 'completed' | 'no_show' | 'cancelled') =>
    adminRequest<AdminBooking>(`/bookings/${id}/status`, { method: 'POST', body: { status } }),
  );
