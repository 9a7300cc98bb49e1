import { afterEach, describe, expect, it } from 'vitest';
import {
  freeSlots,
  groomersFreeAt,
  type Busy,
  type GroomerWeek,
  type SlotRules,
} from '../src/modules/grooming/slots.ts';

/** Issue 31: the free slots from hours, breaks, days off, holidays, notice and the window. */
const at = (dubai: string) => new Date(`${dubai}+04:00`);
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Mon–Fri 10:00–14:00 and 15:00–18:00 (a lunch break), as the demo groomers work. */
const weekdays = (id: number, daysOff: string[] = []): GroomerWeek => ({
  id,
  shifts: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startMinute: h(10), endMinute: h(14) },
    { weekday, startMinute: h(15), endMinute: h(18) },
  ]),
  daysOff: new Set(daysOff),
});

// Sunday 29 November 2026, 08:00 in Dubai.
const rules = (more: Partial<SlotRules> = {}): SlotRules => ({
  now: at('2026-11-29T08:00:00'),
  windowDays: 14,
  noticeMinutes: 120,
  stepMinutes: 30,
  durationMinutes: 60,
  holidays: new Set(),
  ...more,
});

const times = (days: ReturnType<typeof freeSlots>, date: string) =>
  days.find((day) => day.date === date)?.slots.map((slot) => slot.time) ?? [];

describe('free grooming slots', () => {
  afterEach(() => {
    delete process.env.TZ;
  });

  it('fills the working hours on the step, skips the break, and ends with a slot that ends at closing', () => {
    const days = freeSlots([weekdays(1)], [], rules());
    // Monday 30 November: 10:00 … 13:00 (ends 14:00), then 15:00 … 17:00 (ends 18:00).
    expect(times(days, '2026-11-30')).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    // Sunday (today) and Saturday are not working days.
    expect(days.map((day) => day.date)).not.toContain('2026-11-29');
    expect(days.map((day) => day.date)).not.toContain('2026-12-05');
  });

  it('fits a longer service only where it ends before the break or closing', () => {
    const days = freeSlots([weekdays(1)], [], rules({ durationMinutes: 150 }));
    expect(times(days, '2026-11-30')).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '15:00',
      '15:30',
    ]);
  });

  it('leaves out a groomer’s day off and the shop’s holidays', () => {
    const days = freeSlots(
      [weekdays(1, ['2026-12-01'])],
      [],
      rules({ holidays: new Set(['2026-12-02']) }),
    );
    const dates = days.map((day) => day.date);
    expect(dates).toContain('2026-11-30');
    expect(dates).not.toContain('2026-12-01');
    expect(dates).not.toContain('2026-12-02');
    expect(dates).toContain('2026-12-03');
  });

  it('offers a time while one groomer is free, and names who', () => {
    const busy: Busy[] = [
      { groomerId: 1, start: at('2026-11-30T10:00:00'), end: at('2026-11-30T11:00:00') },
      { groomerId: 2, start: at('2026-11-30T10:30:00'), end: at('2026-11-30T11:30:00') },
    ];
    const days = freeSlots([weekdays(1), weekdays(2)], busy, rules());
    const monday = days.find((day) => day.date === '2026-11-30')!.slots;
    const free = (time: string) => monday.find((slot) => slot.time === time)?.groomerIds;
    expect(free('10:00')).toBeUndefined(); // 1 is busy; 2's 10:00–11:00 runs into 10:30.
    expect(free('10:30')).toBeUndefined();
    expect(free('11:00')).toEqual([1]); // 1 is free from 11:00; 2 until 11:30.
    expect(free('11:30')).toEqual([1, 2]);
  });

  it('keeps the minimum notice and the booking window', () => {
    // Monday 30 November, 09:15: with two hours' notice the first slot is 11:30.
    const days = freeSlots([weekdays(1)], [], rules({ now: at('2026-11-30T09:15:00') }));
    expect(times(days, '2026-11-30')[0]).toBe('11:30');
    // Fourteen days: Monday 30 November to Sunday 13 December; Monday 14 December is beyond.
    expect(days.at(-1)!.date).toBe('2026-12-11');
    const wider = freeSlots(
      [weekdays(1)],
      [],
      rules({ now: at('2026-11-30T09:15:00'), windowDays: 15 }),
    );
    expect(wider.at(-1)!.date).toBe('2026-12-14');
  });

  it('walks across a month’s end and a year’s end', () => {
    const days = freeSlots(
      [weekdays(1)],
      [],
      rules({ now: at('2026-12-28T08:00:00'), windowDays: 7 }),
    );
    expect(days.map((day) => day.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('gives the same Dubai times on a server in another time zone', () => {
    const here = freeSlots([weekdays(1)], [], rules());
    process.env.TZ = 'America/Los_Angeles';
    const there = freeSlots([weekdays(1)], [], rules());
    expect(there).toEqual(here);
    expect(there[0]!.slots[0]!.start.toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it('answers which groomers are free for one start, and none for a time that is no slot', () => {
    expect(
      groomersFreeAt(at('2026-11-30T11:00:00'), [weekdays(1), weekdays(2)], [], rules()),
    ).toEqual([1, 2]);
    expect(groomersFreeAt(at('2026-11-30T11:10:00'), [weekdays(1)], [], rules())).toEqual([]);
    expect(groomersFreeAt(at('2026-11-30T14:00:00'), [weekdays(1)], [], rules())).toEqual([]);
  });
});
