import { eq } from 'drizzle-orm';
import { orders, productSizes } from '../../src/db/schema.ts';
import type { TestShop } from './app.ts';
import type { TestCustomer } from './customers.ts';

export const customerInfo = {
  name: 'Aisha Al Marri',
  email: 'aisha@example.ae',
  phone: '+971 50 123 4567',
};
export const deliveryAddress = {
  fullName: 'Aisha Al Marri',
  phoneNumber: '+971 50 123 4567',
  street: 'Al Jaddaf Waterfront',
  houseNumber: 'Villa 12',
  city: 'Dubai',
  state: 'Dubai',
  zipCode: '00000',
  country: 'United Arab Emirates',
};

export async function addToCart(
  shop: TestShop,
  customer: TestCustomer,
  productId: number,
  quantity = 1,
) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: customer.headers,
    payload: { product_id: productId, quantity },
  });
  if (response.statusCode !== 201) throw new Error(`add to cart failed: ${response.body}`);
  return response.json().item as { id: number; product_size_id: number };
}

/** GET /api/cart/get as the customer: their lines as the server holds them. */
export async function cartOf(shop: TestShop, customer: TestCustomer) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/cart/get',
    headers: customer.headers,
  });
  return response.json() as { items: { quantity: number }[] };
}

export async function stockOf(shop: TestShop, productSizeId: number) {
  const [row] = await shop.database.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.id, productSizeId));
  return row!.stock;
}

export function placeCodOrder(
  shop: TestShop,
  customer: TestCustomer,
  extra: Record<string, unknown> = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      payment_method: 'cod',
      customer_info: customerInfo,
      delivery_address: deliveryAddress,
      shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
      ...extra,
    },
  });
}

export function startCardCheckout(
  shop: TestShop,
  customer: TestCustomer,
  extra: Record<string, unknown> = {},
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout',
    headers: { ...customer.headers, host: '127.0.0.1' },
    payload: {
      items: [],
      shippingCost: 0,
      finalTotal: 1,
      successUrl: 'http://127.0.0.1/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://127.0.0.1/payment-failed',
      customer_info: customerInfo,
      delivery_address: deliveryAddress,
      ...extra,
    },
  });
}

/** POST /api/orders with a card checkout's session: the order, once the provider says it is paid. */
export function confirmCardOrder(shop: TestShop, customer: TestCustomer, sessionId: string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: { session_id: sessionId, customer_info: customerInfo },
  });
}

/** The customer presses Pay on the simulated provider's card page. */
export function paySimulated(shop: TestShop, sessionId: string) {
  return shop.app.inject({ method: 'POST', url: `/payments/simulated/${sessionId}/pay` });
}

/**
 * A card order the whole way: the checkout (`extra` as for `startCardCheckout`), Pay on the
 * simulated provider's page, then the shop's own page asking for the order. The confirmation is
 * returned unchecked, so a test can look at what the customer would see.
 */
export async function payCardOrder(
  shop: TestShop,
  customer: TestCustomer,
  extra: Record<string, unknown> = {},
) {
  const checkout = await startCardCheckout(shop, customer, extra);
  if (checkout.statusCode !== 200) throw new Error(`card checkout failed: ${checkout.body}`);
  const sessionId = checkout.json().id as string;
  const paid = await paySimulated(shop, sessionId);
  if (paid.statusCode >= 400) throw new Error(`simulated payment failed: ${paid.body}`);
  return { sessionId, confirmed: await confirmCardOrder(shop, customer, sessionId) };
}

/** The customer's orders as the database holds them, whatever the API would show. */
export const ordersOf = (shop: TestShop, userId: number) =>
  shop.database.db.select().from(orders).where(eq(orders.userId, userId));
