import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, addProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database);
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: member.headers });
const post = (url: string, payload: Record<string, unknown>) =>
  shop.app.inject({ method: 'POST', url, headers: member.headers, payload });

/** A placed cash order of these products (id → units), with the customer's notes. */
async function orderOf(lines: [productId: number, quantity: number][], notes?: string) {
  const customer = await createCustomer(shop);
  for (const [productId, quantity] of lines) await addToCart(shop, customer, productId, quantity);
  const placed = await placeCodOrder(shop, customer, {
    customer_info: { ...customerInfo, email: customer.email },
    ...(notes ? { notes } : {}),
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().orderId as number;
}

describe('packing slips and the picking list', () => {
  it('a packing slip lists items, sizes, units, SKU, packaging, the address and notes, and no price', async () => {
    const kibble = await addProduct(shop.database.db, {
      name: 'Slip Kibble',
      sku: 'SLIP-KIB',
      price: 105,
      petTypes: ['DOG'],
      productType: 'Food',
      sizes: [{ name: '4 kg', stock: 10, skuSuffix: '4KG' }],
    });
    const orderId = await orderOf([[kibble, 3]], 'Ring the bell twice');
    const response = await get(`/api/admin/orders/${orderId}/packing-slip`);
    expect(response.statusCode).toBe(200);
    const slip = response.json();
    expect(slip).toMatchObject({
      orderId,
      orderNumber: expect.stringMatching(/^ORD-\d{6}$/),
      statusLabel: 'Pending',
      customer: { name: 'Aisha Al Marri', phone: expect.any(String) },
      address: expect.stringContaining('Al Jaddaf Waterfront'),
      notes: 'Ring the bell twice',
      items: [{ name: 'Slip Kibble', size: '4 kg', quantity: 3, packaging: 'Bag' }],
      units: 3,
    });
    expect(slip.items[0].sku).toContain('SLIP-KIB');
    expect(response.body).not.toMatch(/105|price|total/i);
  });

  it('a cancelled order has no slip (409), an unknown one 404', async () => {
    const toy = await addOneSizeProduct(shop.database.db, 'Cancelled Toy', 5);
    const orderId = await orderOf([[toy, 1]]);
    expect(
      (await post(`/api/admin/orders/${orderId}/cancel`, { reason: 'Customer asked' })).statusCode,
    ).toBe(200);
    const cancelled = await get(`/api/admin/orders/${orderId}/packing-slip`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toMatch(/was cancelled: there is nothing to pack\.$/);
    expect((await get('/api/admin/orders/999999/packing-slip')).statusCode).toBe(404);
  });

  it('printing slips in bulk answers each order: a slip, or why not', async () => {
    const toy = await addOneSizeProduct(shop.database.db, 'Bulk Slip Toy', 9);
    const first = await orderOf([[toy, 1]]);
    const second = await orderOf([[toy, 2]]);
    const cancelled = await orderOf([[toy, 1]]);
    await post(`/api/admin/orders/${cancelled}/cancel`, {});
    const response = await get(
      `/api/admin/orders/packing-slips?ids=${first},${second},${cancelled},999999`,
    );
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((row: { id: number; ok: boolean }) => [row.id, row.ok])).toEqual([
      [first, true],
      [second, true],
      [cancelled, false],
      [999999, false],
    ]);
    expect(results[1].slip.units).toBe(2);
    expect(results[2].message).toMatch(/was cancelled/);
    expect(results[3].message).toBe('No order has this id.');
    const none = await get('/api/admin/orders/packing-slips?ids=');
    expect(none.statusCode).toBe(422);
  });

  it("the picking list sums the day's orders to pack by SKU, leaving out cancelled and shipped ones", async () => {
    const day = '2031-03-04';
    const food = await addProduct(shop.database.db, {
      name: 'Picking Food',
      sku: 'PICK-FOOD',
      price: 40,
      petTypes: ['DOG'],
      productType: 'Food',
      sizes: [
        { name: '2 kg', stock: 50, skuSuffix: '2KG' },
        { name: '7 kg', stock: 50, skuSuffix: '7KG' },
      ],
    });
    const [small, large] = (
      await shop.database.db.query.productSizes.findMany({
        where: (sizes, { eq: equals }) => equals(sizes.productId, food),
        orderBy: (sizes, { asc }) => [asc(sizes.id)],
      })
    ).map((size) => size.id);
    const bowl = await addOneSizeProduct(shop.database.db, 'Picking Bowl', 50);
    const orderWith = async (lines: [number, number, number?][]) => {
      const customer = await createCustomer(shop);
      for (const [productId, quantity, sizeId] of lines) {
        const added = await shop.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: customer.headers,
          payload: {
            product_id: productId,
            quantity,
            ...(sizeId ? { product_size_id: sizeId } : {}),
          },
        });
        expect(added.statusCode).toBe(201);
      }
      const placed = await placeCodOrder(shop, customer, {
        customer_info: { ...customerInfo, email: customer.email },
      });
      return placed.json().orderId as number;
    };
    const a = await orderWith([
      [food, 2, small],
      [bowl, 1],
    ]);
    const b = await orderWith([
      [food, 3, small],
      [food, 1, large],
    ]);
    const cancelled = await orderWith([[bowl, 5]]);
    const otherDay = await orderWith([[bowl, 7]]);
    await post(`/api/admin/orders/${cancelled}/cancel`, {});
    // 09:00 and 23:30 in Dubai on the day; the other order the next Dubai day (00:10).
    const at = (iso: string) => new Date(iso);
    await shop.database.db
      .update(orders)
      .set({ placedAt: at('2031-03-04T05:00:00Z') })
      .where(eq(orders.id, a));
    await shop.database.db
      .update(orders)
      .set({ placedAt: at('2031-03-04T19:30:00Z') })
      .where(eq(orders.id, b));
    await shop.database.db
      .update(orders)
      .set({ placedAt: at('2031-03-04T06:00:00Z') })
      .where(eq(orders.id, cancelled));
    await shop.database.db
      .update(orders)
      .set({ placedAt: at('2031-03-04T20:10:00Z') })
      .where(eq(orders.id, otherDay));

    const response = await get(`/api/admin/orders/picking-list?day=${day}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.day).toBe(day);
    expect(list.orders.map((order: { id: number }) => order.id)).toEqual([a, b]);
    const bowlSku = list.lines.find((line: { name: string }) => line.name === 'Picking Bowl').sku;
    expect(list.lines).toEqual(
      expect.arrayContaining([
        {
          sku: expect.stringMatching(/^PICK-FOOD-?2KG$/),
          name: 'Picking Food',
          size: '2 kg',
          packaging: 'Bag',
          quantity: 5,
          orders: 2,
        },
        {
          sku: expect.stringMatching(/^PICK-FOOD-?7KG$/),
          name: 'Picking Food',
          size: '7 kg',
          packaging: 'Bag',
          quantity: 1,
          orders: 1,
        },
        {
          sku: bowlSku,
          name: 'Picking Bowl',
          size: 'One Size',
          packaging: 'Bag',
          quantity: 1,
          orders: 1,
        },
      ]),
    );
    expect(list.lines).toHaveLength(3);
    expect(list.units).toBe(7);
    // Once shipped it is off the list.
    await post(`/api/admin/orders/${a}/status`, { status: 'processing' });
    await post(`/api/admin/orders/${a}/status`, {
      status: 'shipped',
      trackingNumber: 'T1',
      carrier: 'Aramex',
    });
    const after = (await get(`/api/admin/orders/picking-list?day=${day}`)).json();
    expect(after.orders.map((order: { id: number }) => order.id)).toEqual([b]);
    expect(after.units).toBe(4);
  });
});

describe('bulk actions', () => {
  it('marks the chosen orders processing, each through the single move, refusing those that cannot move', async () => {
    const toy = await addOneSizeProduct(shop.database.db, 'Bulk Move Toy', 20);
    const first = await orderOf([[toy, 1]]);
    const second = await orderOf([[toy, 1]]);
    const already = await orderOf([[toy, 1]]);
    const cancelled = await orderOf([[toy, 1]]);
    await post(`/api/admin/orders/${already}/status`, { status: 'processing' });
    await post(`/api/admin/orders/${cancelled}/cancel`, {});
    const response = await post('/api/admin/orders/bulk', {
      action: 'processing',
      ids: [first, second, already, cancelled, 999999],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: first, ok: true },
      { id: second, ok: true },
      { id: already, ok: false, message: 'This order is already Processing.' },
      { id: cancelled, ok: false, message: 'This order was cancelled and cannot change any more.' },
      { id: 999999, ok: false, message: 'No order has this id.' },
    ]);
    const rows = await shop.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [first, second, cancelled]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [first]: 'processing',
      [second]: 'processing',
      [cancelled]: 'cancelled',
    });
    const audits = await shop.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, 'order.status'));
    expect(audits.map((row) => row.entityId)).toEqual(
      expect.arrayContaining([String(first), String(second)]),
    );
    const tooMany = await post('/api/admin/orders/bulk', {
      action: 'processing',
      ids: Array.from({ length: 101 }, (_, n) => n + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Choose at most 100 rows at a time.');
  });

  it('activates and archives the chosen products, each by its single rule', async () => {
    const draft = await addOneSizeProduct(shop.database.db, 'Bulk Draft', 3, { isActive: false });
    const active = await addOneSizeProduct(shop.database.db, 'Bulk Active', 3);
    const archived = await addOneSizeProduct(shop.database.db, 'Bulk Archived', 3, {
      isActive: false,
    });
    await post(`/api/admin/products/${archived}/archive`, {});
    const activate = await post('/api/admin/products/bulk', {
      action: 'activate',
      ids: [draft, active, archived, 999999],
    });
    expect(activate.statusCode).toBe(200);
    expect(activate.json().results).toEqual([
      { id: draft, ok: true },
      { id: active, ok: true },
      {
        id: archived,
        ok: false,
        message: 'Bulk Archived is archived: unarchive it before making it active.',
      },
      { id: 999999, ok: false, message: 'Product not found.' },
    ]);
    const state = async () =>
      Object.fromEntries(
        (
          await shop.database.db
            .select({
              id: products.id,
              isActive: products.isActive,
              archivedAt: products.archivedAt,
            })
            .from(products)
            .where(inArray(products.id, [draft, active, archived]))
        ).map((row) => [row.id, row.archivedAt ? 'archived' : row.isActive ? 'active' : 'draft']),
      );
    expect(await state()).toEqual({
      [draft]: 'active',
      [active]: 'active',
      [archived]: 'archived',
    });

    const archive = await post('/api/admin/products/bulk', {
      action: 'archive',
      ids: [draft, archived],
    });
    expect(archive.json().results).toEqual([
      { id: draft, ok: true },
      { id: archived, ok: true },
    ]);
    expect(await state()).toEqual({
      [draft]: 'archived',
      [active]: 'active',
      [archived]: 'archived',
    });
    const logged = await shop.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(draft)));
    expect(logged.map((row) => row.action)).toEqual(['product.activate', 'product.archive']);
  });
});
