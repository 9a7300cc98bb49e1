import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { outboxTo } from './helpers/mails.ts';
import { cancelOrder, deliver, orderLineIds, refund } from './helpers/refunds.ts';
import {
  addToCart,
  confirmCardOrder,
  customerInfo,
  startCardCheckout,
} from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

// Card refunds through the Stripe provider (the official SDK) against the local fake Stripe:
// each refund is one POST /v1/refunds with its amount and its own idempotency key.

let shop: TestShop;
let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
let member: TestStaff;
let colleague: TestStaff;
let sequence = 0;

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  shop = await createTestShop({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_URL: fakeStripe.url,
    SUPPORT_EMAIL: 'shop@example.ae',
  });
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
  colleague = await staffSession(shop.app, shop.database, { permissions: ['refunds'] });
});
afterAll(async () => {
  await shop.close();
  await fakeStripe.close();
});

/** A customer's card order of 2 × Lick Mat (AED 60) paid on Stripe: AED 120. */
async function paidStripeOrder() {
  const customer = await createCustomer(shop);
  const name = `Lick Mat ${Date.now()}-${++sequence}`;
  const productId = await addOneSizeProduct(shop.database.db, name, 10, { price: 60 });
  await addToCart(shop, customer, productId, 2);
  const checkout = await startCardCheckout(shop, customer, {
    customer_info: { ...customerInfo, email: customer.email },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = checkout.json().id as string;
  fakeStripe.pay(sessionId);
  const confirmed = await confirmCardOrder(shop, customer, sessionId);
  expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
  const orderId = confirmed.json().orderId as number;
  const lines = await orderLineIds(shop, orderId);
  return { customer, orderId, sessionId, intent: `pi_test_${sessionId}`, lineId: lines[name]! };
}

/** The refund calls Stripe received for a payment intent, in order. */
const refundCalls = (intent: string) =>
  fakeStripe.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/v1/refunds' &&
      request.form.get('payment_intent') === intent,
  );

describe('card refunds on Stripe', () => {
  it('asks Stripe once per refund, for its amount, with its own idempotency key', async () => {
    const paid = await paidStripeOrder();
    await deliver(shop, member, paid.orderId);
    const first = await refund(shop, member, paid.orderId, {
      reason: 'Torn on arrival',
      lines: [{ orderItemId: paid.lineId, quantity: 1, restock: false }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await refund(shop, member, paid.orderId, { reason: 'Goodwill', amount: 12.5 });
    expect(second.statusCode, second.body).toBe(201);

    const calls = refundCalls(paid.intent);
    expect(calls.map((call) => call.form.get('amount'))).toEqual(['6000', '1250']);
    const [one, two] = [first.json().refund, second.json().refund];
    expect(calls.map((call) => call.idempotencyKey)).toEqual([
      `order-${paid.orderId}-refund-${one.id}`,
      `order-${paid.orderId}-refund-${two.id}`,
    ]);
    expect(calls[0]!.form.get('metadata[shop_refund]')).toBe(
      `order-${paid.orderId}-refund-${one.id}`,
    );
    expect(one).toMatchObject({ status: 'refunded', amount: 60 });
    expect(one.providerRefundId).toMatch(/^re_test_/);
    expect(second.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refunded: 72.5,
      refundable: 47.5,
    });
  });

  it('leaves a refund Stripe refuses due; a retry (pressed twice) asks once more, with a new key', async () => {
    const paid = await paidStripeOrder();
    fakeStripe.failRefunds(true);
    let failed;
    try {
      failed = await refund(shop, member, paid.orderId, { reason: 'Late', amount: 20 });
    } finally {
      fakeStripe.failRefunds(false);
    }
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json().refund.status).toBe('due');
    expect(refundCalls(paid.intent)).toHaveLength(1);
    const [shopMail] = await outboxTo(shop, 'shop@example.ae', 'order-refund-due-shop');
    expect(shopMail!.textBody).toContain(`Transaction: ${paid.intent}`);

    // The order page's "Retry refund", pressed by two staff at once.
    const retry = (who: TestStaff) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${paid.orderId}/refund`,
        headers: who.headers,
      });
    const answers = await Promise.all([retry(member), retry(colleague)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json().paymentStatus).toBe(
      'partially_refunded',
    );
    const calls = refundCalls(paid.intent);
    expect(calls).toHaveLength(2);
    const key = `order-${paid.orderId}-refund-${failed.json().refund.id}`;
    expect(calls.map((call) => [call.idempotencyKey, call.form.get('amount')])).toEqual([
      [key, '2000'],
      [`${key}-attempt-2`, '2000'],
    ]);
    // Before asking again it looked for a refund the first attempt might have made.
    expect(
      fakeStripe.requests.some(
        (request) => request.method === 'GET' && request.path === '/v1/refunds',
      ),
    ).toBe(true);
    expect(fakeStripe.refunds.filter((made) => made.payment_intent === paid.intent)).toHaveLength(
      1,
    );
  });

  it('refunds the whole rest of a paid order staff cancel, once', async () => {
    const paid = await paidStripeOrder();
    const partial = await refund(shop, member, paid.orderId, { reason: 'Goodwill', amount: 10 });
    expect(partial.statusCode).toBe(201);
    const cancels = await Promise.all(
      [member, colleague].map((who) => cancelOrder(shop, who, paid.orderId)),
    );
    expect(cancels.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(refundCalls(paid.intent).map((call) => call.form.get('amount'))).toEqual([
      '1000',
      '11000',
    ]);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedFils: 12_000,
    });
    expect(row!.refundId).toMatch(/^re_test_/);
  });
});
