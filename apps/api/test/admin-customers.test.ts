import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTokens, orders, users } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;
let owner: TestStaff;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database);
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
});
afterAll(() => shop.close());

async function placeOrder(customer: TestCustomer) {
  const productId = await addOneSizeProduct(shop.database.db, `Chew Bone ${Date.now()}`, 10);
  await addToCart(shop, customer, productId, 1);
  const placed = await placeCodOrder(shop, customer, {
    customer_info: { ...customerInfo, email: customer.email },
  });
  expect(placed.statusCode).toBe(201);
  const [row] = await shop.database.db
    .select()
    .from(orders)
    .where(eq(orders.id, placed.json().orderId as number));
  return row!;
}

const get = (url: string, who: TestStaff = member) =>
  shop.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: who.headers });
const post = (url: string, who: TestStaff = owner) =>
  shop.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: who.headers, payload: {} });
const login = (email: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { email, password: 'secret-123' },
  });

describe('customers', () => {
  it('searches by name, e-mail and phone with order count, money spent and last order; pages', async () => {
    const tag = `Qx${Date.now()}`;
    const buyer = await createCustomer(shop, `Hessa ${tag}`);
    const other = await createCustomer(shop, `Khalid ${tag}`);
    const kept = await placeOrder(buyer);
    const cancelled = await placeOrder(buyer);
    await shop.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, cancelled.id));
    const [buyerRow] = await shop.database.db.select().from(users).where(eq(users.id, buyer.id));

    const list = await get(`/customers?q=${tag}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    // Newest account first.
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: other.id, orderCount: 0, totalSpent: 0, lastOrderAt: null }),
      {
        id: buyer.id,
        name: `Hessa ${tag}`,
        email: buyer.email,
        phone: buyerRow!.phone,
        createdAt: buyerRow!.createdAt.toISOString(),
        deactivated: false,
        deactivatedAt: null,
        deleted: false,
        deletedAt: null,
        orderCount: 2,
        totalSpent: kept.totalFils / 100,
        lastOrderAt: cancelled.placedAt!.toISOString(),
        language: 'en',
      },
    ]);
    const byEmail = await get(`/customers?q=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(byEmail.json().items.map((row: { id: number }) => row.id)).toEqual([buyer.id]);
    const localPhone = `0${buyerRow!.phone.slice(4)}`;
    const byPhone = await get(`/customers?q=${localPhone}`);
    expect(byPhone.json().items.map((row: { id: number }) => row.id)).toEqual([buyer.id]);
    const paged = await get(`/customers?q=${tag}&pageSize=1&page=2`);
    expect(paged.json().items.map((row: { id: number }) => row.id)).toEqual([buyer.id]);
    expect(paged.json().total).toBe(2);
  });

  it("shows a customer's profile, orders and bookings (from the account or its e-mail)", async () => {
    const customer = await createCustomer(shop, 'Noura Saeed');
    const order = await placeOrder(customer);
    const booking = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: nextIp(),
        headers,
        payload: { name: 'Noura', email: customer.email, phone: '+971501234567', service: 'Dog' },
      });
    const fromAccount = await booking(customer.headers);
    const asVisitor = await booking({});

    const detail = await get(`/customers/${customer.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: customer.id,
      name: 'Noura Saeed',
      email: customer.email,
      deactivated: false,
      orderCount: 1,
      address: null,
      orders: [
        {
          id: order.id,
          orderNumber: order.orderNumber,
          placedAt: order.placedAt!.toISOString(),
          status: 'pending',
          statusLabel: 'Pending',
          total: order.totalFils / 100,
        },
      ],
    });
    expect(detail.json().bookings.map((row: { reference: string }) => row.reference)).toEqual([
      asVisitor.json().reference,
      fromAccount.json().reference,
    ]);

    const missing = await get('/customers/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No customer has this id.' });
  });

  it('deactivating signs the customer out everywhere and refuses their login; reactivating lets them in', async () => {
    const customer = await createCustomer(shop);
    const second = (await login(customer.email)).json().token as string;
    const asCustomer = (url: string, token: string) =>
      shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await asCustomer('/api/profile', customer.token)).statusCode).toBe(200);

    const byStaff = await post(`/customers/${customer.id}/deactivate`, member);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: 'Only the shop owner can do this.' });

    const done = await post(`/customers/${customer.id}/deactivate`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: customer.id, deactivated: true });
    const [sessions] = await shop.database.db
      .select({ n: count() })
      .from(authTokens)
      .where(eq(authTokens.userId, customer.id));
    expect(sessions!.n).toBe(0);
    for (const token of [customer.token, second]) {
      expect((await asCustomer('/api/profile', token)).statusCode).toBe(401);
      expect((await asCustomer('/api/cart/get', token)).statusCode).toBe(401);
    }
    const refused = await login(customer.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'This account has been deactivated. Please contact us.',
    });
    // A wrong password still says only that.
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: customer.email, password: 'not-the-password' },
    });
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });

    // Even a session that survived (written after the deactivation) opens nothing.
    const survivor = randomBytes(32).toString('base64url');
    await shop.database.db.insert(authTokens).values({
      userId: customer.id,
      tokenHash: hashToken(survivor),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    expect((await asCustomer('/api/profile', survivor)).statusCode).toBe(401);
    expect((await asCustomer('/api/cart/get', survivor)).statusCode).toBe(401);
    const productId = await addOneSizeProduct(shop.database.db, `Ball ${Date.now()}`, 5);
    const add = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { authorization: `Bearer ${survivor}` },
      payload: { product_id: productId, quantity: 1 },
    });
    expect(add.statusCode).toBe(401);

    const twice = await post(`/customers/${customer.id}/deactivate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This customer is already deactivated.' });
    const list = await get(`/customers?q=${encodeURIComponent(customer.email)}`);
    expect(list.json().items[0]).toMatchObject({ deactivated: true });

    const back = await post(`/customers/${customer.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ deactivated: false, deactivatedAt: null });
    const again = await login(customer.email);
    expect(again.statusCode).toBe(200);
    expect((await asCustomer('/api/profile', again.json().token as string)).statusCode).toBe(200);
    const notDeactivated = await post(`/customers/${customer.id}/reactivate`);
    expect(notDeactivated.statusCode).toBe(409);
    expect(notDeactivated.json()).toEqual({ message: 'This customer is not deactivated.' });

    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(customer.id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.staffEmail, entry.after])).toEqual([
      ['customer.deactivate', owner.staff.email, { deactivated: true, sessionsEnded: 2 }],
      ['customer.reactivate', owner.staff.email, { deactivated: false }],
    ]);
  });
});
