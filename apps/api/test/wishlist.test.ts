import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, wishlistItems } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { callAs } from './helpers/requests.ts';

let shop: TestShop;
let ids: Awaited<ReturnType<typeof seedTestCatalog>>['ids'];
let soldOut: number;

beforeAll(async () => {
  shop = await createTestShop();
  ({ ids } = await seedTestCatalog(shop.database.db));
  soldOut = await addOneSizeProduct(shop.database.db, 'Sold Out Scratcher', 0, {
    price: 199,
    petTypes: ['CAT'],
    productType: 'scratcher',
  });
});
afterAll(() => shop.close());

const wishlistRows = (userId: number) =>
  shop.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId));
const cartRows = (userId: number) =>
  shop.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('wishlist calls without a customer', () => {
  it.each([
    ['GET', '/api/wishlist/get'],
    ['GET', '/api/wishlist/count'],
    ['POST', '/api/wishlist/add'],
    ['POST', '/api/wishlist/remove-product'],
    ['POST', '/api/wishlist/check-status'],
    ['DELETE', '/api/wishlist/clear'],
    ['DELETE', '/api/wishlist/remove/1'],
    ['POST', '/api/wishlist/move-to-cart/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await callAs(shop, null, method, url)).statusCode).toBe(401);
  });
});

describe('a customer keeping a wishlist', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createCustomer(shop);
  });

  it('adds a product once, and says so the second time', async () => {
    const first = await callAs(shop, customer, 'POST', '/api/wishlist/add', {
      product_id: ids.litterBox,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Product added to wishlist' });
    const second = await callAs(shop, customer, 'POST', '/api/wishlist/add', {
      product_id: ids.litterBox,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ message: 'Product is already in your wishlist' });
    expect(await wishlistRows(customer.id)).toHaveLength(1);
  });

  it('refuses unknown products and bad ids', async () => {
    const unknown = await callAs(shop, customer, 'POST', '/api/wishlist/add', {
      product_id: 987_654,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.product_id).toEqual(['The selected product is not available.']);
    const missing = await callAs(shop, customer, 'POST', '/api/wishlist/add', {});
    expect(missing.statusCode).toBe(422);
    const text = await callAs(shop, customer, 'POST', '/api/wishlist/check-status', {
      product_id: 'x',
    });
    expect(text.statusCode).toBe(422);
  });

  it.each(['hex', 'exponent'])(
    'refuses a product id written as a %s (decision 019), and adds nothing',
    async (form) => {
      const before = await wishlistRows(customer.id);
      const productId = form === 'hex' ? `0x${ids.birdCage.toString(16)}` : `${ids.birdCage}e0`;
      for (const verb of ['add', 'check-status', 'remove-product']) {
        const response = await callAs(shop, customer, 'POST', `/api/wishlist/${verb}`, {
          product_id: productId,
        });
        expect(response.statusCode, verb).toBe(422);
        expect(response.json().errors).toEqual({
          product_id: ['The product id must be a number.'],
        });
      }
      expect(await wishlistRows(customer.id)).toEqual(before);
    },
  );

  it('lists products with what the cards show, and counts them', async () => {
    await callAs(shop, customer, 'POST', '/api/wishlist/add', { product_id: ids.salmonKibble });
    const list = await callAs(shop, customer, 'GET', '/api/wishlist/get');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({
      success: true,
      count: 2,
      message: 'Wishlist retrieved successfully',
    });
    expect(body.items[0]).toMatchObject({
      product_id: ids.salmonKibble,
      product: {
        id: ids.salmonKibble,
        name: 'Salmon Kibble Adult',
        description: 'Grain-free kibble with wild salmon for adult dogs.',
        price: 100,
        offer_price: 80,
        rating: 0,
        review_count: 0,
        image_url: '/storage/products/salmon-1.svg',
        image: '/storage/products/salmon-1.svg',
        about_product: 'About Salmon Kibble Adult.',
        benefits: 'Healthy coat\nStrong teeth',
      },
    });
    expect(body.items[0].product.images).toHaveLength(2);
    expect((await callAs(shop, customer, 'GET', '/api/wishlist/count')).json()).toEqual({
      success: true,
      count: 2,
    });
  });

  it('tells whether a product is listed', async () => {
    const listed = await callAs(shop, customer, 'POST', '/api/wishlist/check-status', {
      product_id: ids.litterBox,
    });
    expect(listed.json()).toEqual({ success: true, is_in_wishlist: true });
    const notListed = await callAs(shop, customer, 'POST', '/api/wishlist/check-status', {
      product_id: ids.birdCage,
    });
    expect(notListed.json()).toEqual({ success: true, is_in_wishlist: false });
  });

  it('removes by product and by wishlist item id', async () => {
    const byProduct = await callAs(shop, customer, 'POST', '/api/wishlist/remove-product', {
      product_id: ids.litterBox,
    });
    expect(byProduct.json()).toEqual({ success: true, message: 'Product removed from wishlist' });
    const again = await callAs(shop, customer, 'POST', '/api/wishlist/remove-product', {
      product_id: ids.litterBox,
    });
    expect(again.statusCode).toBe(404);
    const [row] = await wishlistRows(customer.id);
    expect(
      (await callAs(shop, customer, 'DELETE', `/api/wishlist/remove/${row!.id}`)).statusCode,
    ).toBe(200);
    expect(await wishlistRows(customer.id)).toHaveLength(0);
    expect((await callAs(shop, customer, 'GET', '/api/wishlist/get')).json()).toMatchObject({
      items: [],
      count: 0,
      message: 'Your wishlist is empty',
    });
  });

  it('clears the whole list', async () => {
    await callAs(shop, customer, 'POST', '/api/wishlist/add', { product_id: ids.birdCage });
    await callAs(shop, customer, 'POST', '/api/wishlist/add', { product_id: ids.catPate });
    const response = await callAs(shop, customer, 'DELETE', '/api/wishlist/clear');
    expect(response.json()).toEqual({ success: true, message: 'Wishlist cleared successfully' });
    expect(await wishlistRows(customer.id)).toHaveLength(0);
  });
});

describe('move to cart', () => {
  it('puts one unit in the cart (or one more) and takes the item off the wishlist', async () => {
    const customer = await createCustomer(shop);
    await callAs(shop, customer, 'POST', '/api/wishlist/add', { product_id: ids.catPate });
    let [item] = await wishlistRows(customer.id);
    const moved = await shop.app.inject({
      method: 'POST',
      url: `/api/wishlist/move-to-cart/${item!.id}`,
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ success: true, message: 'Product moved to cart successfully' });
    expect(await wishlistRows(customer.id)).toHaveLength(0);
    expect((await cartRows(customer.id)).map((row) => row.quantity)).toEqual([1]);

    await callAs(shop, customer, 'POST', '/api/wishlist/add', { product_id: ids.catPate });
    [item] = await wishlistRows(customer.id);
    await callAs(shop, customer, 'POST', `/api/wishlist/move-to-cart/${item!.id}`);
    expect((await cartRows(customer.id)).map((row) => row.quantity)).toEqual([2]);
  });

  it('changes nothing when the product cannot go into the cart', async () => {
    const customer = await createCustomer(shop);
    await callAs(shop, customer, 'POST', '/api/wishlist/add', { product_id: soldOut });
    const [item] = await wishlistRows(customer.id);
    const response = await callAs(shop, customer, 'POST', `/api/wishlist/move-to-cart/${item!.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Sold Out Scratcher is out of stock.');
    expect(await wishlistRows(customer.id)).toHaveLength(1);
    expect(await cartRows(customer.id)).toHaveLength(0);
  });
});

describe("another customer's wishlist", () => {
  it('can be neither removed from nor moved', async () => {
    const owner = await createCustomer(shop, 'Owner');
    const intruder = await createCustomer(shop, 'Intruder');
    await callAs(shop, owner, 'POST', '/api/wishlist/add', { product_id: ids.featherWand });
    const [item] = await wishlistRows(owner.id);
    const removed = await callAs(shop, intruder, 'DELETE', `/api/wishlist/remove/${item!.id}`);
    const moved = await callAs(shop, intruder, 'POST', `/api/wishlist/move-to-cart/${item!.id}`);
    for (const response of [removed, moved]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Wishlist item not found' });
    }
    await callAs(shop, intruder, 'DELETE', '/api/wishlist/clear');
    const remaining = await shop.database.db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, owner.id), eq(wishlistItems.id, item!.id)));
    expect(remaining).toHaveLength(1);
    expect(await cartRows(intruder.id)).toHaveLength(0);
    expect((await callAs(shop, intruder, 'GET', '/api/wishlist/count')).json().count).toBe(0);
  });
});
