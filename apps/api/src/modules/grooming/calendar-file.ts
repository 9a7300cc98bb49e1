/**
 * An appointment as an iCalendar file (RFC 5545) for the confirmation mail: the customer's
 * calendar app adds it with one tap, and a moved appointment's file (same UID, a higher
 * SEQUENCE) updates the same event instead of adding a second.
 */
export interface CalendarEvent {
  /** Stable for the appointment: its reference and the shop's host. */
  uid: string;
  /** Raised with each change (a move): the later file wins. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  stamp: Date;
  /**
   * The language of the summary and description (issue 34): an Arabic file says so on them
   * (LANGUAGE=ar); an English one is written as it always was.
   */
  language?: 'en' | 'ar' | undefined;
}

/** 20261130T060000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A text value: backslash, semicolon and comma escaped; line breaks as \n. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * Content lines of at most 75 octets, continued on lines that start with a space (RFC 5545 3.1).
 * Counted in UTF-8 octets, so an Arabic line folds about twice as often as an English one, and
 * never inside a character's bytes.
 */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + (start === 0 ? 75 : 74));
    // Never split a UTF-8 character: back up to the start of one.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent, productId: string): string {
  const inLanguage = event.language === 'ar' ? ';LANGUAGE=ar' : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(productId)}//Grooming//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY${inLanguage}:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION${inLanguage}:${text(event.description)}`,
    `ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
