import type { SavedAddressListResponse } from '@petshop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** Under the account's key: dropped with it on every login and logout. */
export const addressKeys = { list: () => [...accountKeys.all, 'addresses'] as const };

/** GET /api/profile/addresses (issue 21): the default first, then the newest; and the cap. */
export function getAddresses(signal?: AbortSignal): Promise<SavedAddressListResponse> {
  return apiRequest<SavedAddressListResponse>('/profile/addresses', {
    auth: 'required',
    ...(signal ? { signal } : {}),
  });
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => getAddresses(signal),
    // The checkout waits for this list: a failure should not hold it long.
    retry: 1,
  });

/** The customer's saved addresses; asks nothing while logged out. */
export function useAddresses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
