import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { toProfileDetails, type ProfileDetails } from '../profile-details.ts';
import { accountKeys } from './account-keys.ts';

/** GET /api/profile (bearer): the answer may be wrapped as data, user or profile (spec §7). */
export async function getProfile(signal?: AbortSignal): Promise<ProfileDetails> {
  const body = await apiRequest<unknown>('/profile', signal ? { signal } : {});
  return toProfileDetails(body);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    // Offline, say so (spec §8 network message) instead of loading forever.
    networkMode: 'always',
    // A 4xx (an ended session, a removed account) will not change by asking again.
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.status < 500) && failureCount < 1,
  });

/** The customer's profile; asks nothing while logged out. */
export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
