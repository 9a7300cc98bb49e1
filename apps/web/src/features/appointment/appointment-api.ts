import type { Appointment, GroomingSlots, MyAppointments } from '@petshop/contracts/grooming';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { apiPath, apiRequest } from '../../lib/api-client.ts';

export interface AppointmentByLink {
  appointment: Appointment;
  can_change: boolean;
  service_id: number;
  add_on_ids: number[];
}

const keys = {
  byLink: (token: string) => ['appointment-link', token] as const,
  slots: (query: object) => ['grooming-slots', query] as const,
  // Under the customer's bookings: a login or logout drops them with the rest (bookings-keys.ts).
  mine: ['bookings', 'appointments'] as const,
};

/** A cancellation, by the e-mailed link or from the profile: the same answer either way. */
export type CancelAppointment = UseMutationResult<
  { reference: string; status: string },
  Error,
  void
>;
/** A move to another free start (ISO), by the link or from the profile. */
export type MoveAppointment = UseMutationResult<{ appointment: Appointment }, Error, string>;

/** The appointment of the e-mailed link (POST: the token goes in the body, never in a URL). */
export const useAppointmentByLink = (token: string) =>
  useQuery({
    queryKey: keys.byLink(token),
    queryFn: ({ signal }) =>
      apiRequest<AppointmentByLink>('/appointments/manage', {
        method: 'POST',
        body: { token },
        signal,
        auth: 'optional',
      }),
    enabled: token !== '',
    retry: false,
  });

/** The free times for the same services, to move to (never kept: others book meanwhile). */
export const useFreeTimes = (booked: AppointmentByLink | undefined, wanted: boolean) => {
  const query = booked && {
    service_id: booked.service_id,
    pet_size: booked.appointment.pet_size,
    add_on_ids: booked.add_on_ids,
  };
  return useQuery({
    queryKey: keys.slots(query ?? {}),
    queryFn: ({ signal }) =>
      apiRequest<GroomingSlots>(apiPath('/grooming/slots', query), { signal, auth: 'optional' }),
    enabled: Boolean(query) && wanted,
    staleTime: 0,
  });
};

export function useCancelByLink(token: string): CancelAppointment {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ reference: string; status: string }>('/appointments/manage/cancel', {
        method: 'POST',
        body: { token },
        auth: 'optional',
      }),
  });
}

export function useMoveByLink(token: string): MoveAppointment {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) =>
      apiRequest<{ appointment: Appointment }>('/appointments/manage/move', {
        method: 'POST',
        body: { token, starts_at: startsAt },
        auth: 'optional',
      }),
    onError: () => void client.invalidateQueries({ queryKey: ['grooming-slots'] }),
  });
}

/** GET /api/appointments: the logged-in customer's own appointments, the latest first. */
export const useMyAppointments = (enabled: boolean) =>
  useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => apiRequest<MyAppointments>('/appointments', { signal }),
    enabled,
  });

/** Cancels one of the customer's own appointments; their list is read again. */
export function useCancelOwn(reference: string): CancelAppointment {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ reference: string; status: string }>(
        `/appointments/${encodeURIComponent(reference)}/cancel`,
        { method: 'POST' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

/** Moves one of the customer's own appointments to another free time; their list is read again. */
export function useMoveOwn(reference: string): MoveAppointment {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (startsAt: string) =>
      apiRequest<{ appointment: Appointment }>(
        `/appointments/${encodeURIComponent(reference)}/move`,
        { method: 'POST', body: { starts_at: startsAt } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings'] }),
    onError: () => void client.invalidateQueries({ queryKey: ['grooming-slots'] }),
  });
}
