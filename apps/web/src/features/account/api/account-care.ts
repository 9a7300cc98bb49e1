import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  Profile,
  UpdateProfileRequest,
  VerifyEmailResponse,
} from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { toProfileDetails } from '../profile-details.ts';
import { accountKeys } from './account-keys.ts';

type Message = { message: string };

/** PATCH /api/profile: the General tab's Edit; the answer is the new profile, cached at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateProfileRequest) =>
      apiRequest<{ message: string; data: Profile }>('/profile', {
        method: 'PATCH',
        body: payload,
        auth: 'required',
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountKeys.profile(), toProfileDetails(answer));
    },
    networkMode: 'always',
  });
}

/** POST /api/profile/password: the current password, then the new one twice. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordRequest) =>
      apiRequest<Message>('/profile/password', {
        method: 'POST',
        body: payload,
        auth: 'required',
      }),
    networkMode: 'always',
  });
}

/** POST /api/profile/email: a link to the new address; the account moves once it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (payload: ChangeEmailRequest) =>
      apiRequest<Message>('/profile/email', { method: 'POST', body: payload, auth: 'required' }),
    networkMode: 'always',
  });
}

/** POST /api/profile/verify-email: "Resend link". */
export function useResendVerification() {
  return useMutation({
    mutationFn: () =>
      apiRequest<Message>('/profile/verify-email', { method: 'POST', auth: 'required' }),
    networkMode: 'always',
  });
}

/** POST /api/auth/verify-email: opens the e-mailed link; the profile is asked for again after. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<VerifyEmailResponse>('/auth/verify-email', {
        method: 'POST',
        body: { token },
        endSessionOn401: false,
      }),
    onSuccess: async () => {
      // A profile read already on its way may have been answered before the address was
      // confirmed: dropped, so it cannot land after this and pass for the new profile.
      await queryClient.cancelQueries({ queryKey: accountKeys.profile() });
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
    networkMode: 'always',
  });
}
