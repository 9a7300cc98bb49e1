import {
  ACCOUNT_DELETED,
  DELETE_ACCOUNT_WRONG_PASSWORD,
  DELETED_CUSTOMER_NAME,
} from '@petshop/contracts';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerAddresses,
  mailOutbox,
  orderItems,
  orders,
  recoveryCodes,
  twoFactorChallenges,
  users,
} from '../src/db/schema.ts';
import { CUSTOMER_DELETED } from '../src/modules/customers/customers.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { nextIp } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/** Issue 21: a customer deletes their account (UAE PDPL, decision 053). */
let shop: TestShop;
let owner: TestStaff;
let productId: number;
let mailDir: string;

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-deletion-mail-'));
  shop = await createTestShop({
    PASSWORD_RESET_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT: '1000',
    MAIL_DIR: mailDir,
  });
  await seedTestCatalog(shop.database.db);
  productId = await addOneSizeProduct(shop.database.db, 'Deletion Test Chew', 500, { price: 20 });
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
});
afterAll(() => shop.close());

const PASSWORD = 'kestrel-harbour-42';
let counter = 0;

/**
 * A customer whose every detail is a word found nowhere else in the shop, so a search of the
 * whole database for it finds only what the deletion left behind.
 */
function person() {
  const n = `${Date.now() % 1_000_000}${++counter}`.padStart(7, '0').slice(-7);
  return {
    first: `Zenobia${n}`,
    last: `Quillfeather${n}`,
    email: `zenobia.${n}@example.ae`,
    phone: `+97150${n}`,
    orderEmail: `orders.zq${n}@example.ae`,
    /** An address the account was being moved to: its verification link is pending. */
    newEmail: `moving.zq${n}@example.ae`,
    orderPhone: `+97155${n}`,
    bookingPhone: `+97152${n}`,
    street: `Quillstreet${n}`,
    landmark: `Opposite Marrowbank${n} Park`,
    /** The digits a phone search looks for, whatever the format it was typed in. */
    needles(): string[] {
      return [
        this.first,
        this.last,
        this.email,
        this.orderEmail,
        this.newEmail,
        this.street,
        'Marrowbank' + n,
      ]
        .map((value) => value.toLowerCase())
        .concat([`50${n}`, `55${n}`, `52${n}`]);
    },
  };
}
type Person = ReturnType<typeof person>;

function inject(options: InjectOptions) {
  return shop.app.inject({ remoteAddress: nextIp(), ...options });
}

async function register(who: Person) {
  return inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      first_name: `${who.first} ${who.last}`,
      email: who.email,
      phone: who.phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
}

function login(email: string, password = PASSWORD, remoteAddress = nextIp()) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

async function signIn(who: Person) {
  const response = await login(who.email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token, user } = response.json();
  return { id: user.id as number, headers: { authorization: `Bearer ${token}` } };
}
type Session = Awaited<ReturnType<typeof signIn>>;

function deleteAccount(session: Session, password = PASSWORD, remoteAddress = nextIp()) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/profile/delete',
    headers: session.headers,
    payload: { password },
    remoteAddress,
  });
}

function addToCart(session: Session) {
  return inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: session.headers,
    payload: { product_id: productId, quantity: 1 },
  });
}

function placeOrder(session: Session, who: Person) {
  return inject({
    method: 'POST',
    url: '/api/orders',
    headers: session.headers,
    payload: {
      payment_method: 'cod',
      customer_info: {
        name: `${who.first} ${who.last}`,
        email: who.orderEmail,
        phone: who.orderPhone,
      },
      delivery_address: {
        emirate: 'Dubai',
        area: `${who.last} Heights`,
        street: who.street,
        building: `${who.first} Tower`,
        flat: '1204',
        landmark: who.landmark,
      },
      notes: `Call ${who.first} before coming`,
    },
  });
}

/** A customer with something in every table that can hold their data. */
async function customerWithEverything(who: Person) {
  expect((await register(who)).statusCode).toBe(201);
  const session = await signIn(who);
  // A second device, signed in before two-factor sign-in is turned on below.
  const secondDevice = await signIn(who);
  const moving = await inject({
    method: 'POST',
    url: '/api/profile/email',
    headers: session.headers,
    payload: { email: who.newEmail, current_password: PASSWORD },
  });
  expect(moving.statusCode, moving.body).toBe(200);
  const db = shop.database.db;
  await db
    .update(users)
    .set({
      address: `${who.street} 7`,
      city: 'Dubai',
      country: 'United Arab Emirates',
      postalCode: '00000',
      gender: 'female',
      dateOfBirth: '1990-04-02',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      totpEnabledAt: new Date(),
    })
    .where(eq(users.id, session.id));
  await db.insert(customerAddresses).values({
    userId: session.id,
    label: 'Home',
    recipientName: `${who.first} ${who.last}`,
    phone: who.phone,
    emirate: 'Dubai',
    area: `${who.last} Gardens`,
    street: who.street,
    building: 'Villa 7',
    landmark: who.landmark,
    isDefault: true,
  });
  await db.insert(recoveryCodes).values({ userId: session.id, codeHash: 'a'.repeat(64) });
  await db.insert(twoFactorChallenges).values({
    userId: session.id,
    tokenHash: `challenge-${who.email}`,
    userAgent: 'Test browser',
    expiresAt: new Date(Date.now() + 300_000),
  });

  expect((await addToCart(session)).statusCode).toBe(201);
  const placed = await placeOrder(session, who);
  expect(placed.statusCode).toBe(201);
  expect((await addToCart(session)).statusCode).toBe(201);
  const cancelled = await placeOrder(session, who);
  expect(cancelled.statusCode, cancelled.body).toBe(201);
  // Staff cancel one, with a reason that names the customer.
  const [second] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, session.id))
    .orderBy(sql`${orders.id} DESC`)
    .limit(1);
  const cancel = await inject({
    method: 'POST',
    url: `/api/admin/orders/${second!.id}/cancel`,
    headers: owner.headers,
    payload: { reason: `${who.first} asked on the phone` },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  expect((await addToCart(session)).statusCode).toBe(201);
  expect(
    (
      await inject({
        method: 'POST',
        url: '/api/wishlist/add',
        headers: session.headers,
        payload: { product_id: productId },
      })
    ).statusCode,
  ).toBeLessThan(300);

  const booking = await inject({
    method: 'POST',
    url: '/api/bookings',
    headers: session.headers,
    payload: {
      name: `${who.first} ${who.last}`,
      email: who.email,
      phone: who.bookingPhone,
      service: 'Cat',
      message: `My cat belongs to ${who.first}`,
    },
  });
  expect(booking.statusCode, booking.body).toBe(201);
  const [bookingRow] = await shop.database.db
    .execute<{ id: number }>(sql`SELECT id FROM bookings WHERE email = ${who.email}`)
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  const moved = await inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingRow!.id}/status`,
    headers: owner.headers,
    payload: { status: 'contacted', note: `Spoke with ${who.last}` },
  });
  expect(moved.statusCode, moved.body).toBe(200);

  // Some mails delivered, then a reset link whose mail waits in the outbox.
  await shop.app.mailer.deliverDue();
  await inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: who.email },
  });
  await shop.app.passwordReset.settle();
  return { ...session, secondDevice };
}

/** Delivers the outbox until nothing is due (a run the request kicked may be ending just now). */
async function deliverAll() {
  for (;;) {
    await shop.app.mailer.deliverDue();
    const [row] = await shop.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    if (row!.n === 0) return;
  }
}

/** The .eml files written for `email` (the transport without SMTP), as text. */
async function writtenMailsTo(email: string): Promise<string[]> {
  const texts = await Promise.all(
    (await readdir(mailDir)).map((file) => readFile(path.join(mailDir, file), 'utf8')),
  );
  return texts.filter((text) => text.includes(`To: ${email}`));
}

/**
 * Every text, varchar and JSON column of every table of the public schema (read from the
 * database, not a list kept by hand), searched for each needle: `table.column: needle` per hit.
 */
async function findAnywhere(needles: string[]): Promise<string[]> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await shop.database.db.execute(sql`
      SELECT c.table_name, c.column_name
        FROM information_schema.columns c
        JOIN information_schema.tables t
          ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
         AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
       ORDER BY c.table_name, c.ordinal_position`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const [row] = rowsOf<{ n: number }>(
        await shop.database.db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
               WHERE strpos(lower(${sql.identifier(column)}::text), ${needle}) > 0`,
        ),
      );
      if (row!.n > 0) hits.push(`${table}.${column}: ${needle}`);
    }
  }
  return hits;
}

describe('POST /api/profile/delete', () => {
  it('erases the customer from every table, keeps the orders anonymised, and mails once', async () => {
    const who = person();
    const session = await customerWithEverything(who);
    // Before: the search finds the customer in many places (so it can find them at all).
    const before = await findAnywhere(who.needles());
    for (const place of [
      'users.name',
      'users.email',
      'orders.customer_email',
      'orders.shipping_street',
      'bookings.message',
      'customer_addresses.street',
      'mail_outbox.text_body',
      'account_links.email',
      'order_events.message',
      'audit_log.after',
    ]) {
      expect(
        before.some((hit) => hit.startsWith(`${place}:`)),
        place,
      ).toBe(true);
    }
    const totals = await shop.database.db
      .select({ id: orders.id, total: orders.totalFils, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, session.id))
      .orderBy(orders.id);

    const response = await deleteAccount(session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
    expect(response.headers['cache-control']).toBe('no-store');

    // The confirmation is delivered to the real address; then its outbox row goes too, and
    // nothing of the customer is left anywhere.
    await deliverAll();
    const written = await writtenMailsTo(who.email);
    const confirmation = written.filter((text) =>
      text.includes('Subject: Your The Best Pet Shop in Dubai account has been deleted'),
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toContain('You are welcome to register again with this email address');
    expect(confirmation[0]).not.toContain(who.first);
    expect(await findAnywhere(who.needles())).toEqual([]);

    // The tombstone: placeholders, no way in.
    const [tomb] = await shop.database.db.select().from(users).where(eq(users.id, session.id));
    expect(tomb).toMatchObject({
      name: DELETED_CUSTOMER_NAME,
      email: `deleted-${session.id}@deleted.invalid`,
      phone: `deleted-${session.id}`,
      address: null,
      city: null,
      gender: null,
      dateOfBirth: null,
      totpSecret: null,
      totpEnabledAt: null,
    });
    expect(tomb!.deletedAt).toBeInstanceOf(Date);

    // Orders stay for the accounts: same totals, items, status, emirate.
    const after = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, session.id))
      .orderBy(orders.id);
    expect(after.map((o) => ({ id: o.id, total: o.totalFils, status: o.status }))).toEqual(totals);
    for (const order of after) {
      expect(order).toMatchObject({
        customerName: DELETED_CUSTOMER_NAME,
        customerEmail: null,
        customerPhone: null,
        shippingStreet: null,
        shippingBuilding: null,
        shippingFlat: null,
        shippingLandmark: null,
        shippingArea: null,
        notes: null,
        shippingEmirate: 'Dubai',
      });
      expect(order.orderNumber).toMatch(/\S/);
      const items = await shop.database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      expect(items).toHaveLength(1);
      expect(items[0]!.lineTotalFils).toBe(2000);
    }
  });

  it('ends every session; the account cannot log in; its e-mail and phone register again', async () => {
    const who = person();
    const session = await customerWithEverything(who);
    const other = session.secondDevice;
    expect((await deleteAccount(session)).statusCode).toBe(200);

    for (const token of [session, other]) {
      const profile = await inject({ method: 'GET', url: '/api/profile', headers: token.headers });
      expect(profile.statusCode).toBe(401);
      expect(profile.json()).toEqual({ message: 'Unauthenticated. Please log in again.' });
    }
    const deleted = await login(who.email);
    const unknown = await login(`nobody.${who.email}`);
    expect(deleted.statusCode).toBe(401);
    expect(deleted.json()).toEqual({ message: 'Invalid email or password' });
    expect(deleted.body).toBe(unknown.body);
    // The placeholder address is no way in either.
    const placeholder = await login(`deleted-${session.id}@deleted.invalid`);
    expect(placeholder.statusCode).toBe(401);
    expect(placeholder.json()).toEqual({ message: 'Invalid email or password' });

    const again = await register(who);
    expect(again.statusCode, again.body).toBe(201);
    const fresh = await signIn(who);
    expect(fresh.id).not.toBe(session.id);
    const profile = await inject({ method: 'GET', url: '/api/profile', headers: fresh.headers });
    expect(profile.json().data).toMatchObject({
      email: who.email,
      phone: who.phone,
      orders_count: 0,
    });
  });

  it('refuses a wrong password with a message, changes nothing, and brakes guesses like login', async () => {
    const who = person();
    expect((await register(who)).statusCode).toBe(201);
    const session = await signIn(who);
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await deleteAccount(session, 'not-my-password', ip);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: DELETE_ACCOUNT_WRONG_PASSWORD,
        errors: { password: [DELETE_ACCOUNT_WRONG_PASSWORD] },
      });
    }
    const braked = await deleteAccount(session, PASSWORD, ip);
    expect(braked.statusCode).toBe(429);
    expect(braked.json()).toEqual({
      message: 'Too many failed login attempts. Please try again in 1 minute.',
    });
    // The same brake as logging in: that address is held there too.
    expect((await login(who.email, PASSWORD, ip)).statusCode).toBe(429);

    const [row] = await shop.database.db.select().from(users).where(eq(users.id, session.id));
    expect(row).toMatchObject({ email: who.email, deletedAt: null });
    const profile = await inject({ method: 'GET', url: '/api/profile', headers: session.headers });
    expect(profile.statusCode).toBe(200);

    const empty = await deleteAccount(session, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ password: ['Please enter your password.'] });
    const noToken = await inject({
      method: 'POST',
      url: '/api/profile/delete',
      payload: { password: PASSWORD },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('shows staff a deleted customer they cannot reactivate, with the orders anonymised', async () => {
    const who = person();
    const session = await customerWithEverything(who);
    expect((await deleteAccount(session)).statusCode).toBe(200);
    const detail = await inject({
      method: 'GET',
      url: `/api/admin/customers/${session.id}`,
      headers: owner.headers,
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({
      name: DELETED_CUSTOMER_NAME,
      deleted: true,
      deactivated: true,
      address: null,
      orderCount: 2,
    });
    expect(body.orders).toHaveLength(2);
    expect(body.bookings).toHaveLength(1);
    expect(body.bookings[0]).toMatchObject({ name: DELETED_CUSTOMER_NAME, message: '' });
    for (const action of ['reactivate', 'deactivate']) {
      const refused = await inject({
        method: 'POST',
        url: `/api/admin/customers/${session.id}/${action}`,
        headers: owner.headers,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: CUSTOMER_DELETED });
    }
    const order = await inject({
      method: 'GET',
      url: `/api/admin/orders/${body.orders[0].id}`,
      headers: owner.headers,
    });
    expect(order.statusCode).toBe(200);
    expect(JSON.stringify(order.json()).toLowerCase()).not.toContain(who.street.toLowerCase());
  });

  it(`deletes once when asked twice at once, and mails once${raceNote}`, async () => {
    const who = person();
    expect((await register(who)).statusCode).toBe(201);
    const session = await signIn(who);
    const answers = await Promise.all([deleteAccount(session), deleteAccount(session)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await deliverAll();
    // Registration's verification mail may have gone out before; one confirmation follows.
    const written = await writtenMailsTo(who.email);
    expect(written.filter((mail) => mail.includes('account has been deleted'))).toHaveLength(1);
  });

  it(`leaves no personal data on an order placed while the account is deleted${raceNote}`, async () => {
    const who = person();
    expect((await register(who)).statusCode).toBe(201);
    const session = await signIn(who);
    expect((await addToCart(session)).statusCode).toBe(201);
    const [order, deletion] = await Promise.all([placeOrder(session, who), deleteAccount(session)]);
    expect(deletion.statusCode).toBe(200);
    // Placed first (then anonymised), or refused: the account or its cart was gone.
    expect([201, 401, 422]).toContain(order.statusCode);
    const rows = await shop.database.db.select().from(orders).where(eq(orders.userId, session.id));
    for (const row of rows) {
      expect(row).toMatchObject({ customerEmail: null, shippingStreet: null });
    }
    await deliverAll();
    expect(await findAnywhere(who.needles())).toEqual([]);
  });
});
