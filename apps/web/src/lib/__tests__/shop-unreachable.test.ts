import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../test/fetch-router.ts';
import { apiRequest, ApiRequestError, MissingTokenError } from '../api-client.ts';
import { isShopUnreachable } from '../shop-unreachable.ts';

afterEach(() => vi.unstubAllGlobals());

const failed = (status: number) => new ApiRequestError(status, null, `Request failed (${status})`);

describe('isShopUnreachable', () => {
  it('a request that never got an answer is the shop out of reach', () => {
    expect(isShopUnreachable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('a server failure (5xx, a proxy with no shop behind it) is the shop out of reach', () => {
    for (const status of [500, 502, 503, 504]) expect(isShopUnreachable(failed(status))).toBe(true);
  });

  it("a 4xx is the shop's own answer (no such product, log in, too many requests)", () => {
    for (const status of [400, 401, 403, 404, 422, 429]) {
      expect(isShopUnreachable(failed(status))).toBe(false);
    }
  });

  it('a call not sent, a cancelled one, or anything else is not', () => {
    expect(isShopUnreachable(new MissingTokenError())).toBe(false);
    expect(isShopUnreachable(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      false,
    );
    expect(isShopUnreachable(new Error('boom'))).toBe(false);
    expect(isShopUnreachable(null)).toBe(false);
  });

  it('reads what apiRequest throws: a dropped connection and a 503, but not a 404', async () => {
    routeFetch({
      'GET /api/gone': () => Response.json({ message: 'No product found' }, { status: 404 }),
      'GET /api/down': () => new Response('<html>Bad gateway</html>', { status: 503 }),
    });
    const thrown = (path: string) =>
      apiRequest(path).then(
        () => null,
        (error: unknown) => error,
      );
    expect(isShopUnreachable(await thrown('/offline'))).toBe(true);
    expect(isShopUnreachable(await thrown('/down'))).toBe(true);
    expect(isShopUnreachable(await thrown('/gone'))).toBe(false);
  });
});
