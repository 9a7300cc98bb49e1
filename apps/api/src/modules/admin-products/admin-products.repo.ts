import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminProductSort, AdminProductStatus } from '@petshop/contracts/admin-products';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  orderItems,
  petTypes,
  productAttributeValues,
  productImages,
  productPetTypes,
  products,
  productSizes,
  productTypeGroups,
  productTypes,
} from '../../db/schema.ts';

// The back office's reads and writes of products: the only SQL of the admin-products module.

export interface ProductListFilter {
  search?: string | undefined;
  petType?: string | undefined;
  productTypeId?: number | undefined;
  status?: AdminProductStatus | undefined;
  stock?: 'low' | 'out' | undefined;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface ProductListRow {
  id: number;
  name: string;
  sku: string;
  price_fils: number;
  offer_price_fils: number | null;
  is_active: boolean;
  archived_at: Date | string | null;
  updated_at: Date | string;
  stock: number;
  size_count: number;
  low_stock: boolean;
  out_of_stock: boolean;
  type_name: string | null;
  pets: string[] | null;
  image_path: string | null;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Products matching the list's filters; `p` is products. */
function listConditions(filter: ProductListFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.search) {
    // Each side is answered by its trigram index (products_name_trgm_idx, products_sku_trgm_idx).
    const pattern = likeContains(filter.search);
    conditions.push(sql`(lower(p.name) LIKE ${pattern} OR lower(p.sku) LIKE ${pattern})`);
  }
  if (filter.petType) {
    conditions.push(sql`EXISTS (SELECT 1 FROM product_pet_types ppt
      JOIN pet_types pt ON pt.id = ppt.pet_type_id
      WHERE ppt.product_id = p.id AND pt.code = ${filter.petType})`);
  }
  if (filter.productTypeId !== undefined) {
    conditions.push(sql`p.product_type_id = ${filter.productTypeId}`);
  }
  if (filter.status === 'active') conditions.push(sql`p.is_active AND p.archived_at IS NULL`);
  else if (filter.status === 'draft')
    conditions.push(sql`NOT p.is_active AND p.archived_at IS NULL`);
  else if (filter.status === 'archived') conditions.push(sql`p.archived_at IS NOT NULL`);
  else conditions.push(sql`p.archived_at IS NULL`);
  if (filter.stock === 'low') {
    conditions.push(sql`EXISTS (SELECT 1 FROM product_sizes s
      WHERE s.product_id = p.id AND s.stock <= p.low_stock_threshold)`);
  } else if (filter.stock === 'out') {
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM product_sizes s
      WHERE s.product_id = p.id AND s.stock > 0)`);
  }
  return sql.join(conditions, sql` AND `);
}

function listOrder(filter: ProductListFilter): SQL {
  const direction = filter.direction === 'asc' ? sql`ASC` : sql`DESC`;
  switch (filter.sort) {
    case 'name':
      return sql`lower(p.name) ${direction}, p.id ${direction}`;
    case 'price':
      return sql`p.price_fils ${direction}, p.id ${direction}`;
    case 'stock':
      return sql`coalesce(st.stock, 0) ${direction}, p.id ${direction}`;
    case 'updated':
      return sql`p.updated_at ${direction}, p.id ${direction}`;
  }
}

/**
 * One page of the back office's product list and the number of matches. The page's ids are found
 * first from products alone (the stock sort joins each product's summed sizes once, by hash), and
 * only those rows are then dressed with stock, type, pet types and picture.
 */
export async function findProductPage(
  db: Db,
  filter: ProductListFilter,
): Promise<{ rows: ProductListRow[]; total: number }> {
  const where = listConditions(filter);
  const stockJoin =
    filter.sort === 'stock'
      ? sql`LEFT JOIN (SELECT product_id, sum(stock) AS stock FROM product_sizes GROUP BY product_id) st
              ON st.product_id = p.id`
      : sql``;
  // Two statements on two pooled connections at once (PGlite runs them one after the other).
  const [countResult, pageResult] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`),
    db.execute(sql`
      WITH page AS MATERIALIZED (
        SELECT p.id, row_number() OVER () AS at FROM (
          SELECT p.id FROM products p ${stockJoin}
           WHERE ${where}
           ORDER BY ${listOrder(filter)}
           LIMIT ${filter.limit} OFFSET ${filter.offset}) p
      )
      SELECT p.id, p.name, p.sku, p.price_fils, p.offer_price_fils, p.is_active, p.archived_at,
             p.updated_at, sizes.stock, sizes.size_count, sizes.low_stock, sizes.out_of_stock,
             t.name AS type_name,
             (SELECT array_agg(pt.code ORDER BY pt.id) FROM product_pet_types ppt
                JOIN pet_types pt ON pt.id = ppt.pet_type_id WHERE ppt.product_id = p.id) AS pets,
             (SELECT i.path FROM product_images i WHERE i.product_id = p.id
               ORDER BY i.position, i.id LIMIT 1) AS image_path
        FROM page
        JOIN products p ON p.id = page.id
        LEFT JOIN product_types t ON t.id = p.product_type_id
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(s.stock), 0)::int AS stock, count(*)::int AS size_count,
                 coalesce(bool_or(s.stock <= p.low_stock_threshold), false) AS low_stock,
                 coalesce(bool_and(s.stock = 0), true) AS out_of_stock
            FROM product_sizes s WHERE s.product_id = p.id) sizes
       ORDER BY page.at`),
  ]);
  const [count] = rowsOf<{ total: number }>(countResult);
  return { rows: rowsOf<ProductListRow>(pageResult), total: Number(count?.total ?? 0) };
}

/** A product with everything the edit form shows, or undefined. */
export async function findProductForStaff(db: Db, id: number) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      description: products.description,
      about: products.aboutProduct,
      benefits: products.benefits,
      nameAr: products.nameAr,
      descriptionAr: products.descriptionAr,
      aboutAr: products.aboutProductAr,
      benefitsAr: products.benefitsAr,
      priceFils: products.priceFils,
      offerPriceFils: products.offerPriceFils,
      packaging: products.packaging,
      productTypeId: products.productTypeId,
      productTypeName: productTypes.name,
      productTypeGroup: productTypeGroups.name,
      isActive: products.isActive,
      archivedAt: products.archivedAt,
      lowStockThreshold: products.lowStockThreshold,
      version: products.version,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      hasOrders: sql<boolean>`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(productTypeGroups, eq(productTypeGroups.id, productTypes.groupId))
    .where(eq(products.id, id));
  if (!product) return undefined;
  const sizes = await db
    .select({
      id: productSizes.id,
      name: productSizes.name,
      priceFils: productSizes.priceFils,
      offerPriceFils: productSizes.offerPriceFils,
      skuSuffix: productSizes.skuSuffix,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .where(eq(productSizes.productId, id))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
  const pets = await db
    .select({ code: petTypes.code })
    .from(productPetTypes)
    .innerJoin(petTypes, eq(petTypes.id, productPetTypes.petTypeId))
    .where(eq(productPetTypes.productId, id))
    .orderBy(asc(petTypes.id));
  const attributeRows = await db
    .select({
      name: attributes.name,
      value: productAttributeValues.value,
      nameAr: attributes.nameAr,
      valueAr: productAttributeValues.valueAr,
    })
    .from(productAttributeValues)
    .innerJoin(attributes, eq(attributes.id, productAttributeValues.attributeId))
    .where(eq(productAttributeValues.productId, id))
    .orderBy(asc(productAttributeValues.position), asc(attributes.id));
  const images = await db
    .select({
      id: productImages.id,
      path: productImages.path,
      position: productImages.position,
      alt: productImages.alt,
    })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return {
    ...product,
    hasOrders: Boolean(product.hasOrders),
    sizes,
    petTypes: pets.map((pet) => pet.code),
    attributes: attributeRows,
    images,
  };
}
export type StaffProductRecord = NonNullable<Awaited<ReturnType<typeof findProductForStaff>>>;

/** Locks a product row for the rest of the transaction: concurrent writers queue behind it. */
export async function lockProduct(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: products.id,
      name: products.name,
      version: products.version,
      isActive: products.isActive,
      archivedAt: products.archivedAt,
      rating: products.rating,
      bestsellerRank: products.bestsellerRank,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

export async function productHasOrders(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  return row !== undefined;
}

/** The name of the product (other than `exceptId`) holding this SKU in any case, if any. */
export async function findSkuOwner(tx: Db, sku: string, exceptId?: number) {
  const sameSku = sql`lower(${products.sku}) = lower(${sku})`;
  const [row] = await tx
    .select({ name: products.name })
    .from(products)
    .where(exceptId === undefined ? sameSku : and(sameSku, sql`${products.id} <> ${exceptId}`))
    .limit(1);
  return row?.name;
}

export async function productTypeExists(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.id, id));
  return row !== undefined;
}

export interface ProductColumns {
  name: string;
  sku: string;
  description: string;
  aboutProduct: string;
  benefits: string;
  priceFils: number;
  offerPriceFils: number | null;
  packaging: string | null;
  productTypeId: number;
  isActive: boolean;
  lowStockThreshold: number;
}

/**
 * Writes an edit made from `version` and raises the version; answers false when the stored
 * version is another (someone saved in between), writing nothing.
 */
export async function updateProductAtVersion(
  tx: Db,
  id: number,
  version: number,
  columns: Partial<ProductColumns> & { archivedAt?: Date | null },
): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ id: products.id });
  return updated.length === 1;
}

export async function deleteProduct(tx: Db, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

/** The resized copies of a product's uploaded pictures, to remove their files with it. */
export async function findPictureVariants(tx: Db, productId: number) {
  return tx
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(eq(productImages.productId, productId));
}

export async function findSizeIds(tx: Db, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  return rows.map((row) => row.id);
}

/** Pet type ids by code. */
export async function findPetTypeIds(tx: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ id: petTypes.id, code: petTypes.code })
    .from(petTypes)
    .where(inArray(petTypes.code, codes));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Attribute ids for these names, any case ("brand" is the existing "Brand"); names never used
 * before are created.
 */
export async function ensureAttributes(tx: Db, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const lower = names.map((name) => name.toLowerCase());
  const find = () =>
    tx
      .select({ id: attributes.id, name: attributes.name })
      .from(attributes)
      .where(inArray(sql`lower(${attributes.name})`, lower));
  let rows = await find();
  const known = new Set(rows.map((row) => row.name.toLowerCase()));
  const missing = names.filter((name) => !known.has(name.toLowerCase()));
  if (missing.length > 0) {
    await tx
      .insert(attributes)
      .values(missing.map((name) => ({ name })))
      .onConflictDoNothing();
    rows = await find();
  }
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/**
 * Names attributes in Arabic (issue 34, decision 137): each id gets its text. An attribute's Arabic
 * name is shared by every product that lists it.
 */
export async function nameAttributesInArabic(
  tx: Db,
  names: readonly { id: number; nameAr: string }[],
): Promise<void> {
  if (names.length === 0) return;
  await tx.execute(sql`
    UPDATE ${attributes} AS a SET name_ar = v.name_ar
      FROM unnest(${sql.param(names.map((name) => name.id))}::int[],
                  ${sql.param(names.map((name) => name.nameAr))}::text[]) AS v(id, name_ar)
     WHERE a.id = v.id AND a.name_ar IS DISTINCT FROM v.name_ar`);
}

/** The form's choices: pet types, product types with their group, attribute names. */
export async function findReference(db: Db) {
  const pets = await db
    .select({ code: petTypes.code, name: petTypes.name })
    .from(petTypes)
    .orderBy(asc(petTypes.id));
  const types = await db
    .select({ id: productTypes.id, name: productTypes.name, group: productTypeGroups.name })
    .from(productTypes)
    .innerJoin(productTypeGroups, eq(productTypeGroups.id, productTypes.groupId))
    .orderBy(asc(productTypeGroups.position), asc(productTypes.name));
  const attributeRows = await db
    .select({ id: attributes.id, name: attributes.name, nameAr: attributes.nameAr })
    .from(attributes)
    .orderBy(asc(attributes.name));
  return { petTypes: pets, productTypes: types, attributes: attributeRows };
}
