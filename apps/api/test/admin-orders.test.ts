import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopIsoTime } from '@petshop/contracts/shop-time';
import {
  auditLog,
  mailOutbox,
  orderEvents,
  orders,
  simulatedPaymentSessions,
} from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { testDatabaseKind } from './helpers/db.ts';
import {
  addToCart,
  customerInfo,
  payCardOrder,
  placeCodOrder,
  startCardCheckout,
  stockOf,
} from './helpers/shopping.ts';
import { createRefundsShop } from './helpers/refunds.ts';
import type { TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;
let colleague: TestStaff;

beforeAll(async () => {
  ({ shop, member, colleague } = await createRefundsShop({ SUPPORT_EMAIL: 'shop@example.ae' }));
});
afterAll(() => shop.close());

/** A customer with a placed cash-on-delivery order of `quantity` units of a fresh product. */
async function codOrder(quantity = 2) {
  const customer = await createCustomer(shop);
  const productId = await addOneSizeProduct(shop.database.db, `Rope Toy ${Date.now()}`, 10);
  const line = await addToCart(shop, customer, productId, quantity);
  const placed = await placeCodOrder(shop, customer, {
    customer_info: { ...customerInfo, email: customer.email },
  });
  expect(placed.statusCode).toBe(201);
  return { customer, orderId: placed.json().orderId as number, sizeId: line.product_size_id };
}

/** A customer with a placed, paid card order (the simulated provider's page). */
async function paidCardOrder() {
  const customer = await createCustomer(shop);
  const productId = await addOneSizeProduct(shop.database.db, `Cat Tree ${Date.now()}`, 5);
  const line = await addToCart(shop, customer, productId, 1);
  const { sessionId, confirmed } = await payCardOrder(shop, customer, {
    customer_info: { ...customerInfo, email: customer.email },
  });
  expect(confirmed.statusCode).toBeLessThan(300);
  return {
    customer,
    orderId: confirmed.json().orderId as number,
    sessionId,
    sizeId: line.product_size_id,
  };
}

const setStatus = (orderId: number, status: typeof orders.$inferSelect.status) =>
  shop.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));

const move = (orderId: number, body: Record<string, unknown>, who: TestStaff = member) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: who.headers,
    payload: body,
  });
const cancel = (orderId: number, who: TestStaff = member, reason?: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/cancel`,
    headers: who.headers,
    payload: reason ? { reason } : {},
  });
const shipped = { status: 'shipped', trackingNumber: 'AX-123456789', carrier: 'Aramex' };

const mailsTo = async (recipient: string) =>
  (
    await shop.database.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, body: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, recipient))
      .orderBy(mailOutbox.id)
  ).filter(
    // The registration's e-mail confirmation (issue 21) is not about this.
    (mail) => mail.kind !== 'order-confirmation' && mail.kind !== 'verify-email',
  );

describe('order status machine', () => {
  it('moves a cash order pending → processing → shipped → delivered, one e-mail and event each', async () => {
    const { customer, orderId } = await codOrder();
    const processing = await move(orderId, { status: 'processing' });
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({ status: 'processing', statusLabel: 'Processing' });

    const missing = await move(orderId, { status: 'shipped' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      trackingNumber: ['Enter the tracking number.'],
      carrier: ['Enter the carrier.'],
    });

    const ship = await move(orderId, { ...shipped, estimatedDelivery: '2026-12-01' });
    expect(ship.statusCode).toBe(200);
    expect(ship.json()).toMatchObject({
      status: 'shipped',
      trackingNumber: 'AX-123456789',
      carrier: 'Aramex',
    });
    expect((await move(orderId, { status: 'delivered' })).statusCode).toBe(200);

    // The customer sees it in My Orders (the spec's fields).
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(mine.json().data).toMatchObject({
      status: 'delivered',
      tracking_number: 'AX-123456789',
      shipping_carrier: 'Aramex',
    });

    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'order-processing',
      'order-shipped',
      'order-delivered',
    ]);
    expect(mails[1]!.body).toContain('Tracking number: AX-123456789');
    expect(mails[1]!.body).toContain('Carrier: Aramex');
    expect(mails[1]!.body).toContain('Estimated delivery: Tue 1 Dec 2026');

    const events = await shop.database.db
      .select({
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        staff: orderEvents.staffId,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(events).toEqual([
      { from: 'pending', to: 'processing', staff: member.staff.id },
      { from: 'processing', to: 'shipped', staff: member.staff.id },
      { from: 'shipped', to: 'delivered', staff: member.staff.id },
    ]);
    const audits = await shop.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId))));
    expect(audits).toHaveLength(3);

    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: member.headers,
    });
    expect(page.json().events.map((event: { message: string }) => event.message)).toEqual([
      'Marked Processing.',
      'Shipped with Aramex, tracking number AX-123456789.',
      'Marked Delivered.',
    ]);
  });

  // Every move from every status: allowed ones answer 200, the others 409 with the reason.
  const table: [string, string, number, string?][] = [
    ['pending', 'processing', 200],
    [
      'pending',
      'shipped',
      409,
      'This order is Pending: only a processing order can be marked Shipped.',
    ],
    [
      'pending',
      'delivered',
      409,
      'This order is Pending: only a shipped order can be marked Delivered.',
    ],
    ['pending', 'cancelled', 200],
    // A paid card order reads Processing (spec §4) and is processing: shipped next (issue 27).
    ['confirmed', 'processing', 200],
    ['confirmed', 'shipped', 200],
    [
      'confirmed',
      'delivered',
      409,
      'This order is Processing: only a shipped order can be marked Delivered.',
    ],
    ['confirmed', 'cancelled', 200],
    ['processing', 'processing', 409, 'This order is already Processing.'],
    ['processing', 'shipped', 200],
    [
      'processing',
      'delivered',
      409,
      'This order is Processing: only a shipped order can be marked Delivered.',
    ],
    ['processing', 'cancelled', 200],
    [
      'shipped',
      'processing',
      409,
      'This order is Shipped: only a pending order can be marked Processing.',
    ],
    ['shipped', 'delivered', 200],
    [
      'shipped',
      'cancelled',
      409,
      'This order is Shipped: only pending or processing orders can be cancelled.',
    ],
    ['delivered', 'shipped', 409, 'This order was delivered and cannot change any more.'],
    ['delivered', 'cancelled', 409, 'This order was delivered and cannot change any more.'],
    ['cancelled', 'processing', 409, 'This order was cancelled and cannot change any more.'],
    ['cancelled', 'cancelled', 409, 'This order is already Cancelled.'],
  ];
  it.each(table)('%s → %s answers %i', async (from, to, status, message) => {
    const { orderId } = await codOrder(1);
    await setStatus(orderId, from as 'pending');
    const response =
      to === 'cancelled'
        ? await cancel(orderId)
        : await move(orderId, to === 'shipped' ? shipped : { status: to });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()).toEqual({ message });
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe(status === 200 ? to : from);
  });

  it('a paid card order reads Processing in the badge, the filter, its moves and My Orders', async () => {
    const { customer, orderId } = await paidCardOrder();
    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: member.headers,
    });
    expect(page.json()).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Processing',
      nextMoves: ['shipped', 'cancelled'],
    });
    const listed = async (status: string) =>
      (
        await shop.app.inject({
          method: 'GET',
          url: `/api/admin/orders?status=${status}&pageSize=200`,
          headers: member.headers,
        })
      )
        .json()
        .items.map((row: { id: number }) => row.id);
    // The web's Processing filter asks for the statuses that read Processing.
    expect(await listed('confirmed,processing')).toContain(orderId);
    expect(await listed('pending')).not.toContain(orderId);
    // Spec §7's client sees the status it maps to Processing (spec §4).
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(mine.json().data.status).toBe('confirmed');

    const { orderId: cashOrder } = await codOrder(1);
    const cashPage = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${cashOrder}`,
      headers: member.headers,
    });
    expect(cashPage.json()).toMatchObject({
      statusLabel: 'Pending',
      nextMoves: ['processing', 'cancelled'],
    });
    const shippedCard = await move(orderId, shipped);
    expect(shippedCard.json()).toMatchObject({ status: 'shipped', nextMoves: ['delivered'] });
  });

  it("sends each order's allowed moves on its page and on its row of the list", async () => {
    const { orderId } = await codOrder(1);
    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: member.headers,
    });
    // `allowedMoves` is the name; `nextMoves` stays for the clients that read it.
    expect(page.json()).toMatchObject({
      allowedMoves: ['processing', 'cancelled'],
      nextMoves: ['processing', 'cancelled'],
    });
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders?pageSize=200',
      headers: member.headers,
    });
    const row = list.json().items.find((each: { id: number }) => each.id === orderId);
    expect(row.allowedMoves).toEqual(['processing', 'cancelled']);
    const moved = await move(orderId, { status: 'processing' });
    expect(moved.json()).toMatchObject({ allowedMoves: ['shipped', 'cancelled'] });
  });

  it('refuses an order that was never placed (a card checkout awaiting payment)', async () => {
    const customer = await createCustomer(shop);
    const productId = await addOneSizeProduct(shop.database.db, `Unpaid ${Date.now()}`, 3);
    await addToCart(shop, customer, productId, 1);
    const checkout = await startCardCheckout(shop, customer);
    const [row] = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.checkoutSessionId, checkout.json().id));
    const response = await move(row!.id, { status: 'processing' });
    expect(response.statusCode).toBe(404);
  });

  it(`two staff moving one order at once: one wins, the other gets 409 (${testDatabaseKind}; the race is real on PostgreSQL)`, async () => {
    const { customer, orderId } = await codOrder();
    const answers = await Promise.all([
      move(orderId, { status: 'processing' }, member),
      move(orderId, { status: 'processing' }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      message: 'This order is already Processing.',
    });
    expect((await mailsTo(customer.email)).map((mail) => mail.kind)).toEqual(['order-processing']);
  });
});

describe('cash on delivery collected by the courier (issue 27)', () => {
  const cash = (orderId: number, body: Record<string, unknown>, who: TestStaff = member) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/cash`,
      headers: who.headers,
      payload: body,
    });
  const adminOrder = async (orderId: number) =>
    (
      await shop.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: member.headers,
      })
    ).json();
  const myOrder = async (customer: TestCustomer, orderId: number) =>
    (
      await shop.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: customer.headers,
      })
    ).json().data;
  async function delivered() {
    const placed = await codOrder(1);
    await move(placed.orderId, { status: 'processing' });
    await move(placed.orderId, shipped);
    await move(placed.orderId, { status: 'delivered' });
    return placed;
  }

  it('offers "Cash collected" once delivered; the payment becomes paid everywhere the customer looks', async () => {
    const { customer, orderId } = await delivered();
    expect((await adminOrder(orderId)).nextMoves).toEqual(['cash_collected', 'cash_not_collected']);
    expect(await myOrder(customer, orderId)).toMatchObject({
      payment_status: 'pending',
      paid_at: null,
    });

    const collected = await cash(orderId, { outcome: 'collected' });
    expect(collected.statusCode).toBe(200);
    const body = collected.json();
    expect(body).toMatchObject({ status: 'delivered', paymentStatus: 'paid', nextMoves: [] });
    expect(Date.parse(body.paidAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.events.at(-1).message).toBe(`Cash collected: AED ${body.total.toFixed(2)}.`);
    const [audit] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment'), eq(auditLog.entityId, String(orderId))));
    expect(audit).toMatchObject({
      staffId: member.staff.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'paid', paidAt: body.paidAt },
    });

    expect(await myOrder(customer, orderId)).toMatchObject({
      payment_status: 'paid',
      paid_at: body.paidAt,
    });
    const invoice = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/invoice`,
      headers: member.headers,
    });
    expect(invoice.json()).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'paid' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const csv = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: member.headers,
    });
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${body.orderNumber},`))!;
    const total = body.total.toFixed(2);
    expect(row).toContain(`,delivered,cod,paid,`);
    // Times in Dubai, with their offset (issue 27.8).
    expect(row).toContain(`,${total},${shopIsoTime(new Date(body.paidAt!))},0.00,${total},`);

    const again = await cash(orderId, { outcome: 'collected' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'The cash for this order has been collected already.',
    });
  });

  it('records a failed collection as "collection_failed", and the cash collected later', async () => {
    const { customer, orderId } = await codOrder(1);
    await move(orderId, { status: 'processing' });
    const early = await cash(orderId, { outcome: 'not_collected' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This order has not left the shop yet: no collection was attempted.',
    );
    await move(orderId, shipped);
    expect((await adminOrder(orderId)).nextMoves).toEqual(['delivered', 'cash_not_collected']);
    const tooSoon = await cash(orderId, { outcome: 'collected' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(
      'Mark the order delivered first: the cash is collected at the door.',
    );

    const failed = await cash(orderId, { outcome: 'not_collected', note: 'Nobody at home' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      status: 'shipped',
      paymentStatus: 'collection_failed',
      paidAt: null,
      nextMoves: ['delivered'],
    });
    expect(failed.json().events.at(-1).message).toBe('Cash not collected: Nobody at home');
    expect(await myOrder(customer, orderId)).toMatchObject({
      payment_status: 'collection_failed',
    });

    await move(orderId, { status: 'delivered' });
    expect((await adminOrder(orderId)).nextMoves).toEqual(['cash_collected']);
    const collected = await cash(orderId, { outcome: 'collected' });
    expect(collected.json()).toMatchObject({ paymentStatus: 'paid' });
  });

  it('refuses cash moves on a card order, and an unknown outcome', async () => {
    const { orderId } = await paidCardOrder();
    const response = await cash(orderId, { outcome: 'collected' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This order was paid by card: there is no cash to collect.',
    });
    const odd = await cash(orderId, { outcome: 'lost' });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors.outcome).toEqual(['The outcome must be collected or not_collected.']);
  });

  it(`two staff recording the cash at once: one wins, the other gets 409 (${testDatabaseKind})`, async () => {
    const { orderId } = await delivered();
    const answers = await Promise.all([
      cash(orderId, { outcome: 'collected' }, member),
      cash(orderId, { outcome: 'collected' }, colleague),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await shop.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment')));
    expect(events).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('returns a cash order’s stock exactly once and tells the customer', async () => {
    const { customer, orderId, sizeId } = await codOrder(3);
    expect(await stockOf(shop, sizeId)).toBe(7);
    // Whoever wins, the order is cancelled once with the reason given.
    const answers = await Promise.all([
      cancel(orderId, member, 'Customer called'),
      cancel(orderId, colleague, 'Customer called'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(shop, sizeId)).toBe(10);
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-cancelled']);
    expect(mails[0]!.body).toContain('Nothing was charged.');
    const page = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: member.headers,
    });
    expect(page.json().events.at(-1).message).toBe('Cancelled: Customer called');
    expect(page.json().paymentStatus).toBe('pending');
  });

  it(`refunds a paid card order once, however often it is cancelled at once (${testDatabaseKind})`, async () => {
    const { customer, orderId, sessionId, sizeId } = await paidCardOrder();
    expect(await stockOf(shop, sizeId)).toBe(4);
    const answers = await Promise.all([
      cancel(orderId),
      cancel(orderId, colleague),
      cancel(orderId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(winner).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(winner.refundId).toMatch(/^re_sim_/);
    expect(await stockOf(shop, sizeId)).toBe(5);
    const [session] = await shop.database.db
      .select({ paymentStatus: simulatedPaymentSessions.paymentStatus })
      .from(simulatedPaymentSessions)
      .where(eq(simulatedPaymentSessions.id, sessionId));
    expect(session!.paymentStatus).toBe('refunded');
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-cancelled', 'order-refunded']);
    const refunds = await shop.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'refund')));
    expect(refunds).toHaveLength(1);

    // The customer reads the refund as the order's payment status.
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(mine.json().data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
  });

  it('leaves a refund the provider refused as due, tells the shop, and a retry refunds it once', async () => {
    const { orderId, sessionId } = await paidCardOrder();
    // The provider cannot find the payment: the refund fails.
    await shop.database.db
      .update(orders)
      .set({ checkoutSessionId: `${sessionId}-gone` })
      .where(eq(orders.id, orderId));
    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().paymentStatus).toBe('refund_due');
    const shopMails = await mailsTo('shop@example.ae');
    expect(shopMails.at(-1)!.subject).toMatch(/^Refund due: order ORD-\d{6}/);

    await shop.database.db
      .update(orders)
      .set({ checkoutSessionId: sessionId })
      .where(eq(orders.id, orderId));
    const retries = await Promise.all([
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refund`,
        headers: member.headers,
      }),
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refund`,
        headers: colleague.headers,
      }),
    ]);
    expect(retries.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.paymentStatus).toBe('refunded');
    const again = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: member.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order has already been refunded.' });
  });
});

describe('order list and export', () => {
  let orderA: { customer: TestCustomer; orderId: number };
  beforeAll(async () => {
    orderA = await codOrder();
  });

  it('finds an order by its number, the customer’s e-mail and status; pages with a total', async () => {
    const number = `ORD-${String(orderA.orderId).padStart(6, '0')}`;
    const byNumber = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${number}`,
      headers: member.headers,
    });
    expect(byNumber.json().items.map((row: { id: number }) => row.id)).toEqual([orderA.orderId]);
    const byEmail = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=@example.ae&status=pending&pageSize=2',
      headers: member.headers,
    });
    const body = byEmail.json();
    expect(body.items.length).toBeLessThanOrEqual(2);
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.items.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const pendingRows = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.status, ['pending']));
    expect(body.total).toBeLessThanOrEqual(pendingRows.length);
    const bad = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=lost',
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('exports the placed orders of a date range as CSV', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const csv = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?from=${today}&to=${today}`,
      headers: member.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="orders-${today}-to-${today}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'order_number,placed_at,status,payment_method,payment_status,customer_name,customer_email,items,subtotal_aed,shipping_aed,discount_aed,total_aed,paid_at,refunded_aed,paid_net_aed,transaction_id,refund_id,coupon_code',
    );
    const [placed] = await shop.database.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderA.orderId));
    expect(placed!.orderNumber).toMatch(/^ORD-\d{6}$/);
    expect(lines.some((line) => line.startsWith(`${placed!.orderNumber},`))).toBe(true);
    const backwards = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=2026-11-20&to=2026-11-01',
      headers: member.headers,
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual([
      'The end date must be on or after the start date.',
    ]);
  });
});
