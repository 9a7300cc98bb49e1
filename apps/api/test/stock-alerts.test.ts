import { STOCK_ALERT_MESSAGES } from '@petshop/contracts/reviews';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import {
  mailOutbox,
  notifications,
  productSizes,
  products,
  stockAlerts,
  users,
} from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, addProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { outboxTo } from './helpers/mails.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/** Issue 33: "Notify me when it's back", its mails, and the back office's waiting counts. */
let shop: TestShop;
let member: TestStaff;
beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
});
afterAll(() => shop.close());

let n = 0;
const visitorEmail = () => `visitor${Date.now()}${++n}@example.ae`;

const subscribe = (
  productId: number | string,
  payload: Record<string, unknown>,
  customer: TestCustomer | null = null,
  remoteAddress = nextIp(),
) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-alerts`,
    remoteAddress,
    headers: customer ? customer.headers : {},
    payload,
  });

const unsubscribe = (token: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/stock-alerts/unsubscribe',
    remoteAddress: nextIp(),
    payload: { token },
  });

/** A product with two sizes, both out of stock: its id, sizes' ids and SKU. */
async function soldOutProduct(name: string) {
  const sku = `ALERT-${Date.now()}-${++n}`;
  const productId = await addProduct(shop.database.db, {
    name,
    sku,
    price: 60,
    petTypes: ['DOG'],
    productType: 'Food',
    sizes: [
      { name: '2 kg', stock: 0 },
      { name: '7 kg', stock: 0 },
    ],
  });
  const sizes = await shop.database.db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(productSizes.position);
  return { productId, sku, small: sizes[0]!.id, large: sizes[1]!.id };
}

const restock = async (productId: number, sizeId: number, delta: number) => {
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/sizes/${sizeId}/stock-adjustments`,
    headers: member.headers,
    payload: { delta, reason: 'received' },
  });
  expect(response.statusCode).toBe(201);
  // The kick after the change runs in the background: wait for it as a person would.
  await shop.app.stockAlerts.settled();
};

const alertsOf = (productId: number) =>
  shop.database.db
    .select()
    .from(stockAlerts)
    .where(eq(stockAlerts.productId, productId))
    .orderBy(stockAlerts.id);

describe('POST /api/products/:id/stock-alerts', () => {
  it('lets a visitor wait with an e-mail, once per address, and answers the same when asked again', async () => {
    const { productId } = await soldOutProduct('Lamb Kibble');
    const email = visitorEmail();
    const first = await subscribe(productId, { email: email.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const expected = {
      product_id: productId,
      size_id: null,
      email,
      message: `We will e-mail ${email} when it is back.`,
    };
    expect(first.json()).toEqual(expected);
    const again = await subscribe(productId, { email });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);
    const rows = await alertsOf(productId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, userId: null, sizeId: null, notifiedAt: null });
  });

  it('uses a logged-in customer’s account address, and tells them which sizes they wait for', async () => {
    const { productId, small, large } = await soldOutProduct('Duck Kibble');
    const customer = await createCustomer(shop, 'Sara Karim');
    const answer = await subscribe(
      productId,
      { size_id: large, email: 'other@example.ae' },
      customer,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      product_id: productId,
      size_id: large,
      email: customer.email,
      message: `We will e-mail ${customer.email} when it is back.`,
    });
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${productId}/stock-alerts`,
      headers: customer.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ size_ids: [large] });
    expect(
      (await shop.app.inject({ method: 'GET', url: `/api/products/${productId}/stock-alerts` }))
        .statusCode,
    ).toBe(401);
    expect((await alertsOf(productId))[0]).toMatchObject({ userId: customer.id, sizeId: large });
    expect(small).not.toBe(large);
  });

  it('refuses what is in stock (409), unknown or hidden products and other products’ sizes (404), and a visitor without an address (422)', async () => {
    const inStock = await addOneSizeProduct(shop.database.db, 'Rope Toy', 4);
    const response = await subscribe(inStock, { email: visitorEmail() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: STOCK_ALERT_MESSAGES.inStock });

    const { productId, large } = await soldOutProduct('Tuna Bites');
    // Any size in stock: "any size" is refused, the sold-out size is not.
    await shop.database.db.update(productSizes).set({ stock: 3 }).where(eq(productSizes.id, large));
    expect((await subscribe(productId, { email: visitorEmail() })).statusCode).toBe(409);
    expect((await subscribe(productId, { email: visitorEmail(), size_id: large })).json()).toEqual({
      message: STOCK_ALERT_MESSAGES.inStock,
    });

    expect((await subscribe(999_999, { email: visitorEmail() })).json()).toEqual({
      message: 'Product not found.',
    });
    const hidden = await addOneSizeProduct(shop.database.db, 'Hidden Toy', 0, { isActive: false });
    expect((await subscribe(hidden, { email: visitorEmail() })).statusCode).toBe(404);
    const archived = await addOneSizeProduct(shop.database.db, 'Old Toy', 0);
    await shop.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archived));
    expect((await subscribe(archived, { email: visitorEmail() })).statusCode).toBe(404);
    const other = await soldOutProduct('Other Kibble');
    const wrongSize = await subscribe(productId, { email: visitorEmail(), size_id: other.small });
    expect(wrongSize.statusCode).toBe(404);
    expect(wrongSize.json()).toEqual({ message: STOCK_ALERT_MESSAGES.sizeNotFound });

    const noEmail = await subscribe(other.productId, {});
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json()).toEqual({
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    });
    const badEmail = await subscribe(other.productId, { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(422);
    expect(await alertsOf(other.productId)).toEqual([]);
  });

  it('lets one address ask for at most 20 new alerts an hour, wherever it asks from', async () => {
    const email = visitorEmail();
    const items = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        addOneSizeProduct(shop.database.db, `Sold Out ${index}`, 0),
      ),
    );
    for (const id of items.slice(0, 20)) {
      expect((await subscribe(id, { email })).statusCode).toBe(200);
    }
    const refused = await subscribe(items[20]!, { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: STOCK_ALERT_MESSAGES.tooMany });
    // One already waiting still answers as before.
    expect((await subscribe(items[0]!, { email })).statusCode).toBe(200);
    expect((await subscribe(items[20]!, { email: visitorEmail() })).statusCode).toBe(200);
  });
});

describe('the restock', () => {
  it('mails each waiting address once when staff restock, tells the customer, and ends the alerts', async () => {
    const { productId, small, large } = await soldOutProduct('Salmon Kibble');
    const visitor = visitorEmail();
    const customer = await createCustomer(shop, 'Omar Haddad');
    expect((await subscribe(productId, { email: visitor })).statusCode).toBe(200);
    expect((await subscribe(productId, { size_id: small }, customer)).statusCode).toBe(200);
    const waitingForLarge = visitorEmail();
    expect(
      (await subscribe(productId, { email: waitingForLarge, size_id: large })).statusCode,
    ).toBe(200);

    await restock(productId, small, 5);

    const [visitorMail, ...moreVisitor] = await outboxTo(shop, visitor, 'back-in-stock');
    expect(moreVisitor).toEqual([]);
    expect(visitorMail!.subject).toBe('Salmon Kibble is back in stock');
    const alerts = await alertsOf(productId);
    const visitorAlert = alerts.find((alert) => alert.email === visitor)!;
    expect(visitorMail!.textBody).toContain(`/product/${productId}`);
    expect(visitorMail!.textBody).toContain(`/unsubscribe?alert=${visitorAlert.token}`);
    expect(visitorMail!.textBody).not.toContain('list=back_in_stock');
    expect(visitorMail!.textBody.startsWith('Hello,\n')).toBe(true);

    const [customerMail, ...moreCustomer] = await outboxTo(shop, customer.email, 'back-in-stock');
    expect(moreCustomer).toEqual([]);
    expect(customerMail!.subject).toBe('Salmon Kibble (2 kg) is back in stock');
    const [account] = await shop.database.db
      .select({ mailToken: users.mailToken })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(customerMail!.textBody).toContain(
      `/unsubscribe?token=${account!.mailToken}&list=back_in_stock`,
    );
    const told = await shop.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, customer.id));
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'back-in-stock',
        title: 'Salmon Kibble (2 kg) is back in stock',
        link: `/product/${productId}`,
        readAt: null,
      }),
    ]);

    // The other size is still out: its alert waits.
    expect(await outboxTo(shop, waitingForLarge, 'back-in-stock')).toEqual([]);
    expect(alerts.map((alert) => [alert.email, alert.notifiedAt !== null]).sort()).toEqual(
      [
        [customer.email, true],
        [visitor, true],
        [waitingForLarge, false],
      ].sort(),
    );

    // Another restock sends nothing more: the alerts ended.
    await restock(productId, small, 2);
    expect(await outboxTo(shop, visitor, 'back-in-stock')).toHaveLength(1);
    expect(await outboxTo(shop, customer.email, 'back-in-stock')).toHaveLength(1);
    // Waiting again after the mail is a new alert.
    await restock(productId, small, -7);
    expect((await subscribe(productId, { email: visitor })).statusCode).toBe(200);
    expect(
      await shop.database.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt))),
    ).toHaveLength(2);
  });

  it('mails when a CSV import restocks the size', async () => {
    const { productId, sku } = await soldOutProduct('Chicken Kibble');
    const email = visitorEmail();
    const sizes = await shop.database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .orderBy(productSizes.position);
    expect((await subscribe(productId, { email, size_id: sizes[1]!.id })).statusCode).toBe(200);
    const imported = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...member.headers, 'content-type': 'text/csv' },
      payload: `sku,size,stock\n${sku},7 kg,12\n`,
    });
    expect(imported.statusCode).toBe(200);
    await shop.app.stockAlerts.settled();
    const mails = await outboxTo(shop, email, 'back-in-stock');
    expect(mails.map((mail) => mail.subject)).toEqual(['Chicken Kibble (7 kg) is back in stock']);
    expect((await alertsOf(productId))[0]!.notifiedAt).not.toBeNull();
  });

  it(`sends each alert exactly once when two processes run the job at once${raceNote}`, async () => {
    const other = await buildApp(shop.config, shop.database);
    await other.ready();
    try {
      const productIds = await Promise.all(
        Array.from({ length: 3 }, (_, index) =>
          addOneSizeProduct(shop.database.db, `Race Ball ${index}`, 0),
        ),
      );
      // In stock already (the kicks of that change have run), then 450 alerts wait: the job's
      // runs find them, not a kick.
      await shop.database.db
        .update(productSizes)
        .set({ stock: 9 })
        .where(sql`${productSizes.productId} IN (${sql.join(productIds, sql`, `)})`);
      // The change's NOTIFY reaches the listeners a moment later.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await shop.app.stockAlerts.settled();
      await other.stockAlerts.settled();
      const addresses = Array.from({ length: 150 }, () => visitorEmail());
      await shop.database.db
        .insert(stockAlerts)
        .values(
          addresses.flatMap((email) =>
            productIds.map((productId) => ({ productId, email, sizeId: null })),
          ),
        );
      const [a, b, c] = await Promise.all([
        shop.app.stockAlerts.notifyRestocked(),
        other.stockAlerts.notifyRestocked(),
        shop.app.stockAlerts.notifyRestocked(),
      ]);
      const queued = await shop.database.db
        .select({ recipient: mailOutbox.recipient })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'back-in-stock'),
            sql`${mailOutbox.recipient} IN (${sql.join(addresses, sql`, `)})`,
          ),
        );
      expect(queued).toHaveLength(450);
      const perAddress = new Map<string, number>();
      for (const mail of queued) {
        perAddress.set(mail.recipient, (perAddress.get(mail.recipient) ?? 0) + 1);
      }
      expect([...new Set(perAddress.values())]).toEqual([3]);
      expect(perAddress.size).toBe(150);
      expect(a! + b! + c!).toBe(450);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/stock-alerts/unsubscribe', () => {
  it('stops a waiting alert from its link, answers kindly once it was sent, and 404s an unknown link', async () => {
    const { productId, small } = await soldOutProduct('Beef Kibble');
    const stopped = visitorEmail();
    const kept = visitorEmail();
    await subscribe(productId, { email: stopped });
    await subscribe(productId, { email: kept });
    const alerts = await alertsOf(productId);
    const token = alerts.find((alert) => alert.email === stopped)!.token;
    const answer = await unsubscribe(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      product_name: 'Beef Kibble',
      message: 'You will not get an e-mail about this product.',
    });
    expect((await unsubscribe(token)).json()).toEqual({
      message: STOCK_ALERT_MESSAGES.unknownLink,
    });

    await restock(productId, small, 3);
    expect(await outboxTo(shop, stopped, 'back-in-stock')).toEqual([]);
    expect(await outboxTo(shop, kept, 'back-in-stock')).toHaveLength(1);
    const sent = await unsubscribe(alerts.find((alert) => alert.email === kept)!.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      product_name: 'Beef Kibble',
      message: STOCK_ALERT_MESSAGES.alreadySent,
    });
    const unknown = await unsubscribe('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: STOCK_ALERT_MESSAGES.unknownLink });
  });
});

describe('the back office’s restocking hint', () => {
  it('counts the waiting alerts per product in the products list and the product', async () => {
    const { productId, sku, small, large } = await soldOutProduct('Hint Kibble');
    await subscribe(productId, { email: visitorEmail() });
    await subscribe(productId, { email: visitorEmail(), size_id: small });
    await subscribe(productId, { email: visitorEmail(), size_id: large });
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/products?search=${sku}`,
      headers: member.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: productId, stockAlertsWaiting: 3 }),
    ]);
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/products/${productId}`,
      headers: member.headers,
    });
    expect(detail.json().product).toMatchObject({ id: productId, stockAlertsWaiting: 3 });

    await restock(productId, large, 1);
    const after = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/products/${productId}`,
      headers: member.headers,
    });
    // "Any size" and the large size were sent; the small size still waits.
    expect(after.json().product.stockAlertsWaiting).toBe(1);
  });
});
