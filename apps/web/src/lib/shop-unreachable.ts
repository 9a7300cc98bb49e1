import { ApiRequestError } from './api-client.ts';

/**
 * Whether a failed load means "we can't reach the shop right now" rather than an answer to show:
 * the request never got an answer (fetch rejects with a TypeError: offline, DNS, a dropped
 * connection) or the server failed (a 5xx, a proxy's 502/503/504). A 4xx is the shop's real
 * answer (no such product, log in first) and keeps the page's own message; so does a cancelled
 * request (an AbortError is not a TypeError).
 */
export function isShopUnreachable(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500;
  return error instanceof TypeError;
}
