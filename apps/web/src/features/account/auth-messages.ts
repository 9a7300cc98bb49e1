import { t } from '@lingui/core/macro';
import { ApiRequestError } from '../../lib/api-client.ts';

/** Spec §8: a fetch that never reached the server (fetch rejects with a TypeError). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** That message in the shop's language (NETWORK_ERROR_MESSAGE is its English source). */
export const networkErrorMessage = () =>
  t`Network error. Please check your connection and try again.`;

/** A 2xx login answer without a token: nothing to keep the customer logged in with. */
export class MissingTokenError extends Error {
  constructor() {
    super(t`Login failed. No token received.`);
    this.name = 'MissingTokenError';
  }
}

/** The `message` (or, failing that, `error`) text of an error answer, when it has one. */
function serverText(body: unknown, key: 'message' | 'error'): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Spec §8 "Login": what the customer is told when logging in fails. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return t`Login failed. No token received.`;
  if (error instanceof ApiRequestError) {
    const text = serverText(error.body, 'message') ?? serverText(error.body, 'error');
    const lower = text?.toLowerCase() ?? '';
    if (lower.includes('not found') || lower.includes('invalid')) {
      return t`Invalid email or password`;
    }
    return text ?? t`Login failed`;
  }
  if (error instanceof TypeError) return networkErrorMessage();
  return t`Login failed`;
}

/** The first message of a `{field: [messages]}` map (a bare string per field is read too). */
function firstFieldMessage(errors: Record<string, unknown>): string | undefined {
  for (const value of Object.values(errors)) {
    const first = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string' && first.trim()) return first;
  }
  return undefined;
}

/** Spec §8 "Registration": what the customer is told when creating the account fails. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const body = error.body as Record<string, unknown> | null;
    const errors = body?.errors;
    if (errors && typeof errors === 'object') {
      const byField = errors as Record<string, unknown>;
      if (byField.email) return t`Email already exists. Please use another email.`;
      if (byField.phone) return t`Phone number already exists. Please use another phone.`;
      return firstFieldMessage(byField) ?? t`Validation failed`;
    }
    const message = serverText(body, 'message');
    if (message) {
      // A unique-key violation passed through from the database names the key it hit
      // ("Duplicate entry '…' for key 'users_phone_unique'"); the key, not the value, decides.
      if (message.includes('Duplicate entry')) {
        const key = /for key\s+'([^']+)'/i.exec(message)?.[1] ?? message;
        if (/phone/i.test(key)) return t`Phone number already exists. Please use another one.`;
        if (/email/i.test(key)) return t`Email already exists. Please use another one.`;
      }
      return message;
    }
    if (error.status === 422) return t`Please check your input and try again.`;
    if (error.status === 500) return t`Server error. Please try again later.`;
    const status = error.status;
    return t`Registration failed (${status}).`;
  }
  if (error instanceof TypeError) return networkErrorMessage();
  return t`An unexpected error occurred. Please try again.`;
}

/** Spec §8 "Profile, orders, wishlist loads": the network message, the server's, or a default. */
export function loadErrorMessage(error: unknown, thing: 'profile'): string {
  if (error instanceof TypeError) return networkErrorMessage();
  const failed = thing === 'profile' ? t`Failed to load profile` : '';
  if (error instanceof ApiRequestError) {
    return serverText(error.body, 'message') ?? failed;
  }
  return failed;
}
