import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, stockMovements } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { findLedgerMismatches } from '../src/modules/inventory/inventory.repo.ts';
import { adjustStock, listStockMovements } from '../src/modules/inventory/inventory.service.ts';
import { AppError } from '../src/plugins/errors.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, addProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { cancelOrder } from './helpers/refunds.ts';
import { staffSession } from './helpers/staff.ts';
import { addToCart, placeCodOrder, startCardCheckout, stockOf } from './helpers/shopping.ts';

// Issue 17 "Stock": every change of a size's stock is a row of the ledger (stock_movements), and
// the stock equals the ledger's sum, whoever changed it and however they raced.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
});
afterAll(() => shop.close());

const db = () => shop.database.db;

/** The size's ledger, oldest first, as [delta, reason, order id]. */
async function ledgerOf(productSizeId: number) {
  const rows = await db()
    .select({
      delta: stockMovements.delta,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.productSizeId, productSizeId))
    .orderBy(asc(stockMovements.id));
  return rows.map((row) => [row.delta, row.reason, row.orderId]);
}

async function onlySizeOf(productId: number) {
  const [size] = await db()
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  return size!.id;
}

/** What a failed call threw, for asserting its status, message and field errors. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.statusCode, message: error.message, errors: error.errors };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the stock ledger', () => {
  it("writes an order's take and a cancelled checkout's return, each naming the order", async () => {
    const productId = await addOneSizeProduct(db(), 'Ledger Chew Toy', 10);
    const sizeId = await onlySizeOf(productId);
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, productId, 3);

    const card = await startCardCheckout(shop, customer);
    expect(card.statusCode, card.body).toBe(200);
    const cardOrder = card.json<{ order_id: number }>().order_id;
    expect(await stockOf(shop, sizeId)).toBe(7);
    // A cash order replaces the open card checkout: its units come back, then the order takes them.
    const cod = await placeCodOrder(shop, customer);
    expect(cod.statusCode, cod.body).toBe(201);
    const codOrder = cod.json<{ orderId: number }>().orderId;

    expect(await stockOf(shop, sizeId)).toBe(7);
    expect(await ledgerOf(sizeId)).toEqual([
      [10, 'initial', null],
      [-3, 'order', cardOrder],
      [3, 'order_cancelled', cardOrder],
      [-3, 'order', codOrder],
    ]);
    expect(await findLedgerMismatches(db())).toEqual([]);
  });

  it("writes a staff cancellation's return, naming the order", async () => {
    const productId = await addOneSizeProduct(db(), 'Ledger Cancelled Bed', 6);
    const sizeId = await onlySizeOf(productId);
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, productId, 2);
    const cod = await placeCodOrder(shop, customer);
    expect(cod.statusCode, cod.body).toBe(201);
    const orderId = cod.json<{ orderId: number }>().orderId;
    const member = await staffSession(shop.app, shop.database, { role: 'staff' });

    const cancelled = await cancelOrder(shop, member, orderId, { reason: 'Customer called' });

    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(shop, sizeId)).toBe(6);
    expect(await ledgerOf(sizeId)).toEqual([
      [6, 'initial', null],
      [-2, 'order', orderId],
      [2, 'order_cancelled', orderId],
    ]);
  });

  it('writes nothing for an order refused for want of stock', async () => {
    const productId = await addOneSizeProduct(db(), 'Ledger Last Bowl', 2);
    const sizeId = await onlySizeOf(productId);
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, productId, 2);
    await adjustStock(db(), { productSizeId: sizeId, delta: -1, reason: 'damaged', staffId: null });

    const response = await placeCodOrder(shop, customer);

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Only 1 left of Ledger Last Bowl.');
    expect(await ledgerOf(sizeId)).toEqual([
      [2, 'initial', null],
      [-1, 'damaged', null],
    ]);
  });
});

describe('adjustStock', () => {
  it('adds, takes away and sets a counted stock, each with its ledger row', async () => {
    const productId = await addOneSizeProduct(db(), 'Adjusted Scratch Post', 5);
    const sizeId = await onlySizeOf(productId);

    const received = await db().transaction((tx) =>
      adjustStock(tx, {
        productSizeId: sizeId,
        delta: 12,
        reason: 'received',
        note: ' Delivery from Al Quoz ',
        staffId: null,
      }),
    );
    expect(received).toEqual({
      stock: 17,
      movement: {
        id: expect.any(Number),
        productSizeId: sizeId,
        sizeName: 'One Size',
        delta: 12,
        reason: 'received',
        orderId: null,
        orderNumber: null,
        staffId: null,
        staffName: null,
        note: 'Delivery from Al Quoz',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    const counted = await adjustStock(db(), {
      productSizeId: sizeId,
      setTo: 15,
      reason: 'correction',
      staffId: null,
    });
    expect(counted.stock).toBe(15);
    expect(counted.movement).toMatchObject({ delta: -2, reason: 'correction', note: null });
    // A count that matches the shelf changes nothing and records nothing.
    expect(
      await adjustStock(db(), {
        productSizeId: sizeId,
        setTo: 15,
        reason: 'correction',
        staffId: null,
      }),
    ).toEqual({ stock: 15, movement: null });

    expect(await stockOf(shop, sizeId)).toBe(15);
    expect(await ledgerOf(sizeId)).toEqual([
      [5, 'initial', null],
      [12, 'received', null],
      [-2, 'correction', null],
    ]);
  });

  it('never drives the stock below 0: a 422 says how many there are, and nothing is written', async () => {
    const productId = await addProduct(db(), {
      name: 'Adjusted Kibble',
      price: 60,
      petTypes: ['DOG'],
      productType: 'Food',
      sizes: [{ name: '2 kg', stock: 3 }],
    });
    const sizeId = await onlySizeOf(productId);

    expect(
      await failure(
        adjustStock(db(), { productSizeId: sizeId, delta: -4, reason: 'damaged', staffId: null }),
      ),
    ).toEqual({
      status: 422,
      message: 'Adjusted Kibble (2 kg) has 3 in stock: taking away 4 would leave fewer than 0.',
      errors: {
        delta: ['Adjusted Kibble (2 kg) has 3 in stock: taking away 4 would leave fewer than 0.'],
      },
    });
    expect(await stockOf(shop, sizeId)).toBe(3);
    expect(await ledgerOf(sizeId)).toEqual([[3, 'initial', null]]);
  });

  it('refuses input a person can correct with a 422 per field, and an unknown size with a 404', async () => {
    const productId = await addOneSizeProduct(db(), 'Adjusted Lead', 3);
    const sizeId = await onlySizeOf(productId);
    const cases: [Parameters<typeof adjustStock>[1], Record<string, string[]>][] = [
      [
        { productSizeId: sizeId, reason: 'received', staffId: null },
        { delta: ['Give either a change (delta) or the counted stock (setTo), not both.'] },
      ],
      [
        { productSizeId: sizeId, delta: 1, setTo: 4, reason: 'received', staffId: null },
        { delta: ['Give either a change (delta) or the counted stock (setTo), not both.'] },
      ],
      [
        { productSizeId: sizeId, delta: 0, reason: 'received', staffId: null },
        { delta: ['The change must be a whole number of units other than 0 (at most 1000000).'] },
      ],
      [
        { productSizeId: sizeId, delta: 1.5, reason: 'received', staffId: null },
        { delta: ['The change must be a whole number of units other than 0 (at most 1000000).'] },
      ],
      [
        { productSizeId: sizeId, setTo: -1, reason: 'correction', staffId: null },
        { setTo: ['The counted stock must be a whole number from 0 to 1000000.'] },
      ],
      [
        { productSizeId: sizeId, delta: 1, reason: 'order' as 'other', staffId: null },
        { reason: ['The reason must be one of: received, damaged, returned, correction, other.'] },
      ],
      [
        { productSizeId: sizeId, delta: 1, reason: 'other', note: 'x'.repeat(501), staffId: null },
        { note: ['The note may be at most 500 characters.'] },
      ],
    ];
    for (const [adjustment, errors] of cases) {
      expect(await failure(adjustStock(db(), adjustment))).toMatchObject({ status: 422, errors });
    }
    expect(
      await failure(
        adjustStock(db(), { productSizeId: 999_999, delta: 1, reason: 'other', staffId: null }),
      ),
    ).toEqual({ status: 404, message: 'Size not found', errors: undefined });
    expect(
      await failure(
        adjustStock(db(), {
          productId: productId + 1_000,
          productSizeId: sizeId,
          delta: 1,
          reason: 'other',
          staffId: null,
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await ledgerOf(sizeId)).toEqual([[3, 'initial', null]]);
  });
});

describe('listStockMovements', () => {
  it("pages a product's ledger newest first, of all its sizes or of one", async () => {
    const productId = await addProduct(db(), {
      name: 'Paged Litter',
      price: 40,
      petTypes: ['CAT'],
      productType: 'Food',
      sizes: [
        { name: '5 L', stock: 10 },
        { name: '10 L', stock: 20 },
      ],
    });
    const [small, large] = await db()
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .orderBy(productSizes.position);
    for (const delta of [1, 2, 3]) {
      await adjustStock(db(), {
        productSizeId: small!.id,
        delta,
        reason: 'received',
        staffId: null,
      });
      await adjustStock(db(), {
        productSizeId: large!.id,
        delta: -delta,
        reason: 'damaged',
        staffId: null,
      });
    }

    const first = await listStockMovements(db(), { productId, limit: 3 });
    expect(first.items.map((item) => [item.sizeName, item.delta])).toEqual([
      ['10 L', -3],
      ['5 L', 3],
      ['10 L', -2],
    ]);
    const second = await listStockMovements(db(), {
      productId,
      limit: 3,
      cursor: first.nextCursor!,
    });
    expect(second.items.map((item) => [item.sizeName, item.delta])).toEqual([
      ['5 L', 2],
      ['10 L', -1],
      ['5 L', 1],
    ]);
    const last = await listStockMovements(db(), {
      productId,
      limit: 3,
      cursor: second.nextCursor!,
    });
    expect(last.items.map((item) => [item.sizeName, item.delta, item.reason])).toEqual([
      ['10 L', 20, 'initial'],
      ['5 L', 10, 'initial'],
    ]);
    expect(last.nextCursor).toBeNull();

    const one = await listStockMovements(db(), { productId, productSizeId: small!.id });
    expect(one.items.map((item) => item.delta)).toEqual([3, 2, 1, 10]);
    expect(one.nextCursor).toBeNull();
    // Another product's size is not this product's; an unknown product is not found.
    const other = await addOneSizeProduct(db(), 'Other Litter', 4);
    expect(
      await failure(
        listStockMovements(db(), { productId, productSizeId: await onlySizeOf(other) }),
      ),
    ).toEqual({ status: 404, message: 'Size not found', errors: undefined });
    expect(await failure(listStockMovements(db(), { productId: 999_999 }))).toEqual({
      status: 404,
      message: 'Product not found',
      errors: undefined,
    });
  });
});

describe('orders racing staff adjustments', () => {
  it(`loses neither an order's change nor an adjustment's${raceNote}`, async () => {
    const productId = await addProduct(db(), {
      name: 'Raced Treats',
      price: 12,
      petTypes: ['DOG'],
      productType: 'Food',
      sizes: [
        { name: 'Pack of 6', stock: 40 },
        { name: 'Pack of 12', stock: 40 },
      ],
    });
    const [six, twelve] = await db()
      .select({ id: productSizes.id })
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .orderBy(productSizes.position);
    // 12 customers each buy 2 of both sizes, while staff book 12 deliveries and 12 breakages.
    const customers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => createCustomer(shop, `Treat buyer ${n}`)),
    );
    for (const customer of customers) {
      for (const size of [six!, twelve!]) {
        const response = await shop.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: customer.headers,
          payload: { product_id: productId, product_size_id: size.id, quantity: 2 },
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    const adjustments = Array.from({ length: 24 }, (_, n) => {
      const size = n % 2 === 0 ? six! : twelve!;
      return shop.database.db.transaction((tx) =>
        adjustStock(tx, {
          productSizeId: size.id,
          delta: n < 12 ? 5 : -1,
          reason: n < 12 ? 'received' : 'damaged',
          staffId: null,
        }),
      );
    });
    const orders = customers.map((customer) => placeCodOrder(shop, customer));
    const results = await Promise.all([...orders, ...adjustments]);
    const statuses = results
      .slice(0, 12)
      .map((response) => (response as { statusCode: number }).statusCode);
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 201));

    // Each size: 40 + 6 deliveries of 5 - 6 breakages - 12 orders of 2 = 40.
    expect(await stockOf(shop, six!.id)).toBe(40);
    expect(await stockOf(shop, twelve!.id)).toBe(40);
    for (const size of [six!, twelve!]) {
      const rows = await ledgerOf(size.id);
      expect(rows.filter(([, reason]) => reason === 'order')).toHaveLength(12);
      expect(rows.filter(([, reason]) => reason === 'received')).toHaveLength(6);
      expect(rows.filter(([, reason]) => reason === 'damaged')).toHaveLength(6);
    }
    expect(await findLedgerMismatches(db())).toEqual([]);
    const result = await db().execute(
      sql`SELECT sum(delta)::int AS total FROM stock_movements WHERE product_size_id IN (${six!.id}, ${twelve!.id})`,
    );
    expect((result as unknown as { rows: { total: number }[] }).rows).toEqual([{ total: 80 }]);
  });
});
