import type {
  RecoveryCodes,
  SessionDevice,
  SessionList,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@petshop/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/**
 * Signed-in devices and two-factor sign-in as the security screens see them, whoever is signed
 * in: the customer (/api/profile/*, snake_case) or a staff member (/api/admin/auth/*,
 * camelCase). Each side maps its answers to these shapes (decision 054).
 */
export interface Device {
  id: number;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** An owner of a shop in production who must turn it on before anything else. */
  required: boolean;
}

export interface Message {
  message: string;
}

/** The calls behind the security panel; `key` prefixes its cached queries. */
export interface SecurityApi {
  key: readonly string[];
  sessions: (signal?: AbortSignal) => Promise<Device[]>;
  /** One device, or with `id` null every device but this one. */
  signOut: (id: number | null) => Promise<Message>;
  status: (signal?: AbortSignal) => Promise<TwoFactorState>;
  setup: (password: string) => Promise<{ secret: string; qrCode: string }>;
  /** The first code turns it on; answers the ten recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  newRecoveryCodes: (password: string) => Promise<string[]>;
  disable: (body: { password: string; code: string }) => Promise<Message>;
}

/** The second step of a login: a code from the app or one recovery code. */
export type TwoFactorAnswer =
  { challenge: string; code: string } | { challenge: string; recoveryCode: string };

export const deviceFromCustomer = (row: SessionDevice): Device => ({
  id: row.id,
  device: row.device,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  current: row.current,
});

export const stateFromCustomer = (status: TwoFactorStatus): TwoFactorState => ({
  enabled: status.enabled,
  enabledAt: status.enabled_at,
  recoveryCodesLeft: status.recovery_codes_left,
  // Customers are never held: it is their choice.
  required: false,
});

/** The customer's two-factor calls: a wrong password is a 422, not the end of the session. */
const customerCall = <Answer>(path: string, body: object) =>
  apiRequest<Answer>(`/profile/two-factor/${path}`, {
    method: 'POST',
    body,
    auth: 'required',
    endSessionOn401: false,
  });

export const customerSecurityApi: SecurityApi = {
  key: [...accountKeys.all, 'security'],
  sessions: async (signal) =>
    (await apiRequest<SessionList>('/profile/sessions', { auth: 'required', signal })).sessions.map(
      deviceFromCustomer,
    ),
  signOut: (id) =>
    id === null
      ? apiRequest<Message>('/profile/sessions/sign-out-others', {
          method: 'POST',
          auth: 'required',
        })
      : apiRequest<Message>(`/profile/sessions/${id}`, { method: 'DELETE', auth: 'required' }),
  status: async (signal) =>
    stateFromCustomer(
      await apiRequest<TwoFactorStatus>('/profile/two-factor', { auth: 'required', signal }),
    ),
  setup: async (password) => {
    const setup = await customerCall<TwoFactorSetup>('setup', { password });
    return { secret: setup.secret, qrCode: setup.qr_code };
  },
  confirm: async (code) => (await customerCall<RecoveryCodes>('confirm', { code })).recovery_codes,
  newRecoveryCodes: async (password) =>
    (await customerCall<RecoveryCodes>('recovery-codes', { password })).recovery_codes,
  disable: (body) => customerCall<Message>('disable', body),
};
