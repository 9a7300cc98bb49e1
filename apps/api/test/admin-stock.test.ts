import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productSizes, stockMovements } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { adjustStock } from '../src/modules/inventory/inventory.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';
import { stockOf } from './helpers/shopping.ts';

// The back office's stock calls (issue 17 "Stock"): staff adjust a size's stock with a reason,
// audited, and read a product's ledger newest first.

let shop: TestShop;
let member: TestStaff;

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
});
afterAll(() => shop.close());

/** A two-size product: its id and its sizes' ids. */
async function twoSizeProduct(name: string) {
  const productId = await addProduct(shop.database.db, {
    name,
    price: 60,
    petTypes: ['DOG'],
    productType: 'Food',
    sizes: [
      { name: '2 kg', stock: 8 },
      { name: '7 kg', stock: 2, price: 150 },
    ],
  });
  const sizes = await shop.database.db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(productSizes.position);
  return { productId, small: sizes[0]!.id, large: sizes[1]!.id };
}

const adjust = (
  productId: number | string,
  sizeId: number | string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = member.headers,
) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/sizes/${sizeId}/stock-adjustments`,
    headers,
    payload,
  });

const movements = (
  productId: number | string,
  query = '',
  headers: Record<string, string> = member.headers,
) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/admin/products/${productId}/stock-movements${query}`,
    headers,
  });

async function auditOf(productId: number) {
  return shop.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(productId)))
    .orderBy(desc(auditLog.id));
}

describe('POST /api/admin/products/:productId/sizes/:sizeId/stock-adjustments', () => {
  it('adds received units, answers the stock and the movement, and audits it', async () => {
    const { productId, small } = await twoSizeProduct('Audited Kibble');

    const response = await adjust(productId, small, {
      delta: 24,
      reason: 'received',
      note: 'Pallet from Jebel Ali',
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      stock: 32,
      movement: {
        id: expect.any(Number),
        productSizeId: small,
        sizeName: '2 kg',
        delta: 24,
        reason: 'received',
        orderId: null,
        orderNumber: null,
        staffId: member.staff.id,
        staffName: member.staff.name,
        note: 'Pallet from Jebel Ali',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await stockOf(shop, small)).toBe(32);
    const [row] = await shop.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id, response.json().movement.id));
    expect(row).toMatchObject({ productSizeId: small, delta: 24, staffId: member.staff.id });
    const [audit] = await auditOf(productId);
    expect(audit).toMatchObject({
      staffId: member.staff.id,
      staffEmail: member.staff.email,
      action: 'stock.adjust',
      entityType: 'product',
      entityId: String(productId),
      before: { sizeId: small, size: '2 kg', stock: 8 },
      after: {
        sizeId: small,
        size: '2 kg',
        stock: 32,
        delta: 24,
        reason: 'received',
        note: 'Pallet from Jebel Ali',
      },
    });
  });

  it('sets a counted stock (the movement is the difference); a matching count changes nothing', async () => {
    const { productId, large } = await twoSizeProduct('Counted Kibble');

    const counted = await adjust(productId, large, { setTo: 0, reason: 'correction' });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json()).toMatchObject({
      stock: 0,
      movement: { delta: -2, reason: 'correction' },
    });

    const again = await adjust(productId, large, { setTo: 0, reason: 'correction' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ stock: 0, movement: null });
    expect(await auditOf(productId)).toHaveLength(1);
  });

  it('refuses to go below 0 with a 422 that says how many there are, writing nothing', async () => {
    const { productId, large } = await twoSizeProduct('Short Kibble');

    const response = await adjust(productId, large, { delta: -3, reason: 'damaged' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Short Kibble (7 kg) has 2 in stock: taking away 3 would leave fewer than 0.',
      errors: {
        delta: ['Short Kibble (7 kg) has 2 in stock: taking away 3 would leave fewer than 0.'],
      },
    });
    expect(await stockOf(shop, large)).toBe(2);
    expect(await auditOf(productId)).toEqual([]);
  });

  it('answers 422 per field for bad input, and 404 for a size that is not the product’s', async () => {
    const { productId, small } = await twoSizeProduct('Picky Kibble');
    const other = await twoSizeProduct('Other Kibble');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { delta: 1, reason: 'lost' },
        {
          reason: ['The reason must be one of: received, damaged, returned, correction, other.'],
        },
      ],
      [{ delta: 'ten', reason: 'received' }, { delta: ['The delta must be a number.'] }],
      [
        { delta: 1.5, reason: 'received' },
        {
          delta: ['The change must be a whole number of units other than 0.'],
        },
      ],
      [
        { reason: 'received' },
        {
          delta: ['Give either a change (delta) or the counted stock (setTo), not both.'],
        },
      ],
      [
        { delta: 2, setTo: 5, reason: 'received' },
        {
          delta: ['Give either a change (delta) or the counted stock (setTo), not both.'],
        },
      ],
      [
        { setTo: -1, reason: 'correction' },
        {
          setTo: ['The counted stock must be a whole number from 0 to 1000000.'],
        },
      ],
      [
        { delta: 1, reason: 'other', note: 'x'.repeat(501) },
        {
          note: ['The note may be at most 500 characters.'],
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await adjust(productId, small, payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([
        JSON.stringify(payload),
        422,
      ]);
      expect(response.json().errors).toEqual(errors);
    }
    for (const [product, size] of [
      [productId, other.small],
      [999_999, small],
      [productId, 'abc'],
    ] as const) {
      const response = await adjust(product, size, { delta: 1, reason: 'received' });
      expect(response.statusCode).toBe(404);
    }
    expect(await stockOf(shop, small)).toBe(8);
    expect(await auditOf(productId)).toEqual([]);
  });

  it('is for staff only: a visitor and a customer get 401', async () => {
    const { productId, small } = await twoSizeProduct('Guarded Kibble');
    const customer = await createCustomer(shop);
    for (const headers of [{}, customer.headers]) {
      const response = await adjust(productId, small, { delta: 1, reason: 'received' }, headers);
      expect(response.statusCode).toBe(401);
    }
    expect(await stockOf(shop, small)).toBe(8);
  });
});

describe('GET /api/admin/products/:productId/stock-movements', () => {
  it('pages the ledger newest first, 50 at a time, of the product or of one size', async () => {
    const { productId, small, large } = await twoSizeProduct('Busy Kibble');
    for (let n = 1; n <= 54; n += 1) {
      await adjustStock(shop.database.db, {
        productSizeId: n % 2 === 0 ? small : large,
        delta: n,
        reason: 'received',
        staffId: member.staff.id,
      });
    }

    const first = await movements(productId);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<{ items: { delta: number; sizeName: string }[]; nextCursor: number }>();
    expect(page.items).toHaveLength(50);
    expect(page.items.slice(0, 3).map((item) => [item.delta, item.sizeName])).toEqual([
      [54, '2 kg'],
      [53, '7 kg'],
      [52, '2 kg'],
    ]);
    const second = await movements(productId, `?cursor=${page.nextCursor}`);
    expect(second.json()).toEqual({
      items: [
        expect.objectContaining({ delta: 4 }),
        expect.objectContaining({ delta: 3 }),
        expect.objectContaining({ delta: 2 }),
        expect.objectContaining({ delta: 1 }),
        expect.objectContaining({ delta: 2, reason: 'initial' }),
        expect.objectContaining({ delta: 8, reason: 'initial' }),
      ],
      nextCursor: null,
    });
    const largeOnly = await movements(productId, `?sizeId=${large}`);
    expect(
      largeOnly
        .json()
        .items.map((item: { delta: number }) => item.delta)
        .slice(0, 3),
    ).toEqual([53, 51, 49]);
    expect(largeOnly.json().items).toHaveLength(28);
    expect(largeOnly.json().items[0]).toMatchObject({
      staffId: member.staff.id,
      staffName: member.staff.name,
    });
  });

  it('answers 404 for an unknown product or another product’s size, 422 for a bad cursor', async () => {
    const { productId } = await twoSizeProduct('Quiet Kibble');
    const other = await twoSizeProduct('Loud Kibble');
    expect((await movements(999_999)).statusCode).toBe(404);
    expect((await movements(productId, `?sizeId=${other.small}`)).json()).toEqual({
      message: 'Size not found',
    });
    const bad = await movements(productId, '?cursor=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ cursor: ['The cursor must be a number.'] });
    expect((await movements(productId, '', {})).statusCode).toBe(401);
  });
});
