import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, orders } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import {
  addToCart,
  cartOf,
  confirmCardOrder,
  customerInfo,
  deliveryAddress,
  paySimulated,
  placeCodOrder,
  startCardCheckout,
  stockOf,
} from './helpers/shopping.ts';

let shop: TestShop;
let ids: Awaited<ReturnType<typeof seedTestCatalog>>['ids'];

beforeAll(async () => {
  shop = await createTestShop();
  ({ ids } = await seedTestCatalog(shop.database.db));
});
afterAll(() => shop.close());

const ordersOf = (userId: number) =>
  shop.database.db.select().from(orders).where(eq(orders.userId, userId));

async function mailsTo(recipient: string) {
  return shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
}

describe('cash on delivery', () => {
  it('prices the order on the server, takes the stock and queues both mails', async () => {
    const customer = await createCustomer(shop);
    const kibble = await addToCart(shop, customer, ids.salmonKibble, 2);
    const pate = await addToCart(shop, customer, ids.catPate, 3);
    const stockBefore = await stockOf(shop, kibble.product_size_id);
    const response = await placeCodOrder(shop, customer, {
      items: [{ product_id: ids.salmonKibble, quantity: 2, price: 0.01 }],
      order_summary: { total: 0.02, finalTotal: 0.02 },
      notes: 'Please call before delivery',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(body.orderId).toBe(body.order.id);
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
    const [row] = await ordersOf(customer.id);
    expect(row).toMatchObject({ totalFils: 22000, placedAt: expect.any(Date) });
    const confirmation = (await mailsTo('aisha@example.ae')).filter((mail) =>
      mail.subject.includes(body.order.order_number),
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.textBody).toContain('Total: AED 220.00');
    const shopMail = (await mailsTo('support@bestpetshop.ae')).filter((mail) =>
      mail.subject.includes(body.order.order_number),
    );
    expect(shopMail).toHaveLength(1);
    expect((await cartOf(shop, customer)).items).toEqual([]);
    await shop.app.mailer.deliverDue();
  });

  it('makes one order for one idempotency key, however often it is sent', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, ids.featherWand, 1);
    const first = await placeCodOrder(shop, customer, { idempotency_key: 'checkout-abc' });
    const again = await placeCodOrder(shop, customer, { idempotency_key: 'checkout-abc' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(await ordersOf(customer.id)).toHaveLength(1);
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
    await addToCart(shop, customer, ids.leatherCollar, 1);
    const response = await placeCodOrder(shop, customer, override);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  describe('the phone (spec §5: an optional leading +, digits, spaces, hyphens, brackets)', () => {
    let chew: number;
    beforeAll(async () => {
      chew = await addProduct(shop.database.db, {
        name: 'Phone Test Chew',
        price: 10,
        petTypes: ['DOG'],
        productType: 'Toy',
        sizes: [{ name: 'One Size', stock: 50 }],
      });
    });

    // A Dubai landline has 9 digits; a local number 7.
    it.each(['04 555 0123', '+971 4 555 0123', '(04) 555-0123', '800 1234'])(
      'places the order and starts a card checkout with %s',
      async (phone) => {
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
        expect((await ordersOf(customer.id)).map((row) => row.customerPhone)).toEqual([
          phone,
          phone,
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
      expect(await ordersOf(customer.id)).toHaveLength(0);
    });
  });

  it('refuses an empty cart', async () => {
    const customer = await createCustomer(shop);
    const response = await placeCodOrder(shop, customer);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Your cart is empty.');
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('needs a customer', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('the last unit', () => {
  it('is sold once when 20 customers order it at the same moment', async () => {
    const lastOne = await addProduct(shop.database.db, {
      name: 'Last Cosy Cat Cave',
      price: 149,
      petTypes: ['CAT'],
      productType: 'scratcher',
      sizes: [{ name: 'One Size', stock: 1 }],
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
    const line = await addToCart(shop, customer, ids.litterBox, 2);
    const stockBefore = await stockOf(shop, line.product_size_id);
    const checkout = await startCardCheckout(shop, customer);
    expect(checkout.statusCode).toBe(200);
    const session = checkout.json();
    expect(session).toMatchObject({ id: expect.stringMatching(/^cs_sim_/), total: 240 });
    expect(session.url).toBe(`/payments/simulated/${session.id}`);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 2);
    const [pending] = await ordersOf(customer.id);
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
    expect(paid.headers.location).toBe(`http://shop.test/payment-success?session_id=${session.id}`);

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
    expect(await ordersOf(customer.id)).toHaveLength(1);
    const confirmations = (await mailsTo('aisha@example.ae')).filter((mail) =>
      mail.subject.includes(first.json().order.order_number),
    );
    expect(confirmations).toHaveLength(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 2);
    expect((await cartOf(shop, customer)).items).toEqual([]);
  });

  it('gives the stock back when the customer declines', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, ids.birdCage, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    const session = (await startCardCheckout(shop, customer)).json();
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 1);
    const declined = await shop.app.inject({
      method: 'POST',
      url: `/payments/simulated/${session.id}/decline`,
    });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('http://shop.test/payment-failed');
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore);
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', placedAt: null });
    const confirm = await confirmCardOrder(shop, customer, session.id);
    expect(confirm.statusCode).toBe(402);
    expect((await cartOf(shop, customer)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it('replaces an unpaid checkout when the customer starts again', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, ids.leatherCollar, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    await startCardCheckout(shop, customer);
    await startCardCheckout(shop, customer);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore - 1);
    const rows = await ordersOf(customer.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['awaiting_payment', 'cancelled']);
  });

  it('releases a checkout nobody paid once it lapses', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, ids.catPate, 1);
    const stockBefore = await stockOf(shop, line.product_size_id);
    await startCardCheckout(shop, customer);
    const [order] = await ordersOf(customer.id);
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order!.id));
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(stockBefore);
    const [released] = await ordersOf(customer.id);
    expect(released).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(0);
  });

  /** A card checkout left open past its session's life, then released by the background sweep. */
  async function lapseAndRelease(customerId: number) {
    const [order] = await ordersOf(customerId);
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order!.id));
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
  }

  const byKind = (a: { kind: string }, b: { kind: string }) => a.kind.localeCompare(b.kind);

  const oneOfAKind = (name: string) =>
    addProduct(shop.database.db, {
      name,
      price: 95,
      petTypes: ['CAT'],
      productType: 'scratcher',
      sizes: [{ name: 'One Size', stock: 1 }],
    });

  it('places an order paid after its hold lapsed when the units are still there', async () => {
    const customer = await createCustomer(shop);
    const line = await addToCart(shop, customer, await oneOfAKind('Late Payer Cat Cave'), 1);
    const session = (await startCardCheckout(shop, customer)).json();
    await lapseAndRelease(customer.id);
    expect(await stockOf(shop, line.product_size_id)).toBe(1);

    const paid = await paySimulated(shop, session.id);
    expect(paid.statusCode).toBe(303);
    const confirm = await confirmCardOrder(shop, customer, session.id);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().order).toMatchObject({ payment_status: 'paid' });
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(order!.placedAt).not.toBeNull();
    expect(await stockOf(shop, line.product_size_id)).toBe(0);
    expect((await cartOf(shop, customer)).items).toEqual([]);
  });

  it('owns up to a payment that arrives after the last unit went to someone else', async () => {
    const latePayer = await createCustomer(shop);
    const cave = await oneOfAKind('Sold Twice Cat Cave');
    const line = await addToCart(shop, latePayer, cave, 1);
    const session = (await startCardCheckout(shop, latePayer)).json();
    await lapseAndRelease(latePayer.id);
    const quicker = await createCustomer(shop);
    await addToCart(shop, quicker, cave, 1);
    expect((await placeCodOrder(shop, quicker)).statusCode).toBe(201);
    expect(await stockOf(shop, line.product_size_id)).toBe(0);

    await paySimulated(shop, session.id);
    const confirm = await confirmCardOrder(shop, latePayer, session.id);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      'Your payment arrived after the items sold out. We will refund it; please contact support.',
    );
    // Recorded for the shop to refund: paid, never placed, and the unit not sold a second time.
    const [order] = await ordersOf(latePayer.id);
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      placedAt: null,
      notes: 'Paid after the reservation lapsed and the stock was gone: refund due.',
    });
    expect(await stockOf(shop, line.product_size_id)).toBe(0);
    const [sold] = await ordersOf(quicker.id);
    expect(sold).toMatchObject({ status: 'pending', paymentMethod: 'cod' });

    // Both sides are told by mail, once, though the payment was reported twice (pay, confirm).
    const mails = (await shop.database.db.select().from(mailOutbox)).filter((mail) =>
      mail.subject.includes(order!.orderNumber),
    );
    expect(mails.map(({ kind, recipient }) => ({ kind, recipient })).sort(byKind)).toEqual([
      { kind: 'order-refund-due', recipient: order!.customerEmail ?? latePayer.email },
      { kind: 'order-refund-due-shop', recipient: 'support@bestpetshop.ae' },
    ]);
    const [toCustomer, toShop] = mails.sort(byKind);
    expect(toCustomer!.subject).toBe(
      `Your payment for order ${order!.orderNumber} will be refunded`,
    );
    expect(toCustomer!.textBody).toContain('We will refund AED 95.00 to your card');
    expect(toShop!.subject).toBe(
      `Refund due: order ${order!.orderNumber}, AED 95.00 (paid after its items sold out)`,
    );
    expect(toShop!.textBody).toContain(`transaction ${order!.transactionId}`);
  });

  it('refuses return addresses outside the shop', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, ids.catPate, 1);
    const response = await startCardCheckout(shop, customer, {
      successUrl: 'https://evil.example/steal',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.successUrl).toEqual([
      'The successUrl must be a web address of this shop.',
    ]);
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('takes relative return addresses when the Host header carries the default port', async () => {
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, ids.catPate, 1);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: { ...customer.headers, host: 'shop.test:80' },
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
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ status: 'awaiting_payment' });
  });

  it("does not confirm another customer's session", async () => {
    const owner = await createCustomer(shop);
    const intruder = await createCustomer(shop);
    await addToCart(shop, owner, ids.catPate, 1);
    const session = (await startCardCheckout(shop, owner)).json();
    await paySimulated(shop, session.id);
    const response = await confirmCardOrder(shop, intruder, session.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No order was started with this checkout session.');
    expect(await ordersOf(intruder.id)).toHaveLength(0);
    // The owner's order is still theirs, and still theirs alone to confirm.
    const [ownerOrder] = await ordersOf(owner.id);
    expect(ownerOrder?.userId).toBe(owner.id);
  });
});

describe('order history', () => {
  it("lists the customer's placed orders newest first and hides everyone else's", async () => {
    const customer = await createCustomer(shop, 'Mariam Haddad');
    const other = await createCustomer(shop);
    await addToCart(shop, customer, ids.catPate, 1);
    const first = (await placeCodOrder(shop, customer)).json().order;
    await addToCart(shop, customer, ids.featherWand, 2);
    const second = (await placeCodOrder(shop, customer)).json().order;
    await addToCart(shop, other, ids.catPate, 1);
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
