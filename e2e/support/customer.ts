import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import { test as base, expect } from './test.ts';

/** A registered, logged-in customer: what a real login leaves in the browser. */
export type Customer = {
  token: string;
  userId: number;
  email: string;
  name: string;
  phone: string;
  password: string;
};

let sequence = 0;

/** Registers a new customer (unique e-mail and phone) and logs in, both through the API. */
export async function registerAndLogIn(
  request: APIRequestContext,
  name = 'Noura Al Hashimi',
): Promise<Customer> {
  sequence += 1;
  const unique = `${Date.now()}${sequence}`;
  const email = `customer.${unique}@example.com`;
  const phone = `+9715${unique.slice(-8)}`;
  const password = 'Dubai-pets-1';
  const registered = await request.post('/api/auth/register', {
    data: { first_name: name, email, phone, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id, email, name, phone, password };
}

/** Puts the session keys a real login leaves behind (spec §3 "Local session data") in place before the first page loads. */
export async function useSession(page: Page, customer: Customer) {
  await page.addInitScript((session) => {
    // Once per tab: a later login in the page (another customer) is not overwritten.
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', session.token);
    localStorage.setItem('userId', String(session.userId));
    localStorage.setItem('userEmail', session.email);
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem(
      'userData',
      JSON.stringify({
        id: session.userId,
        name: session.name,
        email: session.email,
        token: session.token,
        loginTime: new Date().toISOString(),
      }),
    );
  }, customer);
}

/** The customer orders one unit of the first product in stock, with cash on delivery (API). */
export async function placeCashOrder(request: APIRequestContext, customer: Customer) {
  const list = (await (
    await request.get('/api/get-filtered-products')
  ).json()) as ProductListResponse;
  const { product } = (await (
    await request.get(`/api/get-product-details/${list.products.data[0]!.id}`)
  ).json()) as ProductDetailsResponse;
  const size = product.product_sizes.find((s) => s.stock > 1)!;
  const headers = { Authorization: `Bearer ${customer.token}` };
  expect(
    (
      await request.post('/api/cart/add', {
        headers,
        data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      payment_method: 'cod',
      customer_info: { name: customer.name, email: customer.email, phone: customer.phone },
      delivery_address: {
        street: 'Al Jaddaf Street',
        houseNumber: 'Villa 12',
        city: 'Dubai',
        country: 'United Arab Emirates',
      },
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { id: number; order_number: string } }).order;
}

/** `test` with a `customer` fixture: registered and logged in through the API (1 registration, 1 login). */
export const test = base.extend<{ customer: Customer }>({
  customer: async ({ page, request }, use) => {
    const customer = await registerAndLogIn(request);
    await useSession(page, customer);
    await use(customer);
  },
});

export { expect };
