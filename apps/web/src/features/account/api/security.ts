import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveSession, type LoginSessionInput } from '../../../lib/session.ts';
import type { SecurityApi, TwoFactorAnswer } from './security-api.ts';

/**
 * Signed-in devices and two-factor sign-in (issue 21, decisions 051, 052 and 054), for whichever
 * API the screen is given: the customer's or the back office's.
 */
export const securityKeys = {
  sessions: (api: SecurityApi) => [...api.key, 'sessions'] as const,
  twoFactor: (api: SecurityApi) => [...api.key, 'two-factor'] as const,
};

export function useSessions(api: SecurityApi) {
  return useQuery({
    queryKey: securityKeys.sessions(api),
    queryFn: ({ signal }) => api.sessions(signal),
  });
}

/** Signs one device out, or with `id` null every device but this one. */
export function useSignOutDevice(api: SecurityApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.signOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions(api) }),
  });
}

export function useTwoFactorStatus(api: SecurityApi) {
  return useQuery({
    queryKey: securityKeys.twoFactor(api),
    queryFn: ({ signal }) => api.status(signal),
  });
}

/** A change to two-factor sign-in; the status is read again after it. */
function useTwoFactorChange<Input, Answer>(
  api: SecurityApi,
  call: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor(api) }),
  });
}

export const useStartTwoFactor = (api: SecurityApi) => useTwoFactorChange(api, api.setup);
export const useConfirmTwoFactor = (api: SecurityApi) => useTwoFactorChange(api, api.confirm);
export const useNewRecoveryCodes = (api: SecurityApi) =>
  useTwoFactorChange(api, api.newRecoveryCodes);
export const useDisableTwoFactor = (api: SecurityApi) => useTwoFactorChange(api, api.disable);

/** POST /api/auth/login/two-factor: the customer's second login step; keeps the session. */
export async function finishCustomerLogin(answer: TwoFactorAnswer): Promise<LoginSessionInput> {
  const session = await apiRequest<LoginSessionInput>('/auth/login/two-factor', {
    method: 'POST',
    body:
      'code' in answer
        ? { challenge: answer.challenge, code: answer.code }
        : { challenge: answer.challenge, recovery_code: answer.recoveryCode },
    endSessionOn401: false,
  });
  saveSession(session);
  return session;
}
