/**
 * The catalog's in-process caches (see docs/decisions/009-performance.md):
 * - `ExpiringCache`: a bounded LRU whose entries belong to a generation. `clear()` (a catalog
 *   change) starts a new generation, so nothing loaded before it is ever served again; an entry
 *   older than its time-to-live is still served once while a fresh copy loads in the background.
 * - `Batcher`: coalesces the keys asked for in one turn of the event loop into one query.
 */

interface Entry<V> {
  value: V;
  generation: number;
  loadedAt: number;
  weight: number;
  /** When it was last moved to the recent end of the map (counted in moves). */
  movedAt: number;
}

export interface ExpiringCacheOptions<K, V> {
  /** Reads a value; `undefined` ("no such thing") is answered but not kept. */
  load: (key: K) => Promise<V | undefined>;
  /** Most entries kept. */
  maxEntries: number;
  /** Most total weight kept (e.g. ids held); `weigh` measures an entry. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  ttlMs: number;
  now?: () => number;
}

export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly loading = new Map<K, { generation: number; promise: Promise<V | undefined> }>();
  private generation = 0;
  private weight = 0;
  private moves = 0;
  private readonly now: () => number;

  constructor(private readonly options: ExpiringCacheOptions<K, V>) {
    this.now = options.now ?? Date.now;
  }

  /** Forgets everything: values loaded (or being loaded) before now are never served. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
    this.weight = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached value, if there is one, without waiting: the fast path of a hit. An expired value
   * is answered once more while a fresh copy loads in the background (a failed refresh keeps it
   * until the next attempt).
   */
  cached(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== this.generation) return undefined;
    // Most recently used last: Map keeps insertion order, so delete and set again. An entry in
    // the newer half of the map is far from eviction: it stays where it is (a hot page's dozen
    // cards would otherwise be moved on every request).
    if (this.moves - entry.movedAt > this.options.maxEntries / 2) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.movedAt = ++this.moves;
    }
    if (this.now() - entry.loadedAt > this.options.ttlMs && !this.loading.has(key)) {
      this.load(key).catch(() => {});
    }
    return entry.value;
  }

  /**
   * Until when (ms since the epoch) `cached(key)` answers `value` without a refresh: the entry's
   * loading time plus the time to live, while it still holds that very value in this generation;
   * 0 when it does not (dropped, replaced, evicted or never kept). Looks without touching.
   */
  freshUntil(key: K, value: V): number {
    const entry = this.entries.get(key);
    return entry && entry.value === value && entry.generation === this.generation
      ? entry.loadedAt + this.options.ttlMs
      : 0;
  }

  /** The cached value, or the loader's (one load per key at a time). */
  get(key: K): Promise<V | undefined> {
    const hit = this.cached(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;
    return this.load(key);
  }

  /** Stores values loaded elsewhere (a batch), for the current generation. */
  set(key: K, value: V, generation = this.generation): void {
    if (generation !== this.generation) return;
    const weight = this.options.weigh?.(value) ?? 1;
    const previous = this.entries.get(key);
    if (previous) {
      this.weight -= previous.weight;
      this.entries.delete(key);
    }
    this.entries.set(key, {
      value,
      generation,
      loadedAt: this.now(),
      weight,
      movedAt: ++this.moves,
    });
    this.weight += weight;
    this.evict();
  }

  private delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private load(key: K): Promise<V | undefined> {
    const generation = this.generation;
    const promise: Promise<V | undefined> = this.options.load(key).then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        if (value === undefined) this.delete(key);
        else this.set(key, value, generation);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { generation, promise });
    return promise;
  }

  private evict(): void {
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.weight <= maxWeight) break;
      this.entries.delete(key);
      this.weight -= entry.weight;
    }
  }
}

/**
 * Collects the keys asked for during one turn of the event loop and fetches them with one call;
 * under load, tens of requests share one database round trip instead of making one each.
 */
export class Batcher<K, V> {
  private waiting: {
    keys: readonly K[];
    resolve: (values: (V | undefined)[]) => void;
    reject: (error: unknown) => void;
  }[] = [];

  constructor(
    private readonly fetch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 1_000,
  ) {}

  load(key: K): Promise<V | undefined> {
    return this.loadMany([key]).then((values) => values[0]);
  }

  /** The values of `keys`, in order (undefined where there is none): one promise per call. */
  loadMany(keys: readonly K[]): Promise<(V | undefined)[]> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.flush());
      this.waiting.push({ keys, resolve, reject });
    });
  }

  private flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    const unique = [...new Set(waiting.flatMap((request) => request.keys))];
    const chunks: Promise<Map<K, V>>[] = [];
    for (let start = 0; start < unique.length; start += this.maxBatch) {
      chunks.push(this.fetch(unique.slice(start, start + this.maxBatch)));
    }
    Promise.all(chunks).then(
      (maps) => {
        const values = maps.length === 1 ? maps[0]! : new Map(maps.flatMap((map) => [...map]));
        for (const request of waiting) request.resolve(request.keys.map((key) => values.get(key)));
      },
      (error: unknown) => {
        for (const request of waiting) request.reject(error);
      },
    );
  }
}
