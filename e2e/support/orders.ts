import type { ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Customer } from './customer.ts';
import { expect } from './test.ts';

/**
 * A cash order of one unit placed through the API: of `productId`, else of the catalog's first
 * product in stock.
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: { token: string; name: string; email: string; phone: string },
  notes?: string,
  productId?: number,
) {
  const list = (await (
    await request.get('/api/get-filtered-products')
  ).json()) as ProductListResponse;
  const { product } = (await (
    await request.get(`/api/get-product-details/${productId ?? list.products.data[0]!.id}`)
  ).json()) as ProductDetailsResponse;
  const size = product.product_sizes.find((s) => s.stock > 2)!;
  const headers = { Authorization: `Bearer ${customer.token}` };
  const added = await request.post('/api/cart/add', {
    headers,
    data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
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
      ...(notes ? { notes } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; order_number: string } };
  return { id: order.id, number: order.order_number, product: product.name };
}

/** Fills the checkout form's address and contact fields: a Dubai villa, and who orders. */
export async function fillCheckout(
  page: Page,
  customer: { name: string; email: string },
  phone = '+971 50 123 4567',
) {
  await page.getByLabel('Emirate').selectOption('Dubai');
  await page.getByLabel('Area').fill('Al Jaddaf');
  await page.getByLabel('Street').fill('Al Jaddaf Street');
  await page.getByLabel('Building or Villa').fill('Villa 12');
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone').fill(phone);
}

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
