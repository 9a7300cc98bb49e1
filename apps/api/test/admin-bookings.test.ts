import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, mailOutbox } from '../src/db/schema.ts';
import { parseAppointment } from '../src/modules/bookings/admin-bookings.service.ts';
import { appointmentText } from '../src/modules/bookings/booking-mails.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { bookingByReference } from './helpers/bookings.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;
let colleague: TestStaff;

beforeAll(async () => {
  shop = await createTestShop();
  member = await staffSession(shop.app, shop.database);
  colleague = await staffSession(shop.app, shop.database);
});
afterAll(() => shop.close());

type Status = typeof bookings.$inferSelect.status;
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

/** A booking through the shop's own form (POST /api/bookings), answered with its row id. */
async function book(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const n = `${Date.now()}${++counter}`;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: nextIp(),
    headers,
    payload: {
      name: 'Mariam Haddad',
      email: `mariam${n}@example.ae`,
      phone: `+97155${n.slice(-7)}`,
      service: 'Cat',
      message: 'Full groom',
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return (await bookingByReference(shop, response.json().reference as string))!;
}

const setStatus = (id: number, status: Status) =>
  shop.database.db.update(bookings).set({ status }).where(eq(bookings.id, id));

const move = (id: number, body: Record<string, unknown>, who: TestStaff = member) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/status`,
    headers: who.headers,
    payload: body,
  });

/** A Dubai day `days` from now, YYYY-MM-DD. */
const dubaiDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(
    new Date(Date.now() + days * DAY_MS),
  );

/** "Fri 4 Dec 2026" for a YYYY-MM-DD day, written independently of the code under test. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');

const customerMails = async (email: string) =>
  (
    await shop.database.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, body: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email))
      .orderBy(mailOutbox.id)
  ).filter(
    // The registration's e-mail confirmation (issue 21) is not about this.
    (mail) => mail.kind !== 'booking-confirmation' && mail.kind !== 'verify-email',
  );

const auditOf = (id: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('appointment times', () => {
  const now = new Date('2026-11-20T08:00:00Z');
  it('reads a Dubai local time and an ISO time with an offset as the same moment', () => {
    expect(parseAppointment('2026-11-27T15:30', now).toISOString()).toBe(
      '2026-11-27T11:30:00.000Z',
    );
    expect(parseAppointment('2026-11-27T11:30:00Z', now).toISOString()).toBe(
      '2026-11-27T11:30:00.000Z',
    );
    expect(parseAppointment('2026-11-27T15:30:00+04:00', now).toISOString()).toBe(
      '2026-11-27T11:30:00.000Z',
    );
    expect(appointmentText(new Date('2026-11-27T11:30:00Z'))).toBe('Fri 27 Nov 2026 at 3:30 PM');
    expect(appointmentText(new Date('2026-11-26T05:05:00Z'))).toBe('Thu 26 Nov 2026 at 9:05 AM');
  });

  it('refuses a day that does not exist, text it cannot read, the past and next year', () => {
    const problem = (text: string) => {
      try {
        parseAppointment(text, now);
      } catch (error) {
        return (error as { errors?: Record<string, string[]> }).errors?.scheduledAt?.[0];
      }
      return undefined;
    };
    expect(problem('2027-02-30T10:00')).toBe('This date does not exist.');
    expect(problem('tomorrow at 3')).toBe(
      'Enter the date and time as YYYY-MM-DDTHH:mm (Dubai time).',
    );
    expect(problem('2026-11-19T10:00')).toBe('The appointment must be in the future.');
    expect(problem('2028-01-01T10:00')).toBe('The appointment must be within a year from today.');
  });
});

describe('booking status machine', () => {
  it('requested → contacted → confirmed → completed; the customer sees the time; one e-mail', async () => {
    const customer = await createCustomer(shop);
    const booking = await book({ email: customer.email }, customer.headers);

    const contacted = await move(booking.id, { status: 'contacted', note: 'Called, will confirm' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', statusLabel: 'Contacted' });
    expect(contacted.json().staffNotes).toMatch(/ · Contacted · Test staff: Called, will confirm$/);

    const day = dubaiDay(7);
    const confirmed = await move(booking.id, { status: 'confirmed', scheduledAt: `${day}T15:30` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Confirmed',
      scheduledAt: new Date(`${day}T11:30:00Z`).toISOString(),
      // Booked on the English pages: the back office shows the language of its e-mails.
      language: 'en',
    });

    const mine = await shop.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: customer.headers,
    });
    expect(mine.json().data[0]).toMatchObject({
      reference: booking.reference,
      status: 'confirmed',
      scheduled_at: new Date(`${day}T11:30:00Z`).toISOString(),
    });

    expect((await move(booking.id, { status: 'completed' })).statusCode).toBe(200);
    const mails = await customerMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'booking-confirmed',
      subject: `Your grooming appointment ${booking.reference} is confirmed for ${dayText(day)} at 3:30 PM`,
    });
    expect(mails[0]!.body).toContain(`Date and time: ${dayText(day)} at 3:30 PM (Dubai time)`);
    // The account's address is not confirmed yet: no name (decision 082).
    expect(mails[0]!.body.startsWith('Hello,\n')).toBe(true);

    const audit = await auditOf(booking.id);
    expect(audit.map((entry) => [entry.action, entry.staffEmail])).toEqual([
      ['booking.status', member.staff.email],
      ['booking.status', member.staff.email],
      ['booking.status', member.staff.email],
    ]);
    expect(audit[1]!.before).toEqual({ status: 'contacted', scheduledAt: null });
  });

  it('a confirmed booking can be moved to a new time: one more e-mail, the same time twice is a 409', async () => {
    const booking = await book();
    const first = `${dubaiDay(3)}T10:00`;
    expect((await move(booking.id, { status: 'confirmed', scheduledAt: first })).statusCode).toBe(
      200,
    );
    const again = await move(booking.id, { status: 'confirmed', scheduledAt: first });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `This booking is already confirmed for ${dayText(dubaiDay(3))} at 10:00 AM.`,
    });
    const later = `${dubaiDay(4)}T16:45`;
    const moved = await move(booking.id, { status: 'confirmed', scheduledAt: later });
    expect(moved.statusCode).toBe(200);
    const mails = await customerMails(booking.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirmed', 'booking-rescheduled']);
    expect(mails[1]!.subject).toBe(
      `New time for your grooming appointment ${booking.reference}: ${dayText(dubaiDay(4))} at 4:45 PM`,
    );
    expect((await auditOf(booking.id)).map((entry) => entry.action)).toEqual([
      'booking.status',
      'booking.reschedule',
    ]);
  });

  it('cancelling e-mails the customer once; the customer no longer sees a time', async () => {
    const customer = await createCustomer(shop);
    const booking = await book({ email: customer.email }, customer.headers);
    await move(booking.id, { status: 'confirmed', scheduledAt: `${dubaiDay(2)}T12:00` });
    const cancelled = await move(booking.id, { status: 'cancelled', note: 'Owner ill' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', statusLabel: 'Cancelled' });
    const mails = await customerMails(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirmed', 'booking-cancelled']);
    expect(mails[1]!.subject).toBe(`Your grooming booking ${booking.reference} was cancelled`);
    // Staff notes are the shop's: never in the customer's e-mail.
    expect(mails[1]!.body).not.toContain('Owner ill');
    const mine = await shop.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: customer.headers,
    });
    expect(mine.json().data[0]).toMatchObject({ status: 'cancelled', scheduled_at: null });
  });

  const allowed: [Status, string][] = [
    ['requested', 'contacted'],
    ['requested', 'confirmed'],
    ['requested', 'cancelled'],
    ['contacted', 'confirmed'],
    ['contacted', 'cancelled'],
    ['confirmed', 'confirmed'],
    ['confirmed', 'completed'],
    ['confirmed', 'no_show'],
    ['confirmed', 'cancelled'],
  ];
  it.each(allowed)('allows %s → %s', async (from, to) => {
    const booking = await book();
    await shop.database.db
      .update(bookings)
      .set({
        status: from,
        scheduledAt: from === 'confirmed' ? new Date(Date.now() + DAY_MS) : null,
      })
      .where(eq(bookings.id, booking.id));
    const response = await move(booking.id, {
      status: to,
      ...(to === 'confirmed' ? { scheduledAt: `${dubaiDay(5)}T09:15` } : {}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(to);
    const [row] = await shop.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe(to);
  });

  const refused: [Status, string, string][] = [
    [
      'requested',
      'completed',
      'This booking is New: only a Confirmed booking can be marked completed.',
    ],
    [
      'requested',
      'no_show',
      'This booking is New: only a Confirmed booking can be marked no-show.',
    ],
    ['contacted', 'contacted', 'This booking is already Contacted.'],
    [
      'contacted',
      'completed',
      'This booking is Contacted: only a Confirmed booking can be marked completed.',
    ],
    [
      'contacted',
      'no_show',
      'This booking is Contacted: only a Confirmed booking can be marked no-show.',
    ],
    [
      'confirmed',
      'contacted',
      'This booking is Confirmed: only a New booking can be marked contacted.',
    ],
    ['completed', 'cancelled', 'This booking is Completed and cannot change any more.'],
    ['completed', 'confirmed', 'This booking is Completed and cannot change any more.'],
    ['completed', 'no_show', 'This booking is Completed and cannot change any more.'],
    ['cancelled', 'confirmed', 'This booking is Cancelled and cannot change any more.'],
    ['cancelled', 'contacted', 'This booking is Cancelled and cannot change any more.'],
    ['cancelled', 'cancelled', 'This booking is already Cancelled.'],
    ['no_show', 'completed', 'This booking is No-show and cannot change any more.'],
    ['no_show', 'cancelled', 'This booking is No-show and cannot change any more.'],
  ];
  it.each(refused)('refuses %s → %s with 409', async (from, to, message) => {
    const booking = await book();
    await setStatus(booking.id, from);
    const response = await move(booking.id, {
      status: to,
      ...(to === 'confirmed' ? { scheduledAt: `${dubaiDay(5)}T09:15` } : {}),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message });
    const [row] = await shop.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe(from);
    expect(await auditOf(booking.id)).toEqual([]);
    expect(await customerMails(booking.email)).toEqual([]);
  });

  it('asks for the time to confirm, and refuses a time for anything else or an unknown status', async () => {
    const booking = await book();
    const missing = await move(booking.id, { status: 'confirmed' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      scheduledAt: ['Enter the date and time of the appointment.'],
    });
    const past = await move(booking.id, { status: 'confirmed', scheduledAt: '2020-01-01T10:00' });
    expect(past.json().errors).toEqual({ scheduledAt: ['The appointment must be in the future.'] });
    const extra = await move(booking.id, {
      status: 'contacted',
      scheduledAt: `${dubaiDay(2)}T10:00`,
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({
      scheduledAt: ['Only a confirmation takes a date and time.'],
    });
    const unknown = await move(booking.id, { status: 'requested' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.status).toEqual([
      'The status must be contacted, confirmed, completed, cancelled or no_show.',
    ]);
    const [row] = await shop.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('requested');
    const nobody = await move(999_999, { status: 'contacted' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ message: 'No booking has this id.' });
  });

  it(`two staff confirming one booking at once: one 200, one 409, one e-mail${raceNote}`, async () => {
    const booking = await book();
    const when = `${dubaiDay(6)}T11:00`;
    const answers = await Promise.all([
      move(booking.id, { status: 'confirmed', scheduledAt: when }, member),
      move(booking.id, { status: 'confirmed', scheduledAt: when }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      message: `This booking is already confirmed for ${dayText(dubaiDay(6))} at 11:00 AM.`,
    });
    expect((await customerMails(booking.email)).map((mail) => mail.kind)).toEqual([
      'booking-confirmed',
    ]);
    expect(await auditOf(booking.id)).toHaveLength(1);
  });

  it(`two staff cancelling one booking at once: one 200, one 409, one e-mail${raceNote}`, async () => {
    const booking = await book();
    const answers = await Promise.all([
      move(booking.id, { status: 'cancelled' }, member),
      move(booking.id, { status: 'cancelled' }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      message: 'This booking is already Cancelled.',
    });
    expect((await customerMails(booking.email)).map((mail) => mail.kind)).toEqual([
      'booking-cancelled',
    ]);
  });
});

describe('booking list, page and notes', () => {
  it('searches by reference, name, e-mail and phone; filters by status and day; pages with a total', async () => {
    const tag = `Zq${Date.now()}`;
    const a = await book({ name: `Aisha ${tag}`, phone: '+971501112233' });
    const b = await book({ name: `Omar ${tag}` });
    const c = await book({ name: `Layla ${tag}` });
    await move(b.id, { status: 'confirmed', scheduledAt: `${dubaiDay(9)}T10:00` });
    await move(c.id, { status: 'confirmed', scheduledAt: `${dubaiDay(8)}T10:00` });
    const list = (query: string) =>
      shop.app.inject({
        method: 'GET',
        url: `/api/admin/bookings?${query}`,
        headers: member.headers,
      });

    const byName = await list(`q=${tag}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().total).toBe(3);
    // Newest request first.
    expect(byName.json().items.map((row: { id: number }) => row.id)).toEqual([c.id, b.id, a.id]);
    expect(byName.json().items[2]).toMatchObject({
      reference: a.reference,
      statusLabel: 'New',
      scheduledAt: null,
      staffNotes: '',
    });

    const byReference = await list(`q=${a.reference.toLowerCase().replace('-', '')}`);
    expect(byReference.json().items.map((row: { id: number }) => row.id)).toEqual([a.id]);
    const byEmail = await list(`q=${encodeURIComponent(b.email.toUpperCase())}`);
    expect(byEmail.json().items.map((row: { id: number }) => row.id)).toEqual([b.id]);
    const byPhone = await list(`q=${encodeURIComponent('050 111 2233')}`);
    expect(byPhone.json().items.map((row: { id: number }) => row.id)).toContain(a.id);

    const confirmed = await list(`q=${tag}&status=confirmed&sort=scheduled`);
    expect(confirmed.json().items.map((row: { id: number }) => row.id)).toEqual([c.id, b.id]);
    const onDay = await list(`q=${tag}&from=${dubaiDay(9)}&to=${dubaiDay(9)}`);
    expect(onDay.json().items.map((row: { id: number }) => row.id)).toEqual([b.id]);
    const requestedToday = await list(`q=${tag}&dateOf=request&from=${dubaiDay(0)}`);
    expect(requestedToday.json().total).toBe(3);

    const paged = await list(`q=${tag}&pageSize=2&page=2`);
    expect(paged.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.json().items.map((row: { id: number }) => row.id)).toEqual([a.id]);

    const bad = await list('status=booked');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'Unknown booking status.',
      errors: { 'status.0': ['Unknown booking status.'] },
    });

    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${a.id}`,
      headers: member.headers,
    });
    expect(page.json()).toMatchObject({
      id: a.id,
      name: `Aisha ${tag}`,
      phone: '+971501112233',
      service: 'Cat',
      message: 'Full groom',
    });
  });

  it('saves staff notes, audited, and refuses notes that are too long', async () => {
    const booking = await book();
    const save = (staffNotes: unknown) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${booking.id}/notes`,
        headers: member.headers,
        payload: { staffNotes },
      });
    const saved = await save('  Prefers mornings.\r\nNervous cat.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().staffNotes).toBe('Prefers mornings.\nNervous cat.');
    const [row] = await shop.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.staffNotes).toBe('Prefers mornings.\nNervous cat.');
    const audit = await auditOf(booking.id);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['booking.notes', { staffNotes: '' }, { staffNotes: 'Prefers mornings.\nNervous cat.' }],
    ]);
    const tooLong = await save('x'.repeat(5001));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      staffNotes: ['The notes may not be greater than 5,000 characters.'],
    });
    // A move's note is added under what is there.
    await move(booking.id, { status: 'contacted', note: 'Left a voicemail' });
    const [after] = await shop.database.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [booking.id]));
    expect(after!.staffNotes).toMatch(
      /^Prefers mornings\.\nNervous cat\.\n\d{1,2} \w{3} \d{4} \d{2}:\d{2} · Contacted · Test staff: Left a voicemail$/,
    );
  });
});
