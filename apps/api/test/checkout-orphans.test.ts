import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, startCardCheckout, stockOf } from './helpers/shopping.ts';

// Issue 27.21: a process that stops between holding a card checkout's stock and opening its
// provider session leaves a hold; the next start releases it at once, on both databases.
let shop: TestShop;
let catPate: number;
beforeAll(async () => {
  shop = await createTestShop();
  catPate = (await seedTestCatalog(shop.database.db)).ids.catPate;
});
afterAll(() => shop.close());

describe('holds of card checkouts whose process stopped', () => {
  it('are released at start-up, not a minute later', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, catPate, 2);
    const before = await stockOf(shop, line.product_size_id);
    const started = await startCardCheckout(shop, customer);
    expect(started.statusCode).toBe(200);
    const orderId: number = started.json().order_id;
    // As if the process had stopped after the hold, before the provider session: ten seconds ago.
    await shop.database.db
      .update(orders)
      .set({ checkoutSessionId: null, createdAt: sql`now() - interval '10 seconds'` })
      .where(eq(orders.id, orderId));
    expect(await stockOf(shop, line.product_size_id)).toBe(before - 2);
    // The regular sweep gives such a hold a minute's grace.
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(0);

    expect(await shop.app.background.releaseOrphanedHolds()).toBe(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(before);
    const [order] = await shop.database.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await shop.app.background.releaseOrphanedHolds()).toBe(0);
  });

  it('leave a checkout that got its session alone', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, catPate, 1);
    const started = await startCardCheckout(shop, customer);
    expect(started.statusCode).toBe(200);
    expect(await shop.app.background.releaseOrphanedHolds()).toBe(0);
    const [order] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, started.json().order_id));
    expect(order!.status).toBe('awaiting_payment');
  });
});
