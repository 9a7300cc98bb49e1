import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, products, productSizes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, cartOf, placeCodOrder } from './helpers/shopping.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
});
afterAll(() => shop.close());

const reorder = (orderId: number, headers: Record<string, string>) =>
  shop.app.inject({ method: 'POST', url: `/api/orders/${orderId}/reorder`, headers });

describe("spec 'Reorder'", () => {
  it("puts the order's products back at today's prices and says which cannot come back", async () => {
    const customer = await createCustomer(shop);
    const db = shop.database.db;
    const ball = await addOneSizeProduct(db, 'Squeaky Ball', 10, { price: 20 });
    const bed = await addOneSizeProduct(db, 'Cosy Bed', 5, { price: 150 });
    const treats = await addOneSizeProduct(db, 'Chicken Treats', 6, { price: 30 });
    const collar = await addOneSizeProduct(db, 'Leather Collar', 3, { price: 60 });
    await addToCart(shop, customer, ball, 2);
    await addToCart(shop, customer, bed, 1);
    await addToCart(shop, customer, treats, 4);
    await addToCart(shop, customer, collar, 1);
    const placed = await placeCodOrder(shop, customer);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().orderId as number;

    // Since then: the ball costs more, the bed sold out, two treats are left, the collar is gone.
    await db.update(products).set({ priceFils: 2500 }).where(eq(products.id, ball));
    await db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.productId, bed));
    await db.update(productSizes).set({ stock: 2 }).where(eq(productSizes.productId, treats));
    await db.update(products).set({ isActive: false }).where(eq(products.id, collar));

    const response = await reorder(orderId, customer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message:
        "4 items were added to your cart at today's prices. Not added: Cosy Bed (out of stock), Chicken Treats (only 2 of 4 in stock), Leather Collar (no longer sold).",
      added: [
        { name: 'Squeaky Ball', quantity: 2 },
        { name: 'Chicken Treats', quantity: 2 },
      ],
      unavailable: [
        { name: 'Cosy Bed', reason: 'out of stock' },
        { name: 'Chicken Treats', reason: 'only 2 of 4 in stock' },
        { name: 'Leather Collar', reason: 'no longer sold' },
      ],
    });
    const cart = (await cartOf(shop, customer)) as {
      items: { product_id: number; quantity: number; price: number }[];
    };
    expect(
      cart.items.map(({ product_id, quantity, price }) => ({ product_id, quantity, price })),
    ).toEqual(
      expect.arrayContaining([
        { product_id: ball, quantity: 2, price: 25 },
        { product_id: treats, quantity: 2, price: 30 },
      ]),
    );
    expect(cart.items).toHaveLength(2);
  });

  it("answers 404 for another customer's order and writes nothing", async () => {
    const owner = await createCustomer(shop);
    const other = await createCustomer(shop);
    const toy = await addOneSizeProduct(shop.database.db, 'Rope Toy', 10);
    await addToCart(shop, owner, toy, 1);
    const orderId = (await placeCodOrder(shop, owner)).json().orderId as number;
    const response = await reorder(orderId, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Order not found' });
    const lines = await shop.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, other.id));
    expect(lines).toEqual([]);
    expect((await reorder(orderId, {})).statusCode).toBe(401);
  });
});
