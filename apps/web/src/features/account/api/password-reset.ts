import type { ForgotPasswordRequest, ResetPasswordRequest } from '@petshop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

type Message = { message: string };

/** POST /api/auth/forgot-password: one answer for every address (issue 21). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (payload: ForgotPasswordRequest) =>
      apiRequest<Message>('/auth/forgot-password', {
        method: 'POST',
        body: payload,
        endSessionOn401: false,
      }),
    networkMode: 'always',
  });
}

/** POST /api/auth/reset-password: the e-mailed link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (payload: ResetPasswordRequest) =>
      apiRequest<Message>('/auth/reset-password', {
        method: 'POST',
        body: payload,
        endSessionOn401: false,
      }),
    networkMode: 'always',
  });
}
