import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp } from './helpers/customers.ts';
import { addToCart, customerInfo, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

// Every back-office list answers one shape (decision 095): the page's rows as `items`, how many
// match in all, which page of how many. The fields each list answered before stay as they were.

let shop: TestShop;
let owner: TestStaff;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  await staffSession(shop.app, shop.database);
  const buyer = await createCustomer(shop, 'Hessa Shape');
  for (const name of ['Shape Bone A', 'Shape Bone B', 'Shape Bone C']) {
    const productId = await addOneSizeProduct(shop.database.db, name, 10);
    await addToCart(shop, buyer, productId, 1);
    const placed = await placeCodOrder(shop, buyer, {
      customer_info: { ...customerInfo, email: buyer.email },
    });
    expect(placed.statusCode).toBe(201);
  }
  for (const n of [1, 2, 3]) {
    const booked = await shop.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: nextIp(),
      payload: {
        name: 'Mariam Shape',
        email: `shape${n}@example.ae`,
        phone: `+9715500000${n}`,
        service: 'Cat',
        message: 'Full groom',
      },
    });
    expect(booked.statusCode).toBe(201);
  }
  await shop.database.db.insert(auditLog).values(
    [1, 2, 3].map((n) => ({
      staffId: owner.staff.id,
      staffEmail: owner.staff.email,
      action: 'product.update',
      entityType: 'product',
      entityId: String(n),
    })),
  );
});
afterAll(() => shop.close());

const list = async (url: string) => {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/admin${url}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, unknown> & { items: unknown[] };
};

/** The common shape, on the second page of two rows each. */
function expectSecondPage(answer: Awaited<ReturnType<typeof list>>, total: number) {
  expect(answer).toMatchObject({
    total,
    page: 2,
    pageSize: 2,
    lastPage: Math.ceil(total / 2),
  });
  expect(answer.items).toHaveLength(Math.min(2, total - 2));
}

describe('one answer shape for every back-office list', () => {
  it('orders', async () => {
    const answer = await list('/orders?page=2&pageSize=2');
    expectSecondPage(answer, 3);
  });

  it('bookings', async () => {
    const answer = await list('/bookings?page=2&pageSize=2');
    expectSecondPage(answer, 3);
  });

  it('customers', async () => {
    const all = await list('/customers');
    expect(all).toMatchObject({ page: 1, pageSize: 25, lastPage: 1 });
    const answer = await list('/customers?q=Shape&page=2&pageSize=2');
    expect(answer).toMatchObject({ total: 1, page: 2, pageSize: 2, lastPage: 1, items: [] });
  });

  it('products: items beside the data it answered before', async () => {
    const answer = await list('/products?search=Shape%20Bone&page=2&pageSize=2');
    expectSecondPage(answer, 3);
    expect(answer.data).toEqual(answer.items);
  });

  it('staff: everyone on one page', async () => {
    const answer = await list('/staff');
    expect(answer.items).toHaveLength(2);
    expect(answer).toMatchObject({ total: 2, page: 1, pageSize: 2, lastPage: 1 });
  });

  it('activity: the page a cursor leads to, with the cursor it answered before', async () => {
    const first = await list('/audit?limit=2');
    const total = first.total as number;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first).toMatchObject({ page: 1, pageSize: 2, lastPage: Math.ceil(total / 2) });
    expect(first.items).toHaveLength(2);
    const second = await list(`/audit?limit=2&cursor=${String(first.nextCursor)}`);
    expect(second).toMatchObject({ total, page: 2, pageSize: 2, lastPage: Math.ceil(total / 2) });
  });
});
