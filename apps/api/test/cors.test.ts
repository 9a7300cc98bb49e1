import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, startCardCheckout } from './helpers/shopping.ts';

const WEB = 'https://web.bestpetshop.test';
let shop: TestShop;
let sameOriginOnly: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ CORS_ORIGINS: `${WEB}, http://localhost:5173` });
  sameOriginOnly = await createTestShop();
});
afterAll(async () => {
  await shop.close();
  await sameOriginOnly.close();
});

const preflight = (target: TestShop, origin: string) =>
  target.app.inject({
    method: 'OPTIONS',
    url: '/api/cart/update/1',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS', () => {
  it('answers a preflight from an allowed origin for the bearer and JSON headers', async () => {
    const response = await preflight(shop, WEB);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(
      /^Authorization, ?Content-Type$/,
    );
    expect(String(response.headers['access-control-allow-methods'])).toMatch(
      /^GET, ?POST, ?PUT, ?PATCH, ?DELETE$/,
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('labels actual responses for an allowed origin', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/get-all-active-products',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives no CORS headers to any other origin', async () => {
    for (const response of [
      await preflight(shop, 'https://evil.example'),
      await shop.app.inject({
        method: 'GET',
        url: '/api/settings',
        headers: { origin: 'https://evil.example' },
      }),
    ]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('lets a web app on another origin show the product pictures, and nothing else', async () => {
    const picture = await shop.app.inject({
      method: 'GET',
      url: '/storage/products/dog-fd-001-1.svg',
      headers: { origin: WEB },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');

    const data = await shop.app.inject({ method: 'GET', url: '/api/settings' });
    expect(data.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('allows no other origin at all by default', async () => {
    const response = await preflight(sameOriginOnly, WEB);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("sends card customers back to the web app's origin", async () => {
    const { ids } = await seedTestCatalog(shop.database.db);
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, ids.catPate, 1);
    const response = await startCardCheckout(shop, customer, {
      successUrl: `${WEB}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${WEB}/payment-failed`,
    });
    expect(response.statusCode).toBe(200);
    const paid = await shop.app.inject({
      method: 'POST',
      url: `/payments/simulated/${response.json().id}/pay`,
    });
    expect(paid.headers.location).toBe(`${WEB}/payment-success?session_id=${response.json().id}`);
  });
});
