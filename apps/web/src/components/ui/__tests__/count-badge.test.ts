// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from '../count-badge.tsx';

describe('formatBadgeCount', () => {
  it('shows nothing when there is nothing to count', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(-3)).toBe('');
    expect(formatBadgeCount(Number.NaN)).toBe('');
  });

  it('shows the count itself from 1 to 99', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(42)).toBe('42');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it("caps counts over 99 at '99+'", () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });
});
