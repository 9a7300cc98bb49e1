import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orderRefunds,
  orders,
  simulatedPaymentSessions,
  simulatedRefunds,
  stockMovements,
} from '../src/db/schema.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { outboxTo } from './helpers/mails.ts';
import {
  cancelOrder,
  createRefundsShop,
  deliver,
  markCashCollected,
  orderLineIds,
  refund,
} from './helpers/refunds.ts';
import {
  addToCart,
  customerInfo,
  payCardOrder,
  placeCodOrder,
  stockOf,
} from './helpers/shopping.ts';
import type { TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;
let colleague: TestStaff;
let sequence = 0;

beforeAll(async () => {
  // AED 15 delivery on every order: refunds of the delivery fee are part of the story.
  ({ shop, member, colleague } = await createRefundsShop({
    SUPPORT_EMAIL: 'shop@example.ae',
    DELIVERY_FEE_AED: '15',
  }));
});
afterAll(() => shop.close());

interface PlacedOrder {
  customer: TestCustomer;
  orderId: number;
  orderNumber: string;
  sessionId?: string;
  rope: { name: string; sizeId: number; lineId: number };
  bone: { name: string; sizeId: number; lineId: number };
}

/**
 * A customer's placed order of 2 × Rope Toy (AED 95) and 1 × Chew Bone (AED 40) with AED 15
 * delivery: AED 245. Card orders are paid on the simulated provider's page.
 */
async function placeOrder(method: 'card' | 'cod'): Promise<PlacedOrder> {
  const n = `${Date.now()}-${++sequence}`;
  const customer = await createCustomer(shop);
  const ropeName = `Rope Toy ${n}`;
  const boneName = `Chew Bone ${n}`;
  const ropeId = await addOneSizeProduct(shop.database.db, ropeName, 10, { price: 95 });
  const boneId = await addOneSizeProduct(shop.database.db, boneName, 10, { price: 40 });
  const ropeLine = await addToCart(shop, customer, ropeId, 2);
  const boneLine = await addToCart(shop, customer, boneId, 1);
  const info = { customer_info: { ...customerInfo, email: customer.email } };
  let orderId: number;
  let sessionId: string | undefined;
  if (method === 'cod') {
    const placed = await placeCodOrder(shop, customer, info);
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().orderId;
  } else {
    const card = await payCardOrder(shop, customer, info);
    sessionId = card.sessionId;
    expect(card.confirmed.statusCode, card.confirmed.body).toBeLessThan(300);
    orderId = card.confirmed.json().orderId;
  }
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row!.totalFils).toBe(24_500);
  const lines = await orderLineIds(shop, orderId);
  return {
    customer,
    orderId,
    orderNumber: row!.orderNumber!,
    ...(sessionId ? { sessionId } : {}),
    rope: { name: ropeName, sizeId: ropeLine.product_size_id, lineId: lines[ropeName]! },
    bone: { name: boneName, sizeId: boneLine.product_size_id, lineId: lines[boneName]! },
  };
}

const orderRow = async (orderId: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

const providerRefundsOf = (sessionId: string) =>
  shop.database.db
    .select()
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.sessionId, sessionId))
    .orderBy(asc(simulatedRefunds.createdAt));

const customerView = async (placed: PlacedOrder) => {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${placed.orderId}`,
    headers: placed.customer.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const adminPage = async (orderId: number) =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: member.headers,
    })
  ).json();

describe('refunds of chosen lines', () => {
  it('refunds one unit of a delivered card order: the provider once, stock back, a mail, and the customer sees it', async () => {
    const placed = await placeOrder('card');
    await deliver(shop, member, placed.orderId);
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(8);

    const response = await refund(shop, member, placed.orderId, {
      reason: 'Arrived chewed through',
      lines: [{ orderItemId: placed.rope.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.refund).toMatchObject({
      kind: 'lines',
      amount: 95,
      shipping: 0,
      method: 'card',
      status: 'refunded',
      reason: 'Arrived chewed through',
      staffName: 'Test staff',
      lines: [{ orderItemId: placed.rope.lineId, quantity: 1, amount: 95, restock: true }],
    });
    expect(body.refund.providerRefundId).toMatch(/^re_sim_/);
    expect(body).toMatchObject({
      paymentStatus: 'partially_refunded',
      blockedReason: null,
      paid: 245,
      refunded: 95,
      refundable: 150,
      shipping: { charged: 15, refunded: 0, refundable: 15 },
    });
    expect(body.lines).toContainEqual(
      expect.objectContaining({
        orderItemId: placed.rope.lineId,
        quantity: 2,
        refundedQuantity: 1,
        refundableQuantity: 1,
      }),
    );

    // The provider was asked once, for AED 95.00.
    const asked = await providerRefundsOf(placed.sessionId!);
    expect(asked.map((row) => row.amountFils)).toEqual([9500]);
    expect(asked[0]!.id).toBe(body.refund.providerRefundId);

    // The unit is back on the shelf, with its ledger row.
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(9);
    const ledger = await shop.database.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.orderId, placed.orderId),
          eq(stockMovements.productSizeId, placed.rope.sizeId),
        ),
      )
      .orderBy(asc(stockMovements.id));
    expect(
      ledger.map(({ delta, reason, staffId, note }) => ({ delta, reason, staffId, note })),
    ).toEqual([
      { delta: -2, reason: 'order', staffId: null, note: null },
      {
        delta: 1,
        reason: 'returned',
        staffId: member.staff.id,
        note: `Refund #${body.refund.id}: Arrived chewed through`,
      },
    ]);

    // The customer's e-mail.
    const mails = await outboxTo(shop, placed.customer.email, 'order-refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Refund of AED 95.00 for order ${placed.orderNumber}`);
    expect(mails[0]!.textBody).toContain(
      `We have refunded AED 95.00 for order ${placed.orderNumber} to your card; banks usually show it within 5-10 days.`,
    );
    expect(mails[0]!.textBody).toContain(`- 1 × ${placed.rope.name}: AED 95.00`);
    expect(mails[0]!.textBody).toContain('Refunded so far: AED 95.00 of the AED 245.00 paid.');
    expect(mails[0]!.textBody).not.toContain('chewed');

    // My Orders: the spec's fields as they were, the refund beside them.
    const mine = await customerView(placed);
    expect(mine).toMatchObject({
      status: 'delivered',
      total: 245,
      total_price: 245,
      payment_status: 'partially_refunded',
      refunded_total: 95,
      refunds: [
        {
          id: body.refund.id,
          amount: 95,
          shipping: 0,
          method: 'card',
          status: 'refunded',
          lines: [
            {
              order_item_id: placed.rope.lineId,
              product_name: placed.rope.name,
              size: 'One Size',
              quantity: 1,
              amount: 95,
            },
          ],
        },
      ],
    });
    expect(
      mine.order_items.find((item: { id: number }) => item.id === placed.rope.lineId),
    ).toMatchObject({
      quantity: 2,
      total: 190,
    });
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: placed.customer.headers,
    });
    expect(list.json().data[0]).toMatchObject({ id: placed.orderId, refunded_total: 95 });

    // The order's timeline and audit log.
    const page = await adminPage(placed.orderId);
    expect(page.paymentStatus).toBe('partially_refunded');
    expect(page.events.at(-1).message).toBe(
      `Refund of AED 95.00 to the card (${body.refund.providerRefundId}): 1 × ${placed.rope.name} (back in stock). Reason: Arrived chewed through`,
    );
    const audits = await shop.database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(placed.orderId))));
    expect(audits).toContainEqual({ action: 'order.refund', staffId: member.staff.id });
  });

  it('refunds lines with the delivery fee, without restocking, and the fee only once', async () => {
    const placed = await placeOrder('card');
    await deliver(shop, member, placed.orderId);
    const first = await refund(shop, member, placed.orderId, {
      reason: 'Wrong item sent',
      lines: [{ orderItemId: placed.bone.lineId, quantity: 1, restock: false }],
      shipping: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().refund).toMatchObject({ amount: 55, shipping: 15 });
    expect(first.json().shipping).toEqual({ charged: 15, refunded: 15, refundable: 0 });
    expect(await stockOf(shop, placed.bone.sizeId)).toBe(9);
    const mail = (await outboxTo(shop, placed.customer.email, 'order-refunded')).at(-1)!;
    expect(mail.textBody).toContain(
      `- 1 × ${placed.bone.name}: AED 40.00\n- Delivery fee: AED 15.00`,
    );

    const again = await refund(shop, member, placed.orderId, {
      reason: 'Again',
      lines: [{ orderItemId: placed.rope.lineId, quantity: 1 }],
      shipping: true,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'There is no delivery fee left to refund on this order.',
      errors: { shipping: ['There is no delivery fee left to refund on this order.'] },
    });
    expect((await providerRefundsOf(placed.sessionId!)).map((row) => row.amountFils)).toEqual([
      5500,
    ]);
  });
});

describe('refunds of an amount, and cash', () => {
  it('records a cash refund of an amount as handed back, with no provider, and mails it', async () => {
    const placed = await placeOrder('cod');
    await deliver(shop, member, placed.orderId);
    await markCashCollected(shop, placed.orderId);
    const response = await refund(shop, member, placed.orderId, {
      reason: 'Goodwill for a late delivery',
      amount: 20.5,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().refund).toMatchObject({
      kind: 'amount',
      amount: 20.5,
      method: 'cash',
      status: 'refunded',
      providerRefundId: null,
      lines: [],
    });
    expect(response.json()).toMatchObject({ refunded: 20.5, refundable: 224.5 });
    expect(await orderRow(placed.orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedFils: 2050,
    });
    // Nothing went back on the shelf: an amount is money only.
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(8);
    const mails = await outboxTo(shop, placed.customer.email, 'order-refunded');
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Refund of AED 20.50 for order ${placed.orderNumber}`,
    ]);
    expect(mails[0]!.textBody).toContain(
      `We handed AED 20.50 back to you in cash for order ${placed.orderNumber}.`,
    );
    expect((await adminPage(placed.orderId)).events.at(-1).message).toBe(
      'Refund of AED 20.50 handed back in cash. Reason: Goodwill for a late delivery',
    );
    const mine = await customerView(placed);
    expect(mine).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_total: 20.5,
      refunds: [{ amount: 20.5, method: 'cash', status: 'refunded', lines: [] }],
    });
  });

  it('returns lines of a cash order to stock and refunds the rest in full: Refunded', async () => {
    const placed = await placeOrder('cod');
    await deliver(shop, member, placed.orderId);
    await markCashCollected(shop, placed.orderId);
    const lines = await refund(shop, member, placed.orderId, {
      reason: 'Returned unopened',
      lines: [
        { orderItemId: placed.rope.lineId, quantity: 2, restock: true },
        { orderItemId: placed.bone.lineId, quantity: 1, restock: true },
      ],
      shipping: true,
    });
    expect(lines.statusCode, lines.body).toBe(201);
    expect(lines.json()).toMatchObject({
      paymentStatus: 'refunded',
      refunded: 245,
      refundable: 0,
      blockedReason: 'This order has been refunded in full: nothing is left to refund.',
    });
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(10);
    expect(await stockOf(shop, placed.bone.sizeId)).toBe(10);
    expect((await customerView(placed)).payment_status).toBe('refunded');
  });
});

describe('what cannot be refunded', () => {
  it('never refunds more than was paid, and says how much is left', async () => {
    const placed = await placeOrder('card');
    expect(
      (await refund(shop, member, placed.orderId, { reason: 'Part', amount: 200 })).statusCode,
    ).toBe(201);

    const tooMuch = await refund(shop, member, placed.orderId, { reason: 'More', amount: 50 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({
      message: 'At most AED 45.00 is left to refund on this order.',
      errors: { amount: ['At most AED 45.00 is left to refund on this order.'] },
    });
    const linesTooMuch = await refund(shop, member, placed.orderId, {
      reason: 'More',
      lines: [{ orderItemId: placed.rope.lineId, quantity: 1, restock: true }],
    });
    expect(linesTooMuch.statusCode).toBe(422);
    expect(linesTooMuch.json()).toEqual({
      message: 'At most AED 45.00 is left to refund on this order.',
      errors: { lines: ['At most AED 45.00 is left to refund on this order.'] },
    });
    // A refused refund wrote nothing: no stock back, no money counted.
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(8);
    expect((await orderRow(placed.orderId)).refundedFils).toBe(20_000);

    expect(
      (await refund(shop, member, placed.orderId, { reason: 'Rest', amount: 45 })).statusCode,
    ).toBe(201);
    expect(await orderRow(placed.orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedFils: 24_500,
    });
    const nothingLeft = await refund(shop, member, placed.orderId, { reason: 'Again', amount: 1 });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json()).toEqual({
      message: 'This order has been refunded in full: nothing is left to refund.',
    });
    expect((await providerRefundsOf(placed.sessionId!)).map((row) => row.amountFils)).toEqual([
      20_000, 4500,
    ]);
    const [session] = await shop.database.db
      .select({ paymentStatus: simulatedPaymentSessions.paymentStatus })
      .from(simulatedPaymentSessions)
      .where(eq(simulatedPaymentSessions.id, placed.sessionId!));
    expect(session!.paymentStatus).toBe('refunded');
  });

  it('refuses bad requests with a message a person can act on, and writes nothing', async () => {
    const placed = await placeOrder('card');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 10 }, 422, 'Give the reason for the refund.'],
      [{ reason: '   ', amount: 10 }, 422, 'Give the reason for the refund.'],
      [{ reason: 'x' }, 422, 'Choose the items to refund, or an amount.'],
      [
        { reason: 'x', amount: 10, lines: [{ orderItemId: placed.rope.lineId, quantity: 1 }] },
        422,
        'Refund either items (and the delivery fee) or an amount, not both.',
      ],
      [{ reason: 'x', amount: 10.005 }, 422, 'The amount may have at most two decimals.'],
      [{ reason: 'x', amount: 0 }, 422, 'The amount must be more than AED 0.00.'],
      [{ reason: 'x', amount: '10' }, 422, 'The amount must be a number.'],
      [
        { reason: 'x', lines: [{ orderItemId: placed.rope.lineId, quantity: 3 }] },
        422,
        `Only 2 of ${placed.rope.name} can still be refunded.`,
      ],
      [
        { reason: 'x', lines: [{ orderItemId: placed.rope.lineId, quantity: 0 }] },
        422,
        'The quantity must be 1 or more.',
      ],
      [
        { reason: 'x', lines: [{ orderItemId: 999_999, quantity: 1 }] },
        422,
        'This line is not part of the order.',
      ],
      [
        {
          reason: 'x',
          lines: [
            { orderItemId: placed.rope.lineId, quantity: 1 },
            { orderItemId: placed.rope.lineId, quantity: 1 },
          ],
        },
        422,
        'Each line may be chosen once.',
      ],
      [{ reason: 'x'.repeat(501), amount: 1 }, 422, 'The reason may be at most 500 characters.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await refund(shop, member, placed.orderId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await orderRow(placed.orderId)).toMatchObject({
      paymentStatus: 'paid',
      refundedFils: 0,
    });
    expect(await providerRefundsOf(placed.sessionId!)).toEqual([]);

    const missing = await refund(shop, member, 999_999, { reason: 'x', amount: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No order has this id.' });
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.orderId}/refunds`,
      payload: { reason: 'x', amount: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an order whose cash was not collected yet', async () => {
    const placed = await placeOrder('cod');
    await deliver(shop, member, placed.orderId);
    const response = await refund(shop, member, placed.orderId, { reason: 'x', amount: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The cash for this order has not been collected yet, so there is nothing to refund.',
    });
    const overview = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.orderId}/refunds`,
      headers: member.headers,
    });
    expect(overview.json()).toMatchObject({ refundable: 0, paid: 0, refunds: [] });
  });
});

describe('cancelling a paid order goes through the same refunds', () => {
  it('refunds what is left after a partial refund, and puts back only the units still out', async () => {
    const placed = await placeOrder('card');
    const partial = await refund(shop, member, placed.orderId, {
      reason: 'One toy damaged in the warehouse',
      lines: [{ orderItemId: placed.rope.lineId, quantity: 1, restock: false }],
    });
    expect(partial.statusCode).toBe(201);
    const cancelled = await cancelOrder(shop, member, placed.orderId, {
      reason: 'Customer changed their mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    // The refunded unit was written off; the other rope and the bone go back.
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(9);
    expect(await stockOf(shop, placed.bone.sizeId)).toBe(10);
    expect((await providerRefundsOf(placed.sessionId!)).map((row) => row.amountFils)).toEqual([
      9500, 15_000,
    ]);
    const refunds = await shop.database.db
      .select({
        kind: orderRefunds.kind,
        amount: orderRefunds.amountFils,
        reason: orderRefunds.reason,
      })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, placed.orderId))
      .orderBy(asc(orderRefunds.id));
    expect(refunds).toEqual([
      { kind: 'lines', amount: 9500, reason: 'One toy damaged in the warehouse' },
      {
        kind: 'cancellation',
        amount: 15_000,
        reason: 'Order cancelled: Customer changed their mind',
      },
    ]);
    const cancelMail = (await outboxTo(shop, placed.customer.email, 'order-cancelled'))[0]!;
    expect(cancelMail.textBody).toContain(
      'The AED 150.00 you paid by card will be refunded to your card; we will e-mail you when it is done.',
    );
    const refundMails = await outboxTo(shop, placed.customer.email, 'order-refunded');
    expect(refundMails.map((mail) => mail.subject)).toEqual([
      `Refund of AED 95.00 for order ${placed.orderNumber}`,
      `Refund of AED 150.00 for order ${placed.orderNumber}`,
    ]);
    const mine = await customerView(placed);
    expect(mine).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_total: 245,
    });
    expect(mine.refunds).toHaveLength(2);
  });
});

describe('a refund the provider refuses', () => {
  it('is left due and the shop told; a retry, pressed twice at once, refunds once', async () => {
    const placed = await placeOrder('card');
    await deliver(shop, member, placed.orderId);
    // The provider cannot find the payment: the refund fails.
    await shop.database.db
      .update(orders)
      .set({ checkoutSessionId: `${placed.sessionId}-gone` })
      .where(eq(orders.id, placed.orderId));
    const failed = await refund(shop, member, placed.orderId, {
      reason: 'Late',
      amount: 30,
    });
    expect(failed.statusCode).toBe(201);
    expect(failed.json().refund).toMatchObject({ status: 'due', providerRefundId: null });
    expect(failed.json()).toMatchObject({
      paymentStatus: 'refund_due',
      refunded: 30,
      refundable: 215,
    });
    const shopMail = (await outboxTo(shop, 'shop@example.ae', 'order-refund-due-shop')).at(-1)!;
    expect(shopMail.subject).toBe(`Refund due: order ${placed.orderNumber}, AED 30.00`);
    expect(shopMail.textBody).toContain('Reason for the refund: Late');
    expect(await outboxTo(shop, placed.customer.email, 'order-refunded')).toEqual([]);
    expect((await customerView(placed)).refunds).toMatchObject([{ amount: 30, status: 'due' }]);

    await shop.database.db
      .update(orders)
      .set({ checkoutSessionId: placed.sessionId! })
      .where(eq(orders.id, placed.orderId));
    const refundId = failed.json().refund.id as number;
    const retry = (who: TestStaff) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/refunds/${refundId}/retry`,
        headers: who.headers,
      });
    const answers = await Promise.all([retry(member), retry(colleague)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(
      /^This refund (has been made already|is already under way)\.$/,
    );
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refund: { id: refundId, status: 'refunded' },
    });
    expect((await providerRefundsOf(placed.sessionId!)).map((row) => row.amountFils)).toEqual([
      3000,
    ]);
    expect(await outboxTo(shop, placed.customer.email, 'order-refunded')).toHaveLength(1);
    const again = await retry(member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This refund has been made already.' });
  });

  it('asks again after the process stopped mid-way, and never refunds twice when the first answer was lost', async () => {
    const placed = await placeOrder('card');
    const made = await refund(shop, member, placed.orderId, { reason: 'Late', amount: 10 });
    expect(made.json().refund.status).toBe('refunded');
    const refundId = made.json().refund.id as number;
    // As if the process had stopped after the provider refunded and before it recorded that.
    const stalledSince = new Date(Date.now() - 11 * 60_000);
    await shop.database.db
      .update(orderRefunds)
      .set({
        status: 'pending',
        providerRefundId: null,
        refundedAt: null,
        lastAttemptAt: stalledSince,
      })
      .where(eq(orderRefunds.id, refundId));
    expect(await shop.app.background.resumeStalledRefunds()).toBe(1);
    const [row] = await shop.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.id, refundId));
    expect(row).toMatchObject({ status: 'refunded', attempts: 2 });
    expect(row!.providerRefundId).toBe(made.json().refund.providerRefundId);
    expect((await providerRefundsOf(placed.sessionId!)).map((r) => r.amountFils)).toEqual([1000]);
    // A refund whose attempt is recent is left alone: its process may still be asking.
    expect(await shop.app.background.resumeStalledRefunds()).toBe(0);
  });
});

describe('twenty refunds at once', () => {
  it(`never add up to more than was paid; each loser is told why${raceNote}`, async () => {
    const placed = await placeOrder('card');
    await deliver(shop, member, placed.orderId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        refund(shop, index % 2 ? member : colleague, placed.orderId, {
          reason: `Goodwill ${index}`,
          amount: 20,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // AED 245 paid: twelve refunds of AED 20 fit, the thirteenth would not.
    expect(codes.filter((code) => code === 201)).toHaveLength(12);
    for (const loser of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(loser.statusCode).toBe(422);
      expect(loser.json().message).toBe('At most AED 5.00 is left to refund on this order.');
    }
    const rows = await shop.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, placed.orderId));
    expect(rows.reduce((sum, row) => sum + row.amountFils, 0)).toBe(24_000);
    expect(rows.every((row) => row.status === 'refunded')).toBe(true);
    expect(await orderRow(placed.orderId)).toMatchObject({
      refundedFils: 24_000,
      paymentStatus: 'partially_refunded',
    });
    const asked = await providerRefundsOf(placed.sessionId!);
    expect(asked).toHaveLength(12);
    expect(asked.reduce((sum, row) => sum + row.amountFils, 0)).toBe(24_000);
  });

  it(`of the same line put back only the units bought${raceNote}`, async () => {
    const placed = await placeOrder('cod');
    await deliver(shop, member, placed.orderId);
    await markCashCollected(shop, placed.orderId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refund(shop, member, placed.orderId, {
          reason: 'Returned',
          lines: [{ orderItemId: placed.rope.lineId, quantity: 1, restock: true }],
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 422)).toHaveLength(18);
    for (const loser of answers.filter((answer) => answer.statusCode === 422)) {
      expect(loser.json().message).toBe(`${placed.rope.name} has been refunded in full already.`);
    }
    expect(await stockOf(shop, placed.rope.sizeId)).toBe(10);
    expect(await orderRow(placed.orderId)).toMatchObject({ refundedFils: 19_000 });
    expect(await outboxTo(shop, placed.customer.email, 'order-refunded')).toHaveLength(2);
  });
});
