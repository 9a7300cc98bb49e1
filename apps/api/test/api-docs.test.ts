import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeKeyedShop, type TestShop } from './helpers/app.ts';

// Spec §7: every call the original client makes, all under /api.
const SPEC_ROUTES = [
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/logout',
  'GET /api/profile',
  'GET /api/orders',
  'GET /api/orders/{id}',
  'POST /api/orders',
  'GET /api/cart/get',
  'POST /api/cart/add',
  'PUT /api/cart/update/{cartItemId}',
  'DELETE /api/cart/remove/{cartItemId}',
  'DELETE /api/cart/delete/{cartItemId}',
  'GET /api/get-product-details/{id}',
  'GET /api/get-bestseller-products',
  'GET /api/get-all-active-products',
  'GET /api/get-filtered-products',
  'GET /api/wishlist/get',
  'GET /api/wishlist/count',
  'POST /api/wishlist/add',
  'POST /api/wishlist/remove-product',
  'POST /api/wishlist/check-status',
  'DELETE /api/wishlist/clear',
  'DELETE /api/wishlist/remove/{id}',
  'POST /api/wishlist/move-to-cart/{id}',
  'POST /api/stripe/checkout',
  'POST /api/bookings',
];

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, unknown>; parameters?: { in: string; name: string }[] }
    >
  >;
}

let shop: TestShop;
let doc: OpenApiDocument;

beforeAll(async () => {
  // With Stripe keys, so the card webhook's route is registered too.
  shop = await createStripeKeyedShop();
  const response = await shop.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<OpenApiDocument>();
});
afterAll(async () => {
  await shop.close();
});

/** "METHOD /path/{param}" of every operation of the document. */
const documented = () =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

/**
 * Every route the app registers, "METHOD /path/{param}", read from Fastify's route tree
 * (`printRoutes` nests a route under the one its path continues).
 */
function registeredRoutes(app: TestShop['app']): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]!.split(', ')) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('the OpenAPI document at /api/docs/json', () => {
  it('is an OpenAPI 3 document whose operations each say what they answer', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toEqual(
      expect.objectContaining({ title: expect.any(String), version: '1.0.0' }),
    );
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const declared = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name);
        expect(declared.sort()).toEqual(pathParams.sort());
      }
    }
  });

  it('lists every call of spec §7', () => {
    expect(documented()).toEqual(expect.arrayContaining(SPEC_ROUTES));
  });

  it('lists every /api route the app registers, and nothing else', () => {
    const api = registeredRoutes(shop.app).filter(
      (route) =>
        / \/api\//.test(route) && !route.startsWith('HEAD ') && !route.includes(' /api/docs'),
    );
    expect(api).toContain('POST /api/payments/stripe/webhook');
    expect(documented().sort()).toEqual([...new Set(api)].sort());
  });

  it('is readable at /api/docs on a page of its own', async () => {
    const page = await shop.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script type="module" src="/api/docs/reader.js"></script>');
    const script = await shop.app.inject({ url: '/api/docs/reader.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("fetch('/api/docs/json')");
  });
});
