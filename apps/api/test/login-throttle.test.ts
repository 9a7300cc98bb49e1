import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseCounts, redisCounts, type SharedCounts } from '../src/lib/shared-counts.repo.ts';
import { LoginThrottle, type BrakeSettings } from '../src/modules/auth/login-throttle.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/db.ts';

const minute = 60_000;

/**
 * The brake over counts in the test's database and, where TEST_REDIS_URL names a Redis (CI's
 * run does), in Redis: every case runs on each place the shop may keep them.
 */
const places: {
  name: string;
  open: () => Promise<{ counts: SharedCounts; close(): Promise<void> }>;
}[] = [
  {
    name: testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    open: async () => {
      const database: Database = await createTestDatabase();
      return { counts: databaseCounts(database), close: () => database.close() };
    },
  },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  places.push({
    name: 'Redis',
    open: async () => {
      const redis = new Redis(redisUrl);
      const prefix = `petshop-test:${process.pid}:${Date.now()}:`;
      return {
        counts: redisCounts(redis, prefix),
        async close() {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        },
      };
    },
  });
}

describe.each(places)('LoginThrottle on $name', ({ open }) => {
  let counts: SharedCounts;
  let close: () => Promise<void>;
  let scopes = 0;
  beforeAll(async () => {
    ({ counts, close } = await open());
  });
  afterAll(() => close());

  /** A brake of its own (a scope no other case counts in) on a clock the test moves by hand. */
  function throttleAt(settings: BrakeSettings = {}) {
    const clock = { now: 0 };
    const scope = `case-${++scopes}`;
    const throttle = new LoginThrottle({ now: () => clock.now, ...settings, counts, scope });
    /** The same brake in another process: its own object over the same counts. */
    const twin = () => new LoginThrottle({ now: () => clock.now, ...settings, counts, scope });
    return { throttle, clock, twin };
  }

  const fail = async (throttle: LoginThrottle, address: string, email: string, times: number) => {
    for (let n = 0; n < times; n++) await throttle.recordFailure(address, email);
  };

  describe('LoginThrottle per address and account', async () => {
    it('lets one address fail five times, then locks it for 1, 2, 4 … up to 60 minutes', async () => {
      const { throttle, clock } = throttleAt();
      await fail(throttle, '10.0.0.1', 'a@x.ae', 4);
      expect(await throttle.check('10.0.0.1', 'a@x.ae')).toEqual({ waitMs: 0, delayMs: 0 });
      await throttle.recordFailure('10.0.0.1', 'a@x.ae');
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(minute);
      await throttle.recordFailure('10.0.0.1', 'a@x.ae');
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(2 * minute);
      await throttle.recordFailure('10.0.0.1', 'a@x.ae');
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(4 * minute);
      await fail(throttle, '10.0.0.1', 'a@x.ae', 10);
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(60 * minute);
      clock.now += 60 * minute;
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(0);
    });

    it("leaves another address free to log in to the locked account, and the guesser's other accounts", async () => {
      const { throttle } = throttleAt();
      await fail(throttle, '10.0.0.1', 'a@x.ae', 5);
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(minute);
      expect((await throttle.check('10.0.0.2', 'a@x.ae')).waitMs).toBe(0);
      expect((await throttle.check('10.0.0.1', 'b@x.ae')).waitMs).toBe(0);
    });

    it('forgets the lock of an address on an account after it logs in there', async () => {
      const { throttle } = throttleAt({ freeAttempts: 1 });
      await throttle.recordFailure('10.0.0.1', 'a@x.ae');
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(minute);
      await throttle.recordSuccess('10.0.0.1', 'a@x.ae');
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(0);
    });
  });

  describe('LoginThrottle per address across accounts', async () => {
    it('refuses an address after 30 failures in 15 minutes, whatever the accounts, until the window ends', async () => {
      const { throttle, clock } = throttleAt();
      for (let n = 1; n <= 29; n++) await throttle.recordFailure('10.0.0.9', `user${n}@x.ae`);
      expect((await throttle.check('10.0.0.9', 'fresh@x.ae')).waitMs).toBe(0);
      clock.now += 5 * minute;
      await throttle.recordFailure('10.0.0.9', 'user30@x.ae');
      expect((await throttle.check('10.0.0.9', 'fresh@x.ae')).waitMs).toBe(10 * minute);
      // Other addresses are not affected.
      expect((await throttle.check('10.0.0.10', 'fresh@x.ae')).waitMs).toBe(0);
      clock.now += 10 * minute;
      expect((await throttle.check('10.0.0.9', 'fresh@x.ae')).waitMs).toBe(0);
    });

    it('does not let a success reset the count of an address', async () => {
      const { throttle } = throttleAt({ addressLimit: 3 });
      await fail(throttle, '10.0.0.9', 'a@x.ae', 2);
      await throttle.recordSuccess('10.0.0.9', 'own@x.ae');
      await throttle.recordFailure('10.0.0.9', 'b@x.ae');
      expect((await throttle.check('10.0.0.9', 'c@x.ae')).waitMs).toBeGreaterThan(0);
    });
  });

  describe('LoginThrottle per account from anywhere', async () => {
    it('holds every attempt on an account after 10 failures, doubling from 250 ms up to 4 s', async () => {
      const { throttle } = throttleAt();
      const delays: number[] = [];
      for (let n = 0; n < 16; n++) {
        delays.push((await throttle.check('10.1.0.99', 'a@x.ae')).delayMs);
        // Each guess from its own address: no address reaches its own lock.
        await throttle.recordFailure(`10.1.0.${n}`, 'a@x.ae');
      }
      expect(delays).toEqual([...Array<number>(10).fill(0), 250, 500, 1000, 2000, 4000, 4000]);
      await fail(throttle, '10.1.1.1', 'a@x.ae', 1);
      expect((await throttle.check('10.1.0.99', 'a@x.ae')).delayMs).toBe(4000);
      // Another account is not held.
      expect((await throttle.check('10.1.0.99', 'b@x.ae')).delayMs).toBe(0);
    });

    it('after 100 failures in an hour refuses every address but those the owner logged in from', async () => {
      const { throttle, clock } = throttleAt();
      // The owner logged in from home last week.
      await throttle.recordSuccess('10.8.8.8', 'a@x.ae');
      clock.now += 7 * 24 * 60 * minute;
      for (let n = 0; n < 100; n++)
        await throttle.recordFailure(`10.2.${Math.floor(n / 2)}.1`, 'a@x.ae');
      // This address failed twice on the account: far from its own lock, but one of the guessers.
      expect(await throttle.check('10.2.0.1', 'a@x.ae')).toEqual({
        waitMs: 60 * minute,
        delayMs: 0,
      });
      // A fresh address is refused too: a guesser with endless addresses gets no more guesses.
      expect(await throttle.check('10.9.9.9', 'a@x.ae')).toEqual({
        waitMs: 60 * minute,
        delayMs: 0,
      });
      // The owner's own address still gets through, held by the brake.
      expect(await throttle.check('10.8.8.8', 'a@x.ae')).toEqual({ waitMs: 0, delayMs: 4000 });
      // The guessers may still log in to other accounts.
      expect((await throttle.check('10.2.0.1', 'b@x.ae')).waitMs).toBe(0);
      clock.now += 60 * minute;
      expect(await throttle.check('10.2.0.1', 'a@x.ae')).toEqual({ waitMs: 0, delayMs: 0 });
    });

    it('counts guesses still in flight, so a parallel burst from many addresses meets the ceiling', async () => {
      const { throttle } = throttleAt();
      const verdicts = await Promise.all(
        Array.from({ length: 150 }, (_, n) => throttle.check(`10.3.0.${n}`, 'a@x.ae')),
      );
      expect(verdicts.filter((verdict) => verdict.waitMs === 0)).toHaveLength(100);
      // In some order (PostgreSQL's pool answers them as it will): each a step further.
      const delays = verdicts
        .filter((verdict) => verdict.waitMs === 0)
        .map((verdict) => verdict.delayMs)
        .sort((a, b) => a - b);
      expect(delays.slice(0, 15)).toEqual([
        ...Array<number>(10).fill(0),
        250,
        500,
        1000,
        2000,
        4000,
      ]);
    });

    it('forgets counts once they expire, and keeps the live ones', async () => {
      const { throttle, clock } = throttleAt({ freeAttempts: 1 });
      await throttle.recordFailure('10.0.0.1', 'gone@x.ae');
      clock.now += 24 * 60 * minute;
      await throttle.recordFailure('10.0.0.1', 'kept@x.ae');
      await counts.sweep(clock.now);
      expect(await throttle.check('10.0.0.1', 'gone@x.ae')).toEqual({ waitMs: 0, delayMs: 0 });
      expect((await throttle.check('10.0.0.1', 'kept@x.ae')).waitMs).toBe(minute);
    });
  });

  describe('LoginThrottle in two processes', () => {
    it('locks a guesser whose failures went to two processes as one process would', async () => {
      const { throttle, twin } = throttleAt();
      const other = twin();
      await fail(throttle, '10.0.0.1', 'a@x.ae', 3);
      await fail(other, '10.0.0.1', 'a@x.ae', 2);
      expect((await throttle.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(minute);
      expect((await other.check('10.0.0.1', 'a@x.ae')).waitMs).toBe(minute);
    });

    it('counts a parallel burst split across both towards one ceiling', async () => {
      const { throttle, twin } = throttleAt();
      const other = twin();
      const verdicts = await Promise.all(
        Array.from({ length: 150 }, (_, n) =>
          (n % 2 ? other : throttle).check(`10.4.0.${n}`, 'a@x.ae'),
        ),
      );
      expect(verdicts.filter((verdict) => verdict.waitMs === 0)).toHaveLength(100);
    });
  });
});
