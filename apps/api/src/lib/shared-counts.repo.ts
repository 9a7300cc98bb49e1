import type { Redis } from 'ioredis';
import type { Database, Statement } from '../db/client.ts';

/** A count with a life: it started at `startedAt` and counts until `expiresAt` (milliseconds). */
export interface Count {
  count: number;
  startedAt: number;
  expiresAt: number;
}

/**
 * Counts that every process of the shop sees at once (decision 111): the login brake's failures
 * and locks. Each change is one atomic step in the store, so two processes adding to one key
 * never lose a count. Times are the caller's clock, so a brake's tests can move it.
 */
export interface SharedCounts {
  /**
   * Adds `delta` to the live count at `key`, or starts a count of `delta` that lives `lifeMs`
   * from `now` where there is none or it has expired. `extend` also moves a live count's end to
   * `now + lifeMs`.
   */
  add(key: string, delta: number, now: number, lifeMs: number, extend?: boolean): Promise<Count>;
  /** The live counts at `keys`; an absent or expired one is not in the answer. */
  read(keys: readonly string[], now: number): Promise<Map<string, Count>>;
  /** Sets the count at `key` outright, living `lifeMs` from `now`. */
  put(key: string, count: number, now: number, lifeMs: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Forgets counts that expired before `now`; answers how many (a store that expires its own: 0). */
  sweep(now: number): Promise<number>;
}

interface CountRow {
  key: string;
  count: number;
  started_at: number;
  expires_at: number;
}

const toCount = (row: CountRow): Count => ({
  count: row.count,
  startedAt: Number(row.started_at),
  expiresAt: Number(row.expires_at),
});

const ADD: Statement = {
  name: 'throttle_add',
  text: `INSERT INTO throttle_counts AS t (key, count, started_at, expires_at)
VALUES ($1, $2, $3::bigint, $3::bigint + $4::bigint)
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN t.expires_at <= $3::bigint THEN $2 ELSE t.count + $2 END,
  started_at = CASE WHEN t.expires_at <= $3::bigint THEN $3::bigint ELSE t.started_at END,
  expires_at = CASE WHEN t.expires_at <= $3::bigint OR $5::boolean
    THEN $3::bigint + $4::bigint ELSE t.expires_at END
RETURNING key, count, started_at::float8 AS started_at, expires_at::float8 AS expires_at`,
};

const READ: Statement = {
  name: 'throttle_read',
  text: `SELECT key, count, started_at::float8 AS started_at, expires_at::float8 AS expires_at
  FROM throttle_counts WHERE key = ANY($1::text[]) AND expires_at > $2::bigint`,
};

const PUT: Statement = {
  name: 'throttle_put',
  text: `INSERT INTO throttle_counts (key, count, started_at, expires_at)
VALUES ($1, $2, $3::bigint, $3::bigint + $4::bigint)
ON CONFLICT (key) DO UPDATE SET
  count = EXCLUDED.count, started_at = EXCLUDED.started_at, expires_at = EXCLUDED.expires_at`,
};

const REMOVE: Statement = {
  name: 'throttle_remove',
  text: 'DELETE FROM throttle_counts WHERE key = $1',
};

const SWEEP: Statement = {
  name: 'throttle_sweep',
  text: 'DELETE FROM throttle_counts WHERE expires_at <= $1::bigint RETURNING key',
};

/** Counts in the shop's database: one row a key, each change one upsert (its row lock orders them). */
export function databaseCounts(database: Database): SharedCounts {
  return {
    async add(key, delta, now, lifeMs, extend = false) {
      const [row] = await database.query<CountRow>(ADD, [key, delta, now, lifeMs, extend]);
      return toCount(row!);
    },
    async read(keys, now) {
      const rows = await database.query<CountRow>(READ, [keys, now]);
      return new Map(rows.map((row) => [row.key, toCount(row)]));
    },
    async put(key, count, now, lifeMs) {
      await database.query(PUT, [key, count, now, lifeMs]);
    },
    async remove(key) {
      await database.query(REMOVE, [key]);
    },
    async sweep(now) {
      return (await database.query(SWEEP, [now])).length;
    },
  };
}

/**
 * A count is a hash (c: count, s: started, e: expires) changed by one script, so a change is one
 * atomic step; Redis forgets the key a minute after it expires by the caller's clock.
 */
const ADD_SCRIPT = `
local delta, now, life = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'c', 's', 'e')
local c, s, e
if not v[3] or tonumber(v[3]) <= now then
  c, s, e = delta, now, now + life
else
  c, s, e = tonumber(v[1]) + delta, tonumber(v[2]), tonumber(v[3])
  if ARGV[4] == '1' then e = now + life end
end
redis.call('HSET', KEYS[1], 'c', c, 's', s, 'e', e)
redis.call('PEXPIRE', KEYS[1], math.max(1, e - now) + 60000)
return {c, tostring(s), tostring(e)}`;

const PUT_SCRIPT = `
local count, now, life = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('HSET', KEYS[1], 'c', count, 's', now, 'e', now + life)
redis.call('PEXPIRE', KEYS[1], math.max(1, life) + 60000)
return 1`;

/** Counts in Redis (REDIS_URL), under `prefix`. */
export function redisCounts(redis: Redis, prefix = 'petshop:counts:'): SharedCounts {
  return {
    async add(key, delta, now, lifeMs, extend = false) {
      const [count, startedAt, expiresAt] = (await redis.eval(
        ADD_SCRIPT,
        1,
        prefix + key,
        delta,
        now,
        lifeMs,
        extend ? '1' : '0',
      )) as [number, string, string];
      return { count, startedAt: Number(startedAt), expiresAt: Number(expiresAt) };
    },
    async read(keys, now) {
      const counts = new Map<string, Count>();
      if (keys.length === 0) return counts;
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.hmget(prefix + key, 'c', 's', 'e');
      const answers = (await pipeline.exec()) ?? [];
      keys.forEach((key, index) => {
        const [error, fields] = answers[index] ?? [];
        if (error) throw error;
        const [count, startedAt, expiresAt] = (fields ?? []) as (string | null)[];
        if (count == null || startedAt == null || expiresAt == null) return;
        if (Number(expiresAt) <= now) return;
        counts.set(key, {
          count: Number(count),
          startedAt: Number(startedAt),
          expiresAt: Number(expiresAt),
        });
      });
      return counts;
    },
    async put(key, count, now, lifeMs) {
      await redis.eval(PUT_SCRIPT, 1, prefix + key, count, now, lifeMs);
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
    async sweep() {
      return 0;
    },
  };
}
