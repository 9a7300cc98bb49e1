import type { Product, ProductListResponse } from '@petshop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Asks again every 20 ms until the expectation holds, for at most 5 s. */
const eventually = { timeout: 5_000, interval: 20 } as const;
import { orderItems, orders, products, productSizes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { syncProductPriceFromSizes } from '../src/modules/catalog/product-writes.repo.ts';
import { applyCatalogImport } from '../src/modules/catalog-import/catalog-import.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct, type TestProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { placeCodOrder, startCardCheckout } from './helpers/shopping.ts';

// Issue 19 "Prices and stock per size", decision 032: each size sells at its own price and offer
// (else the product's); pages, cards, carts, checkouts and orders all say and charge that.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
});
afterAll(() => shop.close());

/** A dog food with three sizes: the small one at the product's price, the others their own. */
function kibble(name: string, more: Partial<TestProduct> = {}) {
  return addProduct(shop.database.db, {
    name,
    sku: `KIB-${name.replaceAll(' ', '-').toUpperCase()}`,
    price: 60,
    petTypes: ['DOG'],
    productType: 'Food',
    sizes: [
      { name: '2 kg', stock: 30 },
      { name: '7 kg', stock: 4, price: 150, skuSuffix: '-7KG' },
      { name: '12 kg', stock: 0, price: 250, offerPrice: 220, skuSuffix: '-12KG' },
    ],
    ...more,
  });
}

async function productPage(id: number): Promise<Product> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/get-product-details/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ product: Product }>().product;
}

async function listing(query: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/get-filtered-products?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductListResponse>().products.data;
}

async function addSize(customer: TestCustomer, productId: number, sizeId: number, quantity = 1) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: customer.headers,
    payload: { product_id: productId, product_size_id: sizeId, quantity },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ item: { price: number; original_price: number; sku: string } }>().item;
}

const sizeIds = async (productId: number) =>
  Object.fromEntries((await productPage(productId)).product_sizes.map((s) => [s.name, s.id]));

describe('prices per size', () => {
  it('answers each size with its own price, offer, stock and SKU; the product at its cheapest', async () => {
    const id = await kibble('Dunes Kibble');
    const page = await productPage(id);
    expect(page.product_sizes).toEqual([
      {
        id: expect.any(Number),
        name: '2 kg',
        stock: 30,
        price: 60,
        offer_price: null,
        sku: 'KIB-DUNES-KIBBLE',
      },
      {
        id: expect.any(Number),
        name: '7 kg',
        stock: 4,
        price: 150,
        offer_price: null,
        sku: 'KIB-DUNES-KIBBLE-7KG',
      },
      {
        id: expect.any(Number),
        name: '12 kg',
        stock: 0,
        price: 250,
        offer_price: 220,
        sku: 'KIB-DUNES-KIBBLE-12KG',
      },
    ]);
    expect(page).toMatchObject({ price: 60, offer_price: null });
    // The card carries the same sizes (for "From AED 60.00" and its stock badge).
    const [card] = await listing('search=dunes kibble');
    expect(card).toMatchObject({ name: 'Dunes Kibble', price: 60, offer_price: null });
    expect(card!.product_sizes.map((size) => [size.name, size.price, size.stock])).toEqual([
      ['2 kg', 60, 30],
      ['7 kg', 150, 4],
      ['12 kg', 250, 0],
    ]);
  });

  it('joins a suffix typed without a separator with a hyphen, as the demo data writes it (27.9)', async () => {
    const id = await kibble('Maxi Adult', {
      sizes: [
        { name: '4 kg', stock: 15, skuSuffix: '4KG' },
        { name: '10 kg', stock: 5, price: 150, skuSuffix: '-10KG' },
      ],
    });
    const page = await productPage(id);
    expect(page.product_sizes.map((size) => size.sku)).toEqual([
      'KIB-MAXI-ADULT-4KG',
      'KIB-MAXI-ADULT-10KG',
    ]);
    const customer = await createCustomer(shop);
    const line = await addSize(customer, id, page.product_sizes[0]!.id);
    expect(line.sku).toBe('KIB-MAXI-ADULT-4KG');
  });

  it('charges the chosen size in the cart, the cash order and the card checkout', async () => {
    const id = await kibble('Oasis Kibble', {
      sizes: [
        { name: '2 kg', stock: 30 },
        { name: '12 kg', stock: 10, price: 250, offerPrice: 220, skuSuffix: '-12KG' },
      ],
    });
    const sizes = await sizeIds(id);
    const customer = await createCustomer(shop);
    expect(await addSize(customer, id, sizes['12 kg']!, 2)).toMatchObject({
      price: 220,
      original_price: 250,
      sku: 'KIB-OASIS-KIBBLE-12KG',
    });
    expect(await addSize(customer, id, sizes['2 kg']!)).toMatchObject({
      price: 60,
      original_price: 60,
    });
    const cart = await shop.app.inject({
      method: 'GET',
      url: '/api/cart/get',
      headers: customer.headers,
    });
    expect(cart.json()).toMatchObject({ subtotal: 500, count: 3 });

    const card = await startCardCheckout(shop, customer);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ total: 500 });

    const response = await placeCodOrder(shop, customer);
    expect(response.statusCode, response.body).toBe(201);
    const orderId = response.json<{ orderId: number }>().orderId;
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ subtotalFils: 50_000, totalFils: 50_000 });
    const items = await shop.database.db
      .select({
        size: orderItems.sizeName,
        sku: orderItems.sku,
        unit: orderItems.unitPriceFils,
        quantity: orderItems.quantity,
        line: orderItems.lineTotalFils,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    expect(items).toEqual([
      { size: '12 kg', sku: 'KIB-OASIS-KIBBLE-12KG', unit: 22_000, quantity: 2, line: 44_000 },
      { size: '2 kg', sku: 'KIB-OASIS-KIBBLE', unit: 6_000, quantity: 1, line: 6_000 },
    ]);
  });

  it('shows a size price changed with plain SQL once announced, and checkout charges it', async () => {
    const id = await kibble('Mirage Kibble');
    const sizes = await sizeIds(id);
    const customer = await createCustomer(shop);
    await addSize(customer, id, sizes['7 kg']!, 2);

    await shop.database.db.execute(
      sql`UPDATE product_sizes SET price_fils = 17500, offer_price_fils = 16000 WHERE id = ${sizes['7 kg']!}`,
    );

    // Checkout prices from the database whatever the page shows; the page follows the
    // trigger's NOTIFY (at once on PGlite, a moment after the commit on PostgreSQL).
    await expect
      .poll(
        async () =>
          (await productPage(id)).product_sizes.find((size) => size.name === '7 kg')?.price,
        eventually,
      )
      .toBe(175);
    const page = await productPage(id);
    expect(page.product_sizes.find((size) => size.name === '7 kg')).toMatchObject({
      price: 175,
      offer_price: 160,
    });
    const response = await placeCodOrder(shop, customer);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ order: { total: 320 } });
  });

  it('keeps the product row at its cheapest size, so the listing filters it at its "From" price', async () => {
    const id = await kibble('Sandstorm Kibble', {
      price: 80,
      offerPrice: 75,
      sizes: [
        { name: '1 kg', stock: 5 },
        { name: '400 g', stock: 5, offerPrice: 78 },
        { name: '10 kg', stock: 5, price: 300 },
      ],
    });
    // Staff give the 10 kg bag a price of its own, below the others, with plain SQL.
    const db = shop.database.db;
    await db.execute(
      sql`UPDATE product_sizes SET price_fils = 5000 WHERE product_id = ${id} AND name = '10 kg'`,
    );
    // Cards price from the sizes once the trigger's NOTIFY has arrived (at once on PGlite, a
    // moment after the commit on PostgreSQL); which price-filtered lists hold it waits for the sync.
    await expect
      .poll(async () => (await listing('search=sandstorm'))[0]?.price, eventually)
      .toBe(50);
    const [card] = await listing('search=sandstorm');
    expect(card).toMatchObject({ price: 50, offer_price: null });
    expect(await listing('search=sandstorm&maxPrice=55')).toEqual([]);

    const synced = await db.transaction((tx) => syncProductPriceFromSizes(tx, id));

    expect(synced).toEqual({ priceFils: 5000, offerPriceFils: null });
    await expect
      .poll(async () => (await listing('search=sandstorm&maxPrice=55')).length, eventually)
      .toBe(1);
    // No size's price moved: the sizes that followed the product's price keep it.
    const page = await productPage(id);
    expect(page.product_sizes.map((size) => [size.name, size.price, size.offer_price])).toEqual([
      ['1 kg', 80, 75],
      ['400 g', 80, 78],
      ['10 kg', 50, null],
    ]);
    expect(page).toMatchObject({ price: 50, offer_price: null });
    expect((await listing('search=sandstorm&maxPrice=55')).map((item) => item.name)).toEqual([
      'Sandstorm Kibble',
    ]);
    const sizes = await db
      .select({
        name: productSizes.name,
        price: productSizes.priceFils,
        offer: productSizes.offerPriceFils,
      })
      .from(productSizes)
      .where(eq(productSizes.productId, id))
      .orderBy(productSizes.position);
    expect(sizes).toEqual([
      { name: '1 kg', price: 8000, offer: 7500 },
      { name: '400 g', price: 8000, offer: 7800 },
      { name: '10 kg', price: 5000, offer: null },
    ]);
    // Run again, nothing changes.
    expect(await db.transaction((tx) => syncProductPriceFromSizes(tx, id))).toEqual({
      priceFils: 5000,
      offerPriceFils: null,
    });
  });

  it('inserts products (seed, import, tests) with the row at the cheapest size already', async () => {
    const id = await kibble('Bulk Deal Kibble', {
      price: 100,
      offerPrice: 90,
      sizes: [
        { name: '3 kg', stock: 5 },
        { name: '15 kg', stock: 5, price: 400, offerPrice: 85 },
      ],
    });
    const [row] = await shop.database.db
      .select({ price: products.priceFils, offer: products.offerPriceFils })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ price: 40_000, offer: 8_500 });
    const page = await productPage(id);
    expect(page.product_sizes.map((size) => [size.name, size.price, size.offer_price])).toEqual([
      ['3 kg', 100, 90],
      ['15 kg', 400, 85],
    ]);
    expect((await listing('search=bulk deal&maxPrice=86')).map((item) => item.name)).toEqual([
      'Bulk Deal Kibble',
    ]);
  });

  it('imports a CSV (staff, or the demo seed) with the row at the cheapest size too', async () => {
    const csv = [
      'sku,name,size,size_sku_suffix,stock,price,offer_price,size_price,size_offer_price,product_type,pet_types,active,bestseller_rank,low_stock_threshold,rating,packaging,description,about,benefits,attributes,images',
      'IMP-SZ-1,Imported Bulk Kibble,2 kg,-2KG,5,100.00,,,,Food,Dog,yes,,5,4.5,Bag,Dry food.,About it.,Good,Brand=Dunes,',
      'IMP-SZ-1,,10 kg,-10KG,5,,,80.00,,,,,,,,,,,,,',
    ].join('\n');
    await applyCatalogImport(shop.database.db, csv, { staffId: null });
    const [row] = await shop.database.db
      .select({ id: products.id, price: products.priceFils, offer: products.offerPriceFils })
      .from(products)
      .where(eq(products.sku, 'IMP-SZ-1'));
    expect(row).toMatchObject({ price: 8000, offer: null });
    const page = await productPage(row!.id);
    expect(page.product_sizes.map((size) => [size.name, size.price, size.sku])).toEqual([
      ['2 kg', 100, 'IMP-SZ-1-2KG'],
      ['10 kg', 80, 'IMP-SZ-1-10KG'],
    ]);
  });

  it('leaves a product whose sizes have no prices of their own as it is', async () => {
    const id = await kibble('Plain Kibble', {
      price: 45,
      sizes: [
        { name: '2 kg', stock: 3 },
        { name: '7 kg', stock: 3 },
      ],
    });
    const synced = await shop.database.db.transaction((tx) => syncProductPriceFromSizes(tx, id));
    expect(synced).toEqual({ priceFils: 4500, offerPriceFils: null });
    const page = await productPage(id);
    expect(page.product_sizes.map((size) => size.price)).toEqual([45, 45]);
    const [card] = await listing('search=plain kibble');
    expect(card).toMatchObject({ price: 45 });
  });
});
