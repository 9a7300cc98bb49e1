import type {
  AdminLoginChallenge,
  AdminTwoFactorSetup,
  AdminTwoFactorStatus,
} from '@petshop/contracts';
import type { AdminSession } from '@petshop/contracts/admin';
import type {
  Device,
  Message,
  SecurityApi,
  TwoFactorAnswer,
} from '../../account/api/security-api.ts';
import { adminRequest, ApiRequestError } from '../admin-api.ts';

/**
 * The back office's signed-in devices and two-factor sign-in (/api/admin/auth/*), in the shapes
 * the shared security panel reads (decision 054). Its queries sit under the staff member's id,
 * so another person logging in on this browser never sees the last one's answers.
 */
export function staffSecurityApi(staffId: number): SecurityApi {
  return {
    key: ['admin', 'security', String(staffId)],
    sessions: async (signal) =>
      (await adminRequest<{ sessions: Device[] }>('/auth/sessions', { signal })).sessions,
    signOut: (id) =>
      id === null
        ? adminRequest<Message>('/auth/sessions/sign-out-others', { method: 'POST' })
        : adminRequest<Message>(`/auth/sessions/${id}`, { method: 'DELETE' }),
    status: (signal) => adminRequest<AdminTwoFactorStatus>('/auth/two-factor', { signal }),
    setup: (password) =>
      adminRequest<AdminTwoFactorSetup>('/auth/two-factor/setup', {
        method: 'POST',
        body: { password },
      }),
    confirm: async (code) =>
      (
        await adminRequest<{ recoveryCodes: string[] }>('/auth/two-factor/confirm', {
          method: 'POST',
          body: { code },
        })
      ).recoveryCodes,
    newRecoveryCodes: async (password) =>
      (
        await adminRequest<{ recoveryCodes: string[] }>('/auth/two-factor/recovery-codes', {
          method: 'POST',
          body: { password },
        })
      ).recoveryCodes,
    disable: (body) => adminRequest<Message>('/auth/two-factor/disable', { method: 'POST', body }),
  };
}

/** POST /api/admin/auth/login answers a challenge instead of a session for staff with a code. */
export const needsStaffCode = (
  answer: AdminSession | AdminLoginChallenge,
): answer is AdminLoginChallenge => 'twoFactorRequired' in answer && answer.twoFactorRequired;

/** POST /api/admin/auth/login/two-factor: the staff login's second step. */
export const finishStaffLogin = (answer: TwoFactorAnswer) =>
  adminRequest<AdminSession>('/auth/login/two-factor', { method: 'POST', body: answer });

/**
 * The API's 403 for an owner who must turn on two-factor sign-in before anything else (decision
 * 052): the back office then shows only the security screen.
 */
export const isTwoFactorHold = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 403 &&
  /^Set up two-factor sign-in first/.test(error.message);
