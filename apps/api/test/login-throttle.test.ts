import { describe, expect, it } from 'vitest';
import { LoginThrottle, type LoginThrottleOptions } from '../src/modules/auth/login-throttle.ts';

const minute = 60_000;

/** A throttle on a clock the test moves by hand. */
function throttleAt(options: LoginThrottleOptions = {}) {
  const clock = { now: 0 };
  const throttle = new LoginThrottle({ now: () => clock.now, ...options });
  return { throttle, clock };
}

const fail = (throttle: LoginThrottle, address: string, email: string, times: number) => {
  for (let n = 0; n < times; n++) throttle.recordFailure(address, email);
};

describe('LoginThrottle per address and account', () => {
  it('lets one address fail five times, then locks it for 1, 2, 4 … up to 60 minutes', () => {
    const { throttle, clock } = throttleAt();
    fail(throttle, '10.0.0.1', 'a@x.ae', 4);
    expect(throttle.check('10.0.0.1', 'a@x.ae')).toEqual({ waitMs: 0, delayMs: 0 });
    throttle.recordFailure('10.0.0.1', 'a@x.ae');
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(minute);
    throttle.recordFailure('10.0.0.1', 'a@x.ae');
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(2 * minute);
    throttle.recordFailure('10.0.0.1', 'a@x.ae');
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(4 * minute);
    fail(throttle, '10.0.0.1', 'a@x.ae', 10);
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(60 * minute);
    clock.now += 60 * minute;
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(0);
  });

  it("leaves another address free to log in to the locked account, and the guesser's other accounts", () => {
    const { throttle } = throttleAt();
    fail(throttle, '10.0.0.1', 'a@x.ae', 5);
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(minute);
    expect(throttle.check('10.0.0.2', 'a@x.ae').waitMs).toBe(0);
    expect(throttle.check('10.0.0.1', 'b@x.ae').waitMs).toBe(0);
  });

  it('forgets the lock of an address on an account after it logs in there', () => {
    const { throttle } = throttleAt({ freeAttempts: 1 });
    throttle.recordFailure('10.0.0.1', 'a@x.ae');
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(minute);
    throttle.recordSuccess('10.0.0.1', 'a@x.ae');
    expect(throttle.check('10.0.0.1', 'a@x.ae').waitMs).toBe(0);
  });
});

describe('LoginThrottle per address across accounts', () => {
  it('refuses an address after 30 failures in 15 minutes, whatever the accounts, until the window ends', () => {
    const { throttle, clock } = throttleAt();
    for (let n = 1; n <= 29; n++) throttle.recordFailure('10.0.0.9', `user${n}@x.ae`);
    expect(throttle.check('10.0.0.9', 'fresh@x.ae').waitMs).toBe(0);
    clock.now += 5 * minute;
    throttle.recordFailure('10.0.0.9', 'user30@x.ae');
    expect(throttle.check('10.0.0.9', 'fresh@x.ae').waitMs).toBe(10 * minute);
    // Other addresses are not affected.
    expect(throttle.check('10.0.0.10', 'fresh@x.ae').waitMs).toBe(0);
    clock.now += 10 * minute;
    expect(throttle.check('10.0.0.9', 'fresh@x.ae').waitMs).toBe(0);
  });

  it('does not let a success reset the count of an address', () => {
    const { throttle } = throttleAt({ addressLimit: 3 });
    fail(throttle, '10.0.0.9', 'a@x.ae', 2);
    throttle.recordSuccess('10.0.0.9', 'own@x.ae');
    throttle.recordFailure('10.0.0.9', 'b@x.ae');
    expect(throttle.check('10.0.0.9', 'c@x.ae').waitMs).toBeGreaterThan(0);
  });
});

describe('LoginThrottle per account from anywhere', () => {
  it('holds every attempt on an account after 10 failures, doubling from 250 ms up to 4 s', () => {
    const { throttle } = throttleAt();
    const delays: number[] = [];
    for (let n = 0; n < 16; n++) {
      delays.push(throttle.check('10.1.0.99', 'a@x.ae').delayMs);
      // Each guess from its own address: no address reaches its own lock.
      throttle.recordFailure(`10.1.0.${n}`, 'a@x.ae');
    }
    expect(delays).toEqual([...Array<number>(10).fill(0), 250, 500, 1000, 2000, 4000, 4000]);
    fail(throttle, '10.1.1.1', 'a@x.ae', 1);
    expect(throttle.check('10.1.0.99', 'a@x.ae').delayMs).toBe(4000);
    // Another account is not held.
    expect(throttle.check('10.1.0.99', 'b@x.ae').delayMs).toBe(0);
  });

  it('after 100 failures in an hour refuses every address but those the owner logged in from', () => {
    const { throttle, clock } = throttleAt();
    // The owner logged in from home last week.
    throttle.recordSuccess('10.8.8.8', 'a@x.ae');
    clock.now += 7 * 24 * 60 * minute;
    for (let n = 0; n < 100; n++) throttle.recordFailure(`10.2.${Math.floor(n / 2)}.1`, 'a@x.ae');
    // This address failed twice on the account: far from its own lock, but one of the guessers.
    expect(throttle.check('10.2.0.1', 'a@x.ae')).toEqual({ waitMs: 60 * minute, delayMs: 0 });
    // A fresh address is refused too: a guesser with endless addresses gets no more guesses.
    expect(throttle.check('10.9.9.9', 'a@x.ae')).toEqual({ waitMs: 60 * minute, delayMs: 0 });
    // The owner's own address still gets through, held by the brake.
    expect(throttle.check('10.8.8.8', 'a@x.ae')).toEqual({ waitMs: 0, delayMs: 4000 });
    // The guessers may still log in to other accounts.
    expect(throttle.check('10.2.0.1', 'b@x.ae').waitMs).toBe(0);
    clock.now += 60 * minute;
    expect(throttle.check('10.2.0.1', 'a@x.ae')).toEqual({ waitMs: 0, delayMs: 0 });
  });

  it('counts guesses still in flight, so a parallel burst from many addresses meets the ceiling', () => {
    const { throttle } = throttleAt();
    const verdicts = Array.from({ length: 150 }, (_, n) => throttle.check(`10.3.0.${n}`, 'a@x.ae'));
    expect(verdicts.filter((verdict) => verdict.waitMs === 0)).toHaveLength(100);
    expect(verdicts[10]!.delayMs).toBe(250);
    expect(verdicts[14]!.delayMs).toBe(4000);
  });

  it('keeps memory bounded by dropping the oldest entries', () => {
    const { throttle } = throttleAt({ freeAttempts: 1, maxEntries: 2 });
    throttle.recordFailure('10.0.0.1', 'first@x.ae');
    throttle.recordFailure('10.0.0.1', 'second@x.ae');
    throttle.recordFailure('10.0.0.1', 'third@x.ae');
    expect(throttle.check('10.0.0.1', 'first@x.ae').waitMs).toBe(0);
    expect(throttle.check('10.0.0.1', 'third@x.ae').waitMs).toBe(minute);
  });
});
