import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, groomingServices, notifications, orders } from '../src/db/schema.ts';
import { addNotifications } from '../src/modules/notifications/notifications.service.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { addGroomer } from './helpers/grooming.ts';
import {
  createRefundsShop,
  deliver,
  markCashCollected,
  orderLineIds,
  refund,
} from './helpers/refunds.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';
import type { TestShop } from './helpers/app.ts';
import type { TestStaff } from './helpers/staff.ts';

/** Issue 33: the profile's All Notifications, written with the change each tells of. */
let shop: TestShop;
let member: TestStaff;
beforeAll(async () => {
  ({ shop, member } = await createRefundsShop({}));
});
afterAll(() => shop.close());

const get = (url: string, customer: TestCustomer | null) =>
  shop.app.inject({ method: 'GET', url, headers: customer ? customer.headers : {} });
const post = (url: string, customer: TestCustomer | null) =>
  shop.app.inject({ method: 'POST', url, headers: customer ? customer.headers : {} });

const pageOf = async (customer: TestCustomer, page = 1) => {
  const response = await get(`/api/notifications?page=${page}`, customer);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
};
const unreadOf = async (customer: TestCustomer) =>
  (await get('/api/notifications/unread-count', customer)).json().unread;

/** DD/MM/YYYY-free: "Thu 27 Nov 2026 at 3:30 PM" for an instant, Dubai time. */
const appointmentText = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dubai' }).format(date).replace(',', '')} at ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Dubai' }).format(date)}`;

describe('what the customer is told', () => {
  it('tells of each order status staff set and of a refund, newest first and unread', async () => {
    const customer = await createCustomer(shop, 'Layla Nasser');
    const productId = await addOneSizeProduct(shop.database.db, `Squeaky Duck ${Date.now()}`, 5, {
      price: 50,
    });
    await addToCart(shop, customer, productId, 2);
    const placed = await placeCodOrder(shop, customer, {
      customer_info: { ...customerInfo, email: customer.email },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as number;
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    const number = order!.orderNumber!;
    expect((await pageOf(customer)).data).toEqual([]);

    await deliver(shop, member, orderId);
    await markCashCollected(shop, orderId);
    const lines = Object.values(await orderLineIds(shop, orderId));
    const refunded = await refund(shop, member, orderId, {
      reason: 'One arrived torn',
      lines: [{ orderItemId: lines[0], quantity: 1, restock: false }],
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const page = await pageOf(customer);
    expect(page).toMatchObject({
      unread: 4,
      current_page: 1,
      last_page: 1,
      total: 4,
      per_page: 20,
    });
    expect(
      page.data.map((item: Record<string, unknown>) => [
        item.kind,
        item.title,
        item.body,
        item.link,
        item.read,
      ]),
    ).toEqual([
      [
        'refund',
        `Refund of AED 50.00 for order ${number}`,
        'We handed AED 50.00 back to you in cash.',
        '/profile?tab=orders',
        false,
      ],
      [
        'order-status',
        `Your order ${number} was delivered`,
        `Your order ${number} was delivered. We hope your pet enjoys it!`,
        '/profile?tab=orders',
        false,
      ],
      [
        'order-status',
        `Your order ${number} has shipped`,
        `Your order ${number} is on its way.`,
        '/profile?tab=orders',
        false,
      ],
      [
        'order-status',
        `We are preparing your order ${number}`,
        `Your order ${number} is being prepared. We will tell you when it ships.`,
        '/profile?tab=orders',
        false,
      ],
    ]);
    expect(page.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await unreadOf(customer)).toBe(4);
  });

  it('tells a customer of their grooming booking, its confirmed time and its cancellation; a visitor’s booking tells no one', async () => {
    const customer = await createCustomer(shop, 'Huda Salem');
    const booked = await shop.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: nextIp(),
      headers: customer.headers,
      payload: {
        name: 'Huda Salem',
        email: customer.email,
        phone: '+971 50 765 4321',
        service: 'Cat',
        message: 'Full groom',
      },
    });
    expect(booked.statusCode).toBe(201);
    const reference = booked.json().reference as string;
    const [booking] = await shop.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference));
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(
      new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
    );
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking!.id}/status`,
      headers: member.headers,
      payload: { status: 'confirmed', scheduledAt: `${day}T15:30` },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking!.id}/status`,
      headers: member.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const when = appointmentText(new Date(`${day}T11:30:00Z`));
    const page = await pageOf(customer);
    expect(
      page.data.map((item: Record<string, unknown>) => [
        item.kind,
        item.title,
        item.body,
        item.link,
      ]),
    ).toEqual([
      [
        'appointment',
        `Your grooming booking ${reference} was cancelled`,
        'Would you like another time? Book again on our website or call us.',
        '/profile?tab=appointments',
      ],
      [
        'appointment',
        `Your grooming appointment ${reference} is confirmed for ${when}`,
        `Your grooming appointment is confirmed for ${when} (Dubai time). Please arrive a few minutes early.`,
        '/profile?tab=appointments',
      ],
      [
        'booking',
        `We received your grooming booking ${reference}`,
        'We will contact you to agree a time.',
        '/profile?tab=appointments',
      ],
    ]);

    const before = (await shop.database.db.select().from(notifications)).length;
    const visitor = await shop.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: nextIp(),
      payload: {
        name: 'Visitor',
        email: `visitor${Date.now()}@example.ae`,
        phone: '+971 50 111 2233',
        service: 'Dog',
        message: 'Bath',
      },
    });
    expect(visitor.statusCode).toBe(201);
    expect((await shop.database.db.select().from(notifications)).length).toBe(before);
  });
});

describe('grooming appointments booked on the website', () => {
  it('tells the customer of the booked time, a move and a cancellation from their profile', async () => {
    await addGroomer(shop, `Hana ${Date.now()}`);
    const services = await shop.database.db.select().from(groomingServices);
    const basic = services.find((service) => service.name === 'Basic Groom')!.id;
    const customer = await createCustomer(shop, 'Mona Aziz');
    const free = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/grooming/slots?service_id=${basic}&pet_size=dog_small`,
      })
    ).json();
    const [first, second] = [free.days[5].slots[0].starts_at, free.days[6].slots[1].starts_at];
    const booked = await shop.app.inject({
      method: 'POST',
      url: '/api/appointments',
      remoteAddress: nextIp(),
      headers: customer.headers,
      payload: {
        service_id: basic,
        pet_size: 'dog_small',
        name: 'Mona Aziz',
        phone: '+971 50 222 3344',
        email: customer.email,
        starts_at: first,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = booked.json().appointment.reference as string;
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/appointments/${reference}/move`,
      headers: customer.headers,
      payload: { starts_at: second },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/api/appointments/${reference}/cancel`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [at, to] = [appointmentText(new Date(first)), appointmentText(new Date(second))];
    expect(
      (await pageOf(customer)).data.map((item: Record<string, unknown>) => [item.kind, item.title]),
    ).toEqual([
      ['appointment', `Your grooming booking ${reference} was cancelled`],
      ['appointment', `New time for your grooming appointment ${reference}: ${to}`],
      ['appointment', `Your grooming appointment ${reference} is confirmed for ${at}`],
    ]);
  });
});

describe('reading notifications', () => {
  it('pages 20 at a time, marks one or all read, and keeps each customer to their own', async () => {
    const customer = await createCustomer(shop);
    const other = await createCustomer(shop);
    await addNotifications(
      shop.database.db,
      Array.from({ length: 25 }, (_, index) => ({
        userId: customer.id,
        kind: 'order-status',
        title: `Notice ${index + 1}`,
        body: 'Something happened.',
        link: null,
      })),
    );
    const [othersOwn] = await shop.database.db
      .insert(notifications)
      .values({ userId: other.id, kind: 'refund', title: 'Theirs', body: 'Not yours.', link: null })
      .returning();

    const first = await pageOf(customer);
    expect(first).toMatchObject({ unread: 25, total: 25, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('Notice 25');
    const second = await pageOf(customer, 2);
    expect(second.data.map((item: { title: string }) => item.title)).toEqual([
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);

    const one = await post(`/api/notifications/${first.data[0].id}/read`, customer);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: 24 });
    // Again: still read, nothing changes.
    expect((await post(`/api/notifications/${first.data[0].id}/read`, customer)).json()).toEqual({
      unread: 24,
    });
    expect((await pageOf(customer)).data[0].read).toBe(true);

    const theirs = await post(`/api/notifications/${othersOwn!.id}/read`, customer);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Notification not found.' });
    expect(await unreadOf(other)).toBe(1);

    const all = await post('/api/notifications/read-all', customer);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect(await unreadOf(customer)).toBe(0);
    expect(await unreadOf(other)).toBe(1);
  });

  it('asks a visitor to log in (401) and refuses a page that is not a number (422)', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/1/read'],
    ] as const) {
      const response = await shop.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
    const customer = await createCustomer(shop);
    expect((await get('/api/notifications?page=abc', customer)).statusCode).toBe(422);
    expect((await post('/api/notifications/abc/read', customer)).statusCode).toBe(422);
  });
});
