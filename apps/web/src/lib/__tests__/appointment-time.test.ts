import { describe, expect, it } from 'vitest';
import {
  formatAppointmentTime,
  formatClock,
  formatDuration,
  formatSlotDay,
} from '../appointment-time.ts';

describe('appointment formats', () => {
  it('writes a Dubai day as weekday, day and month', () => {
    expect(formatSlotDay('2026-11-30')).toBe('Mon 30 Nov');
    expect(formatSlotDay('2026-12-01')).toBe('Tue 1 Dec');
    expect(formatSlotDay('2027-01-03')).toBe('Sun 3 Jan');
  });

  it('writes a clock time the way the business hours are written', () => {
    expect(formatClock('10:00')).toBe('10:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('14:00')).toBe('2:00 PM');
    expect(formatClock('23:30')).toBe('11:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
  });

  it('writes an instant in Dubai time, whatever the device', () => {
    expect(formatAppointmentTime('2026-11-30T06:00:00.000Z')).toBe('Mon 30 Nov 2026 at 10:00 AM');
    // 21:30 UTC on the 30th is already the 1st in Dubai.
    expect(formatAppointmentTime('2026-11-30T21:30:00.000Z')).toBe('Tue 1 Dec 2026 at 1:30 AM');
    expect(formatAppointmentTime('2026-12-01T10:00:00+04:00')).toBe('Tue 1 Dec 2026 at 10:00 AM');
  });

  it('writes a length in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(75)).toBe('1 h 15 min');
    expect(formatDuration(150)).toBe('2 h 30 min');
  });
});
