import { readFile } from 'node:fs/promises';
import { canonicalPhone, phoneSearchDigits } from '@petshop/contracts/phones';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, customerAddresses, orders, users } from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createCatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';

let shop: TestShop;
let member: TestStaff;
let bone: number;

beforeAll(async () => {
  shop = await createCatalogShop();
  bone = await addOneSizeProduct(shop.database.db, 'Phone Test Bone', 100);
  member = await staffSession(shop.app, shop.database);
});
afterAll(() => shop.close());

describe('one stored form of a phone (issue 27, decision 071)', () => {
  it.each([
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['+971 (0)50 123-4567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['971501234567', '+971501234567'],
    ['501234567', '+971501234567'],
    ['04 555 0123', '+97145550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['800 1234', '8001234'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(canonicalPhone(typed)).toBe(stored);
  });

  it('reads a search the same way, a part typed with the trunk 0 too', () => {
    expect(phoneSearchDigits('+971501234567')).toBe('971501234567');
    expect(phoneSearchDigits('0501234567')).toBe('971501234567');
    expect(phoneSearchDigits('050 123')).toBe('97150123');
    expect(phoneSearchDigits('1234567')).toBe('1234567');
  });

  it('stores an order and a booking in that form, and search finds them by any spelling', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, bone, 1);
    const placed = await placeCodOrder(shop, customer, {
      customer_info: { ...customerInfo, phone: '052 987 6543' },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.customer_phone).toBe('+971529876543');
    const booked = await shop.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: nextIp(),
      payload: {
        name: 'Fatima Al Suwaidi',
        email: 'fatima.phone@example.ae',
        phone: '00971 52 987 6543',
        service: 'Dog',
        message: 'Nervous around dryers.',
      },
    });
    expect(booked.statusCode).toBe(201);
    const [booking] = await shop.database.db
      .select({ phone: bookings.phone })
      .from(bookings)
      .where(eq(bookings.reference, booked.json().reference));
    expect(booking!.phone).toBe('+971529876543');

    for (const q of ['+971529876543', '0529876543', '052 987 6543', '+971 52 987']) {
      const found = await shop.app.inject({
        method: 'GET',
        url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
        headers: member.headers,
      });
      expect(
        found.json().items.map((row: { id: number }) => row.id),
        q,
      ).toEqual([placed.json().order.id]);
      const requests = await shop.app.inject({
        method: 'GET',
        url: `/api/admin/bookings?q=${encodeURIComponent(q)}`,
        headers: member.headers,
      });
      expect(
        requests.json().items.map((row: { reference: string }) => row.reference),
        q,
      ).toEqual([booked.json().reference]);
    }
  });

  it('the migration brings rows written before into that form, and leaves a taken account phone alone', async () => {
    const db = shop.database.db;
    const old = await createCustomer(shop);
    const twin = await createCustomer(shop);
    const other = await createCustomer(shop);
    await db.update(users).set({ phone: '055 111 2222' }).where(eq(users.id, old.id));
    // Two accounts typed the same number two ways: the older one gets the canonical form.
    await db.update(users).set({ phone: '+971 55 333 4444' }).where(eq(users.id, twin.id));
    await db.update(users).set({ phone: '0553334444' }).where(eq(users.id, other.id));
    await addToCart(shop, old, bone, 1);
    const placed = await placeCodOrder(shop, old);
    const order = placed.json().order as { id: number };
    await db.update(orders).set({ customerPhone: '055 111 2222' }).where(eq(orders.id, order.id));
    await db.insert(customerAddresses).values({
      userId: old.id,
      recipientName: 'Old Address',
      phone: '00971551112222',
      emirate: 'Dubai',
      area: 'Al Barsha',
      street: 'Street 1',
      building: 'Villa 1',
    });

    const migration = await readFile(
      new URL('../src/db/migrations/0018_normalise_phones.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const phoneOf = async (id: number) =>
      (await db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]!.phone;
    expect(await phoneOf(old.id)).toBe('+971551112222');
    expect(await phoneOf(twin.id)).toBe('+971553334444');
    expect(await phoneOf(other.id)).toBe('0553334444');
    const [row] = await db
      .select({ phone: orders.customerPhone })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.phone).toBe('+971551112222');
    const [address] = await db
      .select({ phone: customerAddresses.phone })
      .from(customerAddresses)
      .where(eq(customerAddresses.userId, old.id));
    expect(address!.phone).toBe('+971551112222');
  });
});
