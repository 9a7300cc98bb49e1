import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderDateTime } from '../order-format.ts';

describe('order dates', () => {
  it('are the Dubai day and time, whatever the device’s time zone', () => {
    // 21:30 UTC on 31 December is 01:30 on 1 January in Dubai.
    expect(formatOrderDate('2025-12-31T21:30:00.000Z')).toBe('1 January 2026');
    expect(formatOrderDateTime('2025-12-31T21:30:00.000Z')).toBe('1 January 2026 at 01:30');
    expect(formatOrderDate(null)).toBe('Unknown date');
  });
});
