import { describe, expect, it } from 'vitest';
import { waitText } from '../src/app.ts';

describe('the wait a rate limit names', () => {
  it.each([
    [1_000, '1 minute'],
    [59_000, '1 minute'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [10 * 60_000 - 1_500, '10 minutes'],
    [59 * 60_000 + 59_000, '1 hour'],
    [3_600_000, '1 hour'],
    [3_600_001, '2 hours'],
  ])('reads %i ms as %s, rounded up whatever the request took', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});
