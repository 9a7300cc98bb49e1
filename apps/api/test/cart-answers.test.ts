import type { CartResponse } from '@petshop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartAnswers } from '../src/modules/cart/cart-answers.ts';
import { createCatalogShop, type CatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { recordStatements, testDatabaseKind } from './helpers/db.ts';
import { addToCart } from './helpers/shopping.ts';

/**
 * Decision 109: on the embedded database a customer's cart is answered from memory while nothing
 * it shows has changed; whatever changes it, whoever writes, shows at the very next read. On
 * PostgreSQL every read asks the database. Both runs hold these tests to the same answers.
 */
let shop: CatalogShop;
let statements: string[];

beforeAll(async () => {
  shop = await createCatalogShop();
  statements = recordStatements(shop.database);
});
afterAll(() => shop.close());

const change = (statement: ReturnType<typeof sql>) => shop.database.db.execute(statement);

async function cartOf(customer: TestCustomer) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/cart/get',
    headers: customer.headers,
  });
  return { status: response.statusCode, body: response.json<CartResponse>() };
}

async function linesOf(customer: TestCustomer) {
  const { status, body } = await cartOf(customer);
  expect(status).toBe(200);
  return body.items.map(({ name, size, quantity, price, stock }) => ({
    name,
    size,
    quantity,
    price,
    stock,
  }));
}

/** A customer with one unit of the salmon kibble (2 kg) in the cart, read once. */
async function customerWithKibble() {
  const customer = await createCustomer(shop);
  await addToCart(shop, customer, shop.ids.salmonKibble);
  await linesOf(customer);
  return customer;
}

describe('a cart read', () => {
  if (testDatabaseKind === 'pglite') {
    it('is answered again from memory while nothing it shows has changed', async () => {
      const customer = await customerWithKibble();
      statements.length = 0;
      const first = await cartOf(customer);
      const second = await cartOf(customer);
      expect(second).toEqual(first);
      expect(first.body.items).toHaveLength(1);
      expect(statements).toEqual([]);
    });
  } else {
    it('asks the database every time on PostgreSQL', async () => {
      const customer = await customerWithKibble();
      statements.length = 0;
      await cartOf(customer);
      await cartOf(customer);
      expect(statements).toEqual(['cart_lines_session', 'cart_lines_session']);
    });
  }

  it("shows the customer's own add, change and removal at once", async () => {
    const customer = await customerWithKibble();
    const line = await addToCart(shop, customer, shop.ids.salmonKibble);
    expect(await linesOf(customer)).toMatchObject([{ quantity: 2 }]);
    const update = await shop.app.inject({
      method: 'PUT',
      url: `/api/cart/update/${line.id}`,
      headers: customer.headers,
      payload: { quantity: 5 },
    });
    expect(update.statusCode).toBe(200);
    expect(await linesOf(customer)).toMatchObject([{ quantity: 5 }]);
    const removal = await shop.app.inject({
      method: 'DELETE',
      url: `/api/cart/remove/${line.id}`,
      headers: customer.headers,
    });
    expect(removal.statusCode).toBe(200);
    expect(await linesOf(customer)).toEqual([]);
  });

  it('shows a change anyone makes at the next read: a line, a price, a stock, a name', async () => {
    const customer = await customerWithKibble();
    await change(sql`UPDATE cart_items SET quantity = 3 WHERE user_id = ${customer.id}`);
    expect(await linesOf(customer)).toMatchObject([{ quantity: 3 }]);

    await change(
      sql`UPDATE products SET offer_price_fils = 7500 WHERE id = ${shop.ids.salmonKibble}`,
    );
    // On PostgreSQL the catalog hears of a price change a moment after the commit (NOTIFY).
    await vi.waitFor(async () => expect(await linesOf(customer)).toMatchObject([{ price: 75 }]), {
      timeout: 5_000,
      interval: 20,
    });

    await change(sql`UPDATE product_sizes SET stock = 4
                      WHERE product_id = ${shop.ids.salmonKibble} AND name = '2 kg'`);
    expect(await linesOf(customer)).toMatchObject([{ stock: 4 }]);

    await change(
      sql`UPDATE products SET name = 'Salmon Kibble Senior' WHERE id = ${shop.ids.salmonKibble}`,
    );
    await vi.waitFor(
      async () => expect(await linesOf(customer)).toMatchObject([{ name: 'Salmon Kibble Senior' }]),
      { timeout: 5_000, interval: 20 },
    );
    await change(sql`DELETE FROM cart_items WHERE user_id = ${customer.id}`);
    expect(await linesOf(customer)).toEqual([]);
  });

  it('answers 401 as soon as the session ends, however it ends', async () => {
    const loggedOut = await customerWithKibble();
    const logout = await shop.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: loggedOut.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect((await cartOf(loggedOut)).status).toBe(401);

    const expired = await customerWithKibble();
    await change(sql`UPDATE auth_tokens SET expires_at = now() - interval '1 minute'
                      WHERE user_id = ${expired.id}`);
    expect((await cartOf(expired)).status).toBe(401);

    const deactivated = await customerWithKibble();
    await change(sql`UPDATE users SET deactivated_at = now() WHERE id = ${deactivated.id}`);
    expect((await cartOf(deactivated)).status).toBe(401);

    const emptied = await customerWithKibble();
    await change(sql`DELETE FROM auth_tokens WHERE user_id = ${emptied.id}`);
    expect((await cartOf(emptied)).status).toBe(401);
  });
});

describe('CartAnswers', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const held = (userId: number, json = `{"cart":${userId}}`) => ({
    userId,
    expiresAt: now.getTime() + 60_000,
    json,
  });

  it('does not keep a read that began before its customer, or everyone, was forgotten', () => {
    const answers = new CartAnswers();
    const before = answers.beginRead();
    answers.forgetCustomer(7);
    answers.keep(before, 'token-7', held(7));
    expect(answers.answer('token-7', now)).toBeUndefined();
    // Another customer's read is not held up by it.
    answers.keep(before, 'token-8', held(8));
    expect(answers.answer('token-8', now)).toBe('{"cart":8}');

    const beforeAll = answers.beginRead();
    answers.forgetAll();
    answers.keep(beforeAll, 'token-9', held(9));
    expect(answers.answer('token-9', now)).toBeUndefined();
    expect(answers.answer('token-8', now)).toBeUndefined();
  });

  it("forgets every session of a customer, and answers nothing once a session's time is up", () => {
    const answers = new CartAnswers();
    answers.keep(answers.beginRead(), 'phone', held(7));
    answers.keep(answers.beginRead(), 'laptop', held(7));
    answers.keep(answers.beginRead(), 'other', held(8));
    answers.forgetCustomer(7);
    expect(answers.answer('phone', now)).toBeUndefined();
    expect(answers.answer('laptop', now)).toBeUndefined();
    expect(answers.answer('other', now)).toBe('{"cart":8}');
    expect(answers.answer('other', new Date(now.getTime() + 60_000))).toBeUndefined();
  });
});
