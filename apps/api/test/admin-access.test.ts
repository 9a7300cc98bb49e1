import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * The access matrix of the back office: every /api/admin route the OpenAPI document lists, called
 * by a visitor, a customer, staff and an owner. Routes added later are covered without editing
 * this file; only the sign-in routes are open.
 */
const OPEN = new Set([
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/login/two-factor',
  'POST /api/admin/auth/set-password',
  'POST /api/admin/auth/forgot-password',
  'POST /api/admin/auth/reset-password',
]);

let shop: TestShop;
let customer: TestCustomer;
let member: TestStaff;
let owner: TestStaff;
/** What a route needs beyond a staff session: the owner role, or a permission (decision 076). */
let routes: { method: string; url: string; ownerOnly: boolean; permission?: string }[];

beforeAll(async () => {
  shop = await createTestShop();
  customer = await createCustomer(shop);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  routes = Object.entries(document.paths)
    .filter(([url]) => url.startsWith('/api/admin/'))
    .flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Path parameters get an id that exists nowhere: access is decided before the lookup.
        url: url.replace(/\{[^}]+\}/g, '999999'),
        ownerOnly: operation.tags?.includes('owner') ?? false,
        permission: operation.tags
          ?.find((tag) => tag.startsWith('permission:'))
          ?.slice('permission:'.length),
      })),
    )
    .filter((route) => !OPEN.has(`${route.method} ${route.url}`))
    // Logging out ends the session the other calls use: last.
    .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
});
afterAll(() => shop.close());

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  shop.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers,
    remoteAddress: nextIp(),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('back-office access matrix', () => {
  it("lists the staff routes, the foundation's among them", () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/auth/me',
        'POST /api/admin/auth/logout',
        'GET /api/admin/staff',
        'POST /api/admin/staff',
        'POST /api/admin/orders/999999/refunds',
        'PATCH /api/admin/staff/999999',
        'GET /api/admin/audit',
        'GET /api/admin/products/export.csv',
        'POST /api/admin/products/import',
      ]),
    );
  });

  it('a visitor gets 401 on every staff route', async () => {
    for (const route of routes) {
      const response = await call(route);
      expect([route.url, response.statusCode]).toEqual([route.url, 401]);
      expect(response.json()).toEqual({ message: 'Unauthenticated. Please log in again.' });
    }
  });

  it('a customer token gets 401 on every staff route', async () => {
    for (const route of routes) {
      const response = await call(route, customer.headers);
      expect([route.url, response.statusCode]).toEqual([route.url, 401]);
    }
  });

  it('names the permission of the routes that move money or manage staff', () => {
    const needing = routes
      .filter((route) => route.permission)
      .map((route) => `${route.permission} ${route.method} ${route.url}`);
    expect(needing.sort()).toEqual([
      'refunds POST /api/admin/orders/999999/refund',
      'refunds POST /api/admin/orders/999999/refunds',
      'refunds POST /api/admin/orders/999999/refunds/999999/retry',
      'staff GET /api/admin/staff',
      'staff PATCH /api/admin/staff/999999',
      'staff POST /api/admin/staff',
      'staff POST /api/admin/staff/999999/password-link',
    ]);
  });

  it('staff get 403 on owner routes and routes of permissions they lack, through on the others', async () => {
    for (const route of routes) {
      const response = await call(route, member.headers);
      if (route.ownerOnly) {
        expect([route.url, response.statusCode]).toEqual([route.url, 403]);
        expect(response.json()).toEqual({ message: 'Only the shop owner can do this.' });
      } else if (route.permission) {
        expect([route.url, response.statusCode]).toEqual([route.url, 403]);
        expect(response.json().message).toMatch(/^You may not /);
      } else {
        expect(response.statusCode, route.url).not.toBe(401);
        expect(response.statusCode, route.url).not.toBe(403);
        expect(response.statusCode, route.url).toBeLessThan(500);
      }
    }
  });

  it("staff with every permission get through on every route but the owner's", async () => {
    const trusted = await staffSession(shop.app, shop.database, {
      permissions: ['refunds', 'import_prices', 'staff'],
    });
    for (const route of routes.filter((entry) => !entry.ownerOnly)) {
      const response = await call(route, trusted.headers);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('an owner gets through on every staff route', async () => {
    for (const route of routes) {
      const response = await call(route, owner.headers);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      expect(response.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });
});
