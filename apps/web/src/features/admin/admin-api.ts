import { API_BASE_URL, ApiRequestError } from '../../lib/api-client.ts';

// Stand-in with the interface of the back-office foundation's admin-api.ts (on main soon): the
// merge takes main's file.

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** A call to /api/admin with the staff token; a non-2xx answer throws ApiRequestError. */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem('staffToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE_URL}/admin${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      body as { message?: string },
      `Request failed (${response.status})`,
    );
  }
  return body as T;
}
