import type { APIRequestContext, Page } from '@playwright/test';
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

/** Registers `customer` through the API of `apiOrigin` (this origin's by default). */
export async function registerThroughApi(
  request: APIRequestContext,
  customer: { name: string; email: string; phone: string; password: string },
  apiOrigin = '',
) {
  const response = await request.post(`${apiOrigin}/api/auth/register`, {
    data: {
      first_name: customer.name,
      email: customer.email,
      phone: customer.phone,
      password: customer.password,
      password_confirmation: customer.password,
    },
  });
  expect(response.status()).toBe(201);
}

/** Logs in on the login page as a person does; the shop then shows the home page. */
export async function logInWithForm(page: Page, customer: { email: string; password: string }) {
  await page.goto('/user');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL('/');
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

/** `test` with a `customer` fixture: registered and logged in through the API (1 registration, 1 login). */
export const test = base.extend<{ customer: Customer }>({
  customer: async ({ page, request }, use) => {
    const customer = await registerAndLogIn(request);
    await useSession(page, customer);
    await use(customer);
  },
});

export { expect };
