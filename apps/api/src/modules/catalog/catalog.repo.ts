import { and, asc, eq, exists, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  petTypes,
  productAttributeValues,
  productImages,
  productSizes,
  productPetTypes,
  productTypeGroups,
  productTypes,
  products,
} from '../../db/schema.ts';

export interface ProductFilter {
  search?: string | undefined;
  /** Lower-cased product type or product type group names. */
  productTypes?: string[];
  /** Upper-cased pet type codes. */
  petTypes?: string[];
  minPriceFils?: number | undefined;
  maxPriceFils?: number | undefined;
  bestsellersOnly?: boolean;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filterConditions(db: Db, filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (filter.search) {
    const pattern = likeContains(filter.search);
    conditions.push(
      or(
        sql`lower(${products.name}) LIKE ${pattern}`,
        sql`lower(${products.description}) LIKE ${pattern}`,
      ),
    );
  }
  if (filter.productTypes?.length) {
    const matchingTypes = db
      .select({ id: productTypes.id })
      .from(productTypes)
      .innerJoin(productTypeGroups, eq(productTypeGroups.id, productTypes.groupId))
      .where(
        or(
          inArray(sql`lower(${productTypes.name})`, filter.productTypes),
          inArray(sql`lower(${productTypeGroups.name})`, filter.productTypes),
        ),
      );
    conditions.push(inArray(products.productTypeId, matchingTypes));
  }
  if (filter.petTypes?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productPetTypes)
          .innerJoin(petTypes, eq(petTypes.id, productPetTypes.petTypeId))
          .where(
            and(
              eq(productPetTypes.productId, products.id),
              inArray(petTypes.code, filter.petTypes),
            ),
          ),
      ),
    );
  }
  if (filter.minPriceFils !== undefined) {
    conditions.push(gte(products.effectivePriceFils, filter.minPriceFils));
  }
  if (filter.maxPriceFils !== undefined) {
    conditions.push(lte(products.effectivePriceFils, filter.maxPriceFils));
  }
  if (filter.bestsellersOnly) conditions.push(isNotNull(products.bestsellerRank));
  return and(...conditions);
}

/** One page of matching product ids in shelf order, with the number of all matches. */
export async function findProductPage(
  db: Db,
  filter: ProductFilter,
  { page, perPage }: PageRequest,
): Promise<{ ids: number[]; total: number }> {
  const where = filterConditions(db, filter);
  const order = filter.bestsellersOnly
    ? [asc(products.bestsellerRank), asc(products.id)]
    : [asc(products.id)];
  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
  // Past the last page the window count has no row to ride on: count separately.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return { ids: [], total: counted?.total ?? 0 };
}

const summaryColumns = {
  id: true,
  name: true,
  sku: true,
  packaging: true,
  priceFils: true,
  offerPriceFils: true,
  rating: true,
} as const;

const summaryRelations = {
  productType: {
    columns: { id: true, name: true } as const,
    with: { group: { columns: { name: true } as const } },
  },
  images: {
    columns: { id: true, path: true } as const,
    orderBy: [asc(productImages.position), asc(productImages.id)],
  },
  petTypes: {
    columns: {},
    with: { petType: { columns: { id: true, code: true } as const } },
  },
};

/** Card data for the given ids, in one query (images and pet types aggregated, no N+1). */
export async function findProductSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query.products.findMany({
    columns: summaryColumns,
    with: summaryRelations,
    where: inArray(products.id, ids),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}

export type ProductSummaryRow = Awaited<ReturnType<typeof findProductSummaries>>[number];

/** Everything the product page shows, or undefined for an unknown or inactive product. */
export async function findProductDetails(db: Db, id: number) {
  return db.query.products.findFirst({
    columns: { ...summaryColumns, description: true, aboutProduct: true, benefits: true },
    with: {
      ...summaryRelations,
      sizes: {
        columns: { id: true, name: true, stock: true },
        orderBy: [asc(productSizes.position), asc(productSizes.id)],
      },
      attributeValues: {
        columns: { value: true },
        orderBy: [asc(productAttributeValues.position)],
        with: { attribute: { columns: { id: true, name: true } } },
      },
    },
    where: and(eq(products.id, id), eq(products.isActive, true)),
  });
}

export type ProductDetailsRow = NonNullable<Awaited<ReturnType<typeof findProductDetails>>>;

/** Lowest and highest price a customer pays across the active catalog, in fils. */
export async function findPriceBounds(db: Db): Promise<{ min: number; max: number }> {
  const [row] = await db
    .select({
      min: sql<number>`coalesce(min(${products.effectivePriceFils}), 0)`.mapWith(Number),
      max: sql<number>`coalesce(max(${products.effectivePriceFils}), 0)`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.isActive, true));
  return { min: row?.min ?? 0, max: row?.max ?? 0 };
}

/** Ids and last change of every active product, for the sitemap. */
export async function findActiveProductStamps(db: Db) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
}
