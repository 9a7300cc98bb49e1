import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { addToCart } from './helpers/shopping.ts';

/**
 * Every answer that carries a token or a customer's data, and every error answer of those routes,
 * tells browsers and proxies not to keep it: `Cache-Control: no-store`.
 */

let shop: TestShop;
let customer: TestCustomer;
let cartItemId: number;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop();
  const { ids } = await seedTestCatalog(shop.database.db);
  productId = ids.catPate;
  customer = await createCustomer(shop, 'Noor Saeed');
  cartItemId = (await addToCart(shop, customer, ids.salmonKibble)).id;
});
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** [what, method, url (built at run time), as the customer?, body, the status it answers] */
type Case = [string, Method, () => string, boolean, (() => unknown) | undefined, number];

let registered = 0;
const registration = () => {
  const n = `${Date.now()}${++registered}`;
  return {
    first_name: 'Noor Saeed',
    email: `no.store${n}@example.ae`,
    phone: `+9715${n.slice(-9)}`,
    password: 'Dubai-pets-1',
    password_confirmation: 'Dubai-pets-1',
  };
};

const CASES: Case[] = [
  ['register', 'POST', () => '/api/auth/register', false, registration, 201],
  ['register, refused', 'POST', () => '/api/auth/register', false, () => ({}), 422],
  [
    'login',
    'POST',
    () => '/api/auth/login',
    false,
    () => ({ email: customer.email, password: 'secret-123' }),
    200,
  ],
  [
    'login, wrong password',
    'POST',
    () => '/api/auth/login',
    false,
    () => ({ email: customer.email, password: 'not-it-at-all' }),
    401,
  ],
  ['login, refused', 'POST', () => '/api/auth/login', false, () => ({}), 422],
  ['logout, no token', 'POST', () => '/api/logout', false, () => ({}), 401],
  ['profile', 'GET', () => '/api/profile', true, undefined, 200],
  ['profile, no token', 'GET', () => '/api/profile', false, undefined, 401],
  ['cart', 'GET', () => '/api/cart/get', true, undefined, 200],
  ['cart, no token', 'GET', () => '/api/cart/get', false, undefined, 401],
  [
    'cart add',
    'POST',
    () => '/api/cart/add',
    true,
    () => ({ product_id: productId, quantity: 1 }),
    201,
  ],
  ['cart add, refused', 'POST', () => '/api/cart/add', true, () => ({ product_id: 'x' }), 422],
  ['cart add, no token', 'POST', () => '/api/cart/add', false, () => ({ product_id: 1 }), 401],
  [
    'cart update',
    'PUT',
    () => `/api/cart/update/${cartItemId}`,
    true,
    () => ({ quantity: 2 }),
    200,
  ],
  [
    'cart update, unknown line',
    'PUT',
    () => '/api/cart/update/0',
    true,
    () => ({ quantity: 2 }),
    404,
  ],
  ['wishlist', 'GET', () => '/api/wishlist/get', true, undefined, 200],
  ['wishlist, no token', 'GET', () => '/api/wishlist/get', false, undefined, 401],
  ['wishlist count', 'GET', () => '/api/wishlist/count', true, undefined, 200],
  [
    'wishlist status',
    'POST',
    () => '/api/wishlist/check-status',
    true,
    () => ({ product_id: productId }),
    200,
  ],
  [
    'wishlist add, refused',
    'POST',
    () => '/api/wishlist/add',
    true,
    () => ({ product_id: 'x' }),
    422,
  ],
  ['wishlist remove, unknown item', 'DELETE', () => '/api/wishlist/remove/0', true, undefined, 404],
  ['orders', 'GET', () => '/api/orders', true, undefined, 200],
  ['orders, no token', 'GET', () => '/api/orders', false, undefined, 401],
  ['order, unknown', 'GET', () => '/api/orders/999999', true, undefined, 404],
  ['order create, refused', 'POST', () => '/api/orders', true, () => ({}), 422],
  ['card checkout, refused', 'POST', () => '/api/stripe/checkout', true, () => ({}), 422],
  ['card checkout, no token', 'POST', () => '/api/stripe/checkout', false, () => ({}), 401],
  ['bookings', 'GET', () => '/api/bookings', true, undefined, 200],
  ['bookings, no token', 'GET', () => '/api/bookings', false, undefined, 401],
  ['booking, refused', 'POST', () => '/api/bookings', false, () => ({ name: 'Noor Saeed' }), 422],
];

describe('Cache-Control: no-store on personal answers', () => {
  it.each(CASES)(
    '%s (%s) answers no-store',
    async (_what, method, url, asCustomer, body, status) => {
      const payload = body?.();
      const response = await shop.app.inject({
        method,
        url: url(),
        remoteAddress: nextIp(),
        headers: asCustomer ? customer.headers : {},
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('answers no-store on logout, and on the token a login hands out', async () => {
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      payload: { email: customer.email, password: 'secret-123' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const logout = await shop.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toBe('no-store');
  });
});
