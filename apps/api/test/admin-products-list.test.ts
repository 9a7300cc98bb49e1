import { adminProductListQuerySchema } from '@petshop/contracts/admin-products';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTypes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createImageUrl } from '../src/lib/image-url.ts';
import {
  createAdminProductsService,
  type AdminProductsService,
} from '../src/modules/admin-products/admin-products.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct } from './helpers/catalog-fixtures.ts';

let shop: TestShop;
let service: AdminProductsService;
let foodTypeId: number;

/** Six products whose every filter and sort result is known (stock = sum of sizes). */
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  await seedReferenceData(db);
  service = createAdminProductsService(db, createImageUrl(''));
  const add = async (
    sku: string,
    name: string,
    price: number,
    petTypes: string[],
    productType: string,
    stocks: number[],
    minutesAgo: number,
    more: { isActive?: boolean } = {},
  ) => {
    const id = await addProduct(db, {
      sku,
      name,
      price,
      petTypes,
      productType,
      sizes: stocks.map((stock, index) => ({ name: `Size ${index + 1}`, stock })),
      ...more,
    });
    await db
      .update(products)
      .set({ updatedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(products.id, id));
    return id;
  };
  await add('ALP-001', 'Alpha Kibble', 30, ['DOG'], 'Food', [10, 20], 60);
  await add('BRV-002', 'Bravo Cat Tower', 250, ['CAT'], 'scratcher', [3], 50);
  await add('CHR-003', 'Charlie Collar 50%', 75, ['DOG', 'CAT'], 'collar', [0, 0], 40);
  await add('DLT-004', 'Delta Draft Toy', 15, ['DOG'], 'Toy', [8], 30, { isActive: false });
  const echo = await add('ECH-005', 'Echo Archived Cage', 900, ['BIRD'], 'cage', [1], 20);
  const fox = await add('FOX-006', 'Foxtrot Kibble Senior', 45, ['DOG'], 'Food', [6], 10);
  await db
    .update(products)
    .set({ archivedAt: new Date(), isActive: false })
    .where(eq(products.id, echo));
  // A size exactly at the threshold is low.
  await db.update(products).set({ lowStockThreshold: 6 }).where(eq(products.id, fox));
  const [food] = await db.select().from(productTypes).where(eq(productTypes.name, 'Food'));
  foodTypeId = food!.id;
});
afterAll(() => shop.close());

const list = (query: Record<string, string> = {}) =>
  service.list(adminProductListQuerySchema.parse(query));
const skus = async (query: Record<string, string> = {}) =>
  (await list(query)).data.map((item) => item.sku);

describe('the back office product list', () => {
  it('lists active and draft products, most recently changed first, with their stock and badges', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 5, lastPage: 1 });
    expect(page.data.map((item) => item.sku)).toEqual([
      'FOX-006',
      'DLT-004',
      'CHR-003',
      'BRV-002',
      'ALP-001',
    ]);
    expect(page.data.find((item) => item.sku === 'BRV-002')).toEqual({
      id: expect.any(Number),
      name: 'Bravo Cat Tower',
      sku: 'BRV-002',
      price: 250,
      offerPrice: null,
      status: 'active',
      stock: 3,
      sizeCount: 1,
      lowStock: true,
      outOfStock: false,
      productType: 'scratcher',
      petTypes: ['CAT'],
      imageUrl: '/storage/products/brv-002-1.svg',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stockAlertsWaiting: 0,
    });
    expect(page.data.find((item) => item.sku === 'CHR-003')).toMatchObject({
      stock: 0,
      lowStock: true,
      outOfStock: true,
      petTypes: ['CAT', 'DOG'],
    });
    expect(page.data.find((item) => item.sku === 'ALP-001')).toMatchObject({
      stock: 30,
      sizeCount: 2,
      lowStock: false,
      outOfStock: false,
    });
  });

  it('searches names and SKUs, any case, with LIKE wildcards taken literally', async () => {
    expect(await skus({ search: 'KIBBLE', sort: 'name' })).toEqual(['ALP-001', 'FOX-006']);
    expect(await skus({ search: 'chr-0' })).toEqual(['CHR-003']);
    expect(await skus({ search: '50%' })).toEqual(['CHR-003']);
    expect(await skus({ search: 'o_e' })).toEqual([]);
  });

  it('filters by pet type, product type, status and stock', async () => {
    expect(await skus({ petType: 'CAT', sort: 'name' })).toEqual(['BRV-002', 'CHR-003']);
    expect(await skus({ productTypeId: String(foodTypeId), sort: 'name' })).toEqual([
      'ALP-001',
      'FOX-006',
    ]);
    expect(await skus({ status: 'active', sort: 'name' })).toEqual([
      'ALP-001',
      'BRV-002',
      'CHR-003',
      'FOX-006',
    ]);
    expect(await skus({ status: 'draft' })).toEqual(['DLT-004']);
    expect(await skus({ status: 'archived' })).toEqual(['ECH-005']);
    expect(await skus({ stock: 'low', sort: 'name' })).toEqual(['BRV-002', 'CHR-003', 'FOX-006']);
    expect(await skus({ stock: 'out' })).toEqual(['CHR-003']);
    expect(await skus({ stock: 'low', petType: 'DOG', sort: 'name' })).toEqual([
      'CHR-003',
      'FOX-006',
    ]);
  });

  it('sorts by name, price, stock and last change, both ways', async () => {
    expect(await skus({ sort: 'name', direction: 'desc' })).toEqual([
      'FOX-006',
      'DLT-004',
      'CHR-003',
      'BRV-002',
      'ALP-001',
    ]);
    expect(await skus({ sort: 'price' })).toEqual([
      'DLT-004',
      'ALP-001',
      'FOX-006',
      'CHR-003',
      'BRV-002',
    ]);
    expect(await skus({ sort: 'price', direction: 'desc' })).toEqual([
      'BRV-002',
      'CHR-003',
      'FOX-006',
      'ALP-001',
      'DLT-004',
    ]);
    expect(await skus({ sort: 'stock' })).toEqual([
      'CHR-003',
      'BRV-002',
      'FOX-006',
      'DLT-004',
      'ALP-001',
    ]);
    expect(await skus({ sort: 'stock', direction: 'desc' })).toEqual([
      'ALP-001',
      'DLT-004',
      'FOX-006',
      'BRV-002',
      'CHR-003',
    ]);
    expect(await skus({ sort: 'updated', direction: 'asc' })).toEqual([
      'ALP-001',
      'BRV-002',
      'CHR-003',
      'DLT-004',
      'FOX-006',
    ]);
  });

  it('pages with the total and the last page', async () => {
    const second = await list({ sort: 'name', pageSize: '2', page: '2' });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5, lastPage: 3 });
    expect(second.data.map((item) => item.sku)).toEqual(['CHR-003', 'DLT-004']);
    const last = await list({ sort: 'name', pageSize: '2', page: '3' });
    expect(last.data.map((item) => item.sku)).toEqual(['FOX-006']);
    const beyond = await list({ sort: 'name', pageSize: '2', page: '9' });
    expect(beyond).toMatchObject({ data: [], total: 5, lastPage: 3 });
  });
});
