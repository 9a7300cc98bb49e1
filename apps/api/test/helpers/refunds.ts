import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orders } from '../../src/db/schema.ts';
import { seedReferenceData } from '../../src/db/seed/reference-data.ts';
import type { ConfigVariable } from '../../src/config.ts';
import { createTestShop, type TestShop } from './app.ts';
import { staffSession, type TestStaff } from './staff.ts';

/**
 * A shop with the reference data and two staff members who may refund: `member`, and a
 * `colleague` to race them or to see their work.
 */
export async function createRefundsShop(overrides: Partial<Record<ConfigVariable, string>>) {
  const shop = await createTestShop(overrides);
  await seedReferenceData(shop.database.db);
  const member = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
  const colleague = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
  return { shop, member, colleague };
}

/** POST /api/admin/orders/:id/refunds as `staff`. */
export function refund(
  shop: TestShop,
  staff: TestStaff,
  orderId: number,
  body: Record<string, unknown>,
) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: staff.headers,
    payload: body,
  });
}

/** POST /api/admin/orders/:id/cancel as `staff`, with the reason for the timeline if any. */
export function cancelOrder(
  shop: TestShop,
  staff: TestStaff,
  orderId: number,
  body: { reason?: string } = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: staff.headers,
    payload: body,
  });
}

/** Staff take a placed order through processing and shipping to delivered, as the back office does. */
export async function deliver(shop: TestShop, staff: TestStaff, orderId: number) {
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'AX-1', carrier: 'Aramex' },
    { status: 'delivered' },
  ]) {
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/status`,
      headers: staff.headers,
      payload: body,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** The cash of a cash-on-delivery order collected (the courier's payment, written as it lands). */
export async function markCashCollected(shop: TestShop, orderId: number) {
  await shop.database.db
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** The order's lines by product name: their ids, for choosing lines to refund. */
export async function orderLineIds(shop: TestShop, orderId: number) {
  const rows = await shop.database.db
    .select({ id: orderItems.id, name: orderItems.productName })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, number>;
}
