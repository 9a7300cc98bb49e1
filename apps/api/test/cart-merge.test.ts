import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products, productSizes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { testDatabaseKind } from './helpers/db.ts';
import { callAs } from './helpers/requests.ts';
import { addToCart } from './helpers/shopping.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
});
afterAll(() => shop.close());

/** A product with sizes of the given stock; answers its id and its sizes' ids in that order. */
async function productWithSizes(name: string, stocks: number[], isActive = true) {
  const id = await addProduct(shop.database.db, {
    name,
    price: 40,
    petTypes: ['DOG'],
    productType: 'Toy',
    isActive,
    sizes: stocks.map((stock, index) => ({ name: `Size ${index + 1}`, stock })),
  });
  const sizes = await shop.database.db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, id))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  return { id, sizeIds: sizes.map((size) => size.id) };
}

const merge = (customer: TestCustomer | null, payload: Record<string, unknown>) =>
  callAs(shop, customer, 'POST', '/api/cart/merge', payload);

const cartRows = (userId: number) =>
  shop.database.db
    .select({
      productId: cartItems.productId,
      sizeId: cartItems.productSizeId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));

describe('POST /api/cart/merge', () => {
  it("adds a visitor's lines to the account's cart, onto the lines it already has", async () => {
    const customer = await createCustomer(shop);
    const ball = await productWithSizes('Merge Ball', [20, 20]);
    const bed = await productWithSizes('Merge Bed', [10]);
    const line = await addToCart(shop, customer, ball.id, 2); // the first size in stock
    expect(line.product_size_id).toBe(ball.sizeIds[0]);

    const response = await merge(customer, {
      items: [
        { product_id: ball.id, product_size_id: ball.sizeIds[0], quantity: 3 },
        { product_id: ball.id, product_size_id: ball.sizeIds[1], quantity: 1 },
        { product_id: bed.id, product_size_id: bed.sizeIds[0], quantity: 2 },
      ],
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.skipped).toEqual([]);
    expect(body.capped).toEqual([]);
    expect(
      body.cart.items.map((item: { name: string; size: string; quantity: number }) => [
        item.name,
        item.size,
        item.quantity,
      ]),
    ).toEqual([
      ['Merge Ball', 'Size 1', 5],
      ['Merge Ball', 'Size 2', 1],
      ['Merge Bed', 'Size 1', 2],
    ]);
    expect(body.cart.count).toBe(8);
    expect(body.cart.subtotal).toBe(320);
    expect(await cartRows(customer.id)).toEqual([
      { productId: ball.id, sizeId: ball.sizeIds[0], quantity: 5 },
      { productId: ball.id, sizeId: ball.sizeIds[1], quantity: 1 },
      { productId: bed.id, sizeId: bed.sizeIds[0], quantity: 2 },
    ]);
  });

  it('caps a line by the size’s stock and by the 99 a line holds, and says so', async () => {
    const customer = await createCustomer(shop);
    const treats = await productWithSizes('Merge Treats', [4]);
    const kibble = await productWithSizes('Merge Kibble', [500]);
    await addToCart(shop, customer, treats.id, 3);
    await addToCart(shop, customer, kibble.id, 90);

    const response = await merge(customer, {
      items: [
        { product_id: treats.id, product_size_id: treats.sizeIds[0], quantity: 5 },
        { product_id: kibble.id, product_size_id: kibble.sizeIds[0], quantity: 20 },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().capped).toEqual([
      {
        product_id: treats.id,
        product_size_id: treats.sizeIds[0],
        name: 'Merge Treats (Size 1)',
        requested: 5,
        added: 1,
        quantity: 4,
      },
      {
        product_id: kibble.id,
        product_size_id: kibble.sizeIds[0],
        name: 'Merge Kibble (Size 1)',
        requested: 20,
        added: 9,
        quantity: 99,
      },
    ]);
    expect(response.json().skipped).toEqual([]);
    expect((await cartRows(customer.id)).map((row) => row.quantity)).toEqual([4, 99]);
  });

  it('skips unknown, no longer sold and sold-out lines with the reason, and keeps the rest', async () => {
    const customer = await createCustomer(shop);
    const toy = await productWithSizes('Merge Toy', [6]);
    const gone = await productWithSizes('Merge Gone', [6], false);
    const soldOut = await productWithSizes('Merge Sold Out', [0]);
    const other = await productWithSizes('Merge Other', [6]);
    // A product taken off sale after the visitor put it in their cart.
    const retired = await productWithSizes('Merge Retired', [6]);
    await shop.database.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, retired.id));

    const response = await merge(customer, {
      items: [
        { product_id: 999_999, product_size_id: toy.sizeIds[0], quantity: 1 },
        { product_id: gone.id, product_size_id: gone.sizeIds[0], quantity: 1 },
        { product_id: soldOut.id, product_size_id: soldOut.sizeIds[0], quantity: 2 },
        { product_id: toy.id, product_size_id: other.sizeIds[0], quantity: 1 },
        { product_id: retired.id, product_size_id: retired.sizeIds[0], quantity: 1 },
        { product_id: toy.id, product_size_id: toy.sizeIds[0], quantity: 2 },
      ],
    });

    expect(response.statusCode).toBe(200);
    const skip = (
      productId: number,
      sizeId: number | undefined,
      name: string | null,
      reason: string,
    ) => ({
      product_id: productId,
      product_size_id: sizeId,
      name,
      reason,
    });
    expect(response.json().skipped).toEqual([
      skip(999_999, toy.sizeIds[0], null, 'unavailable'),
      skip(gone.id, gone.sizeIds[0], 'Merge Gone (Size 1)', 'unavailable'),
      skip(soldOut.id, soldOut.sizeIds[0], 'Merge Sold Out (Size 1)', 'out_of_stock'),
      skip(toy.id, other.sizeIds[0], 'Merge Toy', 'unknown_size'),
      skip(retired.id, retired.sizeIds[0], 'Merge Retired (Size 1)', 'unavailable'),
    ]);
    expect(await cartRows(customer.id)).toEqual([
      { productId: toy.id, sizeId: toy.sizeIds[0], quantity: 2 },
    ]);
  });

  it('adds a size named twice once, with the units of both', async () => {
    const customer = await createCustomer(shop);
    const rope = await productWithSizes('Merge Rope', [10]);
    const line = { product_id: rope.id, product_size_id: rope.sizeIds[0] };
    const response = await merge(customer, {
      items: [
        { ...line, quantity: 2 },
        { ...line, quantity: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(await cartRows(customer.id)).toEqual([
      { productId: rope.id, sizeId: rope.sizeIds[0], quantity: 5 },
    ]);
  });

  it('answers an empty merge with the cart as it is', async () => {
    const customer = await createCustomer(shop);
    const response = await merge(customer, { items: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      cart: { success: true, items: [], count: 0, subtotal: 0 },
      skipped: [],
      capped: [],
    });
  });

  it('answers 401 without a customer, and writes nothing', async () => {
    const rope = await productWithSizes('Merge Visitor Rope', [10]);
    const before = await shop.database.db.select().from(cartItems);
    const response = await merge(null, {
      items: [{ product_id: rope.id, product_size_id: rope.sizeIds[0], quantity: 1 }],
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated. Please log in again.' });
    expect(await shop.database.db.select().from(cartItems)).toEqual(before);
  });

  it.each([
    [{}, 'items', 'The items field must be a list.'],
    [{ items: 'all' }, 'items', 'The items field must be a list.'],
    [
      { items: [{ product_size_id: 1, quantity: 1 }] },
      'items.0.product_id',
      'The product id field is required.',
    ],
    [
      { items: [{ product_id: 1, quantity: 1 }] },
      'items.0.product_size_id',
      'The product size id field is required.',
    ],
    [
      { items: [{ product_id: 1, product_size_id: 1 }] },
      'items.0.quantity',
      'The quantity field is required.',
    ],
    [
      { items: [{ product_id: 'x', product_size_id: 1, quantity: 1 }] },
      'items.0.product_id',
      'The product id must be a number.',
    ],
    [
      { items: [{ product_id: 1, product_size_id: 1, quantity: 0 }] },
      'items.0.quantity',
      'The quantity must be at least 1.',
    ],
    [
      { items: [{ product_id: 1, product_size_id: 1, quantity: 100 }] },
      'items.0.quantity',
      'The quantity may not be greater than 99.',
    ],
    [
      { items: [{ product_id: 1, product_size_id: 1.5, quantity: 1 }] },
      'items.0.product_size_id',
      'The product size id must be a whole number.',
    ],
    [
      {
        items: Array.from({ length: 101 }, (_, index) => ({
          product_id: 1,
          product_size_id: index + 1,
          quantity: 1,
        })),
      },
      'items',
      'A cart may not merge more than 100 lines at once.',
    ],
  ])('refuses %# with 422 on %s', async (payload, field, message) => {
    const customer = await createCustomer(shop);
    const response = await merge(customer, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await cartRows(customer.id)).toEqual([]);
  });

  it(`two merges of the same lines at once end capped and consistent (${testDatabaseKind}; the race is real on PostgreSQL)`, async () => {
    const customer = await createCustomer(shop);
    const bowl = await productWithSizes('Merge Bowl', [7]);
    const kibble = await productWithSizes('Merge Bulk Kibble', [500]);
    const items = [
      { product_id: bowl.id, product_size_id: bowl.sizeIds[0], quantity: 5 },
      { product_id: kibble.id, product_size_id: kibble.sizeIds[0], quantity: 60 },
    ];
    const answers = await Promise.all([
      merge(customer, { items }),
      merge(customer, { items }),
      callAs(shop, customer, 'POST', '/api/cart/add', { product_id: bowl.id, quantity: 1 }),
    ]);
    expect(answers.slice(0, 2).map((answer) => answer.statusCode)).toEqual([200, 200]);
    // The add comes before, between or after the merges: it fits (201) or the line is full (422).
    expect([201, 422]).toContain(answers[2]!.statusCode);
    expect(await cartRows(customer.id)).toEqual([
      { productId: bowl.id, sizeId: bowl.sizeIds[0], quantity: 7 },
      { productId: kibble.id, sizeId: kibble.sizeIds[0], quantity: 99 },
    ]);
    // Each merge reports what it added; together they added what the lines hold, less the add's.
    const added = (answer: (typeof answers)[number], sizeId: number) => {
      const capped = (answer.json().capped as { product_size_id: number; added: number }[]).find(
        (line) => line.product_size_id === sizeId,
      );
      return capped
        ? capped.added
        : items.find((line) => line.product_size_id === sizeId)!.quantity;
    };
    const addedByAdd = answers[2]!.statusCode === 201 ? 1 : 0;
    expect(added(answers[0]!, bowl.sizeIds[0]!) + added(answers[1]!, bowl.sizeIds[0]!)).toBe(
      7 - addedByAdd,
    );
    expect(added(answers[0]!, kibble.sizeIds[0]!) + added(answers[1]!, kibble.sizeIds[0]!)).toBe(
      99,
    );
  });

  it('is in the API document', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    const operation = document.paths['/api/cart/merge'].post;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '401', '404', '422']);
  });
});
