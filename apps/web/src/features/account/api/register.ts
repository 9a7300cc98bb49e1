import type { RegisterRequest, RegisterResponse } from '@petshop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/register: 201 with the new account; 422 `{message, errors}` when refused. */
export function register(payload: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', {
    method: 'POST',
    body: payload,
    endSessionOn401: false,
  });
}

export function useRegister() {
  // Offline, the request fails with the network message rather than waiting silently.
  return useMutation({ mutationFn: register, networkMode: 'always' });
}
