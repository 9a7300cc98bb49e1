import { API_BASE_URL, ApiRequestError } from '../../lib/api-client.ts';

// A stand-in with the interface of the back office's own client (decision 031): the lead's
// admin-api.ts replaces this file. What the pictures need of it: a FormData body goes out as is
// (the browser writes its multipart boundary), anything else as JSON.

/** Where the staff session's bearer token is kept (the admin login writes it). */
export const STAFF_TOKEN_KEY = 'staffToken';

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** One call to /api/admin…: the staff token added, errors thrown as the shop's ApiRequestError. */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(STAFF_TOKEN_KEY) ?? sessionStorage.getItem(STAFF_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE_URL}/admin${path}`, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? null
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      body as { message?: string } | null,
      `Request failed (${response.status})`,
      text,
    );
  }
  return body as T;
}
