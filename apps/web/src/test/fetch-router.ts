import { vi } from 'vitest';

/** One request the code under test made. */
export interface FetchCall {
  method: string;
  url: string;
  /** "METHOD url", the key routes are looked up by. */
  key: string;
  /** The JSON body parsed, or undefined. */
  body: unknown;
  init: RequestInit;
}

export type FetchRoute = (call: FetchCall) => Response | Promise<Response>;

/** A JSON answer as the API sends it. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces the global fetch with a router: `routes` maps "METHOD url" (e.g. "GET /api/cart/get")
 * to an answer, looked up at call time so a test may change them; anything else goes to
 * `fallback`, or fails as a network error would. Undo with `vi.unstubAllGlobals()`.
 */
export function routeFetch(routes: Record<string, FetchRoute> = {}, fallback?: FetchRoute) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn((input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const key = `${method} ${url}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: FetchCall = { method, url, key, body, init };
    calls.push(call);
    const route = routes[key] ?? fallback;
    if (!route) return Promise.reject(new TypeError(`Failed to fetch ${key}`));
    try {
      return Promise.resolve(route(call));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    routes,
    callsTo: (key: string) => calls.filter((call) => call.key === key).length,
  };
}
