import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponGrants,
  couponUses,
  coupons,
  mailOutbox,
  orders,
  simulatedPaymentSessions,
} from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { createTestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { cancelOrder } from './helpers/refunds.ts';
import {
  addToCart,
  cartOf,
  confirmCardOrder,
  customerInfo,
  ordersOf,
  paySimulated,
  placeCodOrder,
  startCardCheckout,
  stockOf,
} from './helpers/shopping.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Coupons at checkout (issue 32, decision 122): the server prices the code against the cart,
 * counts its use in the order's transaction, gives it back when the order is cancelled or the
 * card checkout lapses, and ignores whatever discount a client sends. Delivery here is AED 15
 * below AED 200; the test toy costs AED 95.
 */

let shop: TestShop;
let staff: TestStaff;
let codeCounter = 0;

beforeAll(async () => {
  shop = await createTestShop({ DELIVERY_FEE_AED: '15', FREE_DELIVERY_FROM_AED: '200' });
  await seedTestCatalog(shop.database.db);
  staff = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
});
afterAll(() => shop.close());

type NewCoupon = Partial<typeof coupons.$inferInsert>;

/** A coupon straight in the database (10% off by default) with a code of its own. */
async function addCoupon(terms: NewCoupon = {}) {
  const code = terms.code ?? `SAVE${++codeCounter}X${Date.now() % 100_000}`;
  const [row] = await shop.database.db
    .insert(coupons)
    .values({ kind: 'percent', percent: 10, ...terms, code })
    .returning();
  return row!;
}

const couponRow = async (id: number) =>
  (await shop.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
const usesOf = (couponId: number) =>
  shop.database.db.select().from(couponUses).where(eq(couponUses.couponId, couponId));

/** A customer with one AED 95 dog toy (of a fresh product) in their cart. */
async function customerWithToy(stock = 10) {
  const customer = await createCustomer(shop);
  const productId = await addOneSizeProduct(shop.database.db, `Rope Toy ${Date.now()}`, stock);
  const line = await addToCart(shop, customer, productId, 1);
  return { customer, productId, sizeId: line.product_size_id };
}

const check = (customer: TestCustomer, code: string, remoteAddress = nextIp()) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/coupons/check',
    headers: customer.headers,
    remoteAddress,
    payload: { code },
  });

const placeWithCoupon = (customer: TestCustomer, code: string, extra = {}) =>
  placeCodOrder(shop, customer, {
    coupon_code: code,
    customer_info: { ...customerInfo, email: customer.email },
    ...extra,
  });

describe('POST /api/coupons/check', () => {
  it('prices the customer’s own cart with the code, whatever its case', async () => {
    const coupon = await addCoupon({ minSubtotalFils: 5000 });
    const { customer } = await customerWithToy();
    const response = await check(customer, `  ${coupon.code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      coupon: {
        code: coupon.code,
        description: '',
        kind: 'percent',
        percent: 10,
        amount: null,
        min_subtotal: 50,
        ends_at: null,
        terms: '10% off, on orders from AED 50.00',
      },
      subtotal: 95,
      shipping: 15,
      discount: 9.5,
      total: 100.5,
    });
    // A check counts no use.
    expect((await couponRow(coupon.id)).usesCount).toBe(0);
  });

  it('gives free delivery as a discount equal to the delivery fee, and a fixed amount off', async () => {
    const free = await addCoupon({ kind: 'free_delivery', percent: null });
    const fixed = await addCoupon({ kind: 'fixed', percent: null, amountFils: 3000 });
    const { customer } = await customerWithToy();
    expect((await check(customer, free.code)).json()).toMatchObject({
      discount: 15,
      total: 95,
      coupon: { terms: 'Free delivery' },
    });
    expect((await check(customer, fixed.code)).json()).toMatchObject({
      discount: 30,
      total: 80,
      coupon: { terms: 'AED 30.00 off', amount: 30 },
    });
  });

  it('refuses with a 422 that says why', async () => {
    const { customer } = await customerWithToy();
    const refusal = async (code: string) => {
      const response = await check(customer, code);
      expect(response.statusCode).toBe(422);
      return response.json().message;
    };
    expect(await refusal('NO-SUCH-CODE')).toBe(
      'This coupon code does not exist. Check it and try again.',
    );
    const later = await addCoupon({ startsAt: new Date('2099-01-01T06:00:00Z') });
    expect(await refusal(later.code)).toBe('This coupon can be used from 1 Jan 2099, 10:00.');
    const over = await addCoupon({ endsAt: new Date('2020-03-01T19:59:00Z') });
    expect(await refusal(over.code)).toBe('This coupon expired on 1 Mar 2020, 23:59.');
    const big = await addCoupon({ minSubtotalFils: 10_000 });
    expect(await refusal(big.code)).toBe(
      'This coupon needs an order of at least AED 100.00 before delivery.',
    );
    const cats = await addCoupon({ petTypes: ['CAT'] });
    expect(await refusal(cats.code)).toBe(
      'This coupon does not apply to the products in your cart.',
    );
    const gone = await addCoupon({ usageLimit: 1, usesCount: 1 });
    expect(await refusal(gone.code)).toBe('This coupon has been used up.');
    // Switched off, or given only to other customers: as if it did not exist.
    const off = await addCoupon({ isActive: false });
    expect(await refusal(off.code)).toBe(
      'This coupon code does not exist. Check it and try again.',
    );
    const granted = await addCoupon({ grantedOnly: true });
    expect(await refusal(granted.code)).toBe(
      'This coupon code does not exist. Check it and try again.',
    );
    await shop.database.db
      .insert(couponGrants)
      .values({ couponId: granted.id, userId: customer.id });
    expect((await check(customer, granted.code)).statusCode).toBe(200);
  });

  it('answers an empty code and an empty cart with a message', async () => {
    const customer = await createCustomer(shop);
    const coupon = await addCoupon();
    const blank = await check(customer, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('Enter a coupon code.');
    const empty = await check(customer, coupon.code);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your cart is empty.');
  });

  it('needs a logged-in customer', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { code: 'ANY' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('pauses a customer who tries 10 codes that do not exist, through the checkout too', async () => {
    const coupon = await addCoupon();
    const { customer } = await customerWithToy();
    for (let n = 1; n <= 9; n++) {
      expect((await check(customer, `GUESS${n}`)).statusCode).toBe(422);
    }
    const viaCheckout = await placeWithCoupon(customer, 'GUESS10');
    expect(viaCheckout.statusCode).toBe(422);
    expect(viaCheckout.json().message).toBe(
      'This coupon code does not exist. Check it and try again.',
    );
    const paused = await check(customer, coupon.code);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(
      'Too many coupon codes that do not exist were tried. Please try again in 10 minutes.',
    );
    const pausedOrder = await placeWithCoupon(customer, coupon.code);
    expect(pausedOrder.statusCode).toBe(429);
    expect(await ordersOf(shop, customer.id)).toEqual([]);
    // Another customer is not paused.
    const other = await customerWithToy();
    expect((await check(other.customer, coupon.code)).statusCode).toBe(200);
  });

  it('limits checks per address', async () => {
    const limited = await createTestShop({ COUPON_CHECK_RATE_LIMIT: '2' });
    try {
      const customer = await createCustomer(limited);
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/coupons/check',
          headers: customer.headers,
          remoteAddress: '10.9.9.9',
          payload: { code: 'ANY' },
        });
      expect((await ask()).statusCode).toBe(422);
      expect((await ask()).statusCode).toBe(422);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('a cash order with a coupon', () => {
  it('stores the discount, the code and the discounted total, and counts the use', async () => {
    const coupon = await addCoupon();
    const { customer, sizeId } = await customerWithToy();
    const stockBefore = await stockOf(shop, sizeId);
    // What a client says the discount or total is changes nothing.
    const placed = await placeWithCoupon(customer, coupon.code.toLowerCase(), {
      discount: 95,
      total: 1,
      finalTotal: 1,
      discount_fils: 9500,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({
      subtotal: 95,
      shipping_cost: 15,
      discount: 9.5,
      total: 100.5,
      total_price: 100.5,
    });
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({
      subtotalFils: 9500,
      shippingFils: 1500,
      discountFils: 950,
      totalFils: 10050,
      couponCode: coupon.code.toLowerCase(),
    });
    expect(await usesOf(coupon.id)).toEqual([
      expect.objectContaining({ orderId: order!.id, userId: customer.id, discountFils: 950 }),
    ]);
    expect((await couponRow(coupon.id)).usesCount).toBe(1);
    expect(await stockOf(shop, sizeId)).toBe(stockBefore - 1);

    // The customer's mail and the shop's name the discount and its code.
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, customer.email));
    const confirmation = mails.find((mail) => mail.kind === 'order-confirmation');
    expect(confirmation?.textBody).toContain(`Discount (${coupon.code.toLowerCase()}): -AED 9.50`);
    expect(confirmation?.textBody).toContain('AED 100.50');

    // The back office's order shows the discount and its code.
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order!.id}`,
      headers: staff.headers,
    });
    expect(detail.json()).toMatchObject({
      subtotal: 95,
      shipping: 15,
      discount: 9.5,
      couponCode: coupon.code.toLowerCase(),
      total: 100.5,
    });

    // The order list shows the code, and finds the orders that used it, whatever the case.
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${coupon.code.toUpperCase()}`,
      headers: staff.headers,
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: order!.id, couponCode: coupon.code.toLowerCase() }),
    ]);
  });

  it('a client’s discount without a coupon changes nothing', async () => {
    const { customer } = await customerWithToy();
    const placed = await placeCodOrder(shop, customer, { discount: 50, total: 10 });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ discount: 0, total: 110 });
    const [order] = await ordersOf(shop, customer.id);
    expect(order).toMatchObject({ discountFils: 0, totalFils: 11000, couponCode: null });
  });

  it('a refused coupon writes nothing: no order, no use, the stock and cart as they were', async () => {
    const coupon = await addCoupon({ minSubtotalFils: 50_000 });
    const { customer, sizeId } = await customerWithToy();
    const stockBefore = await stockOf(shop, sizeId);
    const refused = await placeWithCoupon(customer, coupon.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'This coupon needs an order of at least AED 500.00 before delivery.',
      errors: {
        coupon_code: ['This coupon needs an order of at least AED 500.00 before delivery.'],
      },
    });
    expect(await ordersOf(shop, customer.id)).toEqual([]);
    expect(await usesOf(coupon.id)).toEqual([]);
    expect(await stockOf(shop, sizeId)).toBe(stockBefore);
    expect((await cartOf(shop, customer)).items).toHaveLength(1);
  });

  it('keeps to the per-customer limit and to first orders only', async () => {
    const once = await addCoupon({ perCustomerLimit: 1 });
    const first = await addCoupon({ firstOrderOnly: true });
    const { customer, productId } = await customerWithToy();
    expect((await placeWithCoupon(customer, once.code)).statusCode).toBe(201);
    await addToCart(shop, customer, productId, 1);
    const again = await placeWithCoupon(customer, once.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You have already used this coupon.');
    const notFirst = await placeWithCoupon(customer, first.code);
    expect(notFirst.statusCode).toBe(422);
    expect(notFirst.json().message).toBe('This coupon is for a first order only.');
    expect(await ordersOf(shop, customer.id)).toHaveLength(1);
    expect((await couponRow(once.id)).usesCount).toBe(1);
  });

  it('a cancelled order gives its use back', async () => {
    const coupon = await addCoupon({ usageLimit: 1, perCustomerLimit: 1 });
    const { customer, productId } = await customerWithToy();
    const placed = await placeWithCoupon(customer, coupon.code);
    expect(placed.statusCode).toBe(201);
    expect((await couponRow(coupon.id)).usesCount).toBe(1);

    const cancelled = await cancelOrder(shop, staff, placed.json().orderId);
    expect(cancelled.statusCode).toBe(200);
    expect((await couponRow(coupon.id)).usesCount).toBe(0);
    const [use] = await usesOf(coupon.id);
    expect(use!.releasedAt).not.toBeNull();

    // The customer may use it again, and it is then used up for everyone.
    await addToCart(shop, customer, productId, 1);
    const again = await placeWithCoupon(customer, coupon.code);
    expect(again.statusCode).toBe(201);
    expect((await couponRow(coupon.id)).usesCount).toBe(1);
    const other = await customerWithToy();
    expect((await check(other.customer, coupon.code)).json().message).toBe(
      'This coupon has been used up.',
    );

    expect((await couponRow(coupon.id)).usesCount).toBe(1);
  });
});

describe('a card checkout with a coupon', () => {
  it('opens the provider session for the discounted total and places the order paid', async () => {
    const coupon = await addCoupon({ kind: 'fixed', percent: null, amountFils: 2000 });
    const { customer } = await customerWithToy();
    const checkout = await startCardCheckout(shop, customer, {
      coupon_code: coupon.code,
      finalTotal: 110,
      customer_info: { ...customerInfo, email: customer.email },
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().total).toBe(90);
    const sessionId = checkout.json().id as string;
    const [session] = await shop.database.db
      .select()
      .from(simulatedPaymentSessions)
      .where(eq(simulatedPaymentSessions.id, sessionId));
    expect(session!.amountFils).toBe(9000);
    expect(JSON.parse(session!.lines)).toEqual([
      {
        name: `Your order: 1 item and delivery, with coupon ${coupon.code} (AED 20.00 off)`,
        unitFils: 9000,
        quantity: 1,
      },
    ]);
    expect((await couponRow(coupon.id)).usesCount).toBe(1);

    expect((await paySimulated(shop, sessionId)).statusCode).toBeLessThan(400);
    const confirmed = await confirmCardOrder(shop, customer, sessionId);
    expect(confirmed.statusCode).toBeLessThan(300);
    expect(confirmed.json().order).toMatchObject({
      payment_status: 'paid',
      discount: 20,
      total: 90,
      subtotal: 95,
      shipping_cost: 15,
    });
    expect((await couponRow(coupon.id)).usesCount).toBe(1);

    // A refund keeps the use (the order was made): decision 122.
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${confirmed.json().orderId}/refunds`,
      headers: staff.headers,
      payload: { amount: 10, reason: 'A scratched box' },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((await couponRow(coupon.id)).usesCount).toBe(1);
    expect((await usesOf(coupon.id))[0]!.releasedAt).toBeNull();
  });

  it('a checkout that lapses unpaid, or is replaced, gives its use back', async () => {
    const coupon = await addCoupon({ usageLimit: 5 });
    const { customer } = await customerWithToy();
    expect((await startCardCheckout(shop, customer, { coupon_code: coupon.code })).statusCode).toBe(
      200,
    );
    expect((await couponRow(coupon.id)).usesCount).toBe(1);
    // A second checkout replaces the first: one use stands.
    expect((await startCardCheckout(shop, customer, { coupon_code: coupon.code })).statusCode).toBe(
      200,
    );
    expect((await couponRow(coupon.id)).usesCount).toBe(1);
    const uses = await usesOf(coupon.id);
    expect(uses.filter((use) => use.releasedAt === null)).toHaveLength(1);

    const open = (await ordersOf(shop, customer.id)).find(
      (order) => order.status === 'awaiting_payment',
    )!;
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, open.id));
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
    expect((await couponRow(coupon.id)).usesCount).toBe(0);
    expect((await usesOf(coupon.id)).every((use) => use.releasedAt !== null)).toBe(true);
  });

  it('refuses a card payment of nothing', async () => {
    const coupon = await addCoupon({ percent: 100, kind: 'percent' });
    const customer = await createCustomer(shop);
    const productId = await addOneSizeProduct(shop.database.db, `Big Toy ${Date.now()}`, 5, {
      price: 250,
    });
    await addToCart(shop, customer, productId, 1);
    const refused = await startCardCheckout(shop, customer, { coupon_code: coupon.code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'With this coupon the order costs nothing, so there is no card payment to make. Please choose cash on delivery.',
    );
    expect(await ordersOf(shop, customer.id)).toEqual([]);
    expect((await couponRow(coupon.id)).usesCount).toBe(0);
  });
});

describe('a Stripe checkout with a coupon', () => {
  it('Stripe is asked for the discounted total, and the order is placed once it is paid', async () => {
    const fakeStripe = await startFakeStripe();
    const keyed = await createTestShop({
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_API_URL: fakeStripe.url,
    });
    try {
      await seedTestCatalog(keyed.database.db);
      await keyed.database.db
        .insert(coupons)
        .values({ code: 'STRIPE15', kind: 'percent', percent: 15 });
      const customer = await createCustomer(keyed);
      const toy = await addOneSizeProduct(keyed.database.db, 'Tug Rope', 10, { price: 60 });
      await addToCart(keyed, customer, toy, 2);
      const checkout = await startCardCheckout(keyed, customer, { coupon_code: 'stripe15' });
      expect(checkout.statusCode).toBe(200);
      // AED 120 less 15% is AED 102 (delivery is free here).
      expect(checkout.json().total).toBe(102);
      const sent = fakeStripe.sessions.get(checkout.json().id)!;
      expect(sent.amount_total).toBe(10200);
      expect(sent.line_items_sent).toEqual([
        {
          name: 'Your order: 2 items, with coupon stripe15 (AED 18.00 off)',
          unit_amount: 10200,
          quantity: 1,
        },
      ]);
      fakeStripe.pay(checkout.json().id);
      const confirmed = await confirmCardOrder(keyed, customer, checkout.json().id);
      expect(confirmed.statusCode).toBe(201);
      expect(confirmed.json().order).toMatchObject({
        payment_status: 'paid',
        discount: 18,
        total: 102,
      });
    } finally {
      await keyed.close();
      await fakeStripe.close();
    }
  });
});

describe('racing checkouts', () => {
  it(`50 customers at once with a coupon limited to 10 uses make exactly 10 discounted orders${raceNote}`, async () => {
    const coupon = await addCoupon({ usageLimit: 10 });
    const productId = await addOneSizeProduct(shop.database.db, `Race Toy ${Date.now()}`, 100);
    const customers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const customer = await createCustomer(shop);
        await addToCart(shop, customer, productId, 1);
        return customer;
      }),
    );
    const responses = await Promise.all(
      customers.map((customer) => placeWithCoupon(customer, coupon.code)),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('This coupon has been used up.');
    }
    for (const response of placed) expect(response.json().order.discount).toBe(9.5);
    expect((await couponRow(coupon.id)).usesCount).toBe(10);
    expect(await usesOf(coupon.id)).toHaveLength(10);
    const discounted = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.couponCode, coupon.code));
    expect(discounted).toHaveLength(10);
    expect(new Set(discounted.map((order) => order.userId)).size).toBe(10);
  });
});

describe('the invoice of a discounted order', () => {
  it('with a TRN: the VAT is that of the discounted total, and the coupon is named', async () => {
    const taxed = await createTestShop({ VAT_TRN: '100123456700003' });
    try {
      await seedTestCatalog(taxed.database.db);
      const [coupon] = await taxed.database.db
        .insert(coupons)
        .values({ code: 'TAXED21', kind: 'fixed', amountFils: 2100 })
        .returning();
      const customer = await createCustomer(taxed);
      const food = await addOneSizeProduct(taxed.database.db, 'Salmon Kibble', 10, { price: 105 });
      await addToCart(taxed, customer, food, 2);
      const placed = await placeCodOrder(taxed, customer, { coupon_code: coupon!.code });
      expect(placed.statusCode).toBe(201);
      const member = await staffSession(taxed.app, taxed.database);
      const invoice = await taxed.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${placed.json().orderId}/invoice`,
        headers: member.headers,
      });
      expect(invoice.statusCode).toBe(200);
      // AED 210 less AED 21 is AED 189, whose 5% VAT is AED 9.00 (not the AED 10 of AED 210).
      expect(invoice.json()).toMatchObject({
        taxInvoice: true,
        discount: 21,
        couponCode: 'TAXED21',
        total: 189,
        vatTotal: 9,
        totalExcludingVat: 180,
      });
    } finally {
      await taxed.close();
    }
  });
});
