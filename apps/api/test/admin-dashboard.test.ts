import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createDashboardService } from '../src/modules/dashboard/dashboard.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { staffSession } from './helpers/staff.ts';

let shop: TestShop;
// 10:00 in Dubai on Thursday 26 November 2026.
const now = new Date('2026-11-26T06:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  await seedReferenceData(db);
  const customer = await createCustomer(shop);
  const order = (
    placedAt: Date | null,
    totalAed: number,
    status = 'pending' as const,
    money: { paidAt?: Date; refundedAed?: number } = {},
  ) => ({
    userId: customer.id,
    status,
    paymentMethod: (money.paidAt ? 'card' : 'cod') as 'card' | 'cod',
    paymentStatus: (money.paidAt ? 'paid' : 'pending') as 'paid' | 'pending',
    subtotalFils: totalAed * 100,
    totalFils: totalAed * 100,
    placedAt,
    paidAt: money.paidAt ?? null,
    refundedFils: (money.refundedAed ?? 0) * 100,
  });
  await db.insert(orders).values([
    // Today in Dubai, including 00:30 local (20:30 UTC the day before).
    order(at('2026-11-25T20:30:00Z'), 100),
    // Paid by card, AED 50 of it refunded: AED 200 paid.
    order(at('2026-11-26T05:00:00Z'), 250, 'processing' as 'pending', {
      paidAt: at('2026-11-26T05:00:00Z'),
      refundedAed: 50,
    }),
    // Cancelled today, paid and refunded in full: neither placed nor paid, not waiting.
    order(at('2026-11-26T04:00:00Z'), 999, 'cancelled' as 'pending', {
      paidAt: at('2026-11-26T04:00:00Z'),
      refundedAed: 999,
    }),
    // Yesterday in Dubai (23:59 local) and 29 days ago, both shipped.
    order(at('2026-11-25T19:59:00Z'), 40, 'shipped' as 'pending'),
    order(at('2026-10-28T08:00:00Z'), 60, 'delivered' as 'pending', {
      paidAt: at('2026-10-29T08:00:00Z'),
    }),
    // 30 days ago: outside the window.
    order(at('2026-10-27T08:00:00Z'), 70, 'delivered' as 'pending'),
    // Never placed (a card checkout awaiting payment).
    order(null, 500, 'awaiting_payment' as 'pending'),
  ]);
  await addOneSizeProduct(db, 'Plenty Toy', 50);
  await addOneSizeProduct(db, 'Last Bowl', 2);
  await addOneSizeProduct(db, 'Gone Leash', 0);
  const booking = (status: 'requested' | 'confirmed', scheduledAt: Date | null, n: number) => ({
    reference: `BK-TEST${n}`,
    name: 'Sara',
    email: 'sara@example.ae',
    phone: '+971501234567',
    service: 'Dog' as const,
    status,
    scheduledAt,
  });
  await db.insert(bookings).values([
    booking('requested', null, 1),
    booking('requested', null, 2),
    booking('confirmed', at('2026-11-26T12:00:00Z'), 3), // today 16:00
    booking('confirmed', at('2026-11-27T06:00:00Z'), 4), // tomorrow
    booking('confirmed', at('2026-12-05T06:00:00Z'), 5), // in 9 days
  ]);
});
afterAll(() => shop.close());

describe("the day's numbers", () => {
  it('sums placed and paid money per Dubai day over 30 days, and counts what waits', async () => {
    const summary = await createDashboardService(shop.database.db).summary(now);
    // Placed: orders not cancelled; paid: money received less refunds (issue 27).
    expect(summary.today).toEqual({ day: '2026-11-26', placed: 350, paid: 200, orders: 2 });
    expect(summary.last30Days.days).toHaveLength(30);
    expect(summary.last30Days.days[0]).toEqual({
      day: '2026-10-28',
      placed: 60,
      paid: 60,
      orders: 1,
    });
    expect(summary.last30Days.days.at(-2)).toEqual({
      day: '2026-11-25',
      placed: 40,
      paid: 0,
      orders: 1,
    });
    expect(summary.last30Days).toMatchObject({ placed: 450, paid: 260, orders: 4 });
    expect(summary.waitingToShip).toBe(2);
    expect(summary.lowStock.products).toBe(2);
    expect(summary.lowStock.sizes.map((size) => [size.name, size.stock])).toEqual([
      ['Gone Leash', 0],
      ['Last Bowl', 2],
    ]);
    expect(summary.bookings).toMatchObject({ newRequests: 2, today: 1, week: 2 });
    // The confirmed ones from now on, soonest first (issue 31); none has a groomer here.
    expect(
      summary.bookings.next.map((next) => [next.reference, next.startsAt, next.groomer]),
    ).toEqual([
      ['BK-TEST3', '2026-11-26T12:00:00.000Z', null],
      ['BK-TEST4', '2026-11-27T06:00:00.000Z', null],
      ['BK-TEST5', '2026-12-05T06:00:00.000Z', null],
    ]);
  });

  it('is served to staff at GET /api/admin/dashboard', async () => {
    const member = await staffSession(shop.app, shop.database);
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().last30Days.days).toHaveLength(30);
  });
});

describe('running low', () => {
  it('lists the 10 lowest sizes and says how many there are in all', async () => {
    const db = shop.database.db;
    for (let n = 1; n <= 12; n++) await addOneSizeProduct(db, `Low Treat ${n}`, 1);
    const summary = await createDashboardService(db).summary(now);
    // Gone Leash and Last Bowl (above), and the twelve treats.
    expect(summary.lowStock.sizes).toHaveLength(10);
    expect(summary.lowStock.sizesTotal).toBe(14);
    expect(summary.lowStock.products).toBe(14);
  });
});
