import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, simulatedPaymentSessions } from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createCatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import {
  addToCart,
  cartOf,
  ordersOf,
  paySimulated,
  placeCodOrder,
  startCardCheckout,
  stockOf,
} from './helpers/shopping.ts';

/**
 * Requests of one customer racing each other. PGlite has one connection and runs them one after
 * another, so only the PostgreSQL run (TEST_DATABASE_URL) proves the guards; the names say so.
 */

let shop: TestShop;

beforeAll(async () => {
  shop = await createCatalogShop();
});
afterAll(() => shop.close());

const lastUnit = (name: string) => addOneSizeProduct(shop.database.db, name, 1);

describe('one customer, one cart, many requests at once', () => {
  it(`10 parallel cash orders of a 1-unit cart make exactly one order${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, await lastUnit('Only Rope Toy'), 1);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => placeCodOrder(shop, customer)),
    );

    // The losers are answered as retries of the winner: the same order, nothing new.
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(responses.map((response) => response.json().orderId));
    expect(ids.size).toBe(1);
    const rows = await ordersOf(shop, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paymentMethod: 'cod', status: 'pending' });
    expect(await stockOf(shop, line.product_size_id)).toBe(0);
    expect((await cartOf(shop, customer)).items).toEqual([]);
    const mails = (await shop.database.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.includes(rows[0]!.orderNumber!),
    );
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order-confirmation', 'order-new']);
  });

  it(`5 parallel card checkouts of a 1-unit cart leave one open checkout and at most one paid order${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, await lastUnit('Only Squeaky Bone'), 1);

    const checkouts = await Promise.all(
      Array.from({ length: 5 }, () => startCardCheckout(shop, customer)),
    );

    // Each checkout replaces the one before it; one that lost its order meanwhile says so.
    for (const response of checkouts) {
      expect([200, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) {
        expect(response.json().message).toBe(
          'A newer checkout replaced this one. Please continue with the latest checkout.',
        );
      }
    }
    const started = await ordersOf(shop, customer.id);
    expect(started.filter((order) => order.status === 'awaiting_payment')).toHaveLength(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(0);

    // The customer presses Pay on every payment page they were given, all at once.
    const sessions = checkouts
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json().id as string);
    await Promise.all(sessions.map((id) => paySimulated(shop, id)));

    const settled = await ordersOf(shop, customer.id);
    expect(settled.filter((order) => order.placedAt !== null)).toHaveLength(1);
    expect(settled.filter((order) => order.paymentStatus === 'paid')).toHaveLength(1);
    const paidSessions = await shop.database.db
      .select()
      .from(simulatedPaymentSessions)
      .where(eq(simulatedPaymentSessions.paymentStatus, 'paid'));
    expect(paidSessions.filter((session) => sessions.includes(session.id))).toHaveLength(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(0);
  });

  it(`10 parallel presses of Pay settle once: the order keeps the one transaction id${raceNote}`, async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, await lastUnit('Only Chew Ring'), 1);
    const session = (await startCardCheckout(shop, customer)).json();

    const presses = await Promise.all(
      Array.from({ length: 10 }, () => paySimulated(shop, session.id)),
    );

    expect(presses.map((press) => press.statusCode)).toEqual(Array(10).fill(303));
    const [provider] = await shop.database.db
      .select()
      .from(simulatedPaymentSessions)
      .where(eq(simulatedPaymentSessions.id, session.id));
    const [order] = await ordersOf(shop, customer.id);
    expect(provider!.paymentIntentId).toMatch(/^pi_sim_/);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      transactionId: provider!.paymentIntentId,
    });
    const confirmations = (await shop.database.db.select().from(mailOutbox)).filter(
      (mail) => mail.kind === 'order-confirmation' && mail.subject.includes(order!.orderNumber!),
    );
    expect(confirmations).toHaveLength(1);
  });
});
