import { formatArrival } from '@petshop/contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createDeliveryFeeShop } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { outboxTo } from './helpers/mails.ts';
import { cancelOrder, deliver, orderLineIds, refund } from './helpers/refunds.ts';
import { addToCart, customerInfo, payCardOrder, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

// Every mail about an order that charged AED 15 for delivery (issue 28): the fee actually charged
// appears, the day promised is the one the order recorded at checkout, and no mail falls back on
// the old wording ("shipping free", "5-7 business days").

let shop: TestShop;
let owner: TestStaff;
let bed: number;

beforeAll(async () => {
  shop = await createDeliveryFeeShop();
  bed = await addOneSizeProduct(shop.database.db, 'Fee Mail Bed', 50, { price: 199 });
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
});
afterAll(() => shop.close());

interface PlacedOrder {
  email: string;
  id: number;
  number: string;
  /** "Sat 28 Nov": the day the order recorded, as the checkout and confirmation page print it. */
  arrives: string;
}

/** A customer's order of one AED 199 bed, AED 15 delivery: AED 214, paid by card or on delivery. */
async function placeOrder(method: 'card' | 'cod'): Promise<PlacedOrder> {
  const customer = await createCustomer(shop);
  await addToCart(shop, customer, bed, 1);
  const info = { customer_info: { ...customerInfo, email: customer.email } };
  let placed;
  if (method === 'cod') {
    placed = await placeCodOrder(shop, customer, info);
  } else {
    placed = (await payCardOrder(shop, customer, info)).confirmed;
  }
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const order = placed.json().order;
  expect(order).toMatchObject({ subtotal: 199, shipping_cost: 15, total: 214 });
  // The confirmation page prints the order's own day: the same one every mail must promise.
  expect(order.estimated_delivery).toBeTruthy();
  return {
    email: customer.email,
    id: order.id,
    number: order.order_number,
    arrives: formatArrival(order.estimated_delivery),
  };
}

async function mailOf(order: PlacedOrder, kind: string): Promise<string> {
  const mails = await outboxTo(shop, order.email, kind);
  const mail = mails.find((each) => each.subject.includes(order.number));
  expect(mail, `no ${kind} mail for ${order.number}`).toBeDefined();
  return mail!.textBody;
}

function neverTheOldWording(text: string) {
  expect(text).not.toMatch(/shipping free|free shipping|business days|Delivery: free/i);
}

const move = (orderId: number, body: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: owner.headers,
    payload: body,
  });

describe('order mails with a delivery fee charged (DELIVERY_FEE_AED=15)', () => {
  it('order placed: the confirmation names the AED 15 fee and the recorded arrival day', async () => {
    const order = await placeOrder('cod');
    const text = await mailOf(order, 'order-confirmation');
    expect(text).toContain('Delivery: AED 15.00');
    expect(text).toContain('Total to pay on delivery: AED 214.00');
    expect(text).toContain(`Arrives by ${order.arrives}.`);
    neverTheOldWording(text);
  });

  it('shipped: the mail names the AED 15 fee and the same arrival day', async () => {
    const order = await placeOrder('cod');
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await move(order.id, {
      status: 'shipped',
      trackingNumber: 'AX-15',
      carrier: 'Aramex',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const text = await mailOf(order, 'order-shipped');
    expect(text).toContain('Delivery: AED 15.00');
    expect(text).toContain('Total to pay on delivery: AED 214.00');
    expect(text).toContain(`Estimated delivery: ${order.arrives} `);
    neverTheOldWording(text);
  });

  it('refund: the mail names the AED 15 fee given back with the line, of the AED 214 paid', async () => {
    const order = await placeOrder('card');
    await deliver(shop, owner, order.id);
    const lines = await orderLineIds(shop, order.id);
    const response = await refund(shop, owner, order.id, {
      reason: 'Too small for the dog',
      lines: [{ orderItemId: lines['Fee Mail Bed'], quantity: 1, restock: true }],
      shipping: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const text = await mailOf(order, 'order-refunded');
    expect(text).toContain('- Delivery fee: AED 15.00');
    expect(text).toContain('We have refunded AED 214.00');
    neverTheOldWording(text);
  });

  it('cancellation: the mail names the AED 15 fee in what was paid and goes back', async () => {
    const order = await placeOrder('card');
    const cancelled = await cancelOrder(shop, owner, order.id, { reason: 'Customer asked' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const text = await mailOf(order, 'order-cancelled');
    expect(text).toContain('Delivery: AED 15.00');
    expect(text).toContain('The AED 214.00 you paid by card will be refunded to your card');
    neverTheOldWording(text);
  });
});
