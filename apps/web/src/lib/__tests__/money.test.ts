// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { discountPercent, effectivePrice, formatAed, formatMoney } from '../money.ts';

describe('formatAed', () => {
  it('shows two decimals after the currency', () => {
    expect(formatAed(129.5)).toBe('AED 129.50');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(45)).toBe('AED 45.00');
  });

  it('groups thousands', () => {
    expect(formatAed(1299)).toBe('AED 1,299.00');
    expect(formatAed(999.99)).toBe('AED 999.99');
    expect(formatAed(1234567.8)).toBe('AED 1,234,567.80');
    // The same text as the browser's en-US number format, for every size of amount.
    for (const amount of [0.5, 12, 999.995, 1000, 45210.25, 100000, 9876543.21]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(amount);
      expect(formatAed(amount)).toBe(`AED ${intl}`);
    }
  });

  it('puts the sign of a negative amount (a refund line) before the digits', () => {
    expect(formatAed(-1250)).toBe('AED -1,250.00');
  });

  it('is the one format of issue 20: AED 1,234.50, AED 0.50, and large amounts grouped', () => {
    expect(formatAed(1234.5)).toBe('AED 1,234.50');
    expect(formatAed(0.5)).toBe('AED 0.50');
    expect(formatAed(25_000_000)).toBe('AED 25,000,000.00');
    expect(formatAed(Number.NaN)).toBe('AED 0.00');
  });

  it('rounds to fils', () => {
    expect(formatAed(10.005 + 0.001)).toBe('AED 10.01');
  });
});

describe('discountPercent', () => {
  it('rounds (price - offer) / price * 100 to a whole number', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(129.5, 99)).toBe(24); // 23.55… → 24
    expect(discountPercent(300, 199)).toBe(34); // 33.67 → 34
    expect(discountPercent(3, 2.5)).toBe(17); // 16.67 → 17
  });

  it('is null without an offer', () => {
    expect(discountPercent(100, null)).toBeNull();
    expect(discountPercent(100, undefined)).toBeNull();
  });

  it('is null when the offer is not below the price', () => {
    expect(discountPercent(100, 100)).toBeNull();
    expect(discountPercent(100, 120)).toBeNull();
  });

  it('is null for a cut that rounds to 0 % or a broken price', () => {
    expect(discountPercent(1000, 999.99)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent(100, -5)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes another currency the way prices in AED are written', () => {
    expect(formatMoney(1299, 'USD')).toBe('USD 1,299.00');
    expect(formatMoney(-0.5, 'AED')).toBe('AED -0.50');
  });
});

describe('effectivePrice', () => {
  it('is the offer when it is lower, else the price', () => {
    expect(effectivePrice(100, 80)).toBe(80);
    expect(effectivePrice(100, null)).toBe(100);
    expect(effectivePrice(100, 150)).toBe(100);
  });
});
