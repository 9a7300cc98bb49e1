import type { GroomingSlots } from '@petshop/contracts/grooming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { groomingSlotsQueryKey, type SlotsChoice } from './grooming-keys.ts';

/**
 * GET /api/grooming/slots: the price and length of the choice, and its free start times by Dubai
 * day. A 422 says what is not offered for the pet ('Full Groom is not offered for a bird.').
 */
export const getGroomingSlots = (choice: SlotsChoice, signal?: AbortSignal) =>
  apiRequest<GroomingSlots>('/grooming/slots', {
    query: {
      service_id: choice.serviceId,
      pet_size: choice.petSize,
      add_on_ids: choice.addOnIds,
    },
    ...(signal ? { signal } : {}),
  });

export const groomingSlotsQueryOptions = (choice: SlotsChoice) =>
  queryOptions({
    queryKey: groomingSlotsQueryKey(choice),
    queryFn: ({ signal }) => getGroomingSlots(choice, signal),
    // Another customer may book any time: asked again on each view and each return to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A refusal (not offered) is the answer; only a failed connection or server is tried again.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });

/** The free times of a choice, or nothing while the choice is not complete. */
export function useGroomingSlots(choice: SlotsChoice | null) {
  return useQuery({
    ...groomingSlotsQueryOptions(
      choice ?? { serviceId: 0, petSize: 'other', addOnIds: [] }, // never asked: disabled
    ),
    enabled: choice !== null,
  });
}
