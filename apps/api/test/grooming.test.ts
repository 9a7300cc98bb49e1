import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, groomers, groomerShifts, groomingServices } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { outboxTo } from './helpers/mails.ts';
import { staffSession } from './helpers/staff.ts';

/** Issue 31: the price before booking, the free slots, and a confirmed appointment on one. */
let shop: TestShop;
let basicGroom: number;
let fullGroom: number;
let nailTrim: number;

/** A groomer who works every day from 08:00 to 22:00, Dubai time. */
async function addGroomer(name: string) {
  const [groomer] = await shop.database.db
    .insert(groomers)
    .values({ name })
    .returning({ id: groomers.id });
  await shop.database.db.insert(groomerShifts).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      groomerId: groomer!.id,
      weekday,
      startMinute: 8 * 60,
      endMinute: 22 * 60,
    })),
  );
  return groomer!.id;
}

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
    await addGroomer('Hana');
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
    await addGroomer('Tariq');
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
  });
});
