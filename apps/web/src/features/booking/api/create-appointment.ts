import type { Appointment, AppointmentRequest } from '@petshop/contracts/grooming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myBookingsQueryKey } from './bookings-keys.ts';
import { groomingSlotsRootKey } from './grooming-keys.ts';

/** What POST /api/appointments takes, every field given. */
export type AppointmentPayload = Required<AppointmentRequest>;

/**
 * POST /api/appointments: a confirmed appointment on a free time. As a booking request, the
 * bearer of any stored token goes along and the appointment counts without one. A 409 says the
 * time was taken meanwhile; a 422 says what is wrong; both arrive as an ApiRequestError.
 */
export async function createAppointment(payload: AppointmentPayload): Promise<Appointment> {
  const { appointment } = await apiRequest<{ appointment: Appointment }>('/appointments', {
    method: 'POST',
    body: payload,
    auth: 'optional',
  });
  return appointment;
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    networkMode: 'always',
    // Booked or taken, the free times shown are out of date; the account lists the appointment.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groomingSlotsRootKey }),
    // The requests and the appointments the account lists (both keys begin with the bookings').
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [myBookingsQueryKey[0]] }),
  });
}
