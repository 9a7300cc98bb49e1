import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productDetailsQueryOptions } from '../../features/catalog/api/get-product-details.ts';
import { prefetchFirstPage } from '../prefetch-first-page.ts';

const requested: string[] = [];

/** The query keys asked for when a visit starts at this address. */
function prefetchedKeys(pathname: string): unknown[] {
  const client = new QueryClient();
  prefetchFirstPage(client, pathname);
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return new Promise<Response>(() => undefined);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchFirstPage', () => {
  it("asks for a product page's product under the key the page reads", () => {
    expect(prefetchedKeys('/product/42')).toEqual([productDetailsQueryOptions(42).queryKey]);
    expect(requested).toEqual(['/api/get-product-details/42']);
  });

  it('asks for nothing on other pages or an address that names no product', () => {
    for (const pathname of ['/', '/store', '/product/abc', '/product/0', '/cart', '/nowhere']) {
      expect(prefetchedKeys(pathname)).toEqual([]);
    }
    expect(requested).toEqual([]);
  });
});
