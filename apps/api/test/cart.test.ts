import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, cartItems, products } from '../src/db/schema.ts';
import { sessionKey } from '../src/modules/auth/auth.service.ts';
import { SESSION_CART } from '../src/modules/cart/cart.repo.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, addProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { callAs } from './helpers/requests.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';

let shop: TestShop;
let ids: Awaited<ReturnType<typeof seedTestCatalog>>['ids'];
let lastUnits: number;

beforeAll(async () => {
  shop = await createTestShop();
  ({ ids } = await seedTestCatalog(shop.database.db));
  lastUnits = await addOneSizeProduct(shop.database.db, 'Rope Tug Toy', 3, { price: 25 });
});
afterAll(() => shop.close());

const cartRows = (userId: number) =>
  shop.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('cart calls without a customer', () => {
  it.each([
    ['GET', '/api/cart/get'],
    ['POST', '/api/cart/add'],
    ['PUT', '/api/cart/update/1'],
    ['DELETE', '/api/cart/remove/1'],
    ['DELETE', '/api/cart/delete/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await callAs(
      shop,
      null,
      method,
      url,
      method === 'GET' || method === 'DELETE' ? undefined : { product_id: 'x' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthenticated. Please log in again.');
  });
});

// POST /api/cart/add checks the session inside its own statement (one round trip): these are
// what the auth hook guarantees on the other routes, asserted on the add itself.
describe('adding to the cart with a session that is not valid', () => {
  const UNAUTHENTICATED = { message: 'Unauthenticated. Please log in again.' };
  const allCartRows = () => shop.database.db.select().from(cartItems);
  const add = (token: string, payload: Record<string, unknown> | string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers 401 once the token has expired, and writes nothing', async () => {
    const customer = await createCustomer(shop);
    await shop.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, customer.id));
    const before = await allCartRows();
    for (const payload of [
      { product_id: ids.salmonKibble, quantity: 1 },
      { product_id: 999_999 },
      { product_id: 'abc' },
      '{"product_id": ',
    ]) {
      const response = await add(customer.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    expect(await cartRows(customer.id)).toEqual([]);
    expect(await allCartRows()).toEqual(before);
  });

  it('answers 401 after logout, and writes nothing', async () => {
    const customer = await createCustomer(shop);
    expect((await add(customer.token, { product_id: ids.catPate })).statusCode).toBe(201);
    const logout = await shop.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: customer.headers,
    });
    expect(logout.statusCode).toBe(200);
    const response = await add(customer.token, { product_id: ids.catPate, quantity: 2 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
    expect((await cartRows(customer.id)).map((row) => row.quantity)).toEqual([1]);
  });

  it('reading the cart answers 401 once the token expired or after logout, though it has lines', async () => {
    const read = (token: string) =>
      shop.app.inject({
        method: 'GET',
        url: '/api/cart/get',
        headers: { authorization: `Bearer ${token}` },
      });
    const expiring = await createCustomer(shop);
    const leaving = await createCustomer(shop);
    for (const customer of [expiring, leaving]) {
      expect((await add(customer.token, { product_id: ids.catPate })).statusCode).toBe(201);
      const cart = await read(customer.token);
      expect(cart.statusCode).toBe(200);
      expect(cart.json()).toMatchObject({ count: 1, items: [{ product_id: ids.catPate }] });
    }
    await shop.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, expiring.id));
    await shop.app.inject({ method: 'POST', url: '/api/logout', headers: leaving.headers });
    for (const customer of [expiring, leaving]) {
      const response = await read(customer.token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    const never = await read('made-up-token');
    expect(never.statusCode).toBe(401);
  });

  it('answers 401 for a token never issued, a malformed header and an overlong token', async () => {
    const before = await allCartRows();
    for (const authorization of [
      'Bearer made-up-token',
      'Basic abc',
      `Bearer ${'a'.repeat(201)}`,
    ]) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { authorization },
        payload: { product_id: ids.catPate },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    expect(await allCartRows()).toEqual(before);
  });

  it("adds to the token's own customer only", async () => {
    const a = await createCustomer(shop, 'Customer A');
    const b = await createCustomer(shop, 'Customer B');
    await add(b.token, { product_id: ids.salmonKibble, quantity: 1 });
    const response = await add(a.token, { product_id: ids.salmonKibble, quantity: 2 });
    expect(response.statusCode).toBe(201);
    expect(response.json().item).toMatchObject({ user_id: a.id, quantity: 2 });
    expect((await cartRows(a.id)).map((row) => [row.userId, row.quantity])).toEqual([[a.id, 2]]);
    expect((await cartRows(b.id)).map((row) => [row.userId, row.quantity])).toEqual([[b.id, 1]]);
  });

  it('keeps the answers of a valid session to a bad body', async () => {
    const customer = await createCustomer(shop);
    const notJson = await add(customer.token, '{"product_id": ');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toEqual(expect.any(String));
    const invalid = await add(customer.token, { product_id: 'abc' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.product_id).toEqual(['The product id must be a number.']);
    expect(await cartRows(customer.id)).toEqual([]);
  });
});

describe('a customer filling the cart', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(shop);
  });

  it('starts empty', async () => {
    const response = await callAs(shop, customer, 'GET', '/api/cart/get');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, items: [], count: 0, subtotal: 0 });
  });

  it('adds the first size in stock, priced by the server at the offer price', async () => {
    const response = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: ids.salmonKibble,
      quantity: 2,
      price: 0.01,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Item added to cart' });
    const cart = (await callAs(shop, customer, 'GET', '/api/cart/get')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      user_id: customer.id,
      product_id: ids.salmonKibble,
      quantity: 2,
      size: '2 kg',
      stock: 10,
      name: 'Salmon Kibble Adult',
      price: 80,
      original_price: 100,
      line_total: 160,
      image_url: '/storage/products/salmon-1.svg',
    });
    expect(cart).toMatchObject({ count: 2, subtotal: 160 });
  });

  it('raises the existing line instead of adding a second one', async () => {
    const response = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: ids.salmonKibble,
      quantity: 3,
    });
    expect(response.statusCode).toBe(201);
    const rows = await cartRows(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(5);
  });

  it('refuses more than the stock on hand, naming the product and what is left', async () => {
    const response = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: ids.salmonKibble,
      quantity: 6,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Only 10 left of Salmon Kibble Adult (2 kg). Your cart already has 5.',
      errors: {
        quantity: ['Only 10 left of Salmon Kibble Adult (2 kg). Your cart already has 5.'],
      },
    });
    expect((await cartRows(customer.id))[0]!.quantity).toBe(5);
  });

  it('refuses a sold-out size and a size of another product', async () => {
    const product = (
      await callAs(shop, customer, 'GET', `/api/get-product-details/${ids.salmonKibble}`)
    ).json().product;
    const soldOut = product.product_sizes.find((size: { name: string }) => size.name === '7 kg');
    const soldOutResponse = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: ids.salmonKibble,
      product_size_id: soldOut.id,
    });
    expect(soldOutResponse.statusCode).toBe(422);
    expect(soldOutResponse.json().message).toBe('Salmon Kibble Adult (7 kg) is out of stock.');
    const foreignSize = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: ids.catPate,
      product_size_id: soldOut.id,
    });
    expect(foreignSize.statusCode).toBe(422);
    expect(foreignSize.json().errors.product_size_id).toEqual([
      'The selected size is not available for Ocean Pâté for Cats.',
    ]);
  });

  it.each([
    [{ product_id: 999_999 }, 'product_id', 'The selected product is not available.'],
    [{ product_id: 'abc' }, 'product_id', 'The product id must be a number.'],
    [{}, 'product_id', 'The product id field is required.'],
    [{ product_id: 1, quantity: 0 }, 'quantity', 'The quantity must be at least 1.'],
    [{ product_id: 1, quantity: 1.5 }, 'quantity', 'The quantity must be a whole number.'],
  ])('refuses %o with 422 on %s', async (payload, field, message) => {
    const response = await callAs(shop, customer, 'POST', '/api/cart/add', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses an inactive product', async () => {
    const response = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: ids.hiddenTreat,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.product_id).toEqual(['The selected product is not available.']);
  });

  it('sets a new total quantity within the stock', async () => {
    const [row] = await cartRows(customer.id);
    const ok = await callAs(shop, customer, 'PUT', `/api/cart/update/${row!.id}`, {
      product_id: ids.salmonKibble,
      quantity: 3,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item).toMatchObject({ quantity: 3, line_total: 240 });
    const tooMany = await callAs(shop, customer, 'PUT', `/api/cart/update/${row!.id}`, {
      quantity: 11,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Only 10 left of Salmon Kibble Adult (2 kg).');
    const zero = await callAs(shop, customer, 'PUT', `/api/cart/update/${row!.id}`, {
      quantity: 0,
    });
    expect(zero.statusCode).toBe(422);
    const missing = await callAs(shop, customer, 'PUT', `/api/cart/update/${row!.id}`, {});
    expect(missing.json().errors.quantity).toEqual(['The quantity field is required.']);
    expect((await cartRows(customer.id))[0]!.quantity).toBe(3);
  });

  it('prices lines from the catalog as it is now', async () => {
    await shop.database.db
      .update(products)
      .set({ offerPriceFils: 7500 })
      .where(eq(products.id, ids.salmonKibble));
    const cart = (await callAs(shop, customer, 'GET', '/api/cart/get')).json();
    expect(cart.items[0]).toMatchObject({ price: 75, line_total: 225 });
    await shop.database.db
      .update(products)
      .set({ offerPriceFils: 8000 })
      .where(eq(products.id, ids.salmonKibble));
  });

  it('removes a line by either path spelling', async () => {
    await callAs(shop, customer, 'POST', '/api/cart/add', { product_id: lastUnits, quantity: 3 });
    const rows = await cartRows(customer.id);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(
      (await callAs(shop, customer, 'DELETE', `/api/cart/remove/${first!.id}`)).statusCode,
    ).toBe(200);
    const deleted = await callAs(shop, customer, 'DELETE', `/api/cart/delete/${second!.id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Item removed from cart' });
    expect(await cartRows(customer.id)).toHaveLength(0);
  });

  it('answers 200 and changes nothing when the line is already gone, by either spelling', async () => {
    await callAs(shop, customer, 'POST', '/api/cart/add', { product_id: ids.catPate, quantity: 1 });
    await callAs(shop, customer, 'POST', '/api/cart/add', { product_id: lastUnits, quantity: 1 });
    const [gone, kept] = await cartRows(customer.id);
    await callAs(shop, customer, 'DELETE', `/api/cart/delete/${gone!.id}`);
    for (const verb of ['delete', 'remove', 'delete']) {
      const again = await callAs(shop, customer, 'DELETE', `/api/cart/${verb}/${gone!.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true, message: 'Item removed from cart' });
    }
    expect(await cartRows(customer.id)).toEqual([kept]);
    // A quantity change of a line that is gone is still refused: there is nothing to change.
    const update = await callAs(shop, customer, 'PUT', `/api/cart/update/${gone!.id}`, {
      quantity: 1,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: 'Cart item not found' });
    await callAs(shop, customer, 'DELETE', `/api/cart/remove/${kept!.id}`);
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])(
    'answers 404 for cart item id %s',
    async (id) => {
      expect(
        (await callAs(shop, customer, 'PUT', `/api/cart/update/${id}`, { quantity: 1 })).statusCode,
      ).toBe(404);
      for (const verb of ['remove', 'delete']) {
        const response = await callAs(shop, customer, 'DELETE', `/api/cart/${verb}/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Cart item not found' });
      }
    },
  );
});

describe('numbers written as text (decision 019)', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(shop);
  });

  // Number() reads all of these (16, 10, 1, 7, 2 …); only plain decimal digits are numbers here.
  const notDecimal = ['0x10', '0x2', '1e1', '2e0', '0b1', '0o7', 'Infinity', '', '   ', '1_0'];

  it.each(notDecimal)(
    'refuses the quantity %j on add with 422 and adds nothing',
    async (quantity) => {
      const response = await callAs(shop, customer, 'POST', '/api/cart/add', {
        product_id: ids.salmonKibble,
        quantity,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ quantity: ['The quantity must be a number.'] });
      expect(await cartRows(customer.id)).toEqual([]);
    },
  );

  it.each(['hex', 'exponent'])('refuses a product id written as a %s', async (form) => {
    const productId = form === 'hex' ? `0x${ids.catPate.toString(16)}` : `${ids.catPate}e0`;
    const response = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: productId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ product_id: ['The product id must be a number.'] });
    expect(await cartRows(customer.id)).toEqual([]);
  });

  it('takes plain digits, with spaces around them, and refuses other text on update', async () => {
    const added = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: String(ids.salmonKibble),
      quantity: ' 2 ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().item).toMatchObject({ product_id: ids.salmonKibble, quantity: 2 });
    const line = added.json().item.id as number;
    for (const quantity of ['0x3', '1e1', '3.0e0']) {
      const refused = await callAs(shop, customer, 'PUT', `/api/cart/update/${line}`, { quantity });
      expect(refused.statusCode, quantity).toBe(422);
      expect(refused.json().errors).toEqual({ quantity: ['The quantity must be a number.'] });
    }
    const updated = await callAs(shop, customer, 'PUT', `/api/cart/update/${line}`, {
      quantity: '3',
    });
    expect(updated.json().item).toMatchObject({ quantity: 3 });
    expect((await cartRows(customer.id))[0]!.quantity).toBe(3);
    // Path ids are plain digits too: a hex or exponent spelling of the line is no line.
    for (const id of [`0x${line.toString(16)}`, `${line}e0`]) {
      const response = await callAs(shop, customer, 'PUT', `/api/cart/update/${id}`, {
        quantity: 1,
      });
      expect(response.statusCode, id).toBe(404);
    }
    expect((await cartRows(customer.id))[0]!.quantity).toBe(3);
  });
});

describe('a size chosen by the server', () => {
  it('is the first one in stock, and its line holds at most the line maximum', async () => {
    const bigBag = await addProduct(shop.database.db, {
      name: 'Bulk Hay',
      price: 10,
      petTypes: ['DOG'],
      productType: 'Food',
      sizes: [
        { name: '1 kg', stock: 0 },
        { name: '20 kg', stock: 150 },
      ],
    });
    const customer = await createCustomer(shop);
    const first = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: bigBag,
      quantity: 99,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().item).toMatchObject({ size: '20 kg', quantity: 99, stock: 150 });
    const more = await callAs(shop, customer, 'POST', '/api/cart/add', {
      product_id: bigBag,
      quantity: 1,
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe('A cart line may hold at most 99 of Bulk Hay (20 kg).');
    expect((await cartRows(customer.id)).map((row) => row.quantity)).toEqual([99]);
  });
});

describe("another customer's cart", () => {
  it('can be neither read, changed nor emptied', async () => {
    const owner = await createCustomer(shop, 'Owner');
    const intruder = await createCustomer(shop, 'Intruder');
    await callAs(shop, owner, 'POST', '/api/cart/add', { product_id: ids.catPate, quantity: 2 });
    const [row] = await cartRows(owner.id);
    const update = await callAs(shop, intruder, 'PUT', `/api/cart/update/${row!.id}`, {
      quantity: 1,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: 'Cart item not found' });
    // Removing it answers as for any line the intruder does not have (one that never existed
    // too), so the answer tells nothing about the owner's cart, and the owner's line stays.
    const neverExisted = 2_000_000_000;
    for (const id of [row!.id, neverExisted]) {
      for (const verb of ['remove', 'delete']) {
        const response = await callAs(shop, intruder, 'DELETE', `/api/cart/${verb}/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: 'Item removed from cart' });
      }
    }
    expect((await callAs(shop, intruder, 'GET', '/api/cart/get')).json().items).toEqual([]);
    expect(await cartRows(owner.id)).toEqual([row]);
  });
});

describe('the cart lines of a placed order', () => {
  // The spec's client deletes every line it ordered, in parallel, after the order is made; the
  // order has already taken them out of the cart. Each delete must succeed, not answer 404.
  it('answer 200 to the deletes that follow the order, and the cart stays empty', async () => {
    const customer = await createCustomer(shop);
    const lines = [
      await addToCart(shop, customer, ids.catPate, 1),
      await addToCart(shop, customer, ids.leatherCollar, 1),
    ];
    expect((await placeCodOrder(shop, customer)).statusCode).toBe(201);
    expect(await cartRows(customer.id)).toEqual([]);
    const deletes = await Promise.all(
      lines.map((line) => callAs(shop, customer, 'DELETE', `/api/cart/delete/${line.id}`)),
    );
    expect(deletes.map((response) => [response.statusCode, response.json()])).toEqual(
      lines.map(() => [200, { success: true, message: 'Item removed from cart' }]),
    );
    expect(await cartRows(customer.id)).toEqual([]);
  });
});

describe('the last units', () => {
  it('go to as many carts as there are units, each within the stock', async () => {
    const customers = await Promise.all(
      [1, 2, 3, 4].map((n) => createCustomer(shop, `Racer ${n}`)),
    );
    const responses = await Promise.all(
      customers.map((customer) =>
        callAs(shop, customer, 'POST', '/api/cart/add', { product_id: lastUnits, quantity: 3 }),
      ),
    );
    // A cart does not reserve stock (checkout does), so every customer may hold all three.
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const parallelSameCustomer = await Promise.all(
      [1, 2].map(() =>
        callAs(shop, customers[0]!, 'POST', '/api/cart/add', {
          product_id: lastUnits,
          quantity: 1,
        }),
      ),
    );
    expect(parallelSameCustomer.map((response) => response.statusCode)).toEqual([422, 422]);
    expect((await cartRows(customers[0]!.id))[0]!.quantity).toBe(3);
  });
});

// Issue 29: a plan made while cart_items was empty (a fresh shop, statistics taken before a bulk
// load) read the whole table on every cart read once it had grown, until the statistics were
// taken again. Migration 0032's cart_lines_of reads a customer's lines by the index whatever the
// plan was made for.
describe('a cart read planned while the cart table was empty', () => {
  it("reads only the customer's lines once the table has grown", async () => {
    const customer = await createCustomer(shop, 'Planned Reader');
    const other = await createCustomer(shop, 'Bulk Buyer');
    await addToCart(shop, customer, ids.salmonKibble, 1);
    const { tokenHash } = sessionKey(customer.token);
    // One connection and one transaction, rolled back: the plan is that connection's.
    const rolledBack = new Error('rolled back');
    const run = shop.database.db.transaction(async (tx) => {
      const rows = async <Row>(statement: SQL) =>
        (await tx.execute(statement)) as unknown as { rows: Row[] };
      const linesRead = async () => {
        const {
          rows: [row],
        } = await rows<{ read: number }>(sql`
          SELECT (coalesce(sum(seq_tup_read), 0) + coalesce(sum(idx_tup_fetch), 0))::int AS read
            FROM pg_stat_xact_user_tables WHERE relname = 'cart_items'`);
        return row!.read;
      };
      const kept = await rows<{ user_id: number; product_id: number; product_size_id: number }>(
        sql`SELECT user_id, product_id, product_size_id FROM cart_items WHERE user_id = ${customer.id}`,
      );
      await tx.execute(sql`TRUNCATE cart_items`);
      await tx.execute(sql`ANALYZE cart_items`);
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`PREPARE planned_cart_read AS ${SESSION_CART.text}`));
      // A utility statement takes no bound values: the hash is hex, the time an ISO string.
      const read = () =>
        rows<{ lines: unknown[] }>(
          sql.raw(`EXECUTE planned_cart_read('${tokenHash}', '${new Date().toISOString()}')`),
        );
      // Planned now, on an empty table.
      expect((await read()).rows[0]!.lines).toEqual([]);
      // The table grows: 3,000 lines of another customer, and this customer's line back.
      const productId = ids.salmonKibble;
      await tx.execute(sql`
        INSERT INTO product_sizes (product_id, name, stock)
        SELECT ${productId}, 'Bulk ' || g, 5 FROM generate_series(1, 3000) g`);
      await tx.execute(sql`
        INSERT INTO cart_items (user_id, product_id, product_size_id, quantity)
        SELECT ${other.id}, product_id, id, 1 FROM product_sizes WHERE name LIKE 'Bulk %'`);
      for (const line of kept.rows) {
        await tx.execute(sql`
          INSERT INTO cart_items (user_id, product_id, product_size_id, quantity)
          VALUES (${line.user_id}, ${line.product_id}, ${line.product_size_id}, 1)`);
      }
      const before = await linesRead();
      const {
        rows: [answer],
      } = await read();
      expect(answer!.lines).toHaveLength(1);
      // The customer's own line (and at most a few index neighbours), not the table.
      expect((await linesRead()) - before).toBeLessThanOrEqual(5);
      throw rolledBack;
    });
    await expect(run).rejects.toBe(rolledBack);
    expect(await cartRows(customer.id)).toHaveLength(1);
  });
});
