import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, groomingServices } from '../src/db/schema.ts';
import { createGroomingService } from '../src/modules/grooming/grooming.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addGroomer } from './helpers/grooming.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { linkToken, outboxTo } from './helpers/mails.ts';
import { staffSession } from './helpers/staff.ts';

/** Issue 31: the price before booking, the free slots, and a confirmed appointment on one. */
let shop: TestShop;
let basicGroom: number;
let fullGroom: number;
let nailTrim: number;

beforeAll(async () => {
  shop = await createTestShop({ BOOKING_RATE_LIMIT: '1000' });
  const services = await shop.database.db.select().from(groomingServices);
  const id = (name: string) => services.find((service) => service.name === name)!.id;
  basicGroom = id('Basic Groom');
  fullGroom = id('Full Groom');
  nailTrim = id('Nail Trimming');
});
afterAll(() => shop.close());

const slots = (query: string) =>
  shop.app.inject({ method: 'GET', url: `/api/grooming/slots?${query}` });

const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/appointments',
    remoteAddress: nextIp(),
    headers,
    payload: {
      service_id: basicGroom,
      pet_size: 'dog_small',
      name: 'Reem Al Falasi',
      phone: '+971 50 222 3344',
      email: 'reem@example.ae',
      ...payload,
    },
  });

describe('GET /api/grooming/services', () => {
  it('lists the spec’s packages and the add-ons with a duration and a price per pet', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/grooming/services' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ window_days: 14, notice_minutes: 120 });
    expect(body.services.map((service: { name: string }) => service.name)).toEqual([
      'Basic Groom',
      'Full Groom',
      'Nail Trimming',
      'Teeth Cleaning',
    ]);
    const basic = body.services[0];
    expect(basic.kind).toBe('package');
    expect(basic.prices).toContainEqual({
      pet_size: 'dog_small',
      duration_minutes: 60,
      price: 120,
    });
    expect(basic.prices).toContainEqual({
      pet_size: 'dog_large',
      duration_minutes: 90,
      price: 190,
    });
    const full = body.services[1];
    expect(full.prices.map((price: { pet_size: string }) => price.pet_size)).not.toContain('bird');
  });
});

describe('GET /api/grooming/slots and POST /api/appointments', () => {
  it('shows no slots while no groomer works', async () => {
    const answer = await slots(`service_id=${basicGroom}&pet_size=dog_small`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ duration_minutes: 60, price: 120, days: [] });
  });

  it('prices the package and its add-ons for the pet, and offers free times in Dubai time', async () => {
    await addGroomer(shop, 'Hana');
    const answer = await slots(
      `service_id=${fullGroom}&pet_size=dog_medium&add_on_ids=${nailTrim}`,
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ duration_minutes: 135, price: 260 });
    expect(body.days.length).toBeGreaterThanOrEqual(13);
    const slot = body.days[1].slots[0];
    expect(slot).toEqual({ starts_at: expect.any(String), time: '08:00' });
    expect(new Date(slot.starts_at).toISOString()).toBe(
      new Date(`${body.days[1].date}T08:00:00+04:00`).toISOString(),
    );
  });

  it('refuses what is not offered, saying what', async () => {
    const bird = await slots(`service_id=${fullGroom}&pet_size=bird`);
    expect(bird.statusCode).toBe(422);
    expect(bird.json().message).toBe('Full Groom is not offered for a bird.');
    const addOnAsPackage = await slots(`service_id=${nailTrim}&pet_size=cat`);
    expect(addOnAsPackage.statusCode).toBe(422);
    expect(addOnAsPackage.json().message).toBe('This grooming package is not offered.');
    const noSize = await slots(`service_id=${basicGroom}&pet_size=horse`);
    expect(noSize.statusCode).toBe(422);
    expect(noSize.json().message).toBe('Choose your pet and its size.');
  });

  it('books a free slot as a confirmed appointment with its price, and it leaves the availability', async () => {
    const customer = await createCustomer(shop, 'Reem Al Falasi');
    const before = (await slots(`service_id=${basicGroom}&pet_size=dog_small`)).json();
    const day = before.days[2];
    const chosen = day.slots[4];
    const answer = await book(
      { starts_at: chosen.starts_at, add_on_ids: [nailTrim], notes: 'Coco is shy.' },
      customer.headers,
    );
    expect(answer.statusCode).toBe(201);
    const { appointment } = answer.json();
    expect(appointment).toEqual({
      reference: expect.stringMatching(/^BK-[2-9A-HJKMNP-Z]{6}$/),
      status: 'confirmed',
      starts_at: new Date(chosen.starts_at).toISOString(),
      ends_at: new Date(new Date(chosen.starts_at).getTime() + 75 * 60_000).toISOString(),
      pet_size: 'dog_small',
      services: [
        { name: 'Basic Groom', price: 120, duration_minutes: 60 },
        { name: 'Nail Trimming', price: 30, duration_minutes: 15 },
      ],
      price: 150,
      groomer: 'Hana',
    });
    // In the bookings inbox as the spec's fields, confirmed, with its groomer.
    const [row] = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, appointment.reference));
    expect(row).toMatchObject({
      service: 'Dog',
      message: 'Grooming Package: Basic Groom  Notes: Coco is shy.',
      status: 'confirmed',
      userId: customer.id,
      priceFils: 15000,
    });
    // Gone from the free times, and the ones it overlaps too (a 60-minute slot starting
    // 30 minutes before it would run into it).
    const after = (await slots(`service_id=${basicGroom}&pet_size=dog_small`)).json();
    const times = after.days.find((each: { date: string }) => each.date === day.date).slots;
    const starts = times.map((slot: { starts_at: string }) => slot.starts_at);
    expect(starts).not.toContain(chosen.starts_at);
    expect(starts).not.toContain(day.slots[3].starts_at);
    expect(starts).toContain(day.slots[7].starts_at);

    const mails = await outboxTo(shop, 'reem@example.ae', 'appointment-confirmation');
    const confirmation = mails.find((mail) => mail.subject.includes(appointment.reference));
    expect(confirmation?.subject).toMatch(
      /^Your grooming appointment on \w{3} \d{1,2} \w{3} \d{4} at \d{1,2}:\d{2} [AP]M is confirmed \(BK-\w{6}\)$/,
    );
    expect(confirmation?.textBody).toContain('Total: AED 150.00, paid at the shop.');
    // With the appointment as a calendar file.
    expect(confirmation?.attachments).toEqual([
      {
        filename: `grooming-${appointment.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: expect.stringContaining(
          `DTSTART:${appointment.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
        ),
      },
    ]);
    expect(confirmation!.attachments![0]!.content).toContain(`UID:${appointment.reference}@`);
    const staffMails = await outboxTo(shop, shop.config.SUPPORT_EMAIL, 'appointment-new');
    expect(
      staffMails.some((mail) =>
        mail.subject.startsWith(`New grooming appointment ${appointment.reference}`),
      ),
    ).toBe(true);

    const again = await book({ starts_at: chosen.starts_at });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'That time was just taken, please pick another.' });
  });

  it(`gives the last free time to one of twenty customers racing for it${raceNote}`, async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const target = free.days.at(-1).slots.at(-1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        book({ starts_at: target.starts_at, pet_size: 'cat', email: `racer${n}@example.ae` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json()).toEqual({ message: 'That time was just taken, please pick another.' });
    }
    const held = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.scheduledAt, new Date(target.starts_at)));
    expect(held).toHaveLength(1);
  });

  it('gives a second groomer’s time when the first is taken, and the cancelled time back', async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=other`)).json();
    const target = free.days[3].slots[2];
    const first = await book({ starts_at: target.starts_at, pet_size: 'other' });
    expect(first.statusCode).toBe(201);
    await addGroomer(shop, 'Tariq');
    const second = await book({ starts_at: target.starts_at, pet_size: 'other' });
    expect(second.statusCode).toBe(201);
    expect(second.json().appointment.groomer).toBe('Tariq');
    const third = await book({ starts_at: target.starts_at, pet_size: 'other' });
    expect(third.statusCode).toBe(409);

    // Staff cancel the first: its time is free again.
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const [row] = await shop.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.reference, first.json().appointment.reference));
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${row!.id}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const fourth = await book({ starts_at: target.starts_at, pet_size: 'other' });
    expect(fourth.statusCode).toBe(201);
  });

  it('refuses staff moving an appointment onto a time its groomer holds', async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=dog_large`)).json();
    const day = free.days[5];
    const [a, b] = [day.slots[0], day.slots[8]];
    const first = await book({ starts_at: a.starts_at, pet_size: 'dog_large' });
    const second = await book({ starts_at: b.starts_at, pet_size: 'dog_large' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const [row] = await shop.database.db
      .select({ id: bookings.id, groomerId: bookings.groomerId })
      .from(bookings)
      .where(eq(bookings.reference, second.json().appointment.reference));
    // Both with the same groomer (the first free one).
    expect(first.json().appointment.groomer).toBe(second.json().appointment.groomer);
    const onto = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${row!.id}/status`,
      headers: owner.headers,
      payload: { status: 'confirmed', scheduledAt: a.starts_at },
    });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toEqual({ message: 'That time was just taken, please pick another.' });
    // A free time moves it, the whole appointment with it.
    const later = day.slots.at(-1);
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${row!.id}/status`,
      headers: owner.headers,
      payload: { status: 'confirmed', scheduledAt: later.starts_at },
    });
    expect(moved.statusCode).toBe(200);
    const [after] = await shop.database.db.select().from(bookings).where(eq(bookings.id, row!.id));
    expect(after!.scheduledAt!.toISOString()).toBe(new Date(later.starts_at).toISOString());
    expect(after!.endsAt!.getTime() - after!.scheduledAt!.getTime()).toBe(90 * 60_000);
    // The Today screen lists the next appointments with their groomers.
    const today = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: owner.headers,
    });
    const next = today.json().bookings.next as { groomer: string | null; startsAt: string }[];
    expect(next.length).toBe(5);
    expect(
      next.every(
        (appointment) => appointment.groomer === 'Hana' || appointment.groomer === 'Tariq',
      ),
    ).toBe(true);
    expect(next.map((appointment) => appointment.startsAt)).toEqual(
      [...next.map((appointment) => appointment.startsAt)].sort(),
    );
  });
});

describe('the private link of an appointment, and its reminder', () => {
  const DEAD =
    'This link no longer works: the appointment was cancelled or moved (the newest e-mail has its link).';
  const manage = (token: string, action = '') =>
    shop.app.inject({
      method: 'POST',
      url: `/api/appointments/manage${action}`,
      payload: { token },
    });

  /** Books `slot` for a new address and answers the token its confirmation mail carries. */
  async function bookWithLink(startsAt: string, email: string) {
    const answer = await book({ starts_at: startsAt, email, pet_size: 'cat' });
    expect(answer.statusCode).toBe(201);
    return {
      appointment: answer.json().appointment,
      token: await linkToken(shop, email, 'appointment-confirmation', '/appointment'),
    };
  }

  it('shows the appointment, cancels it up to a day before, and dies with it; another’s link cannot touch it', async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const day = free.days[6];
    const mine = await bookWithLink(day.slots[0].starts_at, 'link.one@example.ae');
    const theirs = await bookWithLink(day.slots[6].starts_at, 'link.two@example.ae');

    const shown = await manage(mine.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      appointment: mine.appointment,
      can_change: true,
      service_id: basicGroom,
      add_on_ids: [],
    });

    const cancelled = await manage(mine.token, '/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      reference: mine.appointment.reference,
      status: 'cancelled',
    });
    const [theirRow] = await shop.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.reference, theirs.appointment.reference));
    expect(theirRow!.status).toBe('confirmed');
    for (const action of ['', '/cancel']) {
      const dead = await manage(mine.token, action);
      expect(dead.statusCode).toBe(404);
      expect(dead.json()).toEqual({ message: DEAD });
    }
    const again = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const times = again.days.find((each: { date: string }) => each.date === day.date).slots;
    expect(times.map((slot: { starts_at: string }) => slot.starts_at)).toContain(
      day.slots[0].starts_at,
    );
    const [mail] = await outboxTo(shop, 'link.one@example.ae', 'booking-cancelled');
    expect(mail?.subject).toBe(`Your grooming booking ${mine.appointment.reference} was cancelled`);
  });

  it('refuses a change online within a day of the start, saying whom to call', async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const soon = await bookWithLink(free.days[0].slots[0].starts_at, 'link.soon@example.ae');
    const shown = (await manage(soon.token)).json();
    expect(shown.can_change).toBe(false);
    const refused = await manage(soon.token, '/cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `Appointments can be cancelled or moved online up to 24 hours before they start. Please call us on ${shop.config.SUPPORT_PHONE}.`,
    });
  });

  it('moves it to another free time with a new link; the old link dies and the old time is free', async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const day = free.days[8];
    const booked = await bookWithLink(day.slots[0].starts_at, 'link.move@example.ae');
    const target = day.slots[10].starts_at;
    const moved = await shop.app.inject({
      method: 'POST',
      url: '/api/appointments/manage/move',
      payload: { token: booked.token, starts_at: target },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({
      reference: booked.appointment.reference,
      starts_at: new Date(target).toISOString(),
      price: booked.appointment.price,
    });
    expect((await manage(booked.token)).statusCode).toBe(404);
    const fresh = await linkToken(
      shop,
      'link.move@example.ae',
      'appointment-moved',
      '/appointment',
    );
    expect((await manage(fresh)).json().appointment.starts_at).toBe(new Date(target).toISOString());
    const [mail] = await outboxTo(shop, 'link.move@example.ae', 'appointment-moved');
    expect(mail?.subject).toMatch(
      new RegExp(`^New time for your grooming appointment ${booked.appointment.reference}: `),
    );
    const after = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const times = after.days
      .find((each: { date: string }) => each.date === day.date)
      .slots.map((slot: { starts_at: string }) => slot.starts_at);
    expect(times).toContain(day.slots[0].starts_at);
    const [row] = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, booked.appointment.reference));
    expect(row!.scheduledAt!.toISOString()).toBe(new Date(target).toISOString());
    expect(row!.endsAt!.getTime() - row!.scheduledAt!.getTime()).toBe(60 * 60_000);
  });

  it('sends the reminder a day before once, however often the job runs', async () => {
    const free = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const start = free.days[4].slots[3].starts_at;
    const booked = await bookWithLink(start, 'link.remind@example.ae');
    // The service as it runs 23 hours before the appointment.
    const later = createGroomingService(shop.database.db, shop.config, {
      origin: 'http://127.0.0.1',
      now: () => new Date(new Date(start).getTime() - 23 * 3_600_000),
    });
    await Promise.all([later.sendReminders(), later.sendReminders()]);
    await later.sendReminders();
    const reminders = await outboxTo(shop, 'link.remind@example.ae', 'appointment-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(
      new RegExp(`^Reminder: grooming tomorrow, .+ \\(${booked.appointment.reference}\\)$`),
    );
  });
});

describe('a logged-in customer’s own appointments (their profile)', () => {
  const own = (customer: { headers: Record<string, string> }, path = '', payload?: object) =>
    shop.app.inject({
      method: path ? 'POST' : 'GET',
      url: `/api/appointments${path}`,
      headers: customer.headers,
      ...(payload ? { payload } : {}),
    });

  it('lists them with whether each may still change, and needs a login', async () => {
    const customer = await createCustomer(shop, 'Layla Haddad');
    const free = (await slots(`service_id=${basicGroom}&pet_size=dog_medium`)).json();
    const later = await book(
      { starts_at: free.days[9].slots[2].starts_at, pet_size: 'dog_medium', email: customer.email },
      customer.headers,
    );
    const soon = await book(
      { starts_at: free.days[0].slots[0].starts_at, pet_size: 'dog_medium', email: customer.email },
      customer.headers,
    );
    // Booked without logging in: not the account's, even to the same address.
    await book({ starts_at: free.days[9].slots[8].starts_at, email: customer.email });

    const listed = await own(customer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      data: [
        {
          appointment: later.json().appointment,
          can_change: true,
          service_id: basicGroom,
          add_on_ids: [],
        },
        {
          appointment: soon.json().appointment,
          can_change: false,
          service_id: basicGroom,
          add_on_ids: [],
        },
      ],
    });
    const visitor = await shop.app.inject({ method: 'GET', url: '/api/appointments' });
    expect(visitor.statusCode).toBe(401);
  });

  it('cancels and moves their own on the link’s terms; another customer’s is not theirs', async () => {
    const customer = await createCustomer(shop, 'Omar Saleh');
    const other = await createCustomer(shop, 'Sara Nasser');
    const free = (await slots(`service_id=${basicGroom}&pet_size=cat`)).json();
    const day = free.days[11];
    const first = (
      await book(
        { starts_at: day.slots[1].starts_at, pet_size: 'cat', email: customer.email },
        customer.headers,
      )
    ).json().appointment;
    const second = (
      await book(
        { starts_at: day.slots[4].starts_at, pet_size: 'cat', email: customer.email },
        customer.headers,
      )
    ).json().appointment;

    const notTheirs = await own(other, `/${first.reference}/cancel`);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({
      message: 'This appointment was not found in your account.',
    });
    const moveNotTheirs = await own(other, `/${first.reference}/move`, {
      starts_at: day.slots[12].starts_at,
    });
    expect(moveNotTheirs.statusCode).toBe(404);

    const moved = await own(customer, `/${first.reference}/move`, {
      starts_at: day.slots[12].starts_at,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({
      reference: first.reference,
      starts_at: new Date(day.slots[12].starts_at).toISOString(),
    });
    const [movedMail] = await outboxTo(shop, customer.email, 'appointment-moved');
    expect(movedMail?.subject).toMatch(
      new RegExp(`^New time for your grooming appointment ${first.reference}: `),
    );

    const cancelled = await own(customer, `/${second.reference}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ reference: second.reference, status: 'cancelled' });
    const again = await own(customer, `/${second.reference}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This appointment is cancelled.' });
    const [row] = await shop.database.db
      .select({ notes: bookings.staffNotes })
      .from(bookings)
      .where(eq(bookings.reference, second.reference));
    expect(row!.notes).toMatch(/ · Cancelled by the customer \(their account\)$/);
    const [shopNotice] = await outboxTo(shop, shop.config.SUPPORT_EMAIL, 'appointment-cancelled');
    expect(shopNotice).toBeDefined();

    const listed = (await own(customer)).json().data;
    expect(
      listed.map((each: { appointment: { reference: string; status: string } }) => [
        each.appointment.reference,
        each.appointment.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [first.reference, 'confirmed'],
        [second.reference, 'cancelled'],
      ]),
    );
  });
});
