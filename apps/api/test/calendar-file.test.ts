import { describe, expect, it } from 'vitest';
import { calendarFile } from '../src/modules/grooming/calendar-file.ts';

/** Issue 31: the .ics the confirmation carries, as calendar apps read it (RFC 5545). */
const event = {
  uid: 'BK-7F3K9Q@bestpetshop.ae',
  sequence: 0,
  start: new Date('2026-11-30T06:00:00.000Z'),
  end: new Date('2026-11-30T07:15:00.000Z'),
  stamp: new Date('2026-11-28T18:25:14.000Z'),
  summary: 'Grooming: Basic Groom, Nail Trimming (BK-7F3K9Q)',
  location: 'Shop 4, Al Wasl Road; Jumeirah 1, Dubai',
  description:
    'Small dog (up to 10 kg). Total AED 150.00, paid at the shop. To cancel or move it: https://bestpetshop.ae/appointment#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  organizer: { name: 'The Best Pet Shop in Dubai', email: 'support@bestpetshop.ae' },
};

describe('calendarFile', () => {
  it('writes the appointment in UTC with escaped text, CRLF lines of at most 75 octets', () => {
    const file = calendarFile(event, 'The Best Pet Shop in Dubai');
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folded lines continue with a space; unfolded, the file reads as written.
    const unfolded = file.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'UID:BK-7F3K9Q@bestpetshop.ae',
        'SEQUENCE:0',
        'DTSTAMP:20261128T182514Z',
        'DTSTART:20261130T060000Z',
        'DTEND:20261130T071500Z',
        'SUMMARY:Grooming: Basic Groom\\, Nail Trimming (BK-7F3K9Q)',
        'LOCATION:Shop 4\\, Al Wasl Road\\; Jumeirah 1\\, Dubai',
        'ORGANIZER;CN="The Best Pet Shop in Dubai":mailto:support@bestpetshop.ae',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(unfolded.find((line) => line.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Small dog (up to 10 kg). Total AED 150.00\\, paid at the shop. To cancel or move it: https://bestpetshop.ae/appointment#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
  });

  it('never splits a character across a fold', () => {
    const file = calendarFile({ ...event, summary: 'تجميل '.repeat(30) }, 'Shop');
    for (const line of file.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const summary = file
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:${'تجميل '.repeat(30)}`);
  });

  it('writes an Arabic event with LANGUAGE=ar, folded by octets into lines that each decode', () => {
    const file = calendarFile(
      {
        ...event,
        summary: 'موعد العناية: باقة العناية الأساسية، تقليم الأظافر (BK-7F3K9Q)',
        description:
          'كلب صغير (حتى 10 كغ). الإجمالي 150.00 د.إ، يُدفع في المتجر. لإلغاء الموعد أو تغييره: https://bestpetshop.ae/ar/appointment#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
        language: 'ar',
      },
      'The Best Pet Shop in Dubai',
    );
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const lines = file.split('\r\n').slice(0, -1);
    for (const line of lines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(decoder.decode(bytes)).toBe(line);
    }
    // Folded where the octets run out: a two-octet Arabic letter is never cut in half.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThanOrEqual(3);
    const unfolded = file.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toContain(
      'SUMMARY;LANGUAGE=ar:موعد العناية: باقة العناية الأساسية، تقليم الأظافر (BK-7F3K9Q)',
    );
    expect(unfolded).toContain(
      'DESCRIPTION;LANGUAGE=ar:كلب صغير (حتى 10 كغ). الإجمالي 150.00 د.إ، يُدفع في المتجر. لإلغاء الموعد أو تغييره: https://bestpetshop.ae/ar/appointment#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    );
    // The address is the shop's as configured: no language is claimed for it.
    expect(unfolded).toContain('LOCATION:Shop 4\\, Al Wasl Road\\; Jumeirah 1\\, Dubai');
  });

  it('writes an English event without a LANGUAGE parameter, as before', () => {
    expect(calendarFile({ ...event, language: 'en' }, 'Shop')).toBe(calendarFile(event, 'Shop'));
    expect(calendarFile(event, 'Shop')).not.toContain('LANGUAGE=');
  });
});
