import type {
  LoginTwoFactorRequest,
  RecoveryCodes,
  SessionList,
  TwoFactorDisableRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@petshop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveSession, type LoginSessionInput } from '../../../lib/session.ts';
import { accountKeys } from './account-keys.ts';

/** Signed-in devices and two-factor sign-in (issue 21, decisions 051 and 052). */
const securityKeys = {
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
};

type Message = { message: string };

export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions(),
    queryFn: ({ signal }) =>
      apiRequest<SessionList>('/profile/sessions', { auth: 'required', signal }),
  });
}

/** Signs one device out, or with `id` null every device but this one. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? apiRequest<Message>('/profile/sessions/sign-out-others', {
            method: 'POST',
            auth: 'required',
          })
        : apiRequest<Message>(`/profile/sessions/${id}`, { method: 'DELETE', auth: 'required' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: securityKeys.twoFactor(),
    queryFn: ({ signal }) =>
      apiRequest<TwoFactorStatus>('/profile/two-factor', { auth: 'required', signal }),
  });
}

function useTwoFactorCall<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest<Answer>(`/profile/two-factor/${path}`, {
        method: 'POST',
        body,
        auth: 'required',
        // A wrong password here is a 422, not the end of the session.
        endSessionOn401: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor() }),
  });
}

export const useStartTwoFactor = () =>
  useTwoFactorCall<{ password: string }, TwoFactorSetup>('setup');
export const useConfirmTwoFactor = () =>
  useTwoFactorCall<{ code: string }, RecoveryCodes>('confirm');
export const useNewRecoveryCodes = () =>
  useTwoFactorCall<{ password: string }, RecoveryCodes>('recovery-codes');
export const useDisableTwoFactor = () =>
  useTwoFactorCall<TwoFactorDisableRequest, Message>('disable');

/** POST /api/auth/login/two-factor: the second step of a login; keeps the session it answers. */
export function useFinishTwoFactorLogin() {
  return useMutation({
    mutationFn: async (answer: LoginTwoFactorRequest): Promise<LoginSessionInput> =>
      apiRequest<LoginSessionInput>('/auth/login/two-factor', {
        method: 'POST',
        body: answer,
        endSessionOn401: false,
      }),
    networkMode: 'always',
    onSuccess: (session) => void saveSession(session),
  });
}
