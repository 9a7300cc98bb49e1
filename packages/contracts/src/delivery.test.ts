import { describe, expect, it } from 'vitest';
import { arrivalDay, deliveryFeeFils, formatArrival, type DeliveryTimes } from './delivery.ts';

// 30 November 2026 is a Monday; Dubai is UTC+4.
const defaults: DeliveryTimes = { days: { Dubai: 1, '*': 2 }, days_off: [] };

describe('arrivalDay', () => {
  it('takes Dubai one working day and the other emirates two', () => {
    const mondayMorning = new Date('2026-11-30T06:00:00Z');
    expect(arrivalDay(mondayMorning, 'Dubai', defaults)).toBe('2026-12-01');
    expect(arrivalDay(mondayMorning, 'Sharjah', defaults)).toBe('2026-12-02');
    expect(arrivalDay(mondayMorning, null, defaults)).toBe('2026-12-02');
  });

  it("counts from the day in Dubai, not in UTC, around Dubai's midnight", () => {
    // 23:59 on Monday in Dubai, then 00:01 on Tuesday in Dubai (still Monday in UTC).
    expect(arrivalDay(new Date('2026-11-30T19:59:00Z'), 'Dubai', defaults)).toBe('2026-12-01');
    expect(arrivalDay(new Date('2026-11-30T20:01:00Z'), 'Dubai', defaults)).toBe('2026-12-02');
  });

  it('crosses the end of a month', () => {
    // Sunday 29 November in Dubai: Monday 30, Tuesday 1 December.
    expect(arrivalDay(new Date('2026-11-29T10:00:00Z'), 'Sharjah', defaults)).toBe('2026-12-01');
  });

  it('skips weekdays off and dates off', () => {
    const times: DeliveryTimes = { days: defaults.days, days_off: ['Fri', '2026-12-02'] };
    // Tuesday 1 December 00:01 in Dubai: Wednesday 2 is off, Thursday 3, Friday off, Saturday 5.
    expect(arrivalDay(new Date('2026-11-30T20:01:00Z'), 'Sharjah', times)).toBe('2026-12-05');
    // Thursday 3 December: Friday off, Saturday 5.
    expect(arrivalDay(new Date('2026-12-03T08:00:00Z'), 'Dubai', times)).toBe('2026-12-05');
  });

  it('uses the rule for * when an emirate has none of its own', () => {
    const times: DeliveryTimes = { days: { Dubai: 1, '*': 3 }, days_off: [] };
    expect(arrivalDay(new Date('2026-11-30T06:00:00Z'), 'Fujairah', times)).toBe('2026-12-03');
  });
});

describe('formatArrival', () => {
  it('writes the short weekday, day and short month of a day', () => {
    expect(formatArrival('2026-12-01')).toBe('Tue 1 Dec');
    expect(formatArrival('2026-11-27')).toBe('Fri 27 Nov');
  });

  it("writes an instant's day in Dubai", () => {
    expect(formatArrival('2026-11-30T20:30:00.000Z')).toBe('Tue 1 Dec');
  });
});

describe('deliveryFeeFils', () => {
  const fee = { feeFils: 1500, freeFromFils: 20000 };
  it('charges the fee below the threshold and nothing from it', () => {
    expect(deliveryFeeFils(19900, fee)).toBe(1500);
    expect(deliveryFeeFils(20000, fee)).toBe(0);
  });
  it('charges the fee at any subtotal without a threshold', () => {
    expect(deliveryFeeFils(1_000_000, { feeFils: 1500, freeFromFils: 0 })).toBe(1500);
    expect(deliveryFeeFils(100, { feeFils: 0, freeFromFils: 0 })).toBe(0);
  });
});
