import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

// Issue 27.20: every back-office answer, customers' data or not, error or not, is `no-store`.
let shop: TestShop;
let owner: TestStaff;
let orderId: number;
let customerId: number;

beforeAll(async () => {
  shop = await createTestShop();
  const { ids } = await seedTestCatalog(shop.database.db);
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  const customer = await createCustomer(shop);
  customerId = customer.id;
  await addToCart(shop, customer, ids.catPate, 1);
  orderId = (await placeCodOrder(shop, customer)).json().order.id;
});
afterAll(() => shop.close());

describe('Cache-Control on /api/admin', () => {
  it.each([
    ['orders', () => '/api/admin/orders', 200],
    ['an order', () => `/api/admin/orders/${orderId}`, 200],
    ['an invoice', () => `/api/admin/orders/${orderId}/invoice`, 200],
    ['the orders export', () => '/api/admin/orders/export.csv?from=2026-01-01&to=2026-12-31', 200],
    ['the catalog export', () => '/api/admin/products/export.csv', 200],
    ["an order's refunds", () => `/api/admin/orders/${orderId}/refunds`, 200],
    ['customers', () => '/api/admin/customers', 200],
    ['a customer', () => `/api/admin/customers/${customerId}`, 200],
    ['bookings', () => '/api/admin/bookings', 200],
    ['the dashboard', () => '/api/admin/dashboard', 200],
    ['an unknown order', () => '/api/admin/orders/999999', 404],
  ])('answers %s with no-store', async (_what, url, status) => {
    const response = await shop.app.inject({ method: 'GET', url: url(), headers: owner.headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a visitor without a staff session with no-store too', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
