import type { ProductSort } from '@petshop/contracts/constants';
import { and, asc, eq, exists, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Queryable, Statement } from '../../db/client.ts';
import { arabicSearchText, hasArabic } from './arabic-search.ts';
import {
  petTypes,
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
  /** The list's order; without one, relevance when searching, else shelf order (by id). */
  sort?: ProductSort | undefined;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** At most this many words of a search count; the rest of a pasted paragraph is noise. */
const MAX_SEARCH_WORDS = 8;

/** The words of a search, lower-cased: letters and digits only (so never tsquery syntax). */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A search as PostgreSQL full-text query text: every word, as a prefix ("royal can" → royal:* &
 * can:*), stemmed by the 'english' configuration when it is parsed, stop words dropped.
 */
function prefixQuery(search: string): string {
  return searchWords(search)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * What a search matches (decision 038): the stemmed words of name and description (full text),
 * a name that holds the search with a typo or two (pg_trgm word similarity, "cta litter"), the
 * search as a piece of the name, or the SKU exactly. Each branch is served by its own index.
 */
function searchCondition(search: string): SQL {
  const text = search.toLowerCase();
  if (hasArabic(search)) return arabicSearchCondition(search);
  return sql`(${products.searchVector} @@ to_tsquery('english', ${prefixQuery(search)})
    OR lower(${products.name}) %> ${text}
    OR lower(${products.name}) LIKE ${likeContains(search)}
    OR lower(${products.sku}) = ${text})`;
}

/** The Arabic name as the search compares it: the expression migration 0030's index holds. */
const arabicName = sql`petshop_arabic_search(${products.nameAr})`;

/**
 * A search holding Arabic letters (issue 34): the English branches as above, plus the Arabic name
 * with the usual spelling variants folded on both sides (arabic-search.ts), by trigram word
 * similarity ("طعام القطه") or as a piece of the name ("قطط").
 */
function arabicSearchCondition(search: string): SQL {
  const text = search.toLowerCase();
  const folded = arabicSearchText(search);
  return sql`(${products.searchVector} @@ to_tsquery('english', ${prefixQuery(folded)})
    OR lower(${products.name}) %> ${text}
    OR lower(${products.name}) LIKE ${likeContains(search)}
    OR lower(${products.sku}) = ${text}
    OR ${arabicName} %> ${folded}
    OR ${arabicName} LIKE ${likeContains(folded)})`;
}

/**
 * How well a product answers a search, best first: the exact SKU, then the full-text rank (a
 * name word weighs more than a description word) plus how closely the name spells the search.
 */
function relevanceOrder(search: string): SQL {
  const text = search.toLowerCase();
  if (hasArabic(search)) {
    const folded = arabicSearchText(search);
    return sql`(lower(${products.sku}) = ${text}) DESC,
      coalesce(word_similarity(${folded}, ${arabicName}), 0)
        + word_similarity(${text}, lower(${products.name})) DESC, ${products.id}`;
  }
  return sql`(lower(${products.sku}) = ${text}) DESC,
    ts_rank(${products.searchVector}, to_tsquery('english', ${prefixQuery(search)}))
      + word_similarity(${text}, lower(${products.name})) DESC, ${products.id}`;
}

/** The ORDER BY of a list: every order ends on the id, so pages never overlap or skip. */
function listOrder(filter: ProductFilter): SQL {
  switch (filter.sort) {
    case 'bestselling':
      return sql`${products.bestsellerRank} NULLS LAST, ${products.id}`;
    case 'price_asc':
      return sql`${products.effectivePriceFils}, ${products.id}`;
    case 'price_desc':
      return sql`${products.effectivePriceFils} DESC, ${products.id}`;
    case 'newest':
      return sql`${products.createdAt} DESC, ${products.id} DESC`;
    case 'relevance':
    case undefined:
      if (filter.search) return relevanceOrder(filter.search);
      return filter.bestsellersOnly
        ? sql`${products.bestsellerRank}, ${products.id}`
        : sql`${products.id}`;
  }
}

function filterConditions(db: Db, filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (filter.search) conditions.push(searchCondition(filter.search));
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

/**
 * Every matching product id, in shelf order. The service keeps the list and answers any page and
 * the total from it: no `count(*) over ()` over the whole match and no OFFSET walk per request
 * (both grow with the catalog; see docs/decisions/009-performance.md). The ids travel as one
 * comma-joined text: 100,000 of them cost the driver ~3 ms instead of ~100 ms as 100,000 rows.
 */
export async function findProductIds(db: Db, filter: ProductFilter): Promise<Int32Array> {
  const [row] = await db
    .select({
      ids: sql<string | null>`string_agg(${products.id}::text, ',' ORDER BY ${listOrder(filter)})`,
    })
    .from(products)
    .where(filterConditions(db, filter));
  return parseIds(row?.ids ?? null);
}

/** How many products each pet type and product type would show (see findFacetCounts). */
export interface FacetCounts {
  petTypes: { code: string; nameAr: string | null; count: number }[];
  productTypes: { name: string; nameAr: string | null; count: number }[];
}

/**
 * Faceted counts (issue 19): each pet type's count applies every filter but the pet type
 * selection, each product type's every filter but the product type selection, so a count says
 * what ticking that box (alone in its group) would show. Every pet and product type is answered,
 * with 0 when none match.
 */
export async function findFacetCounts(db: Db, filter: ProductFilter): Promise<FacetCounts> {
  const [pets, types] = await Promise.all([
    db
      .select({
        code: petTypes.code,
        nameAr: petTypes.nameAr,
        count: sql<number>`count(${products.id})::int`,
      })
      .from(petTypes)
      .leftJoin(productPetTypes, eq(productPetTypes.petTypeId, petTypes.id))
      .leftJoin(
        products,
        and(
          eq(products.id, productPetTypes.productId),
          filterConditions(db, { ...filter, petTypes: [] }),
        ),
      )
      .groupBy(petTypes.id, petTypes.code, petTypes.nameAr)
      .orderBy(petTypes.id),
    db
      .select({
        name: productTypes.name,
        nameAr: productTypes.nameAr,
        count: sql<number>`count(${products.id})::int`,
      })
      .from(productTypes)
      .leftJoin(
        products,
        and(
          eq(products.productTypeId, productTypes.id),
          filterConditions(db, { ...filter, productTypes: [] }),
        ),
      )
      .groupBy(productTypes.id, productTypes.name, productTypes.nameAr)
      .orderBy(productTypes.id),
  ]);
  return { petTypes: pets, productTypes: types };
}

/**
 * The catalog's own words closest to each word of a search that found nothing ("royl" →
 * "royal"), from active product names by trigram similarity; null when no word is near enough
 * or nothing would change.
 */
const SPELLING: Statement = {
  name: 'catalog_spelling',
  text: `
WITH vocabulary AS (
  SELECT DISTINCT word
    FROM products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS word
   WHERE p.is_active AND length(word) > 2)
SELECT coalesce((SELECT v.word FROM vocabulary v
                  WHERE similarity(v.word, q.word) > 0.2
                  ORDER BY similarity(v.word, q.word) DESC, v.word LIMIT 1),
                q.word) AS word
  FROM unnest($1::text[]) WITH ORDINALITY AS q(word, n)
 ORDER BY q.n`,
};

export async function findSpellingSuggestion(
  database: Queryable,
  search: string,
): Promise<string | null> {
  const words = searchWords(search);
  if (words.length === 0) return null;
  const rows = await database.query<{ word: string }>(SPELLING, [words]);
  const suggestion = rows.map((row) => row.word).join(' ');
  return suggestion === words.join(' ') ? null : suggestion;
}

/** "3,17,42" → Int32Array [3, 17, 42], without an intermediate array of strings. */
function parseIds(text: string | null): Int32Array {
  if (!text) return new Int32Array();
  let count = 1;
  for (let index = 0; index < text.length; index += 1)
    if (text.charCodeAt(index) === 44) count += 1;
  const ids = new Int32Array(count);
  let value = 0;
  let at = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 44) {
      ids[at++] = value;
      value = 0;
    } else {
      value = value * 10 + (code - 48);
    }
  }
  ids[at] = value;
  return ids;
}

/** What a product card shows that changes only when the product itself is edited. */
export interface SummaryRow {
  id: number;
  name: string;
  sku: string;
  packaging: string | null;
  rating: number | string;
  review_count: number;
  type_id: number | null;
  type_name: string | null;
  group_name: string | null;
  /** The Arabic names (issue 34), read in the same statement; null where staff wrote none. */
  name_ar: string | null;
  type_name_ar: string | null;
  group_name_ar: string | null;
  /** [image id, stored path, description] in gallery order. */
  images: [number, string, string | null][];
  /** [pet type id, code, Arabic name] in pet type order. */
  pets: [number, string, string | null][];
}

const SUMMARY: Statement = {
  name: 'catalog_summaries',
  text: `
SELECT p.id, p.name, p.sku, p.packaging, p.rating, p.review_count,
       t.id AS type_id, t.name AS type_name, g.name AS group_name,
       p.name_ar, t.name_ar AS type_name_ar, g.name_ar AS group_name_ar,
       coalesce((SELECT json_agg(json_build_array(i.id, i.path, i.alt) ORDER BY i.position, i.id)
                   FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images,
       coalesce((SELECT json_agg(json_build_array(pt.id, pt.code, pt.name_ar) ORDER BY pt.id)
                   FROM product_pet_types ppt JOIN pet_types pt ON pt.id = ppt.pet_type_id
                  WHERE ppt.product_id = p.id), '[]'::json) AS pets
  FROM products p
  LEFT JOIN product_types t ON t.id = p.product_type_id
  LEFT JOIN product_type_groups g ON g.id = t.group_id
 WHERE p.id = ANY($1::int[])`,
};

/** Card data of the given products (active or not), in one query. */
export function findSummaryRows(database: Queryable, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return database.query<SummaryRow>(SUMMARY, [ids]);
}

/** What only the product page shows, and changes only when the product is edited. */
export interface DetailRow {
  id: number;
  description: string;
  about_product: string;
  benefits: string;
  /** The Arabic texts (issue 34); null where staff wrote none. */
  description_ar: string | null;
  about_product_ar: string | null;
  benefits_ar: string | null;
  /**
   * [attribute id, attribute name, value, Arabic name, Arabic value] in the product's order; the
   * Arabic ones null where staff wrote none (issue 34).
   */
  attributes: [number, string, string, string | null, string | null][];
}

const DETAIL: Statement = {
  name: 'catalog_details',
  text: `
SELECT p.id, p.description, p.about_product, p.benefits,
       p.description_ar, p.about_product_ar, p.benefits_ar,
       coalesce((SELECT json_agg(json_build_array(a.id, a.name, v.value, a.name_ar, v.value_ar)
                                 ORDER BY v.position, a.id)
                   FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id
                  WHERE v.product_id = p.id), '[]'::json) AS attributes
  FROM products p
 WHERE p.id = ANY($1::int[])`,
};

export function findDetailRows(database: Queryable, ids: number[]): Promise<DetailRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return database.query<DetailRow>(DETAIL, [ids]);
}

/**
 * What is read fresh on every request, never from a cache: prices and offers (the product's and
 * each size's), whether the product is on sale, and the stock of each size. One query serves every
 * request that arrived in the same turn of the event loop (see catalog.cache.ts).
 */
export interface LiveProductRow {
  id: number;
  sku: string;
  price_fils: number;
  offer_price_fils: number | null;
  is_active: boolean;
  /**
   * JSON text of [size id, name, stock, own price, own offer, SKU suffix] in shelf order (fils;
   * null: none). Text, not parsed by the driver: a page whose sizes read as before is not rebuilt.
   */
  sizes: string;
}

const LIVE_PRODUCTS: Statement = {
  name: 'catalog_live_products',
  text: `
SELECT p.id, p.sku, p.price_fils, p.offer_price_fils, p.is_active,
       coalesce((SELECT json_agg(json_build_array(s.id, s.name, s.stock, s.price_fils,
                                                  s.offer_price_fils, s.sku_suffix)
                                 ORDER BY s.position, s.id)
                   FROM product_sizes s WHERE s.product_id = p.id), '[]'::json)::text AS sizes
  FROM products p
 WHERE p.id = ANY($1::int[])`,
};

/** Prices, sale state and stock of product cards and pages. */
export function findLiveProducts(database: Queryable, ids: number[]): Promise<LiveProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return database.query<LiveProductRow>(LIVE_PRODUCTS, [ids]);
}

const PRICE_BOUNDS: Statement = {
  name: 'catalog_price_bounds',
  text: `
SELECT coalesce(min(effective_price_fils), 0) AS min, coalesce(max(effective_price_fils), 0) AS max
  FROM products WHERE is_active`,
};

/**
 * Lowest and highest price a customer pays across the active catalog, in fils: two index probes
 * (products_active_price_idx), read fresh because prices are never served from a cache.
 */
export async function findPriceBounds(database: Queryable): Promise<{ min: number; max: number }> {
  const [row] = await database.query<{ min: number; max: number }>(PRICE_BOUNDS, []);
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

/** Ids and last change of every active product, for the sitemap. */
export async function findActiveProductStamps(db: Db) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
}

/** The channel on which any process says "the catalog changed" (NOTIFY catalog_changed). */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * The channel on which a stock change announces itself (migration 0019's trigger on product_sizes,
 * whoever writes): caches of prices and stock drop what they hold, the rest stays.
 */
export const STOCK_CHANNEL = 'stock_changed';

/**
 * Tells every server process (this one included) that products, prices, images or types changed,
 * so their catalog caches drop what they hold. Call it inside the writing transaction: PostgreSQL
 * delivers the notification at commit, and not at all on rollback. Writes to the catalog tables
 * need no call: their statement-level triggers (migration 0006_catalog_change_triggers) send the
 * same notification, whoever writes. This is for a change those triggers cannot see (a load made
 * with triggers disabled); calling it as well is harmless, one more cache drop.
 */
export async function notifyCatalogChanged(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CATALOG_CHANNEL}, '')`);
}

/**
 * Listens for catalog changes on a connection of its own; answers a function that stops. A lost
 * connection is re-opened, and `onChange` runs then too (a notification may have been missed).
 */
export function listenForCatalogChanges(
  database: Database,
  onChange: () => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  return database.listen(CATALOG_CHANNEL, onChange, onError);
}
