import type { GroomingService } from '@petshop/contracts/grooming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { groomingServicesQueryKey } from './grooming-keys.ts';

export interface GroomingServices {
  services: GroomingService[];
  window_days: number;
  notice_minutes: number;
}

/** GET /api/grooming/services: the packages and add-ons, each with its price for each pet. */
export const getGroomingServices = (signal?: AbortSignal) =>
  apiRequest<GroomingServices>('/grooming/services', signal ? { signal } : {});

export const groomingServicesQueryOptions = () =>
  queryOptions({
    queryKey: groomingServicesQueryKey,
    queryFn: ({ signal }) => getGroomingServices(signal),
    // Prices change when the owner edits them, rarely: five minutes old is fine.
    staleTime: 5 * 60_000,
  });

export function useGroomingServices() {
  return useQuery(groomingServicesQueryOptions());
}
