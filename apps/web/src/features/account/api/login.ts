import type { LoginChallenge, LoginRequest, LoginResponse } from '@petshop/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveSession, type LoginSessionInput } from '../../../lib/session.ts';
import { MissingTokenError } from '../auth-messages.ts';

/** What a login answer may hold (spec §3 "Login payload": user.id or userId, and so on). */
type LoginAnswer = Partial<LoginResponse> &
  Partial<Omit<LoginSessionInput, 'token'>> &
  Partial<LoginChallenge>;

/** A right password of an account with two-factor sign-in: a code is needed (decision 052). */
export interface CodeNeeded {
  challenge: string;
}

export const needsCode = (result: LoginSessionInput | CodeNeeded): result is CodeNeeded =>
  'challenge' in result;

/**
 * POST /api/auth/login: the session to keep, the challenge to answer with a code, or
 * MissingTokenError when neither came back.
 */
export async function login(credentials: LoginRequest): Promise<LoginSessionInput | CodeNeeded> {
  const answer = await apiRequest<LoginAnswer | null>('/auth/login', {
    method: 'POST',
    body: credentials,
    // Its 401 is 'Invalid email or password', not the end of a session.
    endSessionOn401: false,
  });
  if (answer?.two_factor_required === true && typeof answer.challenge === 'string') {
    return { challenge: answer.challenge };
  }
  if (!answer || typeof answer.token !== 'string' || !answer.token) throw new MissingTokenError();
  return { ...answer, token: answer.token };
}

/** Logs in and keeps the session (spec §3/§4: stored, then `userLogin` is announced). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    // Offline, the request should fail with the network message rather than wait silently.
    networkMode: 'always',
    // Announcing the login drops whatever was cached for a previous customer (app/session-sync).
    onSuccess: (result) => {
      if (!needsCode(result)) saveSession(result);
    },
  });
}
