import type {
  GroomerInput,
  GroomingRulesInput,
  GroomingServiceInput,
  GroomingSetup,
} from '@petshop/contracts/admin-grooming';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { auditKeys } from '../../audit/api/audit-keys.ts';
import { groomingSetupKeys } from './grooming-setup-keys.ts';

/** GET /api/admin/grooming-setup (owners): services, groomers, holidays and booking rules. */
export const useGroomingSetup = () =>
  useQuery({
    queryKey: groomingSetupKeys.lists(),
    queryFn: ({ signal }) => adminRequest<GroomingSetup>('/grooming-setup', { signal }),
  });

/**
 * A change to the setup: its answer is the whole setup as it now stands, put straight into the
 * screen; the activity log, which records it, is read again.
 */
function useSetupChange<Input>(send: (input: Input) => Promise<GroomingSetup>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (setup) => {
      client.setQueryData(groomingSetupKeys.lists(), setup);
      void client.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}

const json = (method: 'POST' | 'PUT', body: unknown) => ({ method, body });
const day = (text: string) => encodeURIComponent(text);

/** POST /services (a new one) or PUT /services/:id: the service with all its prices. */
export const useSaveService = (id?: number) =>
  useSetupChange((input: GroomingServiceInput) =>
    adminRequest<GroomingSetup>(
      id === undefined ? '/grooming-setup/services' : `/grooming-setup/services/${id}`,
      json(id === undefined ? 'POST' : 'PUT', input),
    ),
  );

/** POST /groomers (a new one) or PUT /groomers/:id: the groomer and the whole week. */
export const useSaveGroomer = (id?: number) =>
  useSetupChange((input: GroomerInput) =>
    adminRequest<GroomingSetup>(
      id === undefined ? '/grooming-setup/groomers' : `/grooming-setup/groomers/${id}`,
      json(id === undefined ? 'POST' : 'PUT', input),
    ),
  );

/** POST /groomers/:id/days-off: one day, or every day from `from` to `to`. */
export const useAddDaysOff = (groomerId: number) =>
  useSetupChange((input: { from: string; to?: string }) =>
    adminRequest<GroomingSetup>(
      `/grooming-setup/groomers/${groomerId}/days-off`,
      json('POST', input),
    ),
  );

/** DELETE /groomers/:id/days-off/:day. */
export const useRemoveDayOff = (groomerId: number) =>
  useSetupChange((off: string) =>
    adminRequest<GroomingSetup>(`/grooming-setup/groomers/${groomerId}/days-off/${day(off)}`, {
      method: 'DELETE',
    }),
  );

/** POST /holidays: the shop is closed that day. */
export const useAddHoliday = () =>
  useSetupChange((input: { day: string; name: string }) =>
    adminRequest<GroomingSetup>('/grooming-setup/holidays', json('POST', input)),
  );

/** DELETE /holidays/:day. */
export const useRemoveHoliday = () =>
  useSetupChange((holiday: string) =>
    adminRequest<GroomingSetup>(`/grooming-setup/holidays/${day(holiday)}`, { method: 'DELETE' }),
  );

/** PUT /settings: how far ahead customers may book, and the notice a booking needs. */
export const useSaveRules = () =>
  useSetupChange((input: GroomingRulesInput) =>
    adminRequest<GroomingSetup>('/grooming-setup/settings', json('PUT', input)),
  );
