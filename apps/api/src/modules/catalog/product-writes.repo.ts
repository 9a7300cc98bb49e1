import { sql } from 'drizzle-orm';
import { onSession, type Db, type Queryable } from '../../db/client.ts';
import { products, productSizes } from '../../db/schema.ts';
import type { PricePair } from '../../lib/money.ts';

// The one product write path's SQL (product-writes.ts, decision 087). Every statement takes whole
// columns as arrays (unnest), so an import of 10,000 rows is a dozen round trips, not tens of
// thousands, and never meets PostgreSQL's 65,535-parameter limit; one product is the same path.

const q = (db: Db) => onSession(db);

async function rows<Row>(db: Queryable, text: string, values: unknown[] = []): Promise<Row[]> {
  return db.query<Row>({ name: '', text }, values);
}

/** The `products` columns of a create or an update, by column (one array per column). */
export interface ProductColumns {
  sku: string[];
  name: string[];
  packaging: (string | null)[];
  description: string[];
  about: string[];
  benefits: string[];
  /** The Arabic texts (issue 34); an update writes those whose bit is set in `arabicGiven`. */
  nameAr: (string | null)[];
  descriptionAr: (string | null)[];
  aboutAr: (string | null)[];
  benefitsAr: (string | null)[];
  /** 1: name, 2: description, 4: about, 8: benefits; a text not given keeps the stored one. */
  arabicGiven: number[];
  priceFils: number[];
  offerPriceFils: (number | null)[];
  productTypeId: number[];
  bestsellerRank: (number | null)[];
  isActive: boolean[];
  lowStockThreshold: number[];
}

// No rating: a product's is its reviews' average, kept by the reviews module (decision 126).
const PRODUCT_VALUES = `$1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
  $7::int[], $8::int[], $9::int[], $10::int[], $11::bool[], $12::int[],
  $13::text[], $14::text[], $15::text[], $16::text[], $17::int[]`;
const PRODUCT_NAMES = `sku, name, packaging, description, about, benefits, price_fils, offer_price_fils,
  product_type_id, bestseller_rank, is_active, low_stock_threshold,
  name_ar, description_ar, about_ar, benefits_ar, arabic_given`;

function productValues(columns: ProductColumns): unknown[] {
  return [
    columns.sku,
    columns.name,
    columns.packaging,
    columns.description,
    columns.about,
    columns.benefits,
    columns.priceFils,
    columns.offerPriceFils,
    columns.productTypeId,
    columns.bestsellerRank,
    columns.isActive,
    columns.lowStockThreshold,
    columns.nameAr,
    columns.descriptionAr,
    columns.aboutAr,
    columns.benefitsAr,
    columns.arabicGiven,
  ];
}

/** Inserts products in the given order (ids follow it); answers SKU → id. */
export async function insertProductRows(
  tx: Db,
  columns: ProductColumns,
): Promise<Map<string, number>> {
  if (columns.sku.length === 0) return new Map();
  const inserted = await rows<{ id: number; sku: string }>(
    q(tx),
    `INSERT INTO products (sku, name, packaging, description, about_product, benefits, price_fils,
                           offer_price_fils, product_type_id, bestseller_rank, is_active,
                           low_stock_threshold, name_ar, description_ar, about_product_ar,
                           benefits_ar)
     SELECT sku, name, packaging, description, about, benefits, price_fils, offer_price_fils,
            product_type_id, bestseller_rank, is_active, low_stock_threshold, name_ar,
            description_ar, about_ar, benefits_ar
       FROM unnest(${PRODUCT_VALUES}) WITH ORDINALITY AS v(${PRODUCT_NAMES}, ord)
      ORDER BY ord
     RETURNING id, sku`,
    productValues(columns),
  );
  return new Map(inserted.map((row) => [row.sku, row.id]));
}

/** Rewrites stored products (by id, SKU included) and raises their version, as a staff edit does. */
export async function updateProductRows(
  tx: Db,
  columns: ProductColumns & { id: number[] },
): Promise<void> {
  if (columns.sku.length === 0) return;
  await rows(
    q(tx),
    `UPDATE products p
        SET sku = v.sku, name = v.name, packaging = v.packaging, description = v.description,
            about_product = v.about, benefits = v.benefits, price_fils = v.price_fils,
            offer_price_fils = v.offer_price_fils,
            product_type_id = v.product_type_id, bestseller_rank = v.bestseller_rank,
            is_active = v.is_active, low_stock_threshold = v.low_stock_threshold,
            name_ar = CASE WHEN v.arabic_given & 1 = 0 THEN p.name_ar ELSE v.name_ar END,
            description_ar = CASE WHEN v.arabic_given & 2 = 0 THEN p.description_ar
                                  ELSE v.description_ar END,
            about_product_ar = CASE WHEN v.arabic_given & 4 = 0 THEN p.about_product_ar
                                    ELSE v.about_ar END,
            benefits_ar = CASE WHEN v.arabic_given & 8 = 0 THEN p.benefits_ar
                               ELSE v.benefits_ar END,
            version = p.version + 1, updated_at = now()
       FROM unnest(${PRODUCT_VALUES}, $18::int[]) AS v(${PRODUCT_NAMES}, id)
      WHERE p.id = v.id`,
    [...productValues(columns), columns.id],
  );
}

/** Attribute values to write; an Arabic value not given keeps the stored one (see below). */
export interface AttributeColumns {
  productId: number[];
  attributeId: number[];
  value: string[];
  valueAr: (string | null)[];
  valueArGiven: boolean[];
  position: number[];
}

/**
 * Replaces the pet types and attribute values of these products. An attribute whose Arabic value
 * is not given keeps the stored one while its English value is the same (issue 34): an older form
 * or a CSV file without `attributes_ar` erases no Arabic, and leaves none under a changed value.
 */
export async function replaceProductLinks(
  tx: Db,
  productIds: readonly number[],
  pets: { productId: number[]; petTypeId: number[] },
  attributes: AttributeColumns,
): Promise<void> {
  if (productIds.length === 0) return;
  const session = q(tx);
  await rows(session, 'DELETE FROM product_pet_types WHERE product_id = ANY($1::int[])', [
    productIds,
  ]);
  const stored = await rows<{
    product_id: number;
    attribute_id: number;
    value: string;
    value_ar: string | null;
  }>(
    session,
    `DELETE FROM product_attribute_values WHERE product_id = ANY($1::int[])
     RETURNING product_id, attribute_id, value, value_ar`,
    [productIds],
  );
  const storedArabic = new Map<string, (typeof stored)[number]>(
    stored.map((row) => [`${row.product_id}:${row.attribute_id}`, row]),
  );
  const valueAr = attributes.valueAr.map((given, index) => {
    if (attributes.valueArGiven[index]) return given;
    const old = storedArabic.get(`${attributes.productId[index]}:${attributes.attributeId[index]}`);
    return old && old.value === attributes.value[index] ? old.value_ar : null;
  });
  if (pets.productId.length > 0) {
    await rows(
      session,
      `INSERT INTO product_pet_types (product_id, pet_type_id)
       SELECT * FROM unnest($1::int[], $2::int[])`,
      [pets.productId, pets.petTypeId],
    );
  }
  if (attributes.productId.length > 0) {
    await rows(
      session,
      `INSERT INTO product_attribute_values (product_id, attribute_id, value, value_ar, position)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[])`,
      [
        attributes.productId,
        attributes.attributeId,
        attributes.value,
        valueAr,
        attributes.position,
      ],
    );
  }
}

/**
 * Sets the pictures of these products to the listed paths in order. A path a product already has
 * keeps its row (and an uploaded photo's resized copies and alt text); the others go.
 */
export async function replaceProductImages(
  tx: Db,
  productIds: readonly number[],
  images: { productId: number[]; path: string[]; position: number[] },
): Promise<void> {
  if (productIds.length === 0) return;
  const session = q(tx);
  const values = [images.productId, images.path, images.position];
  await rows(
    session,
    `DELETE FROM product_images i
      WHERE i.product_id = ANY($4::int[])
        AND NOT EXISTS (SELECT 1 FROM unnest($1::int[], $2::text[], $3::int[]) AS v(product_id, path, position)
                         WHERE v.product_id = i.product_id AND v.path = i.path)`,
    [...values, productIds],
  );
  await rows(
    session,
    `UPDATE product_images i SET position = v.position
       FROM unnest($1::int[], $2::text[], $3::int[]) AS v(product_id, path, position)
      WHERE i.product_id = v.product_id AND i.path = v.path AND i.position <> v.position`,
    values,
  );
  await rows(
    session,
    `INSERT INTO product_images (product_id, path, position)
     SELECT v.product_id, v.path, v.position
       FROM unnest($1::int[], $2::text[], $3::int[]) WITH ORDINALITY AS v(product_id, path, position, ord)
      WHERE NOT EXISTS (SELECT 1 FROM product_images i
                         WHERE i.product_id = v.product_id AND i.path = v.path)
      ORDER BY ord`,
    values,
  );
}

export interface SizeColumns {
  productId: number[];
  name: string[];
  stock: number[];
  position: number[];
  priceFils: (number | null)[];
  offerPriceFils: (number | null)[];
  skuSuffix: (string | null)[];
}

/** A size's values after its key ($2 to $7), in the order both size statements unnest them. */
const sizeValues = (
  sizes: Omit<SizeColumns, 'productId' | 'stock'> & { stock: (number | null)[] },
) => [
  sizes.name,
  sizes.stock,
  sizes.position,
  sizes.priceFils,
  sizes.offerPriceFils,
  sizes.skuSuffix,
];

/** Inserts sizes in the given order; answers their ids in that order. */
export async function insertSizeRows(tx: Db, sizes: SizeColumns): Promise<number[]> {
  if (sizes.productId.length === 0) return [];
  const inserted = await rows<{ id: number }>(
    q(tx),
    `INSERT INTO product_sizes (product_id, name, stock, position, price_fils, offer_price_fils, sku_suffix)
     SELECT product_id, name, stock, position, price_fils, offer_price_fils, sku_suffix
       FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[])
            WITH ORDINALITY AS v(product_id, name, stock, position, price_fils, offer_price_fils, sku_suffix, ord)
      ORDER BY ord
     RETURNING id`,
    [sizes.productId, ...sizeValues(sizes)],
  );
  return inserted.map((row) => row.id);
}

/**
 * Drops the sizes of these products that `keep` does not list (their cart lines go with them):
 * the product form lists every size a product keeps.
 */
export async function deleteSizesExcept(
  tx: Db,
  productIds: readonly number[],
  keep: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await rows(
    q(tx),
    'DELETE FROM product_sizes WHERE product_id = ANY($1::int[]) AND NOT (id = ANY($2::int[]))',
    [productIds, keep],
  );
}

/**
 * Rewrites stored sizes by id (locked by whoever read them); a null stock keeps the stored one.
 * Names are unique per product and checked row by row, so the sizes first take a name no size
 * can have: two sizes may swap names in one write.
 */
export async function updateSizeRows(
  tx: Db,
  sizes: Omit<SizeColumns, 'productId' | 'stock'> & { id: number[]; stock: (number | null)[] },
): Promise<void> {
  if (sizes.id.length === 0) return;
  const session = q(tx);
  await rows(
    session,
    "UPDATE product_sizes SET name = 'renaming size ' || id WHERE id = ANY($1::int[])",
    [sizes.id],
  );
  await rows(
    session,
    `UPDATE product_sizes s
        SET name = v.name, stock = coalesce(v.stock, s.stock), position = v.position, price_fils = v.price_fils,
            offer_price_fils = v.offer_price_fils, sku_suffix = v.sku_suffix
       FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[])
            AS v(id, name, stock, position, price_fils, offer_price_fils, sku_suffix)
      WHERE s.id = v.id`,
    [sizes.id, ...sizeValues(sizes)],
  );
}

/** Ledger rows for stock written: 'initial' for a new size, 'correction' for a stock set. */
export async function insertStockMovements(
  tx: Db,
  movements: {
    sizeId: number[];
    delta: number[];
    reason: ('initial' | 'correction')[];
  },
  { staffId, note }: { staffId: number | null; note: string | null },
): Promise<void> {
  if (movements.sizeId.length === 0) return;
  await rows(
    q(tx),
    `INSERT INTO stock_movements (product_size_id, delta, reason, staff_id, note)
     SELECT size_id, delta, reason, $4::int, $5::text
       FROM unnest($1::int[], $2::int[], $3::text[]) WITH ORDINALITY AS v(size_id, delta, reason, ord)
      ORDER BY ord`,
    [movements.sizeId, movements.delta, movements.reason, staffId, note],
  );
}

/**
 * Makes the product's own price and offer those of its cheapest size, so the listing (which sorts
 * and filters on products.effective_price_fils) shows and finds the product at its "From" price.
 * Call it in the transaction that wrote a product's sizes or prices, after the writes; it locks
 * the product row, so two writers of one product queue. Sizes without a price of their own sell at
 * the product's: before the product's price changes, they are given the old one, so no size's
 * price moves. A product whose sizes carry no prices of their own is left as it is (its price is
 * every size's). Answers the product's price pair as it is afterwards (undefined: no such product).
 *
 * For the back office: when sizes have their own prices, the product's price is derived (shown
 * read-only as "From"); to change what a size costs, set that size's price.
 */
export async function syncProductPriceFromSizes(
  tx: Db,
  productId: number,
): Promise<PricePair | undefined> {
  await syncProductPricesFromSizes(tx, [productId]);
  const [product] = await rows<PricePair>(
    q(tx),
    'SELECT price_fils AS "priceFils", offer_price_fils AS "offerPriceFils" FROM products WHERE id = $1',
    [productId],
  );
  return product;
}

/**
 * syncProductPriceFromSizes for many products in three statements (an import, a seed): locks the
 * products in id order, then moves each product's price to its cheapest size where it differs.
 * Answers how many products changed.
 */
export async function syncProductPricesFromSizes(tx: Db, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const ids = sql.raw(`ARRAY[${productIds.map((id) => Math.trunc(id)).join(',')}]::int[]`);
  await tx.execute(sql`SELECT id FROM ${products} WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`);
  // A size's pair is its own when it has a price or an offer, else the product's (sizePricePair);
  // the cheapest is the lowest charged price, the first in shelf order among equals (cheapestPair).
  // Every part of the statement reads the products as they were: the sizes that followed the
  // product's price get that old price.
  const result = await tx.execute(sql`
WITH pairs AS (
  SELECT s.product_id, s.position, s.id,
         coalesce(s.price_fils, p.price_fils) AS price,
         CASE WHEN s.price_fils IS NULL AND s.offer_price_fils IS NULL THEN p.offer_price_fils
              ELSE s.offer_price_fils END AS offer
    FROM ${productSizes} s JOIN ${products} p ON p.id = s.product_id
   WHERE s.product_id = ANY(${ids})
), cheapest AS (
  SELECT DISTINCT ON (product_id) product_id, price, offer
    FROM pairs
   ORDER BY product_id,
            CASE WHEN offer IS NOT NULL AND offer < price THEN offer ELSE price END, position, id
), changed AS (
  SELECT c.product_id, c.price, c.offer
    FROM cheapest c JOIN ${products} p ON p.id = c.product_id
   WHERE p.price_fils IS DISTINCT FROM c.price OR p.offer_price_fils IS DISTINCT FROM c.offer
), kept AS (
  UPDATE ${productSizes} s
     SET price_fils = p.price_fils,
         offer_price_fils = CASE WHEN s.offer_price_fils IS NULL THEN p.offer_price_fils
                                 ELSE s.offer_price_fils END
    FROM ${products} p, changed
   WHERE p.id = s.product_id AND changed.product_id = s.product_id AND s.price_fils IS NULL
  RETURNING s.id
)
UPDATE ${products} p
   SET price_fils = changed.price, offer_price_fils = changed.offer, updated_at = now()
  FROM changed
 WHERE p.id = changed.product_id
RETURNING p.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
