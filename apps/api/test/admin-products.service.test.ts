import type { AdminProductInput } from '@petshop/contracts/admin-products';
import { adminProductInputSchema } from '@petshop/contracts/admin-products';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  orderItems,
  productSizes,
  products,
  productTypes,
  staff,
  stockMovements,
} from '../src/db/schema.ts';
import { createImageUrl } from '../src/lib/image-url.ts';
import type { AuditActor } from '../src/modules/audit/audit.repo.ts';
import {
  createAdminProductsService,
  type AdminProductsService,
} from '../src/modules/admin-products/admin-products.service.ts';
import { AppError } from '../src/plugins/errors.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';

let shop: TestShop;
let service: AdminProductsService;
let manager: AuditActor;
let typeIds: Map<string, number>;

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  await seedReferenceData(db);
  service = createAdminProductsService(db, createImageUrl(''));
  const [row] = await db
    .insert(staff)
    .values({ email: 'mariam@petshop.ae', name: 'Mariam', role: 'staff' })
    .returning();
  manager = { id: row!.id, email: row!.email };
  typeIds = new Map(
    (await db.select().from(productTypes)).map((type) => [type.name, type.id] as const),
  );
});
afterAll(() => shop.close());

let skuCounter = 0;
/** The form's own texts and prices, which a created product shows as they were sent. */
const HARNESS = {
  name: 'Dune Runner Harness',
  description: 'A padded harness for desert walks.',
  about: 'Reflective stitching; machine washable.',
  benefits: ['No pull', 'Breathable mesh'],
  price: 120,
  offerPrice: 99.5,
  packaging: 'Box',
  petTypes: ['DOG'],
};

/** A valid form as staff fill it in, with `more` on top. */
function productForm(more: Partial<AdminProductInput> = {}) {
  return adminProductInputSchema.parse({
    ...HARNESS,
    sku: `HARNESS-${++skuCounter}`,
    productTypeId: typeIds.get('collar')!,
    sizes: [
      { name: 'S', price: null, offerPrice: null, skuSuffix: '-S', stock: 4 },
      { name: 'M', price: 130, offerPrice: null, skuSuffix: '-M', stock: 9 },
    ],
    attributes: [
      { name: 'Brand', value: 'Dune Runner' },
      { name: 'Closure', value: 'Buckle' },
    ],
    isActive: true,
    lowStockThreshold: 5,
    ...more,
  });
}

const auditOf = (id: number) =>
  shop.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(asc(auditLog.id));

async function expectAppError(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(status);
  return error as AppError;
}

describe('staff create and read a product', () => {
  it('stores every field, opens each size with an initial ledger row and audits the create', async () => {
    const created = await service.create(manager, productForm({ sku: 'DRH-100' }));

    expect(created).toMatchObject({
      ...HARNESS,
      sku: 'DRH-100',
      productType: { name: 'collar', group: 'Collar' },
      attributes: [
        { name: 'Brand', value: 'Dune Runner' },
        { name: 'Closure', value: 'Buckle' },
      ],
      isActive: true,
      status: 'active',
      archivedAt: null,
      lowStockThreshold: 5,
      version: 1,
      hasOrders: false,
    });
    // Each size as a whole list, in order; fields not named (ids, timestamps) are not the point.
    expect(created.sizes).toMatchObject([
      { name: 'S', price: null, offerPrice: null, skuSuffix: '-S', stock: 4 },
      { name: 'M', price: 130, offerPrice: null, skuSuffix: '-M', stock: 9 },
    ]);
    const ledger = await shop.database.db
      .select()
      .from(stockMovements)
      .innerJoin(productSizes, eq(productSizes.id, stockMovements.productSizeId))
      .where(eq(productSizes.productId, created.id))
      .orderBy(asc(stockMovements.id));
    expect(
      ledger.map((row) => [
        row.product_sizes.name,
        row.stock_movements.delta,
        row.stock_movements.reason,
        row.stock_movements.staffId,
      ]),
    ).toEqual([
      ['S', 4, 'initial', manager.id],
      ['M', 9, 'initial', manager.id],
    ]);
    const audit = await auditOf(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: manager.id,
      staffEmail: 'mariam@petshop.ae',
      action: 'product.create',
      entityType: 'product',
      before: null,
    });
    expect(audit[0]!.after).toMatchObject({ sku: 'DRH-100', price: 120 });
    expect(await service.get(created.id)).toEqual(created);
  });

  it('refuses a SKU another product uses, naming it, and writes nothing', async () => {
    await service.create(manager, productForm({ name: 'Oasis Leash', sku: 'OASIS-1' }));
    const error = await expectAppError(
      service.create(manager, productForm({ name: 'Copy Cat', sku: 'OASIS-1' })),
      422,
    );
    expect(error.errors).toEqual({ sku: ['This SKU is already used by Oasis Leash.'] });
    const copies = await shop.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Copy Cat'));
    expect(copies).toEqual([]);
  });

  it('refuses a product type that does not exist', async () => {
    const error = await expectAppError(
      service.create(manager, productForm({ productTypeId: 999_999 })),
      422,
    );
    expect(error.errors).toEqual({ productTypeId: ['Choose a product type from the list.'] });
  });

  it('answers 404 for a product that does not exist', async () => {
    const error = await expectAppError(service.get(999_999), 404);
    expect(error.message).toBe('Product not found.');
  });
});

describe('staff edit a product', () => {
  it('saves an edit at the current version, keeps existing stock, adds and removes sizes, and audits before/after', async () => {
    const created = await service.create(manager, productForm());
    const [small, medium] = created.sizes;
    const edited = await service.update(manager, created.id, {
      ...productForm({
        sku: created.sku,
        name: 'Dune Runner Harness Pro',
        price: 140,
        offerPrice: null,
        petTypes: ['DOG', 'CAT'],
        sizes: [
          // M first, renamed to S; S renamed to M: the two swap names in one edit.
          { id: medium!.id, name: 'S', price: 150, offerPrice: 135, skuSuffix: '-S2', stock: 999 },
          { id: small!.id, name: 'M', price: null, offerPrice: null, skuSuffix: null },
          { name: 'XL', price: 160, offerPrice: null, skuSuffix: '-XL', stock: 2 },
        ],
        attributes: [{ name: 'brand', value: 'Dune Runner Pro' }],
      }),
      version: created.version,
    });

    // Decision 032: the product row holds its cheapest size (S at 135 on 150), and M, which
    // followed the product's 140, keeps 140 as its own.
    expect(edited).toMatchObject({
      name: 'Dune Runner Harness Pro',
      price: 150,
      offerPrice: 135,
      petTypes: ['CAT', 'DOG'],
      // "brand" is the existing attribute "Brand", not a new one.
      attributes: [{ name: 'Brand', value: 'Dune Runner Pro' }],
      version: 2,
    });
    expect(edited.sizes).toMatchObject([
      // The stock sent for an existing size is ignored: 9 stays 9.
      { id: medium!.id, name: 'S', price: 150, offerPrice: 135, skuSuffix: '-S2', stock: 9 },
      { id: small!.id, name: 'M', price: 140, offerPrice: null, skuSuffix: null, stock: 4 },
      {
        id: expect.any(Number),
        name: 'XL',
        price: 160,
        offerPrice: null,
        skuSuffix: '-XL',
        stock: 2,
      },
    ]);
    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]!.before).toMatchObject({ name: 'Dune Runner Harness', version: 1, price: 120 });
    expect(audit[1]!.after).toMatchObject({
      name: 'Dune Runner Harness Pro',
      version: 2,
      price: 150,
    });
  });

  it('refuses an edit made from an older version with 409 and changes nothing', async () => {
    const created = await service.create(manager, productForm());
    await service.update(manager, created.id, {
      ...productForm({ sku: created.sku, price: 111 }),
      version: 1,
    });
    const error = await expectAppError(
      service.update(manager, created.id, {
        ...productForm({ sku: created.sku, price: 222 }),
        version: 1,
      }),
      409,
    );
    expect(error.message).toBe(
      'This product was changed by someone else. Reload to see their changes.',
    );
    expect(await service.get(created.id)).toMatchObject({ price: 111, version: 2 });
  });

  it(`two staff saving the same version at once: one 200, one 409, no lost update${raceNote}`, async () => {
    const created = await service.create(manager, productForm());
    const outcomes = await Promise.allSettled([
      service.update(manager, created.id, {
        ...productForm({ sku: created.sku, name: 'Edit by Mariam', price: 101 }),
        version: 1,
      }),
      service.update(manager, created.id, {
        ...productForm({ sku: created.sku, name: 'Edit by Omar', price: 202 }),
        version: 1,
      }),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(((lost[0] as PromiseRejectedResult).reason as AppError).statusCode).toBe(409);
    const winner = (won[0] as PromiseFulfilledResult<{ name: string; price: number }>).value;
    // The stored product is exactly the winner's edit, at version 2, audited once.
    expect(await service.get(created.id)).toMatchObject({
      name: winner.name,
      price: winner.price,
      version: 2,
    });
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.update',
    ]);
  });
});

describe('archive, unarchive and delete', () => {
  it('archives a product with orders (hidden from the shop, kept on the order) and refuses to delete it', async () => {
    const id = await addProduct(shop.database.db, {
      name: 'Ordered Kibble',
      price: 40,
      petTypes: ['DOG'],
      productType: 'Food',
    });
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, id);
    expect((await placeCodOrder(shop, customer)).statusCode).toBe(201);

    const refused = await expectAppError(service.remove(manager, id), 409);
    expect(refused.message).toBe(
      'Ordered Kibble has orders, so it cannot be deleted. Archive it instead: it leaves the shop and stays in order history.',
    );
    const archived = await service.archive(manager, id);
    expect(archived).toMatchObject({
      status: 'archived',
      isActive: false,
      hasOrders: true,
      version: 2,
    });
    expect(archived.archivedAt).not.toBeNull();
    const page = await shop.app.inject({ method: 'GET', url: `/api/get-product-details/${id}` });
    expect(page.statusCode).toBe(404);
    const [line] = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, id));
    expect(line).toMatchObject({ productName: 'Ordered Kibble' });

    const back = await service.unarchive(manager, id);
    expect(back).toMatchObject({ status: 'draft', isActive: false, archivedAt: null, version: 3 });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      'product.archive',
      'product.unarchive',
    ]);
  });

  it('refuses to make an archived product active in an edit', async () => {
    const created = await service.create(manager, productForm());
    const archived = await service.archive(manager, created.id);
    const error = await expectAppError(
      service.update(manager, created.id, {
        ...productForm({ sku: created.sku, isActive: true }),
        version: archived.version,
      }),
      422,
    );
    expect(error.errors).toEqual({
      isActive: ['This product is archived: unarchive it before making it active.'],
    });
  });

  it('deletes a product nobody ordered, and audits what it was', async () => {
    const created = await service.create(manager, productForm({ name: 'Never Sold Bowl' }));
    await service.remove(manager, created.id);
    expect(
      await shop.database.db.select().from(products).where(eq(products.id, created.id)),
    ).toEqual([]);
    const audit = await auditOf(created.id);
    expect(audit.map((entry) => entry.action)).toEqual(['product.create', 'product.delete']);
    expect(audit[1]!.before).toMatchObject({ name: 'Never Sold Bowl' });
    expect(audit[1]!.after).toBeNull();
  });
});

describe('a staff price change reaches the shop', () => {
  it('the product page shows the new price and checkout charges it', async () => {
    const created = await service.create(
      manager,
      productForm({
        name: 'Repriced Chew',
        price: 50,
        offerPrice: null,
        sizes: [{ name: 'One Size', price: null, offerPrice: null, skuSuffix: null, stock: 10 }],
      }),
    );
    const before = await shop.app.inject({
      method: 'GET',
      url: `/api/get-product-details/${created.id}`,
    });
    expect(before.json().product.price).toBe(50);
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, created.id, 2);

    await service.update(manager, created.id, {
      ...productForm({
        sku: created.sku,
        name: 'Repriced Chew',
        price: 65.25,
        offerPrice: null,
        sizes: [
          {
            id: created.sizes[0]!.id,
            name: 'One Size',
            price: null,
            offerPrice: null,
            skuSuffix: null,
          },
        ],
      }),
      version: created.version,
    });

    // Called here without its route (whose answer drops this process's catalog caches before it
    // goes out), the change reaches the shop as another process's would: by the trigger's NOTIFY,
    // at once on PGlite, a moment after the commit on PostgreSQL.
    await expect
      .poll(
        async () =>
          (
            await shop.app.inject({
              method: 'GET',
              url: `/api/get-product-details/${created.id}`,
            })
          ).json().product.price,
        { timeout: 5_000, interval: 20 },
      )
      .toBe(65.25);
    const order = await placeCodOrder(shop, customer);
    expect(order.statusCode).toBe(201);
    const [line] = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, created.id));
    expect(line).toMatchObject({ unitPriceFils: 6525, quantity: 2, lineTotalFils: 13050 });
  });
});
