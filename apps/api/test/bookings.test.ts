import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox } from '../src/db/schema.ts';
import { greetingName } from '../src/modules/bookings/bookings.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { bookingByReference } from './helpers/bookings.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { testDatabaseKind } from './helpers/db.ts';

let shop: TestShop;
let mailDir: string;

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-booking-mail-'));
  shop = await createTestShop({ MAIL_DIR: mailDir });
});
afterAll(() => shop.close());

let bookingCounter = 0;
function newBooking(overrides: Record<string, unknown> = {}) {
  const n = ++bookingCounter;
  return {
    name: 'Fatima Al Suwaidi',
    email: `fatima${n}@example.ae`,
    phone: '+971 50 123 4567',
    service: 'Dog',
    message: 'Grooming Package: Full Groom  Notes: Coco is nervous around dryers.',
    ...overrides,
  };
}

const PHONE_INVALID = 'The phone number must have 7 to 15 digits, optionally starting with +.';

const postBooking = (
  payload: Record<string, unknown>,
  options: { ip?: string; headers?: Record<string, string> } = {},
) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.headers ?? {},
  });

const bookingRow = (reference: string) => bookingByReference(shop, reference);

const bookingCount = async () => {
  const [row] = await shop.database.db.select({ n: count() }).from(bookings);
  return row!.n;
};

const mailsAbout = async (reference: string) => {
  const rows = await shop.database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.kind, ['booking-confirmation', 'booking-new']));
  return rows.filter((row) => row.subject.includes(reference));
};

describe('POST /api/bookings', () => {
  it('stores the request with a readable reference and answers 201', async () => {
    const payload = newBooking({ email: '  Fatima.S@Example.AE ', phone: '+971 (50) 123-4567' });
    const response = await postBooking(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Booking received',
      reference: expect.stringMatching(/^BK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/),
    });
    const row = await bookingRow(body.reference);
    expect(row).toMatchObject({
      name: 'Fatima Al Suwaidi',
      email: 'fatima.s@example.ae',
      phone: '+971501234567',
      service: 'Dog',
      message: 'Grooming Package: Full Groom  Notes: Coco is nervous around dryers.',
      status: 'requested',
      userId: null,
    });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('queues a confirmation to the customer and a notice to the shop, then delivers both', async () => {
    const response = await postBooking(newBooking({ email: 'owner.of.coco@example.ae' }));
    const { reference } = response.json();
    const mails = await mailsAbout(reference);
    expect(mails.map((mail) => [mail.kind, mail.recipient]).sort()).toEqual([
      ['booking-confirmation', 'owner.of.coco@example.ae'],
      ['booking-new', shop.config.SUPPORT_EMAIL],
    ]);

    const confirmation = mails.find((mail) => mail.kind === 'booking-confirmation')!;
    // An address typed into the form, not an account's confirmed one: no name (decision 082).
    expect(confirmation.textBody.startsWith('Hello,\n')).toBe(true);
    for (const text of [
      reference,
      'Pet type: Dog',
      'will call you on the phone number you gave us',
      shop.config.SUPPORT_PHONE,
      shop.config.SUPPORT_EMAIL,
      shop.config.BUSINESS_HOURS,
    ]) {
      expect(confirmation.textBody).toContain(text);
    }

    const notice = mails.find((mail) => mail.kind === 'booking-new')!;
    expect(notice.subject).toContain('Dog for Fatima Al Suwaidi');
    for (const text of [
      `Reference: ${reference}`,
      'Name: Fatima Al Suwaidi',
      'Email: owner.of.coco@example.ae',
      'Phone: +971501234567',
      'Pet type: Dog',
      'Message: Grooming Package: Full Groom  Notes: Coco is nervous around dryers.',
      'Customer account: none',
    ]) {
      expect(notice.textBody).toContain(text);
    }

    // The request already asked the mailer to run; waiting on it (or a fresh run) sends both.
    await shop.app.mailer.deliverDue();
    const delivered = await mailsAbout(reference);
    expect(delivered.map((mail) => mail.status)).toEqual(['sent', 'sent']);
    const files = (await readdir(mailDir)).filter((file) => file.includes('booking'));
    const emls = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
    const ours = emls.filter((eml) => eml.includes(reference));
    expect(ours).toHaveLength(2);
    expect(ours.some((eml) => eml.includes('To: owner.of.coco@example.ae'))).toBe(true);
    expect(ours.some((eml) => eml.includes(`To: ${shop.config.SUPPORT_EMAIL}`))).toBe(true);
  });

  // A Dubai landline has 9 digits: the booking took only 10 to 15 and refused it.
  it.each([
    // One stored form, +971 for a UAE number (issue 27, decision 071).
    ['04 555 0123', '+97145550123'],
    ['+971 4 555 0123', '+97145550123'],
    ['(04) 555-0123', '+97145550123'],
    ['800 1234', '8001234'],
  ])('accepts the phone %s with 201 and stores it as %s', async (phone, stored) => {
    const response = await postBooking(newBooking({ phone }));
    expect(response.statusCode).toBe(201);
    expect(await bookingRow(response.json().reference)).toMatchObject({ phone: stored });
  });

  it('accepts a booking without a message, and a pet type in any case', async () => {
    const payload = newBooking({ service: ' cat ' });
    delete (payload as Partial<typeof payload>).message;
    const response = await postBooking(payload);
    expect(response.statusCode).toBe(201);
    const row = await bookingRow(response.json().reference);
    expect(row).toMatchObject({ service: 'Cat', message: '' });
    const notice = (await mailsAbout(row!.reference)).find((mail) => mail.kind === 'booking-new');
    expect(notice!.textBody).toContain('Message: (none)');
  });

  it.each([
    [{ name: undefined }, 'name', 'Please enter your name.'],
    [{ name: '   ' }, 'name', 'Please enter your name.'],
    [{ name: 'A' }, 'name', 'The name must be at least 2 characters.'],
    [{ name: 'A'.repeat(101) }, 'name', 'The name may not be greater than 100 characters.'],
    [{ email: undefined }, 'email', 'The email field is required.'],
    [{ email: 'fatima@' }, 'email', 'The email must be a valid email address.'],
    [
      { email: `${'a'.repeat(250)}@example.ae` },
      'email',
      'The email may not be greater than 254 characters.',
    ],
    [{ phone: '' }, 'phone', 'Please enter your phone number.'],
    [{ phone: '050 123' }, 'phone', PHONE_INVALID],
    [{ phone: '123456' }, 'phone', PHONE_INVALID],
    [{ phone: '1234567890123456' }, 'phone', PHONE_INVALID],
    [{ phone: '+97150abc4567' }, 'phone', PHONE_INVALID],
    [{ phone: '++971 4 555 0123' }, 'phone', PHONE_INVALID],
    [{ service: undefined }, 'service', 'Please choose your pet type.'],
    [{ service: 'Fish' }, 'service', 'The pet type must be one of Dog, Cat, Bird or Others.'],
    [
      { message: 'x'.repeat(2001) },
      'message',
      'The message may not be greater than 2,000 characters.',
    ],
  ])('refuses %o with 422 naming %s, and stores nothing', async (override, field, message) => {
    const before = await bookingCount();
    const response = await postBooking(newBooking(override));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await bookingCount()).toBe(before);
  });

  it('accepts a message of exactly 2,000 characters', async () => {
    const response = await postBooking(newBooking({ message: 'x'.repeat(2000) }));
    expect(response.statusCode).toBe(201);
  });

  it('links the booking to the logged-in customer', async () => {
    const customer = await createCustomer(shop, 'Omar Haddad');
    const response = await postBooking(newBooking({ service: 'Bird' }), {
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(201);
    const row = await bookingRow(response.json().reference);
    expect(row).toMatchObject({ userId: customer.id, service: 'Bird' });
    const notice = (await mailsAbout(row!.reference)).find((mail) => mail.kind === 'booking-new');
    expect(notice!.textBody).toContain(`Customer account: #${customer.id}`);
  });

  it('still takes the booking, unlinked, when the bearer token is unknown or expired', async () => {
    const response = await postBooking(newBooking(), {
      headers: { authorization: 'Bearer no-such-token' },
    });
    expect(response.statusCode).toBe(201);
    expect((await bookingRow(response.json().reference))!.userId).toBeNull();
  });

  it('allows 5 requests per address in 10 minutes, then answers 429 with a message', async () => {
    expect(shop.config.BOOKING_RATE_LIMIT).toBe(5);
    const ip = nextIp();
    for (let n = 0; n < 5; n++) {
      expect((await postBooking(newBooking(), { ip })).statusCode).toBe(201);
    }
    const before = await bookingCount();
    const refused = await postBooking(newBooking(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(await bookingCount()).toBe(before);
    // Another address is not affected.
    expect((await postBooking(newBooking())).statusCode).toBe(201);
  });
});

const acknowledgementsTo = async (recipient: string) =>
  shop.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'booking-confirmation'),
        sql`lower(${mailOutbox.recipient}) = ${recipient.toLowerCase()}`,
      ),
    );

describe('the acknowledgement to the address on a booking (no mail relay)', () => {
  const spam = 'Cheap pills at http://spam.example/buy <a href="http://spam.example">click</a>';

  it('echoes none of the message, the phone or the name', async () => {
    const email = 'ack.text@example.ae';
    const response = await postBooking(newBooking({ email, message: spam }));
    const { reference } = response.json();
    const [acknowledgement] = await acknowledgementsTo(email);
    expect(acknowledgement!.textBody.startsWith('Hello,\n')).toBe(true);
    expect(acknowledgement!.textBody).toContain(`Booking reference: ${reference}`);
    for (const echoed of [
      'Fatima',
      'spam.example',
      'Cheap pills',
      '<a',
      '+971501234567',
      '123 4567',
      'Suwaidi',
    ]) {
      expect(acknowledgement!.textBody).not.toContain(echoed);
      expect(acknowledgement!.subject).not.toContain(echoed);
    }
    // The shop's own notice keeps everything.
    const notice = (await mailsAbout(reference)).find((mail) => mail.kind === 'booking-new')!;
    expect(notice.textBody).toContain(`Message: ${spam}`);
    expect(notice.textBody).toContain('Phone: +971501234567');
    expect(notice.textBody).toContain('Name: Fatima Al Suwaidi');
    expect(notice.textBody).toContain('Acknowledgement: e-mailed to the customer.');
  });

  it.each([
    ['a link as the first word', 'http://spam.example/win Now', 'spam.example'],
    ['a bare domain', 'www.spam.example', 'spam.example'],
    ['HTML', '<b>Winner</b> Claim', 'Winner'],
    ['a script tag after letters', 'Omar<script>alert(1)</script>', 'script'],
    ['digits', 'Call0800 Now', '0800'],
    ['more than 20 letters', 'Abcdefghijklmnopqrstuv Smith', 'Abcdefghij'],
  ])('at a confirmed address, greets a name with %s as "there"', (_what, name, echoed) => {
    expect(greetingName(name)).toBe('there');
    expect(greetingName(name)).not.toContain(echoed);
  });

  it.each([
    ['Zoë Haddad', 'Zoë'],
    ['فاطمة الزهراء', 'فاطمة'],
    ['  omar  ', 'omar'],
  ])('at a confirmed address, greets %s as %s', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it('sends at most 3 a day to one address (any case); the 4th booking is stored and the shop told', async () => {
    const email = 'many.bookings@example.ae';
    const references: string[] = [];
    for (const typed of [email, email, 'Many.Bookings@Example.AE', email]) {
      const response = await postBooking(newBooking({ email: typed }));
      expect(response.statusCode).toBe(201);
      references.push(response.json().reference);
    }
    for (const reference of references) {
      expect(await bookingRow(reference)).toMatchObject({ email });
    }
    const acknowledgements = await acknowledgementsTo(email);
    expect(acknowledgements).toHaveLength(3);
    expect(acknowledgements.map((mail) => mail.subject).join()).not.toContain(references[3]);
    const fourth = await mailsAbout(references[3]!);
    expect(fourth.map((mail) => mail.kind)).toEqual(['booking-new']);
    expect(fourth[0]!.textBody).toContain(
      'Acknowledgement: not e-mailed (this address already had 3 in the last 24 hours).',
    );
    // Another address still gets its acknowledgement.
    const other = await postBooking(newBooking({ email: 'other.address@example.ae' }));
    expect(other.statusCode).toBe(201);
    expect(await acknowledgementsTo('other.address@example.ae')).toHaveLength(1);
    // A day later the address may get one again.
    await shop.database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(mailOutbox.recipient, email));
    await postBooking(newBooking({ email }));
    expect(await acknowledgementsTo(email)).toHaveLength(4);
  });

  it(`sends at most 3 to one address when 8 bookings race (a real race only on PostgreSQL, run: ${testDatabaseKind})`, async () => {
    const email = 'racing.bookings@example.ae';
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postBooking(newBooking({ email }))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    expect(await acknowledgementsTo(email)).toHaveLength(3);
    const notices = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'booking-new'),
          sql`${mailOutbox.textBody} like ${`%Email: ${email}%`}`,
        ),
      );
    expect(notices).toHaveLength(8);
  });
});

describe('GET /api/bookings', () => {
  it('needs a logged-in customer', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/bookings' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("lists only the caller's own requests, newest first", async () => {
    const layla = await createCustomer(shop, 'Layla Nasser');
    const karim = await createCustomer(shop, 'Karim Aziz');
    const first = await postBooking(newBooking({ service: 'Cat', message: 'First visit' }), {
      headers: layla.headers,
    });
    const second = await postBooking(
      newBooking({ service: 'Dog', message: 'Grooming Package: Basic Groom' }),
      { headers: layla.headers },
    );
    await postBooking(newBooking({ service: 'Bird' }), { headers: karim.headers });
    // Same e-mail, but booked without logging in: not on Layla's list.
    await postBooking(newBooking({ email: layla.email }));

    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: layla.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toEqual([
      {
        reference: second.json().reference,
        service: 'Dog',
        message: 'Grooming Package: Basic Groom',
        status: 'requested',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        scheduled_at: null,
      },
      {
        reference: first.json().reference,
        service: 'Cat',
        message: 'First visit',
        status: 'requested',
        created_at: expect.any(String),
        scheduled_at: null,
      },
    ]);

    const karims = await shop.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: karim.headers,
    });
    expect(karims.json().data.map((booking: { service: string }) => booking.service)).toEqual([
      'Bird',
    ]);
  });

  it('answers an empty list to a customer who has not booked', async () => {
    const customer = await createCustomer(shop);
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: customer.headers,
    });
    expect(response.json()).toEqual({ data: [] });
  });
});

describe('booking pages', () => {
  it.each(['/grooming', '/booking', '/contact'])('serves %s with its own title', async (url) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<title>[^<]+ \| The Best Pet Shop in Dubai<\/title>/);
    expect(response.body).toContain('<meta name="description"');
  });
});
