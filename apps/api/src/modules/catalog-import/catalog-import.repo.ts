import { onSession, type Db, type Queryable } from '../../db/client.ts';
import type { PricedSizeRow } from '../catalog/size-prices.ts';

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
  /** The Arabic texts (issue 34); null (benefits: none) where staff wrote none. */
  nameAr: string | null;
  descriptionAr: string | null;
  aboutAr: string | null;
  benefitsAr: string[];
  attributes: [name: string, value: string][];
  /** Values in Arabic (issue 34) by their attribute's name, in the attributes' order. */
  attributesAr: [name: string, value: string][];
  images: string[];
}

/** A size as the import reads it: the catalog's priced size, with its shelf place. */
export interface StoredSize extends PricedSizeRow {
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
    name_ar: string | null;
    description_ar: string | null;
    about_ar: string | null;
    benefits_ar: string | null;
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
            p.name_ar, p.description_ar, p.about_product_ar AS about_ar, p.benefits_ar,
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
  const attributes = await rows<{
    product_id: number;
    name: string;
    value: string;
    value_ar: string | null;
  }>(
    session,
    `SELECT v.product_id, a.name, v.value, v.value_ar FROM product_attribute_values v
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
      nameAr: row.name_ar,
      descriptionAr: row.description_ar,
      aboutAr: row.about_ar,
      benefitsAr: (row.benefits_ar ?? '').split('\n').filter((line) => line.trim() !== ''),
      attributes: (attributesOf.get(row.id) ?? []).map((a) => [a.name, a.value]),
      attributesAr: (attributesOf.get(row.id) ?? []).flatMap((a) =>
        a.value_ar === null ? [] : [[a.name, a.value_ar] as [string, string]],
      ),
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
