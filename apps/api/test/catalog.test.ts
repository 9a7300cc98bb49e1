import type { Product, ProductListResponse } from '@petshop/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import {
  addProduct,
  createCatalogShop,
  type CatalogShop,
  type TestProduct,
} from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { testDatabaseKind } from './helpers/db.ts';
import { cancelOrder } from './helpers/refunds.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';
import { staffSession } from './helpers/staff.ts';

let shop: CatalogShop;

beforeAll(async () => {
  shop = await createCatalogShop();
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url });
const listNames = (body: ProductListResponse) => body.products.data.map((product) => product.name);

async function filtered(query: string) {
  const response = await get(`/api/get-filtered-products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductListResponse>();
}

describe('GET /api/get-product-details/{id}', () => {
  it('returns every field of the product', async () => {
    const response = await get(`/api/get-product-details/${shop.ids.salmonKibble}`);
    expect(response.statusCode).toBe(200);
    const { product } = response.json<{ product: Product }>();
    expect(product).toMatchObject({
      id: shop.ids.salmonKibble,
      name: 'Salmon Kibble Adult',
      price: 100,
      offer_price: 80,
      packaging: 'Bag',
      image_url: '/storage/products/salmon-1.svg',
      description: 'Grain-free kibble with wild salmon for adult dogs.',
      about_product: 'About Salmon Kibble Adult.',
      benefits: 'Healthy coat\nStrong teeth',
      // No reviews yet: no invented stars (decision 126).
      rating: 0,
      review_count: 0,
      product_type: { name: 'Food', group: 'Food' },
      product_pet_types: [{ name: 'DOG' }],
    });
    expect(product.sku).toMatch(/^TEST-/);
    expect(product.images.map((image) => image.image_url)).toEqual([
      '/storage/products/salmon-1.svg',
      '/storage/products/salmon-2.svg',
    ]);
    expect(product.product_sizes.map(({ name, stock }) => ({ name, stock }))).toEqual([
      { name: '2 kg', stock: 10 },
      { name: '7 kg', stock: 0 },
    ]);
    expect(product.product_attributes.map((a) => [a.name, a.pivot.value])).toEqual([
      ['Brand', 'Desert Paws'],
      ['Life Stage', 'Adult'],
      ['Flavour', 'Salmon'],
    ]);
  });

  it.each(['999999', 'abc', '1e3', '-1', '0', '99999999999', '12abc'])(
    'answers 404 with a message for id %s',
    async (id) => {
      const response = await get(`/api/get-product-details/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
    },
  );

  it('hides inactive products', async () => {
    const response = await get(`/api/get-product-details/${shop.ids.hiddenTreat}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/get-bestseller-products', () => {
  it('lists ranked, active products best first in a Laravel-style page', async () => {
    const response = await get('/api/get-bestseller-products?page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductListResponse>();
    expect(listNames(body)).toEqual([
      'Ocean Pâté for Cats',
      'Salmon Kibble Adult',
      'Leather Collar',
    ]);
    expect(body.products).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: 12 });
  });

  it('rejects a page that is not a positive number with 422 naming the field', async () => {
    const response = await get('/api/get-bestseller-products?page=zero');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page).toEqual(['The page must be a whole number of 1 or more.']);
  });
});

describe('GET /api/get-all-active-products', () => {
  it('answers the price bounds of active products without a page', async () => {
    const response = await get('/api/get-all-active-products');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ min_price: 15.5, max_price: 900 });
  });

  it('answers a page of active products with the bounds when a page is asked', async () => {
    const body = (await get('/api/get-all-active-products?page=3')).json();
    expect(body.min_price).toBe(15.5);
    expect(body.max_price).toBe(900);
    expect(body.products).toMatchObject({ current_page: 3, last_page: 3, total: 26, per_page: 12 });
    expect(body.products.data).toHaveLength(2);
  });
});

describe('GET /api/get-filtered-products', () => {
  it('pages all active products, 12 per page by default', async () => {
    const first = await filtered('');
    expect(first.products).toMatchObject({
      current_page: 1,
      last_page: 3,
      total: 26,
      per_page: 12,
    });
    expect(first.products.data).toHaveLength(12);
    expect(first.products.data[0]).toMatchObject({
      name: 'Salmon Kibble Adult',
      price: 100,
      offer_price: 80,
      image_url: '/storage/products/salmon-1.svg',
    });
    const last = await filtered('page=3');
    expect(last.products.data).toHaveLength(2);
    const beyond = await filtered('page=4');
    expect(beyond.products).toMatchObject({ data: [], current_page: 4, last_page: 3, total: 26 });
  });

  it('never lists inactive products', async () => {
    const body = await filtered('search=retired');
    expect(body.products.total).toBe(0);
  });

  it('searches name and description case-insensitively', async () => {
    expect(listNames(await filtered('search=SALMON'))).toEqual([
      'Salmon Kibble Adult',
      'Ocean Pâté for Cats',
    ]);
    expect(listNames(await filtered('search=grain-free'))).toEqual(['Salmon Kibble Adult']);
  });

  it('treats % and _ in a search as plain text', async () => {
    expect(listNames(await filtered('search=50%25'))).toEqual(['Feather Wand 50% Fun']);
    expect((await filtered('search=_')).products.total).toBe(0);
  });

  it('filters by pet type, comma-joined or in bracket-array form', async () => {
    const cats = [
      'Ocean Pâté for Cats',
      'Feather Wand 50% Fun',
      'Leather Collar',
      'Hooded Litter Box',
    ];
    expect(listNames(await filtered('petTypes=CAT'))).toEqual(cats);
    expect(listNames(await filtered('petTypes=cat'))).toEqual(cats);
    const dogsAndBirds = ['Salmon Kibble Adult', 'Palace Bird Cage', 'Leather Collar'];
    expect(listNames(await filtered('petTypes=DOG,BIRD'))).toEqual(dogsAndBirds);
    expect(listNames(await filtered('petTypes[]=DOG&petTypes[]=BIRD'))).toEqual(dogsAndBirds);
    expect(listNames(await filtered('petTypes[0]=DOG&petTypes[1]=BIRD'))).toEqual(dogsAndBirds);
  });

  it('filters by product type or product type group', async () => {
    expect(listNames(await filtered('productTypes=cage,collar'))).toEqual([
      'Palace Bird Cage',
      'Leather Collar',
    ]);
    expect(listNames(await filtered('productTypes[]=Toy'))).toEqual(['Feather Wand 50% Fun']);
    expect(listNames(await filtered('productTypes=Accessories'))).toEqual([
      'Palace Bird Cage',
      'Hooded Litter Box',
    ]);
  });

  it('filters by the price a customer pays (the offer when there is one)', async () => {
    expect(listNames(await filtered('minPrice=76&maxPrice=150'))).toEqual([
      'Salmon Kibble Adult',
      'Hooded Litter Box',
    ]);
    expect(listNames(await filtered('minPrice=600'))).toEqual(['Palace Bird Cage']);
    expect(listNames(await filtered('maxPrice=20'))).toEqual([
      'Ocean Pâté for Cats',
      'Feather Wand 50% Fun',
    ]);
  });

  it('combines every filter', async () => {
    const body = await filtered(
      'search=salmon&petTypes=CAT,DOG&productTypes=Food&minPrice=10&maxPrice=90',
    );
    expect(listNames(body)).toEqual(['Salmon Kibble Adult', 'Ocean Pâté for Cats']);
    expect(body.products.total).toBe(2);
  });

  it('answers an empty page for unknown filter values', async () => {
    const body = await filtered('petTypes=DRAGON');
    expect(body.products).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it.each([
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=lots', 'maxPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['per_page=1000', 'per_page'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('rejects %s with 422 naming %s', async (query, field) => {
    const response = await get(`/api/get-filtered-products?${query}`);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors[field]).toHaveLength(1);
    expect(body.message).toBe(body.errors[field][0]);
  });
});

describe('shop plumbing', () => {
  it('serves the shop settings the browser may see', async () => {
    const response = await get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shop_name: 'The Best Pet Shop in Dubai',
      tagline: 'Where Happy Pets Come First',
      support_phone: '+971 4 555 0123',
      support_email: 'support@bestpetshop.ae',
      address: 'Al Jaddaf, Dubai',
      business_hours: 'Monday to Friday, 10:00 AM to 11:30 PM',
      currency: 'AED',
      payment_provider: 'simulated',
      stripe_publishable_key: null,
      whatsapp_number: null,
      // The defaults: free delivery (spec §9), Dubai next working day, two days elsewhere.
      delivery: {
        fee: 0,
        free_from: 0,
        countries: ['United Arab Emirates'],
        days: { Dubai: 1, '*': 2 },
        days_off: [],
      },
    });
  });

  it('reports health with the database in use', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: shop.database.kind,
      payments: 'simulated',
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it.each(['/api/get-filtered-products', '/store', '/api/no-such-call'])(
    'sends security headers on %s',
    async (url) => {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(['/', '/api/settings', '/api/no-such-call'])(
    'denies camera, microphone, location and payment APIs to %s',
    async (url) => {
      const response = await get(url);
      expect(response.headers['permissions-policy']).toBe(
        'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
      );
    },
  );
});

describe('pages for search engines', () => {
  it('serves a product page with its title, description, Open Graph tags and JSON-LD', async () => {
    const response = await get(`/product/${shop.ids.salmonKibble}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Salmon Kibble Adult | The Best Pet Shop in Dubai</title>');
    expect(html).toContain(
      '<meta name="description" content="Grain-free kibble with wild salmon for adult dogs." />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:80/storage/products/salmon-1.svg" />`,
    );
    expect(html).not.toContain('<title>default</title>');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Salmon Kibble Adult',
      offers: { price: '80.00', priceCurrency: 'AED', availability: 'https://schema.org/InStock' },
    });
  });

  it('answers 404 for an unknown product page, still with the app to show it', async () => {
    const response = await get('/product/424242');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>No product found | The Best Pet Shop in Dubai</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('escapes product text placed in the page head', async () => {
    const { addProduct } = await import('./helpers/catalog-fixtures.ts');
    const id = await addProduct(shop.database.db, {
      name: 'Toy </script><script>alert(1)</script>',
      description: '"Quoted" & <b>bold</b>',
      price: 10,
      petTypes: ['DOG'],
      productType: 'Toy',
    });
    const html = (await get(`/product/${id}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('content="&quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;"');
  });

  it('lists the home page, the store and every active product in the sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>http://localhost:80/store</loc>');
    expect(response.body).toContain('<loc>http://localhost:80/grooming</loc>');
    expect(response.body).toContain(`<loc>http://localhost:80/product/${shop.ids.birdCage}</loc>`);
    expect(response.body).not.toContain(`/product/${shop.ids.hiddenTreat}<`);
  });

  it("sends a browser's /favicon.ico request to the shop's icon", async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/art/favicon.svg');
  });

  it('points robots at the sitemap and keeps private pages out', async () => {
    const body = (await get('/robots.txt')).body;
    expect(body).toContain('Sitemap: http://localhost:80/sitemap.xml');
    expect(body).toContain('Disallow: /api/');
    expect(body).toContain('Disallow: /checkout');
  });
});

/**
 * The catalog caches id lists and product text per process (docs/decisions/009-performance.md).
 * These tests change the catalog the way someone outside the API would, with plain SQL through
 * the test's own database handle and no notifyCatalogChanged call, on a shop of their own so the
 * changes touch no other test. Everything the catalog answers is held in memory (prices and stock
 * for a second at most, decision 102) and shows once the NOTIFY of the triggers (catalog_changed,
 * migration 0006; stock_changed, migration 0019) has reached the server's listener. PGlite
 * delivers it with the answer to the UPDATE itself; PostgreSQL a moment after the commit, on the
 * listener's own connection, so those checks ask again (up to a bound) instead of sleeping. This
 * shop keeps prices and stock until told (no expiry), so only a notification can show a change.
 */
describe('the catalog cache', () => {
  let cacheShop: TestShop;
  /** Asks again every 20 ms until the expectation holds, for at most 5 s. */
  const eventually = { timeout: 5_000, interval: 20 } as const;

  beforeAll(async () => {
    cacheShop = await createTestShop({}, { catalog: { liveTtlMs: Number.POSITIVE_INFINITY } });
    await seedReferenceData(cacheShop.database.db);
  });
  afterAll(() => cacheShop.close());

  const change = (statement: SQL) => cacheShop.database.db.execute(statement);
  const request = (url: string, headers: Record<string, string> = {}) =>
    cacheShop.app.inject({ method: 'GET', url, headers });
  /** A product of its own for one test, sold to dogs as food unless told otherwise. */
  const newProduct = (name: string, extra: Partial<TestProduct> = {}) =>
    addProduct(cacheShop.database.db, {
      name,
      price: 50,
      petTypes: ['DOG'],
      productType: 'Food',
      ...extra,
    });
  /**
   * A shop of its own for one test, holding prices and stock `liveTtlMs` (decision 102), with one
   * product sold to dogs as food; closed when the test ends.
   */
  async function shopWithProduct(liveTtlMs: number, product: Partial<TestProduct>) {
    const own = await createTestShop({}, { catalog: { liveTtlMs } });
    onTestFinished(() => own.close());
    await seedReferenceData(own.database.db);
    const id = await addProduct(own.database.db, {
      name: 'Own Kibble',
      price: 50,
      petTypes: ['DOG'],
      productType: 'Food',
      ...product,
    });
    return { shop: own, id };
  }
  /** The product page's product, or undefined when it answers 404. */
  async function productPage(id: number): Promise<Product | undefined> {
    const response = await request(`/api/get-product-details/${id}`);
    if (response.statusCode === 404) return undefined;
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ product: Product }>().product;
  }
  async function listing(query: string): Promise<ProductListResponse['products']> {
    const response = await request(`/api/get-filtered-products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListResponse>().products;
  }
  const namesIn = async (query: string) =>
    (await listing(query)).data.map((product) => product.name);

  it('has a statement-level trigger on every table whose content the caches hold, and no other', async () => {
    const { rows } = (await change(sql`
      SELECT c.relname AS "table", t.tgtype AS "type"
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE NOT t.tgisinternal AND t.tgfoid = 'notify_catalog_changed'::regproc
       ORDER BY c.relname`)) as unknown as { rows: { table: string; type: number }[] };
    // tgtype 60 = INSERT (4) + DELETE (8) + UPDATE (16) + TRUNCATE (32), AFTER, FOR EACH STATEMENT.
    expect(rows).toEqual(
      [
        'attributes',
        'pet_types',
        'product_attribute_values',
        'product_images',
        'product_pet_types',
        'product_sizes',
        'product_type_groups',
        'product_types',
        'products',
      ].map((table) => ({ table, type: 60 })),
    );
    // product_sizes announces what the caches may hold of it (names, order, prices, SKUs) to
    // every cache; the stock every order changes only to the prices and stock held.
    const { rows: columns } = (await change(sql`
      SELECT a.attname AS "column"
        FROM pg_trigger t JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)
       WHERE t.tgname = 'product_sizes_catalog_changed'
       ORDER BY a.attname`)) as unknown as { rows: { column: string }[] };
    expect(columns.map(({ column }) => column)).toEqual([
      'name',
      'offer_price_fils',
      'position',
      'price_fils',
      'product_id',
      'sku_suffix',
    ]);
    // tgtype 17 = ROW (1) + UPDATE (16), AFTER; on the stock column only, and only when it changed.
    const { rows: stock } = (await change(sql`
      SELECT c.relname AS "table", t.tgtype AS "type", a.attname AS "column",
             pg_get_triggerdef(t.oid) LIKE '%WHEN ((old.stock IS DISTINCT FROM new.stock))%' AS "changedOnly"
        FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)
       WHERE NOT t.tgisinternal AND t.tgfoid = 'notify_stock_changed'::regproc`)) as unknown as {
      rows: { table: string; type: number; column: string; changedOnly: boolean }[];
    };
    expect(stock).toEqual([
      { table: 'product_sizes', type: 17, column: 'stock', changedOnly: true },
    ]);
  });

  it('shows a price change in lists and on the product page once the trigger announces it', async () => {
    const id = await newProduct('Repriced Kibble', { price: 100, offerPrice: 80 });
    expect(await productPage(id)).toMatchObject({ price: 100, offer_price: 80 });
    expect((await listing('search=repriced')).data).toMatchObject([
      { price: 100, offer_price: 80 },
    ]);
    expect(await namesIn('search=repriced&maxPrice=90')).toEqual(['Repriced Kibble']);

    await change(
      sql`UPDATE products SET price_fils = 12000, offer_price_fils = NULL WHERE id = ${id}`,
    );

    if (testDatabaseKind === 'pglite') {
      // In-process: the listener heard the notification before the UPDATE's answer came back.
      expect(await productPage(id)).toMatchObject({ price: 120, offer_price: null });
    }
    await expect.poll(async () => (await productPage(id))?.price, eventually).toBe(120);
    expect((await listing('search=repriced')).data).toMatchObject([
      { price: 120, offer_price: null },
    ]);
    // Which price-filtered lists hold it is cached: those follow the trigger's notification.
    await expect.poll(() => namesIn('search=repriced&maxPrice=90'), eventually).toEqual([]);
    await expect
      .poll(() => namesIn('search=repriced&minPrice=110'), eventually)
      .toEqual(['Repriced Kibble']);
  });

  it('shows a price change that no notification announced once the prices held expire', async () => {
    // A bulk load may run with triggers off: the caches hear nothing, and prices and stock are
    // held a moment only (a second by default; a tenth here).
    const { shop: quiet, id } = await shopWithProduct(100, {
      name: 'Quietly Repriced Seed',
      price: 30,
    });
    const page = async () => {
      const response = await quiet.app.inject({
        method: 'GET',
        url: '/api/get-filtered-products?search=quietly',
      });
      expect(response.statusCode, response.body).toBe(200);
      return { etag: response.headers.etag, products: response.json<ProductListResponse>() };
    };
    const before = await page();
    expect(before.products.products.data).toMatchObject([{ price: 30, offer_price: null }]);
    expect(await page()).toEqual(before);

    await quiet.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE products SET offer_price_fils = 2500 WHERE id = ${id}`);
    });

    await expect
      .poll(async () => (await page()).products.products.data[0]?.offer_price, eventually)
      .toBe(25);
    const after = await page();
    expect(after.products.products.data).toMatchObject([{ price: 30, offer_price: 25 }]);
    expect(after.etag).not.toBe(before.etag);
  });

  it("shows an order's stock, and its cancellation's, on the very next request of this process", async () => {
    // The stock changes inside the order's transaction; the answer goes out after the commit,
    // and this process drops the stock it holds before sending it. This shop hears no NOTIFY
    // (its listener stopped) and holds stock for good: only that drop can show the change.
    const { shop: deaf, id } = await shopWithProduct(Number.POSITIVE_INFINITY, {
      name: 'Counted Kibble',
      sizes: [{ name: '2 kg', stock: 5 }],
    });
    await deaf.app.catalog.stop();
    const units = async () => {
      const response = await deaf.app.inject({ url: `/api/get-product-details/${id}` });
      return response.json<{ product: Product }>().product.product_sizes[0]?.stock;
    };
    expect(await units()).toBe(5);
    const customer = await createCustomer(deaf);
    await addToCart(deaf, customer, id, 2);
    // A cart change is no stock change: what is held stays.
    expect(await units()).toBe(5);
    const placed = await placeCodOrder(deaf, customer);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await units()).toBe(3);

    const owner = await staffSession(deaf.app, deaf.database, { role: 'owner' });
    const orderId = placed.json<{ order: { id: number } }>().order.id;
    const cancelled = await cancelOrder(deaf, owner, orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await units()).toBe(5);
  });

  it('shows a stock change made outside the API once the stock trigger announces it', async () => {
    const id = await newProduct('Restocked Kibble', {
      sizes: [
        { name: '2 kg', stock: 10 },
        { name: '7 kg', stock: 0 },
      ],
    });
    const stock = async () =>
      (await productPage(id))?.product_sizes.map(({ name, stock: units }) => [name, units]);
    expect(await stock()).toEqual([
      ['2 kg', 10],
      ['7 kg', 0],
    ]);

    await change(
      sql`UPDATE product_sizes SET stock = 3 WHERE product_id = ${id} AND name = '7 kg'`,
    );
    await change(
      sql`UPDATE product_sizes SET stock = 0 WHERE product_id = ${id} AND name = '2 kg'`,
    );

    const now = [
      ['2 kg', 0],
      ['7 kg', 3],
    ];
    if (testDatabaseKind === 'pglite') expect(await stock()).toEqual(now);
    await expect.poll(stock, eventually).toEqual(now);
    // A statement that writes a stock unchanged announces nothing (nor drops anything).
    await change(sql`UPDATE product_sizes SET stock = stock WHERE product_id = ${id}`);
    expect(await stock()).toEqual(now);
  });

  it('takes a product off sale once the trigger announces it, and back on sale', async () => {
    const id = await newProduct('Seasonal Treat');
    expect(await productPage(id)).toMatchObject({ name: 'Seasonal Treat' });
    expect(await namesIn('search=seasonal')).toEqual(['Seasonal Treat']);

    await change(sql`UPDATE products SET is_active = false WHERE id = ${id}`);

    await expect.poll(() => productPage(id), eventually).toBeUndefined();
    expect(await namesIn('search=seasonal')).toEqual([]);
    // The cached list (and so the total) is read again once the notification arrives.
    await expect.poll(async () => (await listing('search=seasonal')).total, eventually).toBe(0);

    await change(sql`UPDATE products SET is_active = true WHERE id = ${id}`);

    await expect.poll(async () => (await productPage(id))?.name, eventually).toBe('Seasonal Treat');
    await expect.poll(() => namesIn('search=seasonal'), eventually).toEqual(['Seasonal Treat']);
  });

  it('shows a rename made with SQL outside the API once the trigger announces it', async () => {
    const id = await newProduct('Plain Biscuits', { description: 'Baked treats for dogs.' });
    expect(await productPage(id)).toMatchObject({ name: 'Plain Biscuits' });
    expect(await namesIn('search=biscuits')).toEqual(['Plain Biscuits']);

    await change(sql`UPDATE products SET name = 'Honey Biscuits' WHERE id = ${id}`);

    if (testDatabaseKind === 'pglite') {
      // In-process: the listener heard the notification before the UPDATE's answer came back.
      expect(await productPage(id)).toMatchObject({ name: 'Honey Biscuits' });
    }
    await expect.poll(async () => (await productPage(id))?.name, eventually).toBe('Honey Biscuits');
    expect(await namesIn('search=biscuits')).toEqual(['Honey Biscuits']);
    expect(await namesIn('search=honey')).toEqual(['Honey Biscuits']);
    expect(await namesIn('search=plain')).toEqual([]);
  });

  it.each<{
    table: string;
    product: Partial<TestProduct>;
    statement: (id: number) => SQL;
    shown: (product: Product) => unknown;
    before: unknown;
    after: unknown;
  }>([
    {
      table: 'product_images',
      product: { images: ['products/bowl-1.svg'] },
      statement: (id) =>
        sql`UPDATE product_images SET path = 'products/bowl-new.svg' WHERE product_id = ${id}`,
      shown: (product) => product.image_url,
      before: '/storage/products/bowl-1.svg',
      after: '/storage/products/bowl-new.svg',
    },
    {
      table: 'product_pet_types',
      product: { petTypes: ['DOG'] },
      statement: (id) =>
        sql`INSERT INTO product_pet_types (product_id, pet_type_id)
            SELECT ${id}, id FROM pet_types WHERE code = 'BIRD'`,
      shown: (product) => product.product_pet_types.map((pet) => pet.name),
      before: ['DOG'],
      after: ['DOG', 'BIRD'],
    },
    {
      table: 'pet_types',
      product: { petTypes: ['FISH'] },
      statement: () => sql`UPDATE pet_types SET code = 'FINS' WHERE code = 'FISH'`,
      shown: (product) => product.product_pet_types.map((pet) => pet.name),
      before: ['FISH'],
      after: ['FINS'],
    },
    {
      table: 'product_types',
      product: { productType: 'scratcher' },
      statement: () =>
        sql`UPDATE product_types SET name = 'scratching post' WHERE name = 'scratcher'`,
      shown: (product) => product.product_type?.name,
      before: 'scratcher',
      after: 'scratching post',
    },
    {
      table: 'product_type_groups',
      product: { productType: 'collar' },
      statement: () => sql`UPDATE product_type_groups SET name = 'Collars' WHERE name = 'Collar'`,
      shown: (product) => product.product_type?.group,
      before: 'Collar',
      after: 'Collars',
    },
    {
      table: 'attributes',
      product: { attributes: { Origin: 'UAE' } },
      statement: () => sql`UPDATE attributes SET name = 'Made in' WHERE name = 'Origin'`,
      shown: (product) => product.product_attributes.map((a) => [a.name, a.pivot.value]),
      before: [['Origin', 'UAE']],
      after: [['Made in', 'UAE']],
    },
    {
      table: 'product_attribute_values',
      product: { attributes: { Material: 'Pine' } },
      statement: (id) =>
        sql`UPDATE product_attribute_values SET value = 'Oak' WHERE product_id = ${id}`,
      shown: (product) => product.product_attributes.map((a) => [a.name, a.pivot.value]),
      before: [['Material', 'Pine']],
      after: [['Material', 'Oak']],
    },
  ])(
    'shows a change to $table made with SQL once the trigger announces it',
    async ({ table, product, statement, shown, before, after }) => {
      const id = await newProduct(`Changed ${table}`, product);
      const page = async () => {
        const found = await productPage(id);
        return found && shown(found);
      };
      expect(await page()).toEqual(before);

      await change(statement(id));

      await expect.poll(page, eventually).toEqual(after);
    },
  );

  it('sends a browser an answer it asks for again compressed, and a new one after a change', async () => {
    // A page of five cards: well over the kilobyte below which nothing is compressed.
    const id = await newProduct('Squeezed Water Bowl', { price: 40 });
    for (const name of ['Squeezed Food Bowl', 'Squeezed Toy', 'Squeezed Lead', 'Squeezed Bed']) {
      await newProduct(name);
    }
    const page = '/api/get-filtered-products?search=squeezed';
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const plain = await request(page);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const ask = () => request(page, { 'accept-encoding': `${encoding}, deflate` });
      // Asked for the first time, the answer goes as it is (most products are asked for once).
      const first = await ask();
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.body).toBe(plain.body);
      // Asked again, it is compressed once, and sent compressed from then on.
      await expect
        .poll(async () => (await ask()).headers['content-encoding'], eventually)
        .toBe(encoding);
      const packed = await ask();
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(unpack(packed.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // "br;q=0" is a refusal: gzip it is.
    const read = async (acceptEncoding: string) => {
      const answer = await request(page, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).not.toBe('br');
      const text =
        answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.rawPayload).toString('utf8')
          : answer.body;
      return JSON.parse(text) as ProductListResponse;
    };
    const priceOf = (list: ProductListResponse) =>
      list.products.data.find((card) => card.id === id)?.price;
    expect(priceOf(await read('br;q=0, gzip'))).toBe(40);
    // A changed product is a new answer with a new tag: never the old one's compressed copy.
    await change(sql`UPDATE products SET price_fils = 4500 WHERE id = ${id}`);
    await expect.poll(async () => priceOf(await read('br;q=0, gzip')), eventually).toBe(45);
    for (let ask = 0; ask < 3; ask += 1) expect(priceOf(await read('gzip'))).toBe(45);
  });

  it('answers 304 with an empty body while nothing changed, and 200 with a new ETag after a change', async () => {
    const id = await newProduct('Etag Water Bowl', { price: 40 });
    const urls = [`/api/get-product-details/${id}`, '/api/get-filtered-products?search=etag'];
    for (const [round, url] of urls.entries()) {
      const first = await request(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const unchanged = await request(url, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.etag).toBe(etag);

      // A new price changes the answer once the trigger's notification has arrived.
      const price = 45 + round;
      await change(sql`UPDATE products SET price_fils = ${price * 100} WHERE id = ${id}`);
      await expect
        .poll(async () => (await request(url, { 'if-none-match': etag })).statusCode, eventually)
        .toBe(200);
      const repriced = await request(url, { 'if-none-match': etag });
      expect(repriced.statusCode).toBe(200);
      expect(repriced.json()).toMatchObject(
        round === 0 ? { product: { price } } : { products: { data: [{ price }] } },
      );
      const newEtag = repriced.headers.etag as string;
      expect(newEtag).not.toBe(etag);
      expect((await request(url, { 'if-none-match': newEtag })).statusCode).toBe(304);

      // So does cached text, once the trigger's notification has dropped the cached copy.
      const name = `Etag Water Bowl ${round + 2}`;
      await change(sql`UPDATE products SET name = ${name} WHERE id = ${id}`);
      await expect
        .poll(async () => (await request(url, { 'if-none-match': newEtag })).statusCode, eventually)
        .toBe(200);
      const renamed = await request(url, { 'if-none-match': newEtag });
      expect(renamed.body).toContain(name);
      expect(renamed.headers.etag).not.toBe(newEtag);
    }
  });
});
