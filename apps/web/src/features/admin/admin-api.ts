import {
  API_BASE_URL,
  ApiRequestError,
  apiRequest,
  type RequestOptions,
} from '../../lib/api-client.ts';
import { clearStaffSession, getStaffToken } from './staff-session.ts';

export { ApiRequestError };

/**
 * A back-office call: the shop's one HTTP client with the staff token. A 401 means the staff
 * session is over (expired, logged out elsewhere, deactivated): the back office asks to log in.
 */
export async function adminRequest<T>(
  path: string,
  options: Omit<RequestOptions, 'auth' | 'endSessionOn401' | 'bearer'> = {},
): Promise<T> {
  const token = getStaffToken();
  try {
    return await apiRequest<T>(`/admin${path}`, { ...options, bearer: token });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401 && getStaffToken() === token) {
      clearStaffSession();
    }
    throw error;
  }
}

/** The message to show for a failed call: the server's words, or a plain one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 || !error.body?.message) {
      return 'Something went wrong on our side. Please try again.';
    }
    return error.body.message;
  }
  return 'The shop could not be reached. Check the connection and try again.';
}

/** A 422's message for each field (`sizes.1.price` …), for showing next to the controls. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.body?.errors) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0] ?? '']),
  );
}

/**
 * Downloads a file the back office's API answers (a CSV export) under the name the server gives
 * it (`fallbackName` without one). Not through adminRequest: the answer is a file, not JSON; a
 * refusal throws the API's error, and a 401 ends the staff session as adminRequest's does.
 */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<void> {
  const token = getStaffToken();
  const response = await fetch(`${API_BASE_URL}/admin${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const text = await response.text();
    let body: { message?: string } | null = null;
    try {
      body = JSON.parse(text) as { message?: string };
    } catch {
      body = null;
    }
    if (response.status === 401 && getStaffToken() === token) clearStaffSession();
    throw new ApiRequestError(response.status, body, `Request failed (${response.status})`, text);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
