import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { orders } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import {
  addToCart,
  customerInfo,
  deliveryAddress,
  paySimulated,
  stockOf,
} from './helpers/shopping.ts';

// Where the card page sends a customer back comes from configuration, never from a Host header.
const WEB = 'https://web.bestpetshop.test';
const PUBLIC = 'https://bestpetshop.test';
const catPate = new Map<TestShop, number>();
/** No PUBLIC_URL (development) behind a proxy, with a web app origin in CORS_ORIGINS. */
let development: TestShop;
/** PUBLIC_URL set: the Host header plays no part at all. */
let published: TestShop;

beforeAll(async () => {
  development = await createTestShop({
    NODE_ENV: 'development',
    TRUST_PROXY: 'true',
    CORS_ORIGINS: WEB,
  });
  published = await createTestShop({ PUBLIC_URL: `${PUBLIC}/` });
  for (const shop of [development, published]) {
    catPate.set(shop, (await seedTestCatalog(shop.database.db)).ids.catPate);
  }
});
afterAll(async () => {
  await development.close();
  await published.close();
});

/** A new customer with one unit in the cart starts a card checkout with these return addresses. */
async function checkout(
  shop: TestShop,
  headers: Record<string, string>,
  successUrl: string,
  cancelUrl: string,
) {
  const customer = await createCustomer(shop);
  const line = await addToCart(shop, customer, catPate.get(shop)!, 1);
  const stockBefore = await stockOf(shop, line.product_size_id);
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout',
    headers: { ...customer.headers, ...headers },
    payload: {
      items: [],
      shippingCost: 0,
      finalTotal: 1,
      successUrl,
      cancelUrl,
      customer_info: customerInfo,
      delivery_address: deliveryAddress,
    },
  });
  const placed = await shop.database.db.select().from(orders).where(eq(orders.userId, customer.id));
  return {
    response,
    placed,
    stockTaken: stockBefore - (await stockOf(shop, line.product_size_id)),
  };
}

/** Where the simulated card page sends the customer once they pressed Pay. */
async function afterPaying(shop: TestShop, sessionId: string) {
  const paid = await paySimulated(shop, sessionId);
  expect(paid.statusCode).toBe(303);
  return paid.headers.location;
}

function expectRefused(result: Awaited<ReturnType<typeof checkout>>) {
  expect(result.response.statusCode).toBe(422);
  expect(result.response.json()).toEqual({
    message: expect.any(String),
    errors: expect.objectContaining({
      successUrl: ['The successUrl must be a web address of this shop.'],
    }),
  });
  expect(result.placed).toHaveLength(0);
  expect(result.stockTaken).toBe(0);
}

describe('card return addresses', () => {
  it.each([
    ['absolute', 'http://evil.example/payment-success', 'http://evil.example/payment-failed'],
    ['relative', '/payment-success', '/payment-failed'],
    ['scheme-relative', '//evil.example/payment-success', '//evil.example/payment-failed'],
  ])(
    'gives a spoofed Host header no redirect to it (%s addresses)',
    async (_kind, successUrl, cancelUrl) => {
      expectRefused(await checkout(development, { host: 'evil.example' }, successUrl, cancelUrl));
    },
  );

  it('does not take the host from X-Forwarded-Host behind a proxy either', async () => {
    expectRefused(
      await checkout(
        development,
        { host: '127.0.0.1', 'x-forwarded-host': 'evil.example' },
        'http://evil.example/payment-success',
        'http://evil.example/payment-failed',
      ),
    );
  });

  it.each(['localhost:5173', '127.0.0.2:3000', '[::1]:3000', 'localhost'])(
    'in development returns to the loopback host %s the shop is served on',
    async (host) => {
      const { response } = await checkout(
        development,
        { host },
        '/payment-success?session_id={CHECKOUT_SESSION_ID}',
        '/payment-failed',
      );
      expect(response.statusCode).toBe(200);
      const { id } = response.json();
      expect(await afterPaying(development, id)).toBe(
        `http://${host}/payment-success?session_id=${id}`,
      );
    },
  );

  it('returns to a web app origin listed in CORS_ORIGINS, whatever the Host', async () => {
    const { response } = await checkout(
      development,
      { host: 'evil.example' },
      `${WEB}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      `${WEB}/payment-failed`,
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    expect(await afterPaying(development, id)).toBe(`${WEB}/payment-success?session_id=${id}`);
  });

  it('reads relative addresses against PUBLIC_URL, whatever the Host', async () => {
    const { response } = await checkout(
      published,
      { host: 'evil.example' },
      '/payment-success',
      '/payment-failed',
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    expect(await afterPaying(published, id)).toBe(`${PUBLIC}/payment-success?session_id=${id}`);
  });

  it('with PUBLIC_URL set, refuses even a loopback Host as a return origin', async () => {
    expectRefused(
      await checkout(
        published,
        { host: '127.0.0.1' },
        'http://127.0.0.1/payment-success',
        'http://127.0.0.1/payment-failed',
      ),
    );
  });

  it('will not start in production without PUBLIC_URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'simulated', LOG_LEVEL: 'silent' }),
    ).toThrow(
      'Invalid configuration:\n  PUBLIC_URL: PUBLIC_URL is required when NODE_ENV=production: set it to the public origin of the shop (e.g. https://bestpetshop.ae); card payments return only to it and to CORS_ORIGINS',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'simulated', PUBLIC_URL: PUBLIC }).PUBLIC_URL,
    ).toBe(PUBLIC);
  });
});
