import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, groomingServices } from '../src/db/schema.ts';
import { appointmentText } from '../src/modules/bookings/booking-mails.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addGroomer } from './helpers/grooming.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { linkToken, outboxTo } from './helpers/mails.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/** Issue 31: the back office's calendar, phone bookings, moves and requests given a time. */
const TAKEN = 'That time was just taken, please pick another.';
let shop: TestShop;
let member: TestStaff;
let customer: TestCustomer;
let basicGroom: number;
let nailTrim: number;
let hana: number;
let tariq: number;

/** Every day from 09:00 to 13:00 and 14:00 to 18:00, Dubai time. */
const WITH_LUNCH: [string, string][] = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];

beforeAll(async () => {
  shop = await createTestShop({ BOOKING_RATE_LIMIT: '1000' });
  const services = await shop.database.db.select().from(groomingServices);
  basicGroom = services.find((service) => service.name === 'Basic Groom')!.id;
  nailTrim = services.find((service) => service.name === 'Nail Trimming')!.id;
  hana = await addGroomer(shop, 'Hana', WITH_LUNCH);
  tariq = await addGroomer(shop, 'Tariq', WITH_LUNCH);
  member = await staffSession(shop.app, shop.database);
  customer = await createCustomer(shop, 'Reem Al Falasi');
});
afterAll(() => shop.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** The Dubai day `n` days from now, YYYY-MM-DD. */
const dubaiDay = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(
    new Date(Date.now() + n * DAY_MS),
  );
const at = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`).toISOString();

const get = (url: string, headers: Record<string, string> = member.headers) =>
  shop.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = member.headers) =>
  shop.app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() });

/** Booked by a customer on the website, as the shop's booking page does; its row. */
async function bookOnline(startsAt: string, email: string) {
  const answer = await post(
    '/api/appointments',
    {
      service_id: basicGroom,
      pet_size: 'cat',
      starts_at: startsAt,
      name: 'Layla Nasser',
      phone: '+971 50 765 4321',
      email,
    },
    {},
  );
  expect(answer.statusCode).toBe(201);
  const [row] = await shop.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, answer.json().appointment.reference));
  return row!;
}

describe('who may use the calendar', () => {
  it('refuses a visitor and a customer’s token', async () => {
    const day = dubaiDay(2);
    for (const headers of [{}, customer.headers]) {
      const read = await get(`/api/admin/appointments?from=${day}&to=${day}`, headers);
      expect(read.statusCode).toBe(401);
      const create = await post('/api/admin/appointments', {}, headers);
      expect(create.statusCode).toBe(401);
      const move = await post('/api/admin/appointments/1/move', {}, headers);
      expect(move.statusCode).toBe(401);
    }
  });
});

describe('the calendar', () => {
  it('shows each groomer’s working hours and the appointments of the days', async () => {
    const day = dubaiDay(3);
    const booked = await bookOnline(at(day, '10:00'), 'calendar.read@example.ae');
    const answer = await get(`/api/admin/appointments?from=${day}&to=${dubaiDay(9)}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.groomers.map((groomer: { name: string }) => groomer.name)).toEqual([
      'Hana',
      'Tariq',
    ]);
    const hours = body.groomers[0].working.filter((each: { date: string }) => each.date === day);
    expect(hours).toEqual([
      { date: day, start_minute: 540, end_minute: 780 },
      { date: day, start_minute: 840, end_minute: 1080 },
    ]);
    expect(body.groomers[0].working).toHaveLength(14);
    expect(body.appointments).toContainEqual({
      id: booked.id,
      reference: booked.reference,
      groomer_id: hana,
      starts_at: at(day, '10:00'),
      ends_at: at(day, '11:00'),
      status: 'confirmed',
      name: 'Layla Nasser',
      phone: booked.phone,
      email: 'calendar.read@example.ae',
      pet_size: 'cat',
      services: ['Basic Groom'],
      price: expect.any(Number),
    });
  });

  it('refuses a range it cannot show, saying why', async () => {
    const tooLong = await get(`/api/admin/appointments?from=${dubaiDay(0)}&to=${dubaiDay(20)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('Show at most 14 days at once.');
    const backwards = await get(`/api/admin/appointments?from=${dubaiDay(3)}&to=${dubaiDay(1)}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe('The last day must not be before the first.');
    const noDay = await get('/api/admin/appointments?from=2026-02-30&to=2026-03-01');
    expect(noDay.statusCode).toBe(422);
  });
});

describe('an appointment for a customer on the phone', () => {
  it('shows the free times per groomer, books the chosen one, mails the customer and audits it', async () => {
    const day = dubaiDay(4);
    const free = await get(
      `/api/admin/appointments/slots?date=${day}&service_id=${basicGroom}&pet_size=dog_small&add_on_ids=${nailTrim}`,
    );
    expect(free.statusCode).toBe(200);
    const slots = free.json();
    expect(slots).toMatchObject({ date: day, duration_minutes: 75, price: 150 });
    const tariqsTimes = slots.groomers.find((groomer: { id: number }) => groomer.id === tariq);
    expect(tariqsTimes.slots[0]).toEqual({ starts_at: at(day, '09:00'), time: '09:00' });
    // 75 minutes fit before the 13:00 break from 11:30 at the latest.
    expect(tariqsTimes.slots.map((slot: { time: string }) => slot.time)).toContain('11:30');
    expect(tariqsTimes.slots.map((slot: { time: string }) => slot.time)).not.toContain('12:00');

    const email = 'phone.customer@example.ae';
    const payload = {
      service_id: basicGroom,
      add_on_ids: [nailTrim],
      pet_size: 'dog_small',
      starts_at: at(day, '09:00'),
      groomer_id: tariq,
      name: 'Omar Saleh',
      phone: '+971 55 987 6543',
      email,
    };
    const created = await post('/api/admin/appointments', payload);
    expect(created.statusCode).toBe(201);
    const { appointment } = created.json();
    expect(appointment).toMatchObject({
      groomer_id: tariq,
      starts_at: at(day, '09:00'),
      ends_at: at(day, '10:15'),
      status: 'confirmed',
      name: 'Omar Saleh',
      services: ['Basic Groom', 'Nail Trimming'],
      price: 150,
    });
    const [mail] = await outboxTo(shop, email, 'appointment-confirmation');
    expect(mail?.subject).toContain(appointment.reference);
    expect(mail?.textBody).toMatch(/\/appointment#token=[\w-]{43}/);
    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.create'), eq(auditLog.entityType, 'booking')));
    expect(audit.map((row) => row.entityId)).toContain(String(appointment.id));
    expect(audit.find((row) => row.entityId === String(appointment.id))!.staffId).toBe(
      member.staff.id,
    );

    // The same groomer at the same time again: taken. Hana is still free then.
    const again = await post('/api/admin/appointments', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TAKEN });
    const anyone = await post('/api/admin/appointments', { ...payload, groomer_id: undefined });
    expect(anyone.statusCode).toBe(201);
    expect(anyone.json().appointment.groomer_id).toBe(hana);
    const nobody = await post('/api/admin/appointments', { ...payload, groomer_id: undefined });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json()).toEqual({ message: TAKEN });
  });

  it('asks for what is missing, field by field', async () => {
    const answer = await post('/api/admin/appointments', {
      service_id: basicGroom,
      pet_size: 'cat',
      starts_at: at(dubaiDay(4), '15:00'),
      name: 'No Mail',
      phone: '+971 55 000 0000',
      email: 'not an address',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.email).toEqual([
      'Enter a valid email address: the confirmation goes there.',
    ]);
    const unknownGroomer = await post('/api/admin/appointments', {
      service_id: basicGroom,
      pet_size: 'cat',
      starts_at: at(dubaiDay(4), '15:00'),
      groomer_id: 999_999,
      name: 'Nobody',
      phone: '+971 55 000 0000',
      email: 'nobody@example.ae',
    });
    expect(unknownGroomer.statusCode).toBe(422);
    expect(unknownGroomer.json().message).toBe('No active groomer has this id.');
  });
});

describe('moving an appointment by picking a free time', () => {
  it('offers its own length, moves it (the customer gets the new time) and refuses a taken time', async () => {
    const day = dubaiDay(5);
    const email = 'move.me@example.ae';
    const mine = await bookOnline(at(day, '09:00'), email);
    const other = await bookOnline(at(day, '15:00'), 'in.the.way@example.ae');
    expect([mine.groomerId, other.groomerId]).toEqual([hana, hana]);

    const free = await get(`/api/admin/appointments/${mine.id}/slots?date=${day}`);
    expect(free.statusCode).toBe(200);
    const hanas = free
      .json()
      .groomers.find((groomer: { id: number }) => groomer.id === hana)
      .slots.map((slot: { time: string }) => slot.time);
    // Its own time is free for itself; the other appointment's hour is not.
    expect(hanas).toContain('09:00');
    expect(hanas).not.toContain('15:00');
    expect(hanas).not.toContain('14:30');
    expect(hanas).toContain('16:00');

    const moved = await post(`/api/admin/appointments/${mine.id}/move`, {
      starts_at: at(day, '16:00'),
      groomer_id: hana,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({
      starts_at: at(day, '16:00'),
      ends_at: at(day, '17:00'),
      groomer_id: hana,
    });
    const mails = await outboxTo(shop, email, 'booking-rescheduled');
    expect(mails).toHaveLength(1);
    const when = appointmentText(new Date(at(day, '16:00')));
    expect(mails[0]!.subject).toBe(
      `New time for your grooming appointment ${mine.reference}: ${when}`,
    );
    expect(mails[0]!.textBody).toContain(when);
    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'booking.reschedule'), eq(auditLog.entityId, String(mine.id))),
      );
    expect(audit).toHaveLength(1);

    // Onto the other appointment's time with the same groomer: taken, nothing changes.
    const onto = await post(`/api/admin/appointments/${mine.id}/move`, {
      starts_at: at(day, '15:00'),
      groomer_id: hana,
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toEqual({ message: TAKEN });
    // Another groomer is free then.
    const toTariq = await post(`/api/admin/appointments/${mine.id}/move`, {
      starts_at: at(day, '15:00'),
      groomer_id: tariq,
    });
    expect(toTariq.statusCode).toBe(200);
    expect(toTariq.json().appointment.groomer_id).toBe(tariq);
    expect(await outboxTo(shop, email, 'booking-rescheduled')).toHaveLength(2);
  });

  it('refuses a cancelled appointment and an unknown one', async () => {
    const day = dubaiDay(6);
    const row = await bookOnline(at(day, '11:00'), 'cancel.then.move@example.ae');
    const cancelled = await post(`/api/admin/bookings/${row.id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    const move = await post(`/api/admin/appointments/${row.id}/move`, {
      starts_at: at(day, '16:00'),
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(
      'This appointment is cancelled: only a confirmed one can be moved.',
    );
    const unknown = await post('/api/admin/appointments/999999/move', {
      starts_at: at(day, '16:00'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No appointment has this id.');
  });
});

describe('a booking request given a time', () => {
  it('becomes the appointment, confirmed, and the customer is e-mailed', async () => {
    const email = 'request.to.time@example.ae';
    const requested = await post(
      '/api/bookings',
      {
        name: 'Hind Al Falasi',
        email,
        phone: '+971 55 765 4321',
        service: 'Dog',
        message: 'Full groom please',
      },
      {},
    );
    expect(requested.statusCode).toBe(201);
    const [request] = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, requested.json().reference));
    const day = dubaiDay(7);
    const answer = await post(`/api/admin/bookings/${request!.id}/appointment`, {
      service_id: basicGroom,
      pet_size: 'dog_medium',
      starts_at: at(day, '14:00'),
      groomer_id: tariq,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().appointment).toMatchObject({
      id: request!.id,
      reference: request!.reference,
      groomer_id: tariq,
      status: 'confirmed',
      starts_at: at(day, '14:00'),
      pet_size: 'dog_medium',
      services: ['Basic Groom'],
    });
    const [row] = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, request!.id));
    expect(row).toMatchObject({
      status: 'confirmed',
      groomerId: tariq,
      message: 'Full groom please',
    });
    expect(row!.endsAt!.getTime() - row!.scheduledAt!.getTime()).toBeGreaterThan(0);
    // The website's confirmation: its calendar file and a private link that opens this appointment.
    const [mail] = await outboxTo(shop, email, 'appointment-confirmation');
    expect(mail?.subject).toBe(
      `Your grooming appointment on ${appointmentText(new Date(at(day, '14:00')))} is confirmed (${request!.reference})`,
    );
    const token = await linkToken(shop, email, 'appointment-confirmation', '/appointment');
    const byLink = await shop.app.inject({
      method: 'POST',
      url: '/api/appointments/manage',
      payload: { token },
    });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().appointment).toMatchObject({
      reference: request!.reference,
      starts_at: at(day, '14:00'),
    });
    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'booking.appointment'), eq(auditLog.entityId, String(row!.id))),
      );
    expect(audit).toHaveLength(1);

    // Once only; and a time Tariq holds is taken for another request.
    const again = await post(`/api/admin/bookings/${request!.id}/appointment`, {
      service_id: basicGroom,
      pet_size: 'dog_medium',
      starts_at: at(day, '16:00'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This booking is already an appointment: move it in the calendar.',
    );
    const second = await post(
      '/api/bookings',
      {
        name: 'Sara',
        email: 'second.request@example.ae',
        phone: '+971 55 111 2222',
        service: 'Cat',
      },
      {},
    );
    const [secondRow] = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, second.json().reference));
    const onto = await post(`/api/admin/bookings/${secondRow!.id}/appointment`, {
      service_id: basicGroom,
      pet_size: 'cat',
      starts_at: at(day, '14:30'),
      groomer_id: tariq,
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toEqual({ message: TAKEN });
  });
});
