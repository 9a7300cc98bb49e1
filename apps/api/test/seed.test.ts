import { existsSync } from 'node:fs';
import path from 'node:path';
import { PET_TYPES, PRODUCT_TYPE_GROUPS } from '@petshop/contracts';
import { count, countDistinct, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  attributes,
  petTypes,
  productAttributeValues,
  productImages,
  productPetTypes,
  products,
  productSizes,
  productTypes,
} from '../src/db/schema.ts';
import { isCatalogEmpty, seedDemoCatalog } from '../src/db/seed/seed.ts';
import { seedSyntheticCatalog } from '../src/db/seed/synthetic.ts';
import { createTestDatabase } from './helpers/db.ts';

const storageDir = path.resolve(import.meta.dirname, '../storage');

let database: Database;

/** Per product: how many rows of a child table point at it. */
async function childCounts(table: typeof productImages | typeof productSizes) {
  const rows = await database.db
    .select({ productId: products.id, rows: count(table.productId) })
    .from(products)
    .leftJoin(table, eq(table.productId, products.id))
    .groupBy(products.id);
  return rows.map((row) => row.rows);
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (await isCatalogEmpty(database.db)) await seedDemoCatalog(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('demo catalog', () => {
  it('fills the store with at least 80 active products', async () => {
    const [row] = await database.db
      .select({ total: count() })
      .from(products)
      .where(eq(products.isActive, true));
    expect(row!.total).toBeGreaterThanOrEqual(80);
  });

  it('has products for every pet type and every product type of the filters', async () => {
    const perPet = await database.db
      .select({ code: petTypes.code, total: count(productPetTypes.productId) })
      .from(petTypes)
      .leftJoin(productPetTypes, eq(productPetTypes.petTypeId, petTypes.id))
      .groupBy(petTypes.code);
    expect(perPet.map((row) => row.code).sort()).toEqual([...PET_TYPES].sort());
    for (const row of perPet) expect(row.total, row.code).toBeGreaterThanOrEqual(10);

    const perType = await database.db
      .select({ name: productTypes.name, total: count(products.id) })
      .from(productTypes)
      .leftJoin(products, eq(products.productTypeId, productTypes.id))
      .groupBy(productTypes.name);
    const expected = PRODUCT_TYPE_GROUPS.flatMap(({ types }) => types);
    expect(perType.map((row) => row.name).sort()).toEqual([...expected].sort());
    for (const row of perType) expect(row.total, row.name).toBeGreaterThanOrEqual(5);
  });

  it('prices everything between AED 10 and 2,000, with about a third on offer', async () => {
    const rows = await database.db
      .select({ price: products.priceFils, offer: products.offerPriceFils })
      .from(products);
    for (const { price } of rows) {
      expect(price).toBeGreaterThanOrEqual(10_00);
      expect(price).toBeLessThanOrEqual(2_000_00);
    }
    const offers = rows.filter(({ price, offer }) => offer !== null && offer < price);
    expect(offers.length).toBe(rows.filter(({ offer }) => offer !== null).length);
    expect(offers.length / rows.length).toBeGreaterThanOrEqual(0.28);
    expect(offers.length / rows.length).toBeLessThanOrEqual(0.4);
  });

  it('prices bigger sizes of its own, dearer per bag and cheaper per kilo, with the same offer', async () => {
    const sizes = await database.db
      .select({
        sku: products.sku,
        name: productSizes.name,
        price: productSizes.priceFils,
        offer: productSizes.offerPriceFils,
        suffix: productSizes.skuSuffix,
        productPrice: products.effectivePriceFils,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(eq(products.sku, 'DOG-FD-001'))
      .orderBy(productSizes.position);
    expect(sizes).toEqual([
      {
        sku: 'DOG-FD-001',
        name: '2 kg',
        price: null,
        offer: null,
        suffix: '-2KG',
        productPrice: 119_00,
      },
      {
        sku: 'DOG-FD-001',
        name: '7 kg',
        price: 358_00,
        offer: 286_00,
        suffix: '-7KG',
        productPrice: 119_00,
      },
      {
        sku: 'DOG-FD-001',
        name: '12 kg',
        price: 522_00,
        offer: 417_00,
        suffix: '-12KG',
        productPrice: 119_00,
      },
    ]);
    // Every product's own price is its cheapest size's: the listing shows and finds it "From" there.
    const { rows } = (await database.db.execute(sql`
      SELECT p.sku FROM products p JOIN product_sizes s ON s.product_id = p.id
       WHERE s.price_fils IS NOT NULL
         AND CASE WHEN s.offer_price_fils < s.price_fils THEN s.offer_price_fils ELSE s.price_fils END
             < p.effective_price_fils`)) as unknown as { rows: { sku: string }[] };
    expect(rows).toEqual([]);
    const [priced] = await database.db
      .select({ sizes: count() })
      .from(productSizes)
      .where(sql`${productSizes.priceFils} IS NOT NULL`);
    expect(priced!.sizes).toBeGreaterThan(60);
  });

  it('gives every product 1 to 4 images, a size, a pet type and at least 3 attributes', async () => {
    const images = await childCounts(productImages);
    expect(Math.min(...images)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...images)).toBeLessThanOrEqual(4);
    expect(Math.min(...(await childCounts(productSizes)))).toBeGreaterThanOrEqual(1);

    const [withPets] = await database.db
      .select({ total: countDistinct(productPetTypes.productId) })
      .from(productPetTypes);
    const [withAttributes] = await database.db.select({ total: count() }).from(
      database.db
        .select({ productId: productAttributeValues.productId })
        .from(productAttributeValues)
        .groupBy(productAttributeValues.productId)
        .having(sql`count(*) >= 3`)
        .as('rich'),
    );
    const [all] = await database.db.select({ total: count() }).from(products);
    expect(withPets!.total).toBe(all!.total);
    expect(withAttributes!.total).toBe(all!.total);
  });

  it('writes every attribute in Arabic but the brand, which stays as written (issue 34)', async () => {
    const rows = await database.db
      .select({
        name: attributes.name,
        nameAr: attributes.nameAr,
        value: productAttributeValues.value,
        valueAr: productAttributeValues.valueAr,
      })
      .from(productAttributeValues)
      .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId));
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      expect(row.nameAr).toMatch(/[\u0600-\u06FF]/);
      if (row.name === 'Brand') expect(row.valueAr).toBeNull();
      else expect(row.valueAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(rows).toContainEqual({
      name: 'Flavour',
      nameAr: 'النكهة',
      value: 'Chicken & Brown Rice',
      valueAr: 'دجاج وأرز بني',
    });
    expect(rows).toContainEqual({
      name: 'Dimensions',
      nameAr: 'الأبعاد',
      value: '107 x 72 x 80 cm',
      valueAr: '107 × 72 × 80 سم',
    });
  });

  it('points every image at a picture that exists in storage', async () => {
    const rows = await database.db.select({ path: productImages.path }).from(productImages);
    const missing = rows.filter((row) => !existsSync(path.join(storageDir, row.path)));
    expect(missing).toEqual([]);
  });

  it('has unique SKUs and sixteen best sellers ranked 1 to 16', async () => {
    const [skus] = await database.db
      .select({ total: count(), distinct: countDistinct(products.sku) })
      .from(products);
    expect(skus!.distinct).toBe(skus!.total);
    const ranks = await database.db
      .select({ rank: products.bestsellerRank })
      .from(products)
      .where(sql`${products.bestsellerRank} IS NOT NULL`);
    expect(ranks.map((row) => row.rank).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
  });

  it('does not seed twice when the catalog is not empty', async () => {
    const [before] = await database.db.select({ total: count() }).from(products);
    expect(await isCatalogEmpty(database.db)).toBe(false);
    if (await isCatalogEmpty(database.db)) await seedDemoCatalog(database.db);
    const [after] = await database.db.select({ total: count() }).from(products);
    expect(after!.total).toBe(before!.total);
  });
});

describe('synthetic catalog', () => {
  it('adds 2,000 products with sizes and images and SKUs of their own', async () => {
    const [before] = await database.db.select({ total: count() }).from(products);
    await seedSyntheticCatalog(database.db, 2000);
    const [after] = await database.db.select({ total: count() }).from(products);
    expect(after!.total - before!.total).toBe(2000);

    const synthetic = like(products.sku, 'SYN-%');
    const [sized] = await database.db
      .select({ total: countDistinct(productSizes.productId) })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(synthetic);
    const [pictured] = await database.db
      .select({ total: countDistinct(productImages.productId) })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(synthetic);
    expect(sized!.total).toBe(2000);
    expect(pictured!.total).toBe(2000);
  });

  it('continues the SKU numbering on a second run instead of colliding', async () => {
    await seedSyntheticCatalog(database.db, 10);
    const [row] = await database.db
      .select({ total: count(), last: sql<string>`max(${products.sku})` })
      .from(products)
      .where(like(products.sku, 'SYN-%'));
    expect(row!.total).toBe(2010);
    expect(row!.last).toBe('SYN-002010');
  });
});

describe('stock ledger', () => {
  it('opens every seeded size with one row, so stock equals the sum of its movements', async () => {
    const result = await database.db.execute(sql`
      SELECT count(*)::int AS "sizes",
             count(*) FILTER (WHERE s.stock <> coalesce(m.total, 0))::int AS "off",
             count(*) FILTER (WHERE s.stock > 0)::int AS "stocked"
        FROM product_sizes s
        LEFT JOIN (SELECT product_size_id, sum(delta)::int AS total
                     FROM stock_movements GROUP BY product_size_id) m
          ON m.product_size_id = s.id`);
    const [row] = (result as unknown as { rows: { sizes: number; off: number; stocked: number }[] })
      .rows;
    expect(row!.sizes).toBeGreaterThan(2000);
    expect(row!.stocked).toBeGreaterThan(0);
    expect(row!.off).toBe(0);
  });
});
