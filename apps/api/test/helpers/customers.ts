import { randomInt } from 'node:crypto';
import type { TestShop } from './app.ts';

let counter = 0;
/** A different client address per call, so per-IP limits never couple unrelated tests. */
export const nextIp = () => `10.${randomInt(1, 250)}.${randomInt(0, 250)}.${(++counter % 250) + 1}`;

export interface TestCustomer {
  id: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** POST /api/auth/register from an address of its own, as the registration form sends it. */
export function registerRequest(
  shop: TestShop,
  who: { name: string; email: string; phone: string; password: string },
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: {
      first_name: who.name,
      email: who.email,
      phone: who.phone,
      password: who.password,
      password_confirmation: who.password,
    },
  });
}

/** Registers and logs in a customer through the API, as the web app would. */
export async function createCustomer(
  shop: TestShop,
  name = 'Test Customer',
): Promise<TestCustomer> {
  const n = `${Date.now()}${++counter}`;
  const email = `customer${n}@example.ae`;
  const password = 'secret-123';
  const register = await registerRequest(shop, {
    name,
    email,
    phone: `+9715${n.slice(-9).padStart(9, '0')}`,
    password,
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const login = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: nextIp(),
    payload: { email, password },
  });
  const { token, user } = login.json();
  return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
