import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { securityKeys } from '../../account/api/security.ts';
import { isTwoFactorHold, staffSecurityApi } from './staff-security-api.ts';

/**
 * The security calls of the signed-in staff member (one object per person, so its cached
 * queries are theirs).
 */
export function useStaffSecurityApi(staffId: number) {
  return useMemo(() => staffSecurityApi(staffId), [staffId]);
}

/**
 * Whether this owner must turn on two-factor sign-in before using the back office (decision
 * 052/054): `undefined` until known. Read from the two-factor status when the back office opens,
 * and again whenever a call answers the API's set-up-first 403 (turned off in another tab).
 * A status that cannot be read holds no one: the screens show their own errors.
 */
export function useTwoFactorHold(staffId: number): boolean | undefined {
  const api = useStaffSecurityApi(staffId);
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: securityKeys.twoFactor(api),
    queryFn: ({ signal }) => api.status(signal),
  });

  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isTwoFactorHold(error)) {
        void queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor(api) });
      }
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [api, queryClient]);

  if (status.isError) return false;
  return status.data?.required;
}
