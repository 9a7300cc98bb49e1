import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Issue 31 (decision 119): the owner's grooming setup. What the owner changes (prices, groomers'
 * hours, days off, holidays, booking rules) is what customers are offered on the next request.
 */
let shop: TestShop;
let owner: TestStaff;
let member: TestStaff;

interface Setup {
  services: {
    id: number;
    name: string;
    kind: string;
    description: string;
    active: boolean;
    position: number;
    prices: { petSize: string; minutes: number; price: number }[];
  }[];
  groomers: {
    id: number;
    name: string;
    active: boolean;
    shifts: { weekday: number; start: string; end: string }[];
    daysOff: string[];
  }[];
  holidays: { day: string; name: string }[];
  settings: { windowDays: number; noticeMinutes: number; stepMinutes: number };
}
interface Slots {
  duration_minutes: number;
  price: number;
  days: { date: string; slots: { starts_at: string; time: string }[] }[];
}

beforeAll(async () => {
  shop = await createTestShop();
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
});
afterAll(() => shop.close());

const admin = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  who: TestStaff = owner,
) =>
  shop.app.inject({
    method,
    url: `/api/admin/grooming-setup${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const setup = async () => (await admin('GET', '')).json() as Setup;
const serviceNamed = async (name: string) =>
  (await setup()).services.find((service) => service.name === name)!;
/** A service as PUT takes it, from the setup's own answer. */
const asInput = ({ name, kind, description, active, position, prices }: Setup['services'][0]) => ({
  name,
  kind,
  description,
  active,
  position,
  prices,
});

const slots = async (query: string) => {
  const answer = await shop.app.inject({ method: 'GET', url: `/api/grooming/slots?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Slots;
};
const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('who may use the grooming setup', () => {
  it('is for owners: staff get 403, a visitor 401', async () => {
    const asStaff = await admin('GET', '', undefined, member);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toEqual({ message: 'Only the shop owner can do this.' });
    const change = await admin('PUT', '/settings', { windowDays: 7, noticeMinutes: 60 }, member);
    expect(change.statusCode).toBe(403);
    const visitor = await shop.app.inject({ method: 'GET', url: '/api/admin/grooming-setup' });
    expect(visitor.statusCode).toBe(401);
  });

  it('shows an owner the services with their prices, no groomers yet, and the default rules', async () => {
    const answer = await admin('GET', '');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as Setup;
    expect(body.services.map((service) => service.name)).toEqual([
      'Basic Groom',
      'Full Groom',
      'Nail Trimming',
      'Teeth Cleaning',
    ]);
    const full = body.services[1]!;
    expect(full).toMatchObject({ kind: 'package', active: true });
    expect(full.prices.map((price) => price.petSize)).toEqual([
      'dog_small',
      'dog_medium',
      'dog_large',
      'cat',
    ]);
    expect(full.prices[1]).toEqual({ petSize: 'dog_medium', minutes: 120, price: 230 });
    expect(body.groomers).toEqual([]);
    expect(body.holidays).toEqual([]);
    expect(body.settings).toEqual({ windowDays: 14, noticeMinutes: 120, stepMinutes: 30 });
  });
});

describe('services and prices', () => {
  it("an owner's new price is the customer's price in the list and in the slots", async () => {
    const full = await serviceNamed('Full Groom');
    const prices = full.prices.map((price) =>
      price.petSize === 'dog_medium' ? { ...price, minutes: 150, price: 249.5 } : price,
    );
    const answer = await admin('PUT', `/services/${full.id}`, { ...asInput(full), prices });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      (answer.json() as Setup).services.find((service) => service.id === full.id)!.prices[1],
    ).toEqual({ petSize: 'dog_medium', minutes: 150, price: 249.5 });

    const list = await shop.app.inject({ method: 'GET', url: '/api/grooming/services' });
    const listed = list.json().services.find((service: { id: number }) => service.id === full.id);
    expect(listed.prices).toContainEqual({
      pet_size: 'dog_medium',
      duration_minutes: 150,
      price: 249.5,
    });
    const priced = await slots(`service_id=${full.id}&pet_size=dog_medium`);
    expect(priced).toMatchObject({ duration_minutes: 150, price: 249.5 });
  });

  it('a size left without a price is no longer offered', async () => {
    const basic = await serviceNamed('Basic Groom');
    const prices = basic.prices.filter((price) => price.petSize !== 'bird');
    expect(
      (await admin('PUT', `/services/${basic.id}`, { ...asInput(basic), prices })).statusCode,
    ).toBe(200);
    const bird = await shop.app.inject({
      method: 'GET',
      url: `/api/grooming/slots?service_id=${basic.id}&pet_size=bird`,
    });
    expect(bird.statusCode).toBe(422);
    expect(bird.json().message).toBe('Basic Groom is not offered for a bird.');
  });

  it('adds an add-on, and an inactive service is not offered to customers', async () => {
    const created = await admin('POST', '/services', {
      name: '  Flea   Treatment ',
      kind: 'add_on',
      description: 'A flea bath with a gentle shampoo.',
      prices: [{ petSize: 'cat', minutes: 20, price: 45 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const flea = (created.json() as Setup).services.at(-1)!;
    expect(flea).toMatchObject({
      name: 'Flea Treatment',
      kind: 'add_on',
      active: true,
      position: 4,
      prices: [{ petSize: 'cat', minutes: 20, price: 45 }],
    });
    const names = async () =>
      (await shop.app.inject({ method: 'GET', url: '/api/grooming/services' }))
        .json()
        .services.map((service: { name: string }) => service.name);
    expect(await names()).toContain('Flea Treatment');

    const off = await admin('PUT', `/services/${flea.id}`, { ...asInput(flea), active: false });
    expect(off.statusCode).toBe(200);
    expect(await names()).not.toContain('Flea Treatment');
    // Still in the owner's list, to be offered again.
    expect((await serviceNamed('Flea Treatment')).active).toBe(false);
  });

  it('refuses a name another service has, whatever its case, saying so', async () => {
    const taken = await admin('POST', '/services', {
      name: 'full groom',
      kind: 'package',
      prices: [],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'There is already a service called “full groom”. Choose another name.',
      errors: { name: ['There is already a service called “full groom”. Choose another name.'] },
    });
    const basic = await serviceNamed('Basic Groom');
    const renamed = await admin('PUT', `/services/${basic.id}`, {
      ...asInput(basic),
      name: 'Teeth Cleaning',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().message).toBe(
      'There is already a service called “Teeth Cleaning”. Choose another name.',
    );
    // Keeping its own name is no clash.
    expect((await admin('PUT', `/services/${basic.id}`, asInput(basic))).statusCode).toBe(200);
  });

  it('refuses prices and durations out of bounds with a message a person can act on', async () => {
    const basic = await serviceNamed('Basic Groom');
    const tooLong = await admin('PUT', `/services/${basic.id}`, {
      ...asInput(basic),
      prices: [{ petSize: 'cat', minutes: 700, price: 100 }],
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('It can take at most 600 minutes (10 hours).');
    const negative = await admin('PUT', `/services/${basic.id}`, {
      ...asInput(basic),
      prices: [{ petSize: 'cat', minutes: 60, price: -5 }],
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().message).toBe('The price cannot be below AED 0.');
    const twice = await admin('PUT', `/services/${basic.id}`, {
      ...asInput(basic),
      prices: [
        { petSize: 'cat', minutes: 60, price: 100 },
        { petSize: 'cat', minutes: 45, price: 90 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Cat has two prices.');
    const unknown = await admin('PUT', '/services/999999', asInput(basic));
    expect(unknown.statusCode).toBe(404);
    // Nothing of the refused changes was written.
    expect(await serviceNamed('Basic Groom')).toEqual(basic);
  });
});

describe('groomers, days off, holidays and the booking rules', () => {
  let groomerId: number;
  let basicId: number;
  const basicSlots = () => slots(`service_id=${basicId}&pet_size=dog_small`);

  beforeAll(async () => {
    basicId = (await serviceNamed('Basic Groom')).id;
  });

  it('a new groomer with a break makes free times, and none during the break', async () => {
    expect((await basicSlots()).days).toEqual([]);
    const answer = await admin('POST', '/groomers', {
      name: 'Hana',
      shifts: [...everyDay('14:00', '18:00'), ...everyDay('09:00', '13:00')],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const hana = (answer.json() as Setup).groomers[0]!;
    groomerId = hana.id;
    expect(hana).toMatchObject({ name: 'Hana', active: true, daysOff: [] });
    expect(hana.shifts.slice(0, 2)).toEqual([
      { weekday: 0, start: '09:00', end: '13:00' },
      { weekday: 0, start: '14:00', end: '18:00' },
    ]);

    const { days } = await basicSlots();
    expect(days.length).toBeGreaterThanOrEqual(13);
    const times = days[2]!.slots.map((slot) => slot.time);
    expect(times[0]).toBe('09:00');
    expect(times).toContain('12:00');
    // A 60-minute groom does not run into the break, nor past the end of the day.
    expect(times).not.toContain('12:30');
    expect(times).not.toContain('13:00');
    expect(times).toContain('14:00');
    expect(times.at(-1)).toBe('17:00');
  });

  it('a longer shift on one weekday gives that day later times', async () => {
    const target = (await basicSlots()).days[2]!.date;
    const weekday = weekdayOf(target);
    const shifts = [
      ...everyDay('09:00', '13:00'),
      ...everyDay('14:00', '18:00').filter((shift) => shift.weekday !== weekday),
      { weekday, start: '14:00', end: '20:00' },
    ];
    const answer = await admin('PUT', `/groomers/${groomerId}`, { name: 'Hana', shifts });
    expect(answer.statusCode, answer.body).toBe(200);
    const { days } = await basicSlots();
    expect(days.find((day) => day.date === target)!.slots.at(-1)!.time).toBe('19:00');
    const other = days.find((day) => weekdayOf(day.date) !== weekday)!;
    expect(other.slots.at(-1)!.time).toBe('17:00');
  });

  it('refuses overlapping shifts, and a shift that ends before it starts, naming the day', async () => {
    const overlapping = await admin('PUT', `/groomers/${groomerId}`, {
      name: 'Hana',
      shifts: [
        { weekday: 1, start: '09:00', end: '17:00' },
        { weekday: 1, start: '10:00', end: '11:00' },
        { weekday: 1, start: '12:00', end: '13:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json()).toEqual({
      message:
        'Monday: the shift 10:00–11:00 overlaps 09:00–17:00. Change the times so one ends before the next starts.',
      errors: {
        'shifts.1.start': [
          'Monday: the shift 10:00–11:00 overlaps 09:00–17:00. Change the times so one ends before the next starts.',
        ],
        'shifts.2.start': [
          'Monday: the shift 12:00–13:00 overlaps 09:00–17:00. Change the times so one ends before the next starts.',
        ],
      },
    });
    const backwards = await admin('PUT', `/groomers/${groomerId}`, {
      name: 'Hana',
      shifts: [{ weekday: 3, start: '18:00', end: '09:00' }],
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(
      'Wednesday: a shift must end after it starts (18:00–09:00).',
    );
    const badTime = await admin('PUT', `/groomers/${groomerId}`, {
      name: 'Hana',
      shifts: [{ weekday: 3, start: '9am', end: '17:00' }],
    });
    expect(badTime.statusCode).toBe(422);
    expect(badTime.json().message).toBe('Enter a time such as 09:00.');
    // Shifts that touch are fine; the refused weeks were not written.
    const hana = (await setup()).groomers.find((groomer) => groomer.id === groomerId)!;
    expect(hana.shifts.filter((shift) => shift.weekday === 1)).toEqual([
      { weekday: 1, start: '09:00', end: '13:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
    ]);
  });

  it('a day off takes the day away from the free times, and gives it back when removed', async () => {
    const target = (await basicSlots()).days[3]!.date;
    const added = await admin('POST', `/groomers/${groomerId}/days-off`, { from: target });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as Setup).groomers[0]!.daysOff).toEqual([target]);
    expect((await basicSlots()).days.map((day) => day.date)).not.toContain(target);

    const removed = await admin('DELETE', `/groomers/${groomerId}/days-off/${target}`);
    expect(removed.statusCode).toBe(200);
    expect((await basicSlots()).days.map((day) => day.date)).toContain(target);
    const again = await admin('DELETE', `/groomers/${groomerId}/days-off/${target}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Hana does not have this day off.');
  });

  it('takes a stretch of days off at once, and refuses days in the past', async () => {
    const { days } = await basicSlots();
    const [first, , third] = [days[5]!.date, days[6]!.date, days[7]!.date];
    const added = await admin('POST', `/groomers/${groomerId}/days-off`, {
      from: first,
      to: third,
    });
    expect((added.json() as Setup).groomers[0]!.daysOff).toEqual([first, days[6]!.date, third]);
    const dates = (await basicSlots()).days.map((day) => day.date);
    expect(dates).not.toContain(days[6]!.date);
    const past = await admin('POST', `/groomers/${groomerId}/days-off`, { from: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('Choose today or a later day.');
    const backwards = await admin('POST', `/groomers/${groomerId}/days-off`, {
      from: third,
      to: first,
    });
    expect(backwards.json().message).toBe('The last day off cannot be before the first.');
  });

  it('a shop holiday closes the day for everyone, and opens it again when removed', async () => {
    const target = (await basicSlots()).days[1]!.date;
    const added = await admin('POST', '/holidays', { day: target, name: 'National Day' });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as Setup).holidays).toEqual([{ day: target, name: 'National Day' }]);
    expect((await basicSlots()).days.map((day) => day.date)).not.toContain(target);

    const invalid = await admin('POST', '/holidays', { day: '2026-02-30', name: 'Nowhere' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe('This date does not exist.');

    expect((await admin('DELETE', `/holidays/${target}`)).statusCode).toBe(200);
    expect((await basicSlots()).days.map((day) => day.date)).toContain(target);
    expect((await admin('DELETE', `/holidays/${target}`)).statusCode).toBe(404);
  });

  it('a shorter booking window shows in the slots and the services', async () => {
    const answer = await admin('PUT', '/settings', { windowDays: 3, noticeMinutes: 0 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as Setup).settings).toEqual({
      windowDays: 3,
      noticeMinutes: 0,
      stepMinutes: 30,
    });
    const { days } = await basicSlots();
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(3);
    const services = await shop.app.inject({ method: 'GET', url: '/api/grooming/services' });
    expect(services.json()).toMatchObject({ window_days: 3, notice_minutes: 0 });

    const tooFar = await admin('PUT', '/settings', { windowDays: 91, noticeMinutes: 120 });
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().message).toBe('Customers can book at most 90 days ahead.');
    const longNotice = await admin('PUT', '/settings', { windowDays: 14, noticeMinutes: 20_000 });
    expect(longNotice.statusCode).toBe(422);
    expect(longNotice.json().message).toBe('The notice can be at most 7 days (168 hours).');

    expect(
      (await admin('PUT', '/settings', { windowDays: 14, noticeMinutes: 120 })).statusCode,
    ).toBe(200);
    // 14 days again, less the three days off Hana took.
    expect((await basicSlots()).days.length).toBeGreaterThanOrEqual(10);
  });

  it('an inactive groomer takes no new appointments', async () => {
    const hana = (await setup()).groomers[0]!;
    const off = await admin('PUT', `/groomers/${groomerId}`, {
      name: hana.name,
      active: false,
      shifts: hana.shifts,
    });
    expect(off.statusCode).toBe(200);
    expect((await basicSlots()).days).toEqual([]);
    await admin('PUT', `/groomers/${groomerId}`, { name: hana.name, shifts: hana.shifts });
    expect((await basicSlots()).days.length).toBeGreaterThan(0);
  });
});

describe('the audit log', () => {
  it('records each change with who made it, before and after', async () => {
    const rows = await shop.database.db
      .select()
      .from(auditLog)
      .where(
        inArray(auditLog.entityType, [
          'grooming_service',
          'groomer',
          'shop_holiday',
          'grooming_settings',
        ]),
      );
    const actions = new Set(rows.map((row) => row.action));
    expect([...actions].sort()).toEqual([
      'groomer.create',
      'groomer.day_off_remove',
      'groomer.days_off_add',
      'groomer.update',
      'grooming_service.create',
      'grooming_service.update',
      'grooming_settings.update',
      'shop_holiday.add',
      'shop_holiday.remove',
    ]);
    expect(rows.every((row) => row.staffEmail === owner.staff.email)).toBe(true);
    const priceChange = rows.find(
      (row) =>
        row.action === 'grooming_service.update' &&
        JSON.stringify(row.after).includes('"price":249.5'),
    );
    expect(priceChange?.before).toMatchObject({ name: 'Full Groom' });
    expect(JSON.stringify(priceChange?.before)).toContain('"price":230');
    // Refused changes leave no entry: Basic Groom was changed twice (a size removed, saved as is).
    const basicUpdates = rows.filter(
      (row) =>
        row.action === 'grooming_service.update' &&
        (row.before as { name?: string } | null)?.name === 'Basic Groom',
    );
    expect(basicUpdates).toHaveLength(2);
  });
});
