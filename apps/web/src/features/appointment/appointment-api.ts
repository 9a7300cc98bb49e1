import type { Appointment, GroomingSlots } from '@petshop/contracts/grooming';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
};

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

export function useCancelByLink(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ reference: string; status: string }>('/appointments/manage/cancel', {
        method: 'POST',
        body: { token },
        auth: 'optional',
      }),
  });
}

export function useMoveByLink(token: string) {
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
