import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime } from '../dates.ts';

describe('shop dates', () => {
  // 21:30 on 31 December in London is 01:30 on 1 January in Dubai.
  const nearMidnight = '2025-12-31T21:30:00.000Z';

  it('shows the Dubai day of a moment near midnight UTC', () => {
    expect(formatShopDate(nearMidnight)).toBe('1 January 2026');
    expect(formatShopDate(new Date(nearMidnight), 'weekday')).toBe('Thursday, 1 January 2026');
    expect(formatShopDate(nearMidnight, 'month')).toBe('January 2026');
    expect(formatShopDateTime(nearMidnight)).toBe('1 January 2026 at 01:30');
  });

  it('says nothing for a missing or broken date', () => {
    expect(formatShopDate(null)).toBeNull();
    expect(formatShopDate('not a date')).toBeNull();
    expect(formatShopDateTime(undefined)).toBeNull();
  });
});
