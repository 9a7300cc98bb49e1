import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, users } from '../src/db/schema.ts';
import { createReviewRequests } from '../src/modules/reviews/review-requests.ts';
import type { TestShop } from './helpers/app.ts';
import { addOneSizeProduct, createCatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';

/** Issue 33: one mail per delivered order asking for a review, some days after delivery. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createCatalogShop();
});
afterAll(() => shop.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://shop.example';
const contact = {
  shopName: 'Test Pets',
  supportEmail: 'help@shop.example',
  supportPhone: '+971 4 000 0000',
};

/** Another process's job, on the same database. */
const job = (now = () => new Date()) =>
  createReviewRequests({ db: shop.database.db, origin: ORIGIN, shop: contact, now });

type OrderStatus = typeof orders.$inferSelect.status;

async function orderOf(
  productIds: number[],
  deliveredDaysAgo: number,
  status: OrderStatus = 'delivered',
) {
  const customer = await createCustomer(shop, 'Reem Saleh');
  for (const productId of productIds) await addToCart(shop, customer, productId);
  const placed = await placeCodOrder(shop, customer);
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  await shop.database.db
    .update(orders)
    .set({
      status,
      deliveredAt: status === 'delivered' ? new Date(Date.now() - deliveredDaysAgo * DAY_MS) : null,
    })
    .where(eq(orders.userId, customer.id));
  return customer;
}

const requestsTo = (customer: TestCustomer) =>
  shop.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, customer.email))
    .then((mails) => mails.filter((mail) => mail.kind === 'review-request'));

const askedAt = async (customer: TestCustomer) => {
  const [row] = await shop.database.db
    .select({ at: orders.reviewRequestedAt })
    .from(orders)
    .where(eq(orders.userId, customer.id));
  return row!.at;
};

describe('the review-request job', () => {
  it(`mails each delivered order once, 3 days after delivery, even with two runs at once${raceNote}`, async () => {
    const bowl = await addOneSizeProduct(shop.database.db, 'Asked About Bowl', 100);
    const ball = await addOneSizeProduct(shop.database.db, 'Asked About Ball', 100);
    const due = await orderOf([bowl, ball], 4);
    const recent = await orderOf([bowl], 1);
    const notDelivered = await orderOf([bowl], 0, 'shipped');
    const optedOut = await orderOf([ball], 5);
    const deactivated = await orderOf([ball], 5);
    await shop.database.db
      .update(users)
      .set({ mailReviewRequests: false })
      .where(eq(users.id, optedOut.id));
    await shop.database.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, deactivated.id));

    const [first, second] = await Promise.all([job().sendDue(), job().sendDue()]);
    expect(first + second).toBe(1);

    const mails = await requestsTo(due);
    expect(mails).toHaveLength(1);
    const [token] = await shop.database.db
      .select({ token: users.mailToken })
      .from(users)
      .where(eq(users.id, due.id));
    const [order] = await shop.database.db
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.userId, due.id));
    expect(mails[0]!.subject).toBe(`How was your order ${order!.number}? Review what you bought`);
    const text = mails[0]!.textBody;
    expect(text).toContain(`Asked About Bowl: ${ORIGIN}/product/${bowl}#write-review`);
    expect(text).toContain(`Asked About Ball: ${ORIGIN}/product/${ball}#write-review`);
    expect(text).toContain(`${ORIGIN}/unsubscribe?token=${token!.token}&list=review_requests`);
    expect(await askedAt(due)).not.toBeNull();

    for (const customer of [recent, notDelivered, optedOut, deactivated]) {
      expect(await requestsTo(customer)).toEqual([]);
    }
    // The opted-out and deactivated customers' orders are settled: never asked later either.
    expect(await askedAt(optedOut)).not.toBeNull();
    expect(await askedAt(deactivated)).not.toBeNull();
    expect(await askedAt(recent)).toBeNull();
    expect(await askedAt(notDelivered)).toBeNull();

    // Nothing twice; three days on, the recent order's turn comes.
    expect(await job().sendDue()).toBe(0);
    expect(await job(() => new Date(Date.now() + 3 * DAY_MS)).sendDue()).toBe(1);
    expect(await requestsTo(recent)).toHaveLength(1);
    expect(await requestsTo(due)).toHaveLength(1);
  });

  it('runs in the background as send-review-requests, linking to the shop', async () => {
    const toy = await addOneSizeProduct(shop.database.db, 'Background Asked Toy', 100);
    const customer = await orderOf([toy], 10);
    expect(await shop.app.background.runNow('send-review-requests')).toEqual({
      ran: true,
      error: null,
    });
    const mails = await requestsTo(customer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`/product/${toy}#write-review`);
    const pending = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.userId, [customer.id]));
    expect(pending).toHaveLength(1);
  });
});
