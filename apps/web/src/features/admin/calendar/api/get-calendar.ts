import type { Calendar, StaffSlots } from '@petshop/contracts/admin-appointments';
import type { GroomingService } from '@petshop/contracts/grooming';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminRequest } from '../../admin-api.ts';
import { calendarKeys } from './calendar-keys.ts';

/** GET /api/admin/appointments: the groomers' hours and the appointments of `from`…`to`. */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: ({ signal }) =>
      adminRequest<Calendar>('/appointments', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/grooming/services: the packages and add-ons, their prices per pet. */
export function useGroomingServices() {
  return useQuery({
    queryKey: calendarKeys.services(),
    queryFn: ({ signal }) =>
      apiRequest<{ services: GroomingService[] }>('/grooming/services', {
        signal,
        auth: 'optional',
      }),
    staleTime: 60_000,
  });
}

/** What free times are asked for: a service for a pet on a day, or an appointment's move. */
export type SlotsFor =
  | { kind: 'service'; date: string; serviceId: number; petSize: string; addOnIds: number[] }
  | { kind: 'move'; date: string; appointmentId: number };

/** GET /api/admin/appointments/slots or …/:id/slots: the free times on a day, per groomer. */
export function useStaffSlots(what: SlotsFor | undefined) {
  const query: Record<string, string | number> =
    what?.kind === 'service'
      ? {
          date: what.date,
          service_id: what.serviceId,
          pet_size: what.petSize,
          add_on_ids: what.addOnIds.join(','),
        }
      : what
        ? { date: what.date, appointment: what.appointmentId }
        : {};
  return useQuery({
    queryKey: calendarKeys.slots(query),
    enabled: what !== undefined && what.date !== '',
    queryFn: ({ signal }) =>
      what?.kind === 'move'
        ? adminRequest<StaffSlots>(`/appointments/${what.appointmentId}/slots`, {
            query: { date: what.date },
            signal,
          })
        : adminRequest<StaffSlots>('/appointments/slots', { query, signal }),
  });
}
