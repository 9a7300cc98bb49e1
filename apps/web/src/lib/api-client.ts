import type { ApiError } from '@petshop/contracts';
import { toast } from '../components/ui/toast.tsx';
import { clearSession, getToken } from './session.ts';

/** Where the API lives: same origin by default; a build may point elsewhere (VITE_API_BASE_URL). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** A non-2xx answer: the status and the server's `{message, errors}` body when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: Partial<ApiError> | null;

  constructor(status: number, body: Partial<ApiError> | null, fallback: string) {
    super(body?.message ?? fallback);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

type Query = Record<string, string | number | readonly (string | number)[] | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE_URL}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Spec §8: what a customer is told when the server no longer accepts their token. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/**
 * Calls whose 401 does not mean "your session ended": a failed login answers 401 'Invalid email
 * or password', and a logout clears the session itself whatever the server says.
 */
const OWN_401_PATHS = new Set(['/auth/login', '/auth/register', '/logout']);

/**
 * Spec §8: any 401 to a call that carried a token ends the session, wherever it happens. Parallel
 * calls rejected with the same token end it once: after the first, the stored token has changed.
 */
function endExpiredSession(path: string, sentToken: string | null) {
  if (!sentToken || OWN_401_PATHS.has(path) || getToken() !== sentToken) return;
  clearSession();
  toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired', position: 'top-center' });
}

/** The one HTTP client: JSON in and out, the bearer token on every call, errors unwrapped. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    if (response.status === 401) endExpiredSession(path, token);
    throw new ApiRequestError(
      response.status,
      body as Partial<ApiError> | null,
      `Request failed (${response.status})`,
    );
  }
  return body as T;
}
