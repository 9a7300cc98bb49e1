import { t } from '@lingui/core/macro';
import type { ApiError } from '@petshop/contracts';
import { toast } from '../components/ui/toast.tsx';
import { currentLanguage } from './i18n.ts';
import { clearSession, getAnyToken, getToken } from './session.ts';

/** Where the API lives: same origin by default; a build may point elsewhere (VITE_API_BASE_URL). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** A non-2xx answer: the status and the server's `{message, errors}` body when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: Partial<ApiError> | null;
  /** The answer as sent (what a log shows when it was not JSON). */
  readonly text: string;

  constructor(status: number, body: Partial<ApiError> | null, fallback: string, text = '') {
    super(body?.message ?? fallback);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.text = text;
  }
}

/** A call that needs a customer was about to be sent without a token: it is not sent. */
export class MissingTokenError extends Error {
  constructor() {
    super(t`Authentication required`);
    this.name = 'MissingTokenError';
  }
}

type Query = Record<string, string | number | readonly (string | number)[] | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON; a FormData as multipart/form-data. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * How the call carries the customer's token:
   * - 'session' (default): the session's bearer ('token') when there is one;
   * - 'required': the same, but with no token the call is not sent (MissingTokenError);
   * - 'optional': spec §6, a call that counts with or without a customer: the bearer of any stored
   *   token ('authToken' first), and a 401 to it leaves the session alone.
   */
  auth?: 'session' | 'required' | 'optional';
  /**
   * Spec §8: a 401 to a call that carried the session's token ends the session (the default).
   * False where a 401 means something else: a failed login answers 401 'Invalid email or
   * password', and a logout clears the session itself whatever the server says.
   */
  endSessionOn401?: boolean;
  /**
   * Another bearer than the customer's (the back office's staff token): sent instead, and a 401
   * to it never touches the customer's session.
   */
  bearer?: string | null;
}

/**
 * A call's path below the API with its query ("/get-filtered-products?page=2&petTypes=DOG"): empty
 * values left out, lists joined by commas. The server asks itself the same path when it draws a
 * page (decision 099). In the Arabic shop every call carries `lang=ar`, so the catalog answers
 * with its Arabic texts (decision 132); calls that have no Arabic ignore it.
 */
export function apiPath(path: string, query?: Query): string {
  const arabic = currentLanguage() === 'ar' && !/[?&]lang=/.test(path);
  if (!query && !arabic) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  if (arabic) params.set('lang', 'ar');
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** Spec §8: what a customer is told when the server no longer accepts their token. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/** SESSION_EXPIRED_MESSAGE in the shop's language. */
export const sessionExpiredMessage = (): string => t`Session expired. Please log in again.`;

/**
 * Spec §8: any 401 to a call that carried a token ends the session, wherever it happens. Parallel
 * calls rejected with the same token end it once: after the first, the stored token has changed.
 */
function endExpiredSession(sentToken: string | null) {
  if (!sentToken || getToken() !== sentToken) return;
  clearSession();
  toast.error(sessionExpiredMessage(), { id: 'session-expired', position: 'top-center' });
}

/** The one HTTP client: JSON in and out, the bearer token as the call asks, errors unwrapped. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? 'session';
  // The server answers errors in the shop's language, not the browser's (decision 132).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const ownBearer = options.bearer !== undefined;
  const token = ownBearer
    ? (options.bearer ?? null)
    : auth === 'optional'
      ? getAnyToken()
      : getToken();
  if (auth === 'required' && !token) throw new MissingTokenError();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (picture uploads) goes as is: the browser writes its multipart boundary. A
  // Blob (a CSV file) goes as its bytes, under its own type, so the server reads its encoding.
  const form =
    options.body instanceof FormData || options.body instanceof Blob ? options.body : undefined;
  if (options.body instanceof Blob) {
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined && !form) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${API_BASE_URL}${apiPath(path, options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : (form ?? JSON.stringify(options.body)),
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
    const endsSession = !ownBearer && (options.endSessionOn401 ?? auth !== 'optional');
    if (response.status === 401 && endsSession) endExpiredSession(token);
    const status = response.status;
    throw new ApiRequestError(
      status,
      body as Partial<ApiError> | null,
      t`Request failed (${status})`,
      text,
    );
  }
  return body as T;
}
