import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, orders, simulatedPaymentSessions } from '../src/db/schema.ts';
import { createTestShop } from './helpers/app.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import {
  addOneSizeProduct,
  addProduct,
  createCatalogShop,
  type CatalogShop,
} from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import {
  addToCart,
  cartOf,
  confirmCardOrder,
  customerInfo,
  deliveryAddress,
  ordersOf,
  paySimulated,
  placeCodOrder,
  startCardCheckout,
  stockOf,
} from './helpers/shopping.ts';

let shop: CatalogShop;

beforeAll(async () => {
  shop = await createCatalogShop();
});
afterAll(() => shop.close());

async function mailsTo(recipient: string) {
  return shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

describe('cash on delivery', () => {
  it('prices the order on the server, takes the stock and queues both mails', async () => {
    const customer = await createCustomer(shop);
    const kibble = await addToCart(shop, customer, shop.ids.salmonKibble, 2);
    const pate = await addToCart(shop, customer, shop.ids.catPate, 3);
    const stockBefore = await stockOf(shop, kibble.product_size_id);
    const response = await placeCodOrder(shop, customer, {
      items: [{ product_id: shop.ids.salmonKibble, quantity: 2, price: 0.01 }],
      order_summary: { total: 0.02, finalTotal: 0.02 },
      notes: 'Please call before delivery',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(body.orderId).toBe(body.order.id);
    expect(body.order.orderId).toBe(body.order.id);
    expect(body.order).toMatchObject({
      order_number: expect.stringMatching(/^ORD-\d{6}$/),
      status: 'pending',
      payment_method: 'cod',
      payment_status: 'pending',
      subtotal: 220,
      total_price: 220,
      shipping_cost: 0,
      tax: 0,
      currency: 'AED',
      customer_name: 'Aisha Al Marri',
      customer_email: 'aisha@example.ae',
      shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
      notes: 'Please call before delivery',
    });
    expect(
      body.order.order_items.map((item: Record<string, unknown>) => [
        item.product_name,
        item.variant,
        item.quantity,
        item.price,
        item.total,
      ]),
    ).toEqual([
      ['Salmon Kibble Adult', '2 kg', 2, 80, 160],
      ['Ocean Pâté for Cats', 'One Size', 3, 20, 60],
    ]);
    expect(await stockOf(shop, kibble.product_size_id)).toBe(stockBefore - 2);
    expect(await stockOf(shop, pate.product_size_id)).toBe(7);
    const [row] = await ordersOf(shop, customer.id);
    expect(row).toMatchObject({ totalFils: 22000, placedAt: expect.any(Date) });
    const confirmation = (await mailsTo('aisha@example.ae')).filter((mail) =>
      mail.subject.includes(body.order.order_number),
    );
    expect(confirmation).toHaveLength(1);
    // Nothing is paid yet: the mail names what is due at the door, and the method in words.
    expect(confirmation[0]!.textBody).toContain('Total to pay on delivery: AED 220.00');
    expect(confirmation[0]!.textBody).toContain('Payment: Cash on delivery');
    expect(confirmation[0]!.textBody).not.toMatch(/\bcod\b/);
    const shopMail = (await mailsTo('support@bestpetshop.ae')).filter((mail) =>
      mail.subject.includes(body.order.order_number),
    );
    expect(shopMail).toHaveLength(1);
    expect((await cartOf(shop, customer)).items).toEqual([]);
    await shop.app.mailer.deliverDue();
  });

  it('makes one order for one idempotency key, however often it is sent', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.featherWand, 1);
    const first = await placeCodOrder(shop, customer, { idempotency_key: 'checkout-abc' });
    const again = await placeCodOrder(shop, customer, { idempotency_key: 'checkout-abc' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(await ordersOf(shop, customer.id)).toHaveLength(1);
  });

  it.each([
    [{ customer_info: undefined }, 'customer_info'],
    [{ customer_info: { ...customerInfo, email: 'nope' } }, 'customer_info.email'],
    [{ customer_info: { ...customerInfo, phone: 'call me' } }, 'customer_info.phone'],
    [
      { delivery_address: { city: 'Dubai', country: 'UAE' }, shipping_address: undefined },
      'delivery_address.street',
    ],
    [
      { delivery_address: { street: 'Road 1' }, shipping_address: undefined },
      'delivery_address.city',
    ],
    [{ payment_method: 'cheque' }, 'payment_method'],
  ])('refuses %o with 422 on %s and writes nothing', async (override, field) => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.leatherCollar, 1);
    const response = await placeCodOrder(shop, customer, override);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await ordersOf(shop, customer.id)).toHaveLength(0);
  });

  describe('the phone (spec §5: an optional leading +, digits, spaces, hyphens, brackets)', () => {
    let chew: number;
    beforeAll(async () => {
      chew = await addOneSizeProduct(shop.database.db, 'Phone Test Chew', 50, { price: 10 });
    });

    // A Dubai landline has 9 digits; a local number 7.
    // Stored in one form, +971 for a UAE number (issue 27, decision 071).
    it.each([
      ['04 555 0123', '+97145550123'],
      ['+971 4 555 0123', '+97145550123'],
      ['(04) 555-0123', '+97145550123'],
      ['800 1234', '8001234'],
    ])(
      'places the order and starts a card checkout with %s (stored as %s)',
      async (phone, stored) => {
        const customer = await createCustomer(shop);
        await addToCart(shop, customer, chew, 1);
        const card = await startCardCheckout(shop, customer, {
          customer_info: { ...customerInfo, phone },
        });
        expect(card.statusCode).toBe(200);
        await addToCart(shop, customer, chew, 1);
        const cod = await placeCodOrder(shop, customer, {
          customer_info: { ...customerInfo, phone },
        });
        expect(cod.statusCode).toBe(201);
        expect((await ordersOf(shop, customer.id)).map((row) => row.customerPhone)).toEqual([
          stored,
          stored,
        ]);
      },
    );

    it.each([
      ['6 digits', '123456'],
      ['16 digits', '1234 5678 9012 3456'],
      ['a letter', '04 555 O123'],
      ['two plus signs', '++971 4 555 0123'],
      ['a plus inside', '971+4 555 0123'],
      ['no digits at all', '-- -- -- --'],
    ])('refuses %s (%s) with 422 and writes nothing', async (_what, phone) => {
      const customer = await createCustomer(shop);
      await addToCart(shop, customer, chew, 1);
      const response = await placeCodOrder(shop, customer, {
        customer_info: { ...customerInfo, phone },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        'customer_info.phone': ['The phone must have 7 to 15 digits, optionally starting with +.'],
      });
      expect(await ordersOf(shop, customer.id)).toHaveLength(0);
    });
  });

  it('refuses an empty cart', async () => {
    const customer = await createCustomer(shop);
    const response = await placeCodOrder(shop, customer);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your cart is empty.');
    expect(await ordersOf(shop, customer.id)).toHaveLength(0);
  });

  it('needs a customer', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('the last unit', () => {
  it(`is sold once when 20 customers order it at the same moment${raceNote}`, async () => {
    const lastOne = await addOneSizeProduct(shop.database.db, 'Last Cosy Cat Cave', 1, {
      price: 149,
      petTypes: ['CAT'],
      productType: 'scratcher',
    });
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => createCustomer(shop, `Racer ${n}`)),
    );
    let sizeId = 0;
    for (const customer of customers)
      sizeId = (await addToCart(shop, customer, lastOne, 1)).product_size_id;
    const responses = await Promise.all(customers.map((customer) => placeCodOrder(shop, customer)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json().message).toBe('Last Cosy Cat Cave is out of stock.');
    }
    expect(await stockOf(shop, sizeId)).toBe(0);
    const sold = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, lastOne));
    expect(sold).toHaveLength(1);
  });
});

describe('card payment through the simulated provider', () => {
  it('holds the stock, charges the server price, and places the order once it is paid', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, shop.ids.litterBox, 2);
    const stockBefore = await stockOf(shop, line.product_size_id);
    const checkout = await startCardCheckout(shop, customer);
    expect(checkout.statusCode).toBe(200);
    const session = checkout.json();
    expect(session).toMatchObject({ id: expect.stringMatching(/^cs_sim_/), total: 240 });
    expect(session.url).toBe(`/payments/simulated/${session.id}`);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 2);
    const [pending] = await ordersOf(shop, customer.id);
    expect(pending).toMatchObject({ status: 'awaiting_payment', placedAt: null, totalFils: 24000 });

    const page = await shop.app.inject({ method: 'GET', url: session.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay AED 240.00');
    expect(page.body).toContain('Hooded Litter Box × 2');

    const early = await confirmCardOrder(shop, customer, session.id);
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe('The payment for this order has not been completed.');
    expect(
      (
        await shop.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers })
      ).json().data,
    ).toEqual([]);

    const paid = await shop.app.inject({
      method: 'POST',
      url: `/payments/simulated/${session.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://127.0.0.1/payment-success?session_id=${session.id}`);

    const confirm = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: { session_id: session.id, payment_method: 'card', customer_info: customerInfo },
      });
    const first = await confirm();
    const second = await confirm();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(first.json().order).toMatchObject({
      status: 'confirmed',
      payment_method: 'card',
      payment_status: 'paid',
      total_price: 240,
      transaction_id: expect.stringMatching(/^pi_sim_/),
    });
    expect(await ordersOf(shop, customer.id)).toHaveLength(1);
    const confirmations = (await mailsTo('aisha@example.ae')).filter((mail) =>
      mail.subject.includes(first.json().order.order_number),
    );
    expect(confirmations).toHaveLength(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 2);
    expect((await cartOf(shop, customer)).items).toEqual([]);
  });

  it('gives the stock back when the customer declines', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, shop.ids.birdCage, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    const session = (await startCardCheckout(shop, customer)).json();
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 1);
    const declined = await shop.app.inject({
      method: 'POST',
      url: `/payments/simulated/${session.id}/decline`,
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('http://127.0.0.1/payment-failed');
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore);
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', placedAt: null });
    const confirm = await confirmCardOrder(shop, customer, session.id);
    expect(confirm.statusCode).toBe(402);
    expect((await cartOf(shop, customer)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it('replaces an unpaid checkout when the customer starts again', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, shop.ids.leatherCollar, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    await startCardCheckout(shop, customer);
    await startCardCheckout(shop, customer);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 1);
    const rows = await ordersOf(shop, customer.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['awaiting_payment', 'cancelled']);
  });

  it('releases a checkout nobody paid once it lapses', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, shop.ids.catPate, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    await startCardCheckout(shop, customer);
    const [order] = await ordersOf(shop, customer.id);
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order!.id));
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore);
    const [released] = await ordersOf(shop, customer.id);
    expect(released).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(0);
  });

  /** A card checkout left open past its session's life, then released by the background sweep. */
  async function lapseAndRelease(customerId: number) {
    const [order] = await ordersOf(shop, customerId);
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order!.id));
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
  }

  const oneOfAKind = (name: string) =>
    addOneSizeProduct(shop.database.db, name, 1, { petTypes: ['CAT'], productType: 'scratcher' });

  it('closes the payment page of a checkout it releases, so a lapsed hold is never paid', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, await oneOfAKind('Late Payer Cat Cave'), 1);
    const session = (await startCardCheckout(shop, customer)).json();
    await lapseAndRelease(customer.id);
    expect(await stockOf(shop, line.product_size_id)).toBe(1);

    const paid = await paySimulated(shop, session.id);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://127.0.0.1/payment-failed');
    const confirm = await confirmCardOrder(shop, customer, session.id);
    expect(confirm.statusCode).toBe(402);
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', placedAt: null });
    expect(await stockOf(shop, line.product_size_id)).toBe(1);
    expect((await cartOf(shop, customer)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it('releases the stock of a checkout that never got a payment session, a minute on', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, await oneOfAKind('Crashed Checkout Cave'), 1);
    await startCardCheckout(shop, customer);
    const [order] = await ordersOf(shop, customer.id);
    // As a process stopped between taking the stock and opening the session leaves it.
    const lostSession = (startedAgo: number) =>
      shop.database.db
        .update(orders)
        .set({ checkoutSessionId: null, createdAt: new Date(Date.now() - startedAgo) })
        .where(eq(orders.id, order!.id));
    await lostSession(20_000);
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(0);
    expect(await stockOf(shop, line.product_size_id)).toBe(0);

    await lostSession(61_000);
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(1);
    const [released] = await ordersOf(shop, customer.id);
    expect(released).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
  });

  it('releases such a checkout as soon as the next process starts', async () => {
    const restarted = await createTestShop({
      MAIL_DIR: await mkdtemp(path.join(os.tmpdir(), 'petshop-mail-')),
    });
    try {
      await seedReferenceData(restarted.database.db);
      const product = await addProduct(restarted.database.db, {
        name: 'Restart Cave',
        price: 95,
        petTypes: ['CAT'],
        productType: 'scratcher',
        sizes: [{ name: 'One Size', stock: 1 }],
      });
      const customer = await createCustomer(restarted);
      const line = await addToCart(restarted, customer, product, 1);
      await startCardCheckout(restarted, customer);
      await restarted.database.db
        .update(orders)
        .set({ checkoutSessionId: null, createdAt: new Date(Date.now() - 120_000) })
        .where(eq(orders.userId, customer.id));
      expect(await stockOf(restarted, line.product_size_id)).toBe(0);

      restarted.app.background.start();
      await expect.poll(() => stockOf(restarted, line.product_size_id)).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('refuses return addresses outside the shop', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.catPate, 1);
    const response = await startCardCheckout(shop, customer, {
      successUrl: 'https://evil.example/steal',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.successUrl).toEqual([
      'The successUrl must be a web address of this shop.',
    ]);
    expect(await ordersOf(shop, customer.id)).toHaveLength(0);
  });

  it('takes relative return addresses when the Host header carries the default port', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.catPate, 1);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: { ...customer.headers, host: 'localhost:80' },
      payload: {
        items: [],
        shippingCost: 0,
        finalTotal: 1,
        successUrl: '/payment-success',
        cancelUrl: '/payment-failed',
        customer_info: customerInfo,
        delivery_address: deliveryAddress,
      },
    });
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({ status: 'awaiting_payment' });
  });

  it("does not confirm another customer's session", async () => {
    const owner = await createCustomer(shop);
    const intruder = await createCustomer(shop);
    await addToCart(shop, owner, shop.ids.catPate, 1);
    const session = (await startCardCheckout(shop, owner)).json();
    await paySimulated(shop, session.id);
    const response = await confirmCardOrder(shop, intruder, session.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No order was started with this checkout session.');
    expect(await ordersOf(shop, intruder.id)).toHaveLength(0);
    // The owner's order is still theirs, and still theirs alone to confirm.
    const [ownerOrder] = await ordersOf(shop, owner.id);
    expect(ownerOrder?.userId).toBe(owner.id);
  });
});

describe("spec §7's client, which posts its card order without the session id", () => {
  /** The order creation payload of spec §3, as the original client sends it after paying. */
  const specClientOrder = (customer: TestCustomer, extra: Record<string, unknown> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        shipping_address: 'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
        items: [
          {
            product_id: shop.ids.catPate,
            cart_item_id: 1,
            product_name: 'x',
            quantity: 1,
            price: 20,
          },
        ],
        order_summary: { total: 20, shipping: 0, finalTotal: 20 },
        customer_info: customerInfo,
        token: customer.token,
        ...extra,
      },
    });

  it('gets the paid card order back, once, and no second order', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, shop.ids.catPate, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    const session = (await startCardCheckout(shop, customer)).json();
    await paySimulated(shop, session.id);

    const response = await specClientOrder(customer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, orderId: session.order_id });
    expect(body.order).toMatchObject({
      id: session.order_id,
      orderId: session.order_id,
      payment_method: 'card',
      payment_status: 'paid',
    });
    expect(await ordersOf(shop, customer.id)).toHaveLength(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 1);

    // Claimed: a later post with an empty cart is no retry of it.
    const again = await specClientOrder(customer);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Your cart is empty.');
    expect(await ordersOf(shop, customer.id)).toHaveLength(1);
  });

  it('places a card order the provider reports paid before any webhook, with payment_method card', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.featherWand, 1);
    const session = (await startCardCheckout(shop, customer)).json();
    await shop.database.db
      .update(simulatedPaymentSessions)
      .set({ status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_sim_early' })
      .where(eq(simulatedPaymentSessions.id, session.id));

    const response = await specClientOrder(customer, { payment_method: 'card' });
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({
      id: session.order_id,
      status: 'confirmed',
      transaction_id: 'pi_sim_early',
    });
    expect(await ordersOf(shop, customer.id)).toHaveLength(1);
  });

  it('answers an unpaid card checkout with 402 and charges nothing', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.featherWand, 1);
    await startCardCheckout(shop, customer);
    const response = await specClientOrder(customer, { payment_method: 'card' });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('The payment for this order has not been completed.');
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({ status: 'awaiting_payment', placedAt: null });
  });

  it('still places a cash order when the open card checkout was never paid', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, shop.ids.leatherCollar, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    const session = (await startCardCheckout(shop, customer)).json();
    const response = await specClientOrder(customer);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ payment_method: 'cod', status: 'pending' });
    // One cart, one order: the card checkout of the same cart is closed and its hold returned.
    const rows = await ordersOf(shop, customer.id);
    expect(rows.map((row) => [row.paymentMethod, row.status]).sort()).toEqual([
      ['card', 'cancelled'],
      ['cod', 'pending'],
    ]);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 1);
    expect((await paySimulated(shop, session.id)).headers.location).toBe(
      'http://127.0.0.1/payment-failed',
    );
  });
});

describe("spec §7's card order, whose address and contact come only in the order post", () => {
  let squeakyBone: number;
  beforeAll(async () => {
    squeakyBone = await addOneSizeProduct(shop.database.db, 'Squeaky Bone', 10);
  });

  /** Spec §7's POST {API base}/stripe/checkout: the cart's lines and totals, no address. */
  async function specClientCheckout(customer: TestCustomer) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: { ...customer.headers, host: '127.0.0.1' },
      payload: {
        items: [{ id: squeakyBone, name: 'Squeaky Bone', totalAmount: 95, quantity: 1 }],
        shippingCost: 0,
        finalTotal: 20,
        successUrl: 'http://127.0.0.1/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancelUrl: 'http://127.0.0.1/payment-failed',
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; order_id: number };
  }

  /** A new customer's squeaky bone, checked out as the spec client does and paid. */
  async function paidBySpecClient() {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, squeakyBone, 1);
    const session = await specClientCheckout(customer);
    await paySimulated(shop, session.id);
    const [order] = await ordersOf(shop, customer.id);
    return { customer, session, order };
  }

  /** Spec §3's order creation payload, exactly as the client posts it after paying. */
  const specClientOrder = (customer: TestCustomer) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        shipping_address: '14, Al Wasl Road, Dubai, 00000, United Arab Emirates',
        items: [
          { product_id: squeakyBone, cart_item_id: 1, product_name: 'x', quantity: 1, price: 95 },
        ],
        order_summary: { total: 95, shipping: 0, finalTotal: 95 },
        customer_info: { name: 'Omar Haddad', email: 'omar@example.ae', phone: '+971 55 765 4321' },
        token: customer.token,
      },
    });

  const orderMails = async (orderNumber: string) =>
    (await shop.database.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.includes(orderNumber),
    );

  it('keeps the address and contact of the post, and mails the shop the order with them', async () => {
    const { customer, session, order: paid } = await paidBySpecClient();
    expect(paid).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      shippingStreet: null,
    });
    // Its mails wait for the address.
    expect(await orderMails(paid!.orderNumber!)).toEqual([]);

    const response = await specClientOrder(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Order already placed' });
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({
      customerName: 'Omar Haddad',
      customerEmail: 'omar@example.ae',
      customerPhone: '+971557654321',
      shippingStreet: '14, Al Wasl Road, Dubai, 00000, United Arab Emirates',
    });

    const mine = (
      await shop.app.inject({ method: 'GET', url: '/api/orders', headers: customer.headers })
    ).json().data;
    expect(mine[0]).toMatchObject({
      id: session.order_id,
      shipping_address: '14, Al Wasl Road, Dubai, 00000, United Arab Emirates',
      customer_name: 'Omar Haddad',
      customer_phone: '+971557654321',
    });

    const mails = await orderMails(order!.orderNumber!);
    expect(mails.map((mail) => [mail.kind, mail.recipient]).sort()).toEqual([
      ['order-confirmation', 'omar@example.ae'],
      ['order-new', shop.config.SUPPORT_EMAIL],
    ]);
    const notice = mails.find((mail) => mail.kind === 'order-new')!;
    expect(notice.textBody).toContain(
      'Omar Haddad, +971557654321\n14, Al Wasl Road, Dubai, 00000, United Arab Emirates',
    );

    // A second post changes nothing and mails nothing more.
    await specClientOrder(customer);
    expect(await orderMails(order!.orderNumber!)).toHaveLength(2);
  });

  it('never overwrites the address and contact the order has', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, squeakyBone, 1);
    const session = (await startCardCheckout(shop, customer)).json();
    await paySimulated(shop, session.id);
    const response = await specClientOrder(customer);
    expect(response.statusCode).toBe(200);
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({
      customerName: 'Aisha Al Marri',
      customerPhone: '+971501234567',
      shippingStreet: 'Al Jaddaf Waterfront',
      shippingHouseNumber: 'Villa 12',
    });
    const mails = await orderMails(order!.orderNumber!);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.kind === 'order-new')!.textBody).toContain(
      'Villa 12, Al Jaddaf Waterfront, Dubai, 00000, United Arab Emirates',
    );
  });

  it('mails the order as it is once the post can no longer come', async () => {
    const { order } = await paidBySpecClient();
    expect(await shop.app.background.mailOrdersLeftWithoutAddress()).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await shop.app.background.mailOrdersLeftWithoutAddress(later)).toBe(1);
    expect(await shop.app.background.mailOrdersLeftWithoutAddress(later)).toBe(0);
    expect((await orderMails(order!.orderNumber!)).map((mail) => mail.kind).sort()).toEqual([
      'order-confirmation',
      'order-new',
    ]);
  });
});

describe('order history', () => {
  it("lists the customer's placed orders newest first and hides everyone else's", async () => {
    const customer = await createCustomer(shop, 'Mariam Haddad');
    const other = await createCustomer(shop);
    await addToCart(shop, customer, shop.ids.catPate, 1);
    const first = (await placeCodOrder(shop, customer)).json().order;
    await addToCart(shop, customer, shop.ids.featherWand, 2);
    const second = (await placeCodOrder(shop, customer)).json().order;
    await addToCart(shop, other, shop.ids.catPate, 1);
    const foreign = (await placeCodOrder(shop, other)).json().order;

    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: customer.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((order: { id: number }) => order.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(list.json().data[0]).toMatchObject({
      order_number: second.order_number,
      status: 'pending',
      total_price: 31,
      user: { id: customer.id, name: 'Mariam Haddad' },
    });

    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${first.id}`,
      headers: customer.headers,
    });
    expect(detail.json().data).toMatchObject({
      id: first.id,
      order_items: [{ product_name: 'Ocean Pâté for Cats' }],
    });
    for (const url of [`/api/orders/${foreign.id}`, '/api/orders/abc', '/api/orders/999999']) {
      const response = await shop.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
    const profile = await shop.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: customer.headers,
    });
    expect(profile.json().data.orders_count).toBe(2);
  });
});
