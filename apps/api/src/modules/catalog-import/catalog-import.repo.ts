import { onSession, type Db, type Queryable } from '../../db/client.ts';

// Every statement takes whole columns as arrays (unnest), so an import of 10,000 rows is a dozen
// round trips, not tens of thousands, and never meets PostgreSQL's 65,535-parameter limit.

/** A product as the import compares it: every column the CSV carries, in comparable form. */
export interface ProductFields {
  name: string;
  priceFils: number;
  offerPriceFils: number | null;
  productType: string;
  /** Pet type codes, sorted. */
  pets: string[];
  isActive: boolean;
  bestsellerRank: number | null;
  lowStockThreshold: number;
  rating: number;
  packaging: string | null;
  description: string;
  about: string;
  benefits: string[];
  attributes: [name: string, value: string][];
  images: string[];
}

export interface StoredSize {
  id: number;
  name: string;
  stock: number;
  priceFils: number | null;
  offerPriceFils: number | null;
  skuSuffix: string | null;
  position: number;
  /** The id of the size's latest stock-ledger row (0 when none): what an export calls its stock version. */
  stockVersion: number;
}

export interface StoredProduct {
  id: number;
  sku: string;
  fields: ProductFields;
  sizes: StoredSize[];
}

export interface CatalogReference {
  /** Code (DOG) → id, and the names the shop shows (Dog) → code. */
  petTypes: { code: string; name: string; id: number }[];
  productTypes: { name: string; id: number }[];
  attributes: Map<string, number>;
}

const q = (db: Db) => onSession(db);

async function rows<Row>(db: Queryable, text: string, values: unknown[] = []): Promise<Row[]> {
  return db.query<Row>({ name: '', text }, values);
}

export async function loadCatalogReference(db: Db): Promise<CatalogReference> {
  const session = q(db);
  const petTypes = await rows<{ id: number; code: string; name: string }>(
    session,
    'SELECT id, code, name FROM pet_types ORDER BY id',
  );
  const productTypes = await rows<{ id: number; name: string }>(
    session,
    'SELECT id, name FROM product_types ORDER BY id',
  );
  const attributes = await rows<{ id: number; name: string }>(
    session,
    'SELECT id, name FROM attributes ORDER BY id',
  );
  return {
    petTypes,
    productTypes,
    attributes: new Map(attributes.map((row) => [row.name, row.id])),
  };
}

/** Serialises imports: a second one waits for the first to commit, then sees what it wrote. */
export async function lockCatalogImports(tx: Db): Promise<void> {
  await rows(q(tx), "SELECT pg_advisory_xact_lock(hashtext('catalog-import'))");
}

/**
 * The products with these SKUs (every product when `skus` is undefined), in id order, with their
 * sizes in page order. With `lock`, their rows and their sizes' rows are locked until commit, so
 * an order cannot change a stock between the import reading it and writing the difference.
 */
export async function loadStoredProducts(
  db: Db,
  skus: readonly string[] | undefined,
  lock = false,
): Promise<StoredProduct[]> {
  const session = q(db);
  // SKUs are one whatever their case (products_sku_lower_unique answers this).
  const where = skus === undefined ? '' : 'WHERE lower(p.sku) = ANY($1::text[])';
  const products = await rows<{
    id: number;
    sku: string;
    name: string;
    packaging: string | null;
    description: string;
    about: string;
    benefits: string;
    price_fils: number;
    offer_price_fils: number | null;
    rating: number;
    type: string | null;
    bestseller_rank: number | null;
    is_active: boolean;
    low_stock_threshold: number;
  }>(
    session,
    `SELECT p.id, p.sku, p.name, p.packaging, p.description, p.about_product AS about, p.benefits,
            p.price_fils, p.offer_price_fils, p.rating::float8 AS rating, t.name AS type,
            p.bestseller_rank, p.is_active, p.low_stock_threshold
       FROM products p LEFT JOIN product_types t ON t.id = p.product_type_id
       ${where} ORDER BY p.id ${lock ? 'FOR UPDATE OF p' : ''}`,
    skus === undefined ? [] : [skus.map((sku) => sku.toLowerCase())],
  );
  if (products.length === 0) return [];
  const ids = products.map((product) => product.id);
  const pets = await rows<{ product_id: number; code: string }>(
    session,
    `SELECT pp.product_id, t.code FROM product_pet_types pp JOIN pet_types t ON t.id = pp.pet_type_id
      WHERE pp.product_id = ANY($1::int[]) ORDER BY pp.product_id, t.id`,
    [ids],
  );
  const attributes = await rows<{ product_id: number; name: string; value: string }>(
    session,
    `SELECT v.product_id, a.name, v.value FROM product_attribute_values v
       JOIN attributes a ON a.id = v.attribute_id
      WHERE v.product_id = ANY($1::int[]) ORDER BY v.product_id, v.position, a.id`,
    [ids],
  );
  const images = await rows<{ product_id: number; path: string }>(
    session,
    `SELECT product_id, path FROM product_images WHERE product_id = ANY($1::int[])
      ORDER BY product_id, position, id`,
    [ids],
  );
  const sizes = await rows<{
    id: number;
    product_id: number;
    name: string;
    stock: number;
    price_fils: number | null;
    offer_price_fils: number | null;
    sku_suffix: string | null;
    position: number;
    stock_version: number;
  }>(
    session,
    `SELECT s.id, s.product_id, s.name, s.stock, s.price_fils, s.offer_price_fils, s.sku_suffix,
            s.position,
            coalesce((SELECT max(m.id) FROM stock_movements m WHERE m.product_size_id = s.id), 0)
              AS stock_version
       FROM product_sizes s WHERE s.product_id = ANY($1::int[])
      ORDER BY s.product_id, s.position, s.id ${lock ? 'FOR UPDATE OF s' : ''}`,
    [ids],
  );
  const byProduct = <T extends { product_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of list) {
      const group = map.get(row.product_id);
      if (group) group.push(row);
      else map.set(row.product_id, [row]);
    }
    return map;
  };
  const petsOf = byProduct(pets);
  const attributesOf = byProduct(attributes);
  const imagesOf = byProduct(images);
  const sizesOf = byProduct(sizes);
  return products.map((row) => ({
    id: row.id,
    sku: row.sku,
    fields: {
      name: row.name,
      priceFils: row.price_fils,
      offerPriceFils: row.offer_price_fils,
      productType: row.type ?? '',
      pets: (petsOf.get(row.id) ?? []).map((pet) => pet.code).sort(),
      isActive: row.is_active,
      bestsellerRank: row.bestseller_rank,
      lowStockThreshold: row.low_stock_threshold,
      rating: row.rating,
      packaging: row.packaging,
      description: row.description,
      about: row.about,
      benefits: row.benefits.split('\n').filter((line) => line.trim() !== ''),
      attributes: (attributesOf.get(row.id) ?? []).map((a) => [a.name, a.value]),
      images: (imagesOf.get(row.id) ?? []).map((image) => image.path),
    },
    sizes: (sizesOf.get(row.id) ?? []).map((size) => ({
      id: size.id,
      name: size.name,
      stock: size.stock,
      priceFils: size.price_fils,
      offerPriceFils: size.offer_price_fils,
      skuSuffix: size.sku_suffix,
      position: size.position,
      stockVersion: Number(size.stock_version),
    })),
  }));
}

/** Per size, the stock its ledger moved after the given version (ledger row id): size id → units. */
export async function stockMovedSince(
  db: Db,
  sizes: readonly { id: number; version: number }[],
): Promise<Map<number, number>> {
  if (sizes.length === 0) return new Map();
  const moved = await rows<{ id: number; delta: number }>(
    q(db),
    `SELECT v.id, coalesce(sum(m.delta), 0)::int AS delta
       FROM unnest($1::int[], $2::int[]) AS v(id, version)
       LEFT JOIN stock_movements m ON m.product_size_id = v.id AND m.id > v.version
      GROUP BY v.id`,
    [sizes.map((size) => size.id), sizes.map((size) => size.version)],
  );
  return new Map(moved.map((row) => [row.id, Number(row.delta)]));
}

/** Adds attribute names the file uses for the first time; answers every name's id. */
export async function ensureAttributes(
  tx: Db,
  names: readonly string[],
): Promise<Map<string, number>> {
  const session = q(tx);
  if (names.length > 0) {
    await rows(
      session,
      'INSERT INTO attributes (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING',
      [names],
    );
  }
  const all = await rows<{ id: number; name: string }>(session, 'SELECT id, name FROM attributes');
  return new Map(all.map((row) => [row.name, row.id]));
}

/** The `products` columns of a create or an update, by column (one array per column). */
export interface ProductColumns {
  sku: string[];
  name: string[];
  packaging: (string | null)[];
  description: string[];
  about: string[];
  benefits: string[];
  priceFils: number[];
  offerPriceFils: (number | null)[];
  rating: number[];
  productTypeId: number[];
  bestsellerRank: (number | null)[];
  isActive: boolean[];
  lowStockThreshold: number[];
}

const PRODUCT_VALUES = `$1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
  $7::int[], $8::int[], $9::float8[], $10::int[], $11::int[], $12::bool[], $13::int[]`;
const PRODUCT_NAMES = `sku, name, packaging, description, about, benefits, price_fils, offer_price_fils,
  rating, product_type_id, bestseller_rank, is_active, low_stock_threshold`;

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
    columns.rating,
    columns.productTypeId,
    columns.bestsellerRank,
    columns.isActive,
    columns.lowStockThreshold,
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
                           offer_price_fils, rating, product_type_id, bestseller_rank, is_active,
                           low_stock_threshold)
     SELECT sku, name, packaging, description, about, benefits, price_fils, offer_price_fils,
            rating::numeric, product_type_id, bestseller_rank, is_active, low_stock_threshold
       FROM unnest(${PRODUCT_VALUES}) WITH ORDINALITY AS v(${PRODUCT_NAMES}, ord)
      ORDER BY ord
     RETURNING id, sku`,
    productValues(columns),
  );
  return new Map(inserted.map((row) => [row.sku, row.id]));
}

/** Rewrites changed products (matched by SKU) and raises their version, as a staff edit does. */
export async function updateProductRows(tx: Db, columns: ProductColumns): Promise<void> {
  if (columns.sku.length === 0) return;
  await rows(
    q(tx),
    `UPDATE products p
        SET name = v.name, packaging = v.packaging, description = v.description,
            about_product = v.about, benefits = v.benefits, price_fils = v.price_fils,
            offer_price_fils = v.offer_price_fils, rating = v.rating::numeric,
            product_type_id = v.product_type_id, bestseller_rank = v.bestseller_rank,
            is_active = v.is_active, low_stock_threshold = v.low_stock_threshold,
            version = p.version + 1, updated_at = now()
       FROM unnest(${PRODUCT_VALUES}) AS v(${PRODUCT_NAMES})
      WHERE p.sku = v.sku`,
    productValues(columns),
  );
}

/** Replaces the pet types and attribute values of these products. */
export async function replaceProductLinks(
  tx: Db,
  productIds: readonly number[],
  pets: { productId: number[]; petTypeId: number[] },
  attributes: { productId: number[]; attributeId: number[]; value: string[]; position: number[] },
): Promise<void> {
  if (productIds.length === 0) return;
  const session = q(tx);
  await rows(session, 'DELETE FROM product_pet_types WHERE product_id = ANY($1::int[])', [
    productIds,
  ]);
  await rows(session, 'DELETE FROM product_attribute_values WHERE product_id = ANY($1::int[])', [
    productIds,
  ]);
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
      `INSERT INTO product_attribute_values (product_id, attribute_id, value, position)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[])`,
      [attributes.productId, attributes.attributeId, attributes.value, attributes.position],
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
    [
      sizes.productId,
      sizes.name,
      sizes.stock,
      sizes.position,
      sizes.priceFils,
      sizes.offerPriceFils,
      sizes.skuSuffix,
    ],
  );
  return inserted.map((row) => row.id);
}

/** Rewrites existing sizes by id (their rows are locked by loadStoredProducts). */
export async function updateSizeRows(
  tx: Db,
  sizes: Omit<SizeColumns, 'productId'> & { id: number[] },
): Promise<void> {
  if (sizes.id.length === 0) return;
  await rows(
    q(tx),
    `UPDATE product_sizes s
        SET name = v.name, stock = v.stock, position = v.position, price_fils = v.price_fils,
            offer_price_fils = v.offer_price_fils, sku_suffix = v.sku_suffix
       FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[])
            AS v(id, name, stock, position, price_fils, offer_price_fils, sku_suffix)
      WHERE s.id = v.id`,
    [
      sizes.id,
      sizes.name,
      sizes.stock,
      sizes.position,
      sizes.priceFils,
      sizes.offerPriceFils,
      sizes.skuSuffix,
    ],
  );
}

/** Ledger rows for the stock the import set: 'initial' for a new size, 'correction' otherwise. */
export async function insertStockMovements(
  tx: Db,
  movements: {
    sizeId: number[];
    delta: number[];
    reason: ('initial' | 'correction')[];
  },
  staffId: number | null,
): Promise<void> {
  if (movements.sizeId.length === 0) return;
  await rows(
    q(tx),
    `INSERT INTO stock_movements (product_size_id, delta, reason, staff_id, note)
     SELECT size_id, delta, reason, $4::int, $5::text
       FROM unnest($1::int[], $2::int[], $3::text[]) WITH ORDINALITY AS v(size_id, delta, reason, ord)
      ORDER BY ord`,
    [movements.sizeId, movements.delta, movements.reason, staffId, 'CSV import'],
  );
}
