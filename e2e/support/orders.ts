import type { APIRequestContext } from '@playwright/test';
import type { Customer } from './customer.ts';
import { expect } from './test.ts';

export interface PaidCardOrder {
  orderId: number;
  order: { order_number: string; total: number; order_items: { price: number }[] };
}

/**
 * The customer's cart paid by card as the spec's client does it: a checkout session, the
 * simulated provider's page, then POST /api/orders with the session. Answers the placed order.
 */
export async function payCartByCard(
  request: APIRequestContext,
  customer: Customer,
  baseURL: string | undefined,
): Promise<PaidCardOrder> {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const info = { name: customer.name, email: customer.email, phone: customer.phone };
  const checkout = await request.post('/api/stripe/checkout', {
    headers,
    data: {
      items: [],
      shippingCost: 0,
      finalTotal: 1,
      successUrl: `${baseURL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseURL}/payment-failed`,
      customer_info: info,
      delivery_address: {
        street: 'Al Jaddaf Street',
        houseNumber: 'Villa 12',
        city: 'Dubai',
        country: 'United Arab Emirates',
      },
    },
  });
  expect(checkout.status()).toBe(200);
  const { id: sessionId } = (await checkout.json()) as { id: string };
  expect((await request.post(`/payments/simulated/${sessionId}/pay`)).status()).toBeLessThan(400);
  const placed = await request.post('/api/orders', {
    headers,
    data: { session_id: sessionId, customer_info: info },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return (await placed.json()) as PaidCardOrder;
}
