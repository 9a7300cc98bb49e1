import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createCatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import {
  addToCart,
  confirmCardOrder,
  paySimulated,
  placeCodOrder,
  startCardCheckout,
} from './helpers/shopping.ts';

/**
 * Issue 20, decision 044: the order numbers customers see have no gaps. A card checkout is
 * numbered when it is paid, so declined, abandoned and refused attempts take no number.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createCatalogShop();
});
afterAll(() => shop.close());

const numberOf = (orderNumber: string) => Number(orderNumber.replace(/^ORD-/, ''));

async function codOrderNumber(stock = 5): Promise<string> {
  const customer = await createCustomer(shop);
  await addToCart(shop, customer, await addOneSizeProduct(shop.database.db, 'Chew Rope', stock), 1);
  const response = await placeCodOrder(shop, customer);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.order_number as string;
}

async function orderRow(id: number) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('order numbers', () => {
  it('numbers each placed order one after the other, past declined and abandoned card attempts', async () => {
    const first = await codOrderNumber();
    expect(first).toMatch(/^ORD-\d{6}$/);

    // A card attempt the bank declines, and one the customer walks away from.
    const declined = await createCustomer(shop);
    await addToCart(shop, declined, await addOneSizeProduct(shop.database.db, 'Ball', 5), 1);
    const declinedSession = (await startCardCheckout(shop, declined)).json();
    await shop.app.inject({
      method: 'POST',
      url: `/payments/simulated/${declinedSession.id}/decline`,
    });
    const abandoned = await createCustomer(shop);
    await addToCart(shop, abandoned, await addOneSizeProduct(shop.database.db, 'Bone', 5), 1);
    const abandonedSession = (await startCardCheckout(shop, abandoned)).json();
    expect((await orderRow(declinedSession.order_id)).orderNumber).toBeNull();
    expect((await orderRow(abandonedSession.order_id)).orderNumber).toBeNull();

    // An order refused for stock rolls back with its number.
    const refused = await createCustomer(shop);
    const lastUnit = await addOneSizeProduct(shop.database.db, 'Last Lead', 1);
    await addToCart(shop, refused, lastUnit, 1);
    const winner = await createCustomer(shop);
    await addToCart(shop, winner, lastUnit, 1);
    const second = (await placeCodOrder(shop, winner)).json().order.order_number as string;
    expect((await placeCodOrder(shop, refused)).statusCode).toBe(422);

    const third = await codOrderNumber();
    expect([numberOf(second), numberOf(third)]).toEqual([numberOf(first) + 1, numberOf(first) + 2]);
  });

  it('numbers a card order when it is paid, next after the orders placed before it', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, await addOneSizeProduct(shop.database.db, 'Leash', 5), 1);
    const session = (await startCardCheckout(shop, customer)).json();
    const before = await codOrderNumber();
    await paySimulated(shop, session.id);
    // Paying placed it; the shop's own page then asks for it (spec §7's order post).
    const confirmed = await confirmCardOrder(shop, customer, session.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(numberOf(confirmed.json().order.order_number)).toBe(numberOf(before) + 1);
    expect((await orderRow(session.order_id)).orderNumber).toBe(
      confirmed.json().order.order_number,
    );
  });

  it(`gives 12 customers ordering at once 12 different numbers in a row${raceNote}`, async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => createCustomer(shop)));
    for (const customer of customers) {
      await addToCart(shop, customer, await addOneSizeProduct(shop.database.db, 'Mat', 5), 1);
    }
    const responses = await Promise.all(customers.map((customer) => placeCodOrder(shop, customer)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const numbers = responses
      .map((response) => numberOf(response.json().order.order_number))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  });
});
