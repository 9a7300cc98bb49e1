import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { startFakeStripe, type FakeSession } from './helpers/fake-stripe.ts';
import { addToCart, confirmCardOrder, startCardCheckout, stockOf } from './helpers/shopping.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let shop: TestShop;
let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
let ids: Awaited<ReturnType<typeof seedTestCatalog>>['ids'];
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  shop = await createTestShop({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fakeStripe.url,
  });
  ({ ids } = await seedTestCatalog(shop.database.db));
});
afterAll(async () => {
  await shop.close();
  await fakeStripe.close();
});

function sendWebhook(
  type: string,
  session: FakeSession,
  secret = WEBHOOK_SECRET,
  eventId = `evt_${Date.now()}`,
) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object: session } });
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

const orderOfSession = async (sessionId: string) =>
  (await shop.database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)))[0]!;

const confirmationMails = async (orderNumber: string) =>
  (await shop.database.db.select().from(mailOutbox)).filter(
    (mail) => mail.kind === 'order-confirmation' && mail.subject.includes(orderNumber),
  );

async function checkoutFor(customer: TestCustomer, productId: number, quantity: number) {
  const line = await addToCart(shop, customer, productId, quantity);
  const response = await startCardCheckout(shop, customer);
  expect(response.statusCode).toBe(200);
  return { session: response.json(), line };
}

describe('Stripe provider', () => {
  it('tells the browser it is the card provider, with the publishable key only', async () => {
    const settings = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings).toMatchObject({
      payment_provider: 'stripe',
      stripe_publishable_key: 'pk_test_shop',
    });
    expect(JSON.stringify(settings)).not.toContain('sk_test_shop');
  });

  it('opens a Checkout Session for the server-priced cart with the order reference', async () => {
    const customer = await createCustomer(shop);
    const { session } = await checkoutFor(customer, ids.salmonKibble, 2);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fakeStripe.sessions.get(session.id)!;
    expect(sent.line_items_sent).toEqual([
      { name: 'Salmon Kibble Adult (2 kg)', unit_amount: 8000, quantity: 2 },
    ]);
    expect(sent.currency).toBe('aed');
    expect(sent.amount_total).toBe(16000);
    const order = await orderOfSession(session.id);
    expect(sent.metadata.order_id).toBe(String(order.id));
    expect(sent.client_reference_id).toBe(String(order.id));
    expect(sent.success_url).toBe(
      'http://127.0.0.1/payment-success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent.cancel_url).toBe('http://127.0.0.1/payment-failed');
    expect(fakeStripe.requests.at(-1)!.auth).toBe('Bearer sk_test_shop');
  });

  it('does not place the order while Stripe says unpaid', async () => {
    const customer = await createCustomer(shop);
    const { session } = await checkoutFor(customer, ids.catPate, 1);
    const response = await confirmCardOrder(shop, customer, session.id);
    expect(response.statusCode).toBe(402);
    expect((await orderOfSession(session.id)).placedAt).toBeNull();
  });

  it('places the order on a signed checkout.session.completed, once, however often it is replayed', async () => {
    const customer = await createCustomer(shop);
    const { session } = await checkoutFor(customer, ids.litterBox, 1);
    const paid = fakeStripe.pay(session.id);
    const first = await sendWebhook('checkout.session.completed', paid, WEBHOOK_SECRET, 'evt_same');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await sendWebhook(
      'checkout.session.completed',
      paid,
      WEBHOOK_SECRET,
      'evt_same',
    );
    expect(replay.statusCode).toBe(200);
    const order = await orderOfSession(session.id);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      transactionId: `pi_test_${session.id}`,
      placedAt: expect.any(Date),
    });
    expect(await confirmationMails(order.orderNumber!)).toHaveLength(1);

    const confirm = await confirmCardOrder(shop, customer, session.id);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().order).toMatchObject({ id: order.id, payment_status: 'paid' });
  });

  it('confirms from the retrieved session when the webhook has not arrived yet', async () => {
    const customer = await createCustomer(shop);
    const { session } = await checkoutFor(customer, ids.featherWand, 2);
    fakeStripe.pay(session.id);
    const response = await confirmCardOrder(shop, customer, session.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ status: 'confirmed', total_price: 31 });
  });

  it('ignores a forged signature and changes nothing', async () => {
    const customer = await createCustomer(shop);
    const { session } = await checkoutFor(customer, ids.leatherCollar, 1);
    const forgedSession = {
      ...fakeStripe.sessions.get(session.id)!,
      payment_status: 'paid' as const,
    };
    const forged = await sendWebhook('checkout.session.completed', forgedSession, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The webhook signature is not valid.' });
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'checkout.session.completed',
        data: { object: forgedSession },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await orderOfSession(session.id)).toMatchObject({
      paymentStatus: 'pending',
      placedAt: null,
    });
  });

  it('refuses to place an order whose paid amount differs from its total', async () => {
    const customer = await createCustomer(shop);
    const { session } = await checkoutFor(customer, ids.birdCage, 1);
    const tampered = { ...fakeStripe.pay(session.id), amount_total: 100 };
    const response = await sendWebhook('checkout.session.completed', tampered);
    expect(response.statusCode).toBe(200);
    expect(await orderOfSession(session.id)).toMatchObject({
      paymentStatus: 'pending',
      placedAt: null,
    });
  });

  it('gives the stock back when the session expires', async () => {
    const customer = await createCustomer(shop);
    const { session, line } = await checkoutFor(customer, ids.catPate, 2);
    const held = await stockOf(shop, line.product_size_id);
    const expired = { ...fakeStripe.sessions.get(session.id)!, status: 'expired' as const };
    expect((await sendWebhook('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await stockOf(shop, line.product_size_id)).toBe(held + 2);
    expect(await orderOfSession(session.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
  });

  const mailsAbout = async (orderNumber: string) =>
    (await shop.database.db.select().from(mailOutbox))
      .filter((mail) => mail.subject.includes(orderNumber))
      .map(({ kind, recipient, subject, textBody }) => ({ kind, recipient, subject, textBody }))
      .sort((a, b) => a.kind.localeCompare(b.kind));

  it("closes the replaced checkout's Stripe session when the customer starts again", async () => {
    const customer = await createCustomer(shop);
    const { session: first } = await checkoutFor(customer, ids.catPate, 1);
    const second = await startCardCheckout(shop, customer);
    expect(second.statusCode).toBe(200);
    expect(fakeStripe.sessions.get(first.id)!.status).toBe('expired');
    expect(
      fakeStripe.requests.some(
        (request) =>
          request.method === 'POST' && request.path === `/v1/checkout/sessions/${first.id}/expire`,
      ),
    ).toBe(true);
    expect(await orderOfSession(first.id)).toMatchObject({ status: 'cancelled' });
  });

  it('refunds a payment for a replaced checkout instead of making a second order', async () => {
    const customer = await createCustomer(shop);
    const { session: first, line } = await checkoutFor(customer, ids.leatherCollar, 1);
    const stockHeld = await stockOf(shop, line.product_size_id);
    // The customer pays the first payment page in the same moment they start a second checkout.
    const paidFirst = fakeStripe.pay(first.id);
    const second = (await startCardCheckout(shop, customer)).json();
    expect(await stockOf(shop, line.product_size_id)).toBe(stockHeld);

    // Stripe's webhook for the first arrives afterwards, twice: nothing more happens.
    await sendWebhook('checkout.session.completed', paidFirst);
    await sendWebhook('checkout.session.completed', paidFirst);

    const replaced = await orderOfSession(first.id);
    expect(replaced).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      placedAt: null,
      transactionId: `pi_test_${first.id}`,
      notes: 'Paid after its checkout closed: refunded automatically.',
    });
    expect(
      fakeStripe.refunds.filter((refund) => refund.payment_intent === `pi_test_${first.id}`),
    ).toHaveLength(1);
    expect(await orderOfSession(second.id)).toMatchObject({ status: 'awaiting_payment' });
    expect(await stockOf(shop, line.product_size_id)).toBe(stockHeld);

    const confirm = await confirmCardOrder(shop, customer, first.id);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      'This checkout was closed before your payment arrived, so the payment has been refunded. Please check out again.',
    );
    const mails = await mailsAbout(`checkout #${replaced.id}`);
    expect(mails.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'order-refunded', recipient: replaced.customerEmail },
      { kind: 'order-refunded-shop', recipient: 'support@bestpetshop.ae' },
    ]);
    expect(mails[0]!.subject).toBe(`Your payment for checkout #${replaced.id} has been refunded`);
    expect(mails[0]!.textBody).toContain('We have refunded AED 75.00 to your card');
    expect(mails[1]!.subject).toBe(
      `Refunded: checkout #${replaced.id}, AED 75.00 (paid after its checkout closed)`,
    );
  });

  it('marks the refund due and tells the shop when Stripe cannot refund', async () => {
    const customer = await createCustomer(shop);
    const { session: first } = await checkoutFor(customer, ids.featherWand, 1);
    await startCardCheckout(shop, customer);
    expect(fakeStripe.sessions.get(first.id)!.status).toBe('expired');
    // A payment Stripe still completes for the closed session (as an async method can).
    const latePayment = fakeStripe.pay(first.id);
    fakeStripe.failRefunds(true);
    try {
      expect((await sendWebhook('checkout.session.completed', latePayment)).statusCode).toBe(200);
    } finally {
      fakeStripe.failRefunds(false);
    }
    const replaced = await orderOfSession(first.id);
    expect(replaced).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      placedAt: null,
      notes: 'Paid after its checkout closed: refund due.',
    });
    const mails = await mailsAbout(`checkout #${replaced.id}`);
    expect(mails.map(({ kind }) => kind)).toEqual(['order-refund-due', 'order-refund-due-shop']);
    expect(mails[0]!.textBody).toContain('We will refund AED 15.50 to your card');
    expect(mails[1]!.subject).toBe(
      `Refund due: checkout #${replaced.id}, AED 15.50 (paid after its checkout closed)`,
    );
    expect(mails[1]!.textBody).toContain(`transaction pi_test_${first.id}`);
    const confirm = await confirmCardOrder(shop, customer, first.id);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      'This checkout was closed before your payment arrived. We will refund the payment; please contact support.',
    );
  });

  it('refunds a session the process never recorded, after the sweep released its stock', async () => {
    const customer = await createCustomer(shop);
    const { session, line } = await checkoutFor(customer, ids.litterBox, 1);
    const held = await stockOf(shop, line.product_size_id);
    const { id: orderId } = await orderOfSession(session.id);
    // The process stopped after Stripe opened the session and before the order recorded it.
    await shop.database.db
      .update(orders)
      .set({ checkoutSessionId: null, createdAt: new Date(Date.now() - 90_000) })
      .where(eq(orders.id, orderId));
    expect(await shop.app.background.releaseAbandonedCheckouts()).toBe(1);
    expect(await stockOf(shop, line.product_size_id)).toBe(held + 1);

    await sendWebhook('checkout.session.completed', fakeStripe.pay(session.id));
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      placedAt: null,
      checkoutSessionId: session.id,
    });
    expect(
      fakeStripe.refunds.some((refund) => refund.payment_intent === `pi_test_${session.id}`),
    ).toBe(true);
    expect(await stockOf(shop, line.product_size_id)).toBe(held + 1);
  });
});
