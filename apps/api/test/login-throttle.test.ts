import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/modules/auth/login-throttle.ts';

describe('LoginThrottle', () => {
  const minute = 60_000;

  it('lets four failures pass, locks on the fifth and doubles the lock after that, up to an hour', () => {
    let now = 0;
    const throttle = new LoginThrottle(5, 100, () => now);
    for (let n = 1; n <= 4; n++) throttle.recordFailure('a@x.ae');
    expect(throttle.waitFor('a@x.ae')).toBe(0);
    throttle.recordFailure('a@x.ae');
    expect(throttle.waitFor('a@x.ae')).toBe(minute);
    throttle.recordFailure('a@x.ae');
    expect(throttle.waitFor('a@x.ae')).toBe(2 * minute);
    for (let n = 0; n < 10; n++) throttle.recordFailure('a@x.ae');
    expect(throttle.waitFor('a@x.ae')).toBe(60 * minute);
    now += 60 * minute;
    expect(throttle.waitFor('a@x.ae')).toBe(0);
  });

  it('forgets an email after a success and keeps other emails apart', () => {
    const throttle = new LoginThrottle(1, 100, () => 0);
    throttle.recordFailure('a@x.ae');
    expect(throttle.waitFor('a@x.ae')).toBe(minute);
    expect(throttle.waitFor('b@x.ae')).toBe(0);
    throttle.recordSuccess('a@x.ae');
    expect(throttle.waitFor('a@x.ae')).toBe(0);
  });

  it('keeps memory bounded by dropping the oldest entries', () => {
    const throttle = new LoginThrottle(1, 2, () => 0);
    throttle.recordFailure('first@x.ae');
    throttle.recordFailure('second@x.ae');
    throttle.recordFailure('third@x.ae');
    expect(throttle.waitFor('first@x.ae')).toBe(0);
    expect(throttle.waitFor('third@x.ae')).toBe(minute);
  });
});
