import { MAIL_PREFERENCE_MESSAGES } from '@petshop/contracts/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, productSizes, stockAlerts, users } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { enqueueMails } from '../src/modules/mail/mail.repo.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { outboxTo } from './helpers/mails.ts';

/** Issue 33: e-mail preferences, their unsubscribe links, and every mail honouring them. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
});
afterAll(() => shop.close());

const preferences = (customer: TestCustomer | null) =>
  shop.app.inject({
    method: 'GET',
    url: '/api/profile/mail-preferences',
    headers: customer ? customer.headers : {},
  });
const change = (customer: TestCustomer, payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/profile/mail-preferences',
    headers: customer.headers,
    payload,
  });
const unsubscribe = (payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/mail-preferences/unsubscribe',
    remoteAddress: nextIp(),
    payload,
  });
const mailTokenOf = async (customer: TestCustomer) =>
  (
    await shop.database.db
      .select({ token: users.mailToken })
      .from(users)
      .where(eq(users.id, customer.id))
  )[0]!.token;

const mail = (kind: string, recipient: string) => ({
  kind,
  recipient,
  subject: `A ${kind} mail`,
  textBody: 'Hello,',
});

describe('GET and PUT /api/profile/mail-preferences', () => {
  it('starts with every list on, changes the lists asked for, and keeps order updates on', async () => {
    const customer = await createCustomer(shop);
    const start = await preferences(customer);
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-store');
    expect(start.json()).toEqual({
      order_updates: true,
      review_requests: true,
      back_in_stock: true,
      offers: true,
    });
    const changed = await change(customer, { review_requests: false, offers: false });
    expect(changed.statusCode).toBe(200);
    const expected = {
      order_updates: true,
      review_requests: false,
      back_in_stock: true,
      offers: false,
    };
    expect(changed.json()).toEqual(expected);
    expect((await preferences(customer)).json()).toEqual(expected);
    // Order updates cannot be switched off: the field is not the request's.
    const orders = await change(customer, { order_updates: false });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual(expected);
    expect((await change(customer, { offers: 'no' })).statusCode).toBe(422);
    expect((await preferences(null)).statusCode).toBe(401);
  });
});

describe('mails honour the lists', () => {
  it('drops a review request or back-in-stock mail to an address whose account left the list, and never an order mail', async () => {
    const quiet = await createCustomer(shop);
    const keen = await createCustomer(shop);
    await change(quiet, { review_requests: false, back_in_stock: false, offers: false });
    await enqueueMails(shop.database.db, [
      mail('review-request', quiet.email),
      mail('review-request', keen.email),
      mail('back-in-stock', quiet.email.toUpperCase()),
      mail('offer-weekly', quiet.email),
      mail('order-shipped', quiet.email),
      mail('order-refunded', quiet.email),
      mail('review-request', 'no-account@example.ae'),
    ]);
    const kindsTo = async (recipient: string) =>
      (
        await shop.database.db
          .select({ kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, recipient))
          .orderBy(mailOutbox.id)
      )
        .map((row) => row.kind)
        // Registration's own mail is not this test's.
        .filter((kind) => kind !== 'verify-email');
    expect(await kindsTo(quiet.email)).toEqual(['order-shipped', 'order-refunded']);
    expect(await kindsTo(quiet.email.toUpperCase())).toEqual([]);
    expect(await kindsTo(keen.email)).toEqual(['review-request']);
    expect(await kindsTo('no-account@example.ae')).toEqual(['review-request']);
  });

  it('ends a waiting alert without a mail when its address left the back-in-stock list, and puts a customer back on it when they ask for an alert', async () => {
    const customer = await createCustomer(shop);
    await change(customer, { back_in_stock: false });
    const productId = await addOneSizeProduct(shop.database.db, `Laser Toy ${Date.now()}`, 0);
    // Typed in by a visitor: the account's choice wins.
    const asked = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alerts`,
      remoteAddress: nextIp(),
      payload: { email: customer.email },
    });
    expect(asked.statusCode).toBe(200);
    await shop.database.db
      .update(productSizes)
      .set({ stock: 4 })
      .where(eq(productSizes.productId, productId));
    await shop.app.stockAlerts.notifyRestocked();
    expect(await outboxTo(shop, customer.email, 'back-in-stock')).toEqual([]);
    const [ended] = await shop.database.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.productId, productId));
    expect(ended!.notifiedAt).not.toBeNull();

    // Logged in, asking for an alert is asking for its mail.
    const other = await addOneSizeProduct(shop.database.db, `Cat Wand ${Date.now()}`, 0);
    const own = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${other}/stock-alerts`,
      remoteAddress: nextIp(),
      headers: customer.headers,
      payload: {},
    });
    expect(own.statusCode).toBe(200);
    expect((await preferences(customer)).json().back_in_stock).toBe(true);
  });
});

describe('POST /api/mail-preferences/unsubscribe', () => {
  it('takes the account named by the link off the list without logging in, and 404s an unknown link', async () => {
    const customer = await createCustomer(shop);
    const token = await mailTokenOf(customer);
    const answer = await unsubscribe({ token, list: 'review_requests' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      list: 'review_requests',
      message: 'You will no longer get e-mails asking you to review what you bought.',
    });
    expect((await preferences(customer)).json()).toMatchObject({
      review_requests: false,
      back_in_stock: true,
      offers: true,
    });

    // Leaving back-in-stock mails ends the alerts waiting for the address.
    const productId = await addOneSizeProduct(shop.database.db, `Feather Toy ${Date.now()}`, 0);
    await shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alerts`,
      remoteAddress: nextIp(),
      headers: customer.headers,
      payload: {},
    });
    const left = await unsubscribe({ token, list: 'back_in_stock' });
    expect(left.json()).toEqual({
      list: 'back_in_stock',
      message: MAIL_PREFERENCE_MESSAGES.unsubscribed.back_in_stock,
    });
    expect(
      await shop.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId)),
    ).toEqual([]);

    const unknown = await unsubscribe({ token: 'not-a-token', list: 'offers' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MAIL_PREFERENCE_MESSAGES.unknownLink });
    expect((await unsubscribe({ token, list: 'order_updates' })).statusCode).toBe(422);
  });
});

describe('a deleted account', () => {
  it('takes its notifications and its address’s alerts with it', async () => {
    const customer = await createCustomer(shop);
    const productId = await addOneSizeProduct(shop.database.db, `Chew Ring ${Date.now()}`, 0);
    await shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/stock-alerts`,
      remoteAddress: nextIp(),
      payload: { email: customer.email },
    });
    await shop.database.db
      .insert(notifications)
      .values({ userId: customer.id, kind: 'refund', title: 'Refund', body: 'Done.', link: null });
    const deleted = await shop.app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      remoteAddress: nextIp(),
      headers: customer.headers,
      payload: { password: 'secret-123' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(
      await shop.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId)),
    ).toEqual([]);
    expect(
      await shop.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, customer.id)),
    ).toEqual([]);
  });
});
