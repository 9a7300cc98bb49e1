import { describe, expect, it } from 'vitest';
import { ExpiringCache } from '../src/modules/catalog/catalog.cache.ts';

/** A cache of `maxEntries` whose loader answers "value of <key>" and counts its loads. */
function countingCache(maxEntries: number) {
  const loads: number[] = [];
  const cache = new ExpiringCache<number, string>({
    load: (key) => {
      loads.push(key);
      return Promise.resolve(`value of ${key}`);
    },
    maxEntries,
    ttlMs: Number.POSITIVE_INFINITY,
  });
  return { cache, loads };
}

describe('ExpiringCache', () => {
  it('keeps the entries in use and evicts the least recently used', async () => {
    const { cache, loads } = countingCache(4);
    for (const key of [1, 2, 3, 4]) await cache.get(key);
    // 1 and 2 are read while 5, 6 and 7 arrive: 3 and 4 are the least recently used.
    for (const key of [5, 6, 7]) {
      expect(cache.cached(1)).toBe('value of 1');
      expect(cache.cached(2)).toBe('value of 2');
      await cache.get(key);
    }
    expect(cache.size).toBe(4);
    expect(cache.cached(1)).toBe('value of 1');
    expect(cache.cached(2)).toBe('value of 2');
    expect(cache.cached(3)).toBeUndefined();
    expect(cache.cached(4)).toBeUndefined();
    expect(loads).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('never holds more than its bound, however the entries are read', async () => {
    const { cache } = countingCache(10);
    for (let key = 0; key < 1_000; key += 1) {
      await cache.get(key % 37);
      cache.cached(key % 5);
      expect(cache.size).toBeLessThanOrEqual(10);
    }
  });

  it('serves nothing loaded before a clear', async () => {
    const { cache, loads } = countingCache(4);
    await cache.get(1);
    cache.clear();
    expect(cache.cached(1)).toBeUndefined();
    expect(await cache.get(1)).toBe('value of 1');
    expect(loads).toEqual([1, 1]);
  });

  it('tells until when an entry holds a value without a refresh, and 0 once it does not', async () => {
    let now = 1_000;
    let version = 0;
    const cache = new ExpiringCache<number, { version: number }>({
      load: () => Promise.resolve({ version: ++version }),
      maxEntries: 4,
      ttlMs: 100,
      now: () => now,
    });
    const first = (await cache.get(1))!;
    expect(cache.freshUntil(1, first)).toBe(1_100);
    // Another value, or a key never loaded: not what the cache holds.
    expect(cache.freshUntil(1, { version: 1 })).toBe(0);
    expect(cache.freshUntil(2, first)).toBe(0);
    // Past its time: still held (answered once more while it loads again) until replaced.
    now = 1_150;
    expect(cache.freshUntil(1, first)).toBe(1_100);
    expect(cache.cached(1)).toBe(first);
    await Promise.resolve();
    const second = cache.cached(1)!;
    expect(second).not.toBe(first);
    expect(cache.freshUntil(1, first)).toBe(0);
    expect(cache.freshUntil(1, second)).toBe(1_250);
    cache.clear();
    expect(cache.freshUntil(1, second)).toBe(0);
  });
});
