import { hash } from 'node:crypto';
import {
  productSchema,
  productSummarySchema,
  type PriceBoundsResponse,
  type Product,
  type ProductFilterQuery,
  type ProductPage,
} from '@petshop/contracts';
import type { Database } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { Batcher, ExpiringCache } from './catalog.cache.ts';
import {
  findDetailRows,
  findLivePrices,
  findLiveProducts,
  findPriceBounds,
  findProductIds,
  findSummaryRows,
  listenForCatalogChanges,
  type DetailRow,
  type LivePriceRow,
  type LiveProductRow,
  type ProductFilter,
  type SummaryRow,
} from './catalog.repo.ts';

/**
 * A product card's JSON without the price and offer (read fresh per request): `head` is
 * `{"id":…,"name":…`, `tail` is `,"sku":…}`. `hash` identifies the content, for ETags.
 */
interface CardJson {
  head: string;
  tail: string;
  hash: string;
}

/** The product page's own fields as JSON members (`"description":…,"product_attributes":[…]`). */
interface DetailJson {
  members: string;
  hash: string;
}

/** A response body written once, with its entity tag. */
export interface JsonBody {
  json: string;
  etag: string;
}

/** The contract checks what enters the cache, once, instead of every response built from it. */
const staticSummarySchema = productSummarySchema.omit({ price: true, offer_price: true });
const staticDetailSchema = productSchema.pick({
  description: true,
  about_product: true,
  benefits: true,
  product_attributes: true,
});

const hashOf = (text: string) => hash('sha1', text, 'base64url').slice(0, 16);

export interface CatalogServiceOptions {
  /**
   * How long a cached list or product may be served before it is re-read in the background. Every
   * write to the catalog tables announces itself (the triggers of migration 0006 send NOTIFY
   * catalog_changed, as does notifyCatalogChanged; `invalidate()` is the in-process form) and drops
   * the caches at once; this bounds how long a change can go unseen when that notification is lost:
   * a listener connection that died without an error, triggers disabled for a bulk load.
   */
  ttlMs?: number;
  /** Product cards and product pages kept (each). */
  maxProducts?: number;
  /** Filtered id lists kept, and the most ids they may hold together. */
  maxLists?: number;
  maxListIds?: number;
}

/** One key per distinct filter: equal filters in any spelling share one cached id list. */
function filterKey(filter: ProductFilter): string {
  return JSON.stringify([
    filter.search?.toLowerCase() ?? '',
    [...(filter.productTypes ?? [])].sort(),
    [...(filter.petTypes ?? [])].sort(),
    filter.minPriceFils ?? null,
    filter.maxPriceFils ?? null,
    filter.bestsellersOnly === true,
  ]);
}

/** The filter a key stands for (keys are JSON of the normalised filter). */
function filterFromKey(key: string): ProductFilter {
  const [search, productTypes, petTypes, minPriceFils, maxPriceFils, bestsellersOnly] = JSON.parse(
    key,
  ) as [string, string[], string[], number | null, number | null, boolean];
  return {
    search: search || undefined,
    productTypes,
    petTypes,
    minPriceFils: minPriceFils ?? undefined,
    maxPriceFils: maxPriceFils ?? undefined,
    bestsellersOnly,
  };
}

/** A list page as written, and what it was written from (see listPage). */
interface WrittenPage {
  ids: Int32Array;
  cards: readonly (CardJson | undefined)[];
  live: readonly (LivePriceRow | undefined)[];
  body: JsonBody;
}

/** Whether a card would show the same prices and sale state from either row. */
const samePrice = (a: LivePriceRow | undefined, b: LivePriceRow | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.price_fils === b.price_fils &&
    a.offer_price_fils === b.offer_price_fils &&
    a.is_active === b.is_active);

/** `"price":…,"offer_price":…` in AED, as the contract has them. */
const priceMembers = (live: LivePriceRow) =>
  `,"price":${filsToAed(live.price_fils)},"offer_price":${
    live.offer_price_fils === null ? 'null' : filsToAed(live.offer_price_fils)
  }`;

export function createCatalogService(
  database: Database,
  imageUrl: ImageUrl,
  options: CatalogServiceOptions = {},
) {
  const db = database.db;
  // PGlite's files belong to this one process: every change to them is made here, and its
  // triggers' notifications reach the listener with the writing query's answer, so its caches need
  // no expiry. On PostgreSQL the notification travels on a connection of its own that can fail
  // silently (a half-open socket raises no error, so nothing reconnects), and a bulk load may run
  // with triggers disabled: a minute bounds how long a change goes unseen then. It costs one
  // background re-read per cached entry in use per minute.
  const ttlMs = options.ttlMs ?? (database.kind === 'pglite' ? Number.POSITIVE_INFINITY : 60_000);
  const maxProducts = options.maxProducts ?? 20_000;
  const byId = <Row extends { id: number }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.id, row]));
  const summaryRows = new Batcher<number, SummaryRow>(async (ids) =>
    byId(await findSummaryRows(database, ids)),
  );
  const detailRows = new Batcher<number, DetailRow>(async (ids) =>
    byId(await findDetailRows(database, ids)),
  );
  const livePrices = new Batcher<number, LivePriceRow>(async (ids) =>
    byId(await findLivePrices(database, ids)),
  );
  const liveProducts = new Batcher<number, LiveProductRow>(async (ids) =>
    byId(await findLiveProducts(database, ids)),
  );

  function toCardJson(row: SummaryRow): CardJson {
    const images = row.images.map(([id, path, alt]) =>
      alt ? { id, image_url: imageUrl(path), alt } : { id, image_url: imageUrl(path) },
    );
    const { id, name, ...rest } = staticSummarySchema.parse({
      id: row.id,
      name: row.name,
      sku: row.sku,
      packaging: row.packaging,
      image_url: images[0]?.image_url ?? null,
      images,
      rating: Number(row.rating),
      product_type:
        row.type_id === null
          ? null
          : { id: row.type_id, name: row.type_name ?? '', group: row.group_name ?? '' },
      product_pet_types: row.pets.map(([petId, code]) => ({ id: petId, name: code })),
    });
    const head = JSON.stringify({ id, name }).slice(0, -1);
    const tail = `,${JSON.stringify(rest).slice(1)}`;
    return { head, tail, hash: hashOf(head + tail) };
  }

  function toDetailJson(row: DetailRow): DetailJson {
    const members = JSON.stringify(
      staticDetailSchema.parse({
        description: row.description,
        about_product: row.about_product,
        benefits: row.benefits,
        product_attributes: row.attributes.map(([id, name, value]) => ({
          id,
          name,
          pivot: { value },
        })),
      }),
    ).slice(1, -1);
    return { members, hash: hashOf(members) };
  }

  /** Every matching id of a filter, keyed by filterKey. */
  const lists = new ExpiringCache<string, Int32Array>({
    load: (key) => findProductIds(db, filterFromKey(key)),
    maxEntries: options.maxLists ?? 1_000,
    maxWeight: options.maxListIds ?? 2_000_000,
    weigh: (ids) => ids.length,
    ttlMs,
  });
  const cards = new ExpiringCache<number, CardJson>({
    load: async (id) => {
      const row = await summaryRows.load(id);
      return row && toCardJson(row);
    },
    maxEntries: maxProducts,
    ttlMs,
  });
  const details = new ExpiringCache<number, DetailJson>({
    load: async (id) => {
      const row = await detailRows.load(id);
      return row && toDetailJson(row);
    },
    maxEntries: maxProducts,
    ttlMs,
  });

  /**
   * Each page's answer as last written, with what it was written from. Prices are still read
   * per request; when they, the list and the cards are what they were, the page is not written
   * (and hashed) again. Bounded; emptied with the caches.
   */
  const writtenPages = new Map<string, WrittenPage>();
  const maxWrittenPages = options.maxLists ?? 1_000;

  async function listPage(filter: ProductFilter, page: number, perPage: number): Promise<JsonBody> {
    const key = filterKey(filter);
    const ids = lists.cached(key) ?? (await lists.get(key)) ?? new Int32Array();
    const pageIds = Array.from(ids.subarray((page - 1) * perPage, page * perPage));
    // Usually every card is cached: no promise per card then.
    const hits = pageIds.map((id) => cards.cached(id));
    const [jsons, live] = await Promise.all([
      hits.includes(undefined)
        ? Promise.all(pageIds.map((id, index) => hits[index] ?? cards.get(id)))
        : hits,
      livePrices.loadMany(pageIds),
    ]);
    const pageKey = `${key}|${page}|${perPage}`;
    const written = writtenPages.get(pageKey);
    if (
      written &&
      written.ids === ids &&
      jsons.every((card, index) => card === written.cards[index]) &&
      live.every((row, index) => samePrice(row, written.live[index]))
    ) {
      return written.body;
    }
    const body = writePage(ids, page, perPage, jsons, live);
    writtenPages.delete(pageKey);
    writtenPages.set(pageKey, { ids, cards: jsons, live, body });
    if (writtenPages.size > maxWrittenPages) {
      writtenPages.delete(writtenPages.keys().next().value!);
    }
    return body;
  }

  function writePage(
    ids: Int32Array,
    page: number,
    perPage: number,
    jsons: readonly (CardJson | undefined)[],
    live: readonly (LivePriceRow | undefined)[],
  ): JsonBody {
    const data: string[] = [];
    const versions: string[] = [];
    jsons.forEach((card, index) => {
      const now = live[index];
      // Taken off sale since the list was read: leave it out rather than show it.
      if (!card || !now?.is_active) return;
      const prices = priceMembers(now);
      data.push(card.head + prices + card.tail);
      versions.push(card.hash + prices);
    });
    const meta = `"current_page":${page},"last_page":${Math.max(1, Math.ceil(ids.length / perPage))},"total":${ids.length},"per_page":${perPage}`;
    return {
      json: `{"products":{"data":[${data.join(',')}],${meta}}}`,
      etag: `"${hashOf(`${meta}|${versions.join('|')}`)}"`,
    };
  }

  async function productJson(id: number): Promise<JsonBody> {
    const [live, card, detail] = await Promise.all([
      liveProducts.load(id),
      cards.cached(id) ?? cards.get(id),
      details.cached(id) ?? details.get(id),
    ]);
    if (!live?.is_active || !card || !detail) throw new NotFoundError('Product not found');
    const sizes = JSON.stringify(
      live.sizes.map(([sizeId, name, stock]) => ({ id: sizeId, name, stock })),
    );
    const prices = priceMembers(live);
    return {
      json: `{"product":${card.head}${prices}${card.tail.slice(0, -1)},${detail.members},"product_sizes":${sizes}}}`,
      etag: `"${hashOf(`${card.hash}|${detail.hash}|${prices}|${sizes}`)}"`,
    };
  }

  function filterOf(query: ProductFilterQuery): ProductFilter {
    return {
      search: query.search,
      productTypes: query.productTypes.map((name) => name.toLowerCase()),
      petTypes: query.petTypes.map((code) => code.toUpperCase()),
      minPriceFils: query.minPrice === undefined ? undefined : aedToFils(query.minPrice),
      maxPriceFils: query.maxPrice === undefined ? undefined : aedToFils(query.maxPrice),
    };
  }

  let stopWatching: (() => Promise<void>) | undefined;

  function invalidate(): void {
    lists.clear();
    cards.clear();
    details.clear();
    writtenPages.clear();
  }

  return {
    /** GET /api/get-filtered-products, written as JSON. */
    filteredProductsJson(query: ProductFilterQuery): Promise<JsonBody> {
      return listPage(filterOf(query), query.page, query.per_page);
    },

    /** GET /api/get-bestseller-products, written as JSON. */
    bestsellersJson(page: number, perPage: number): Promise<JsonBody> {
      return listPage({ bestsellersOnly: true }, page, perPage);
    },

    /** GET /api/get-product-details/{id}, written as JSON. */
    productDetailsJson: productJson,

    async filteredProducts(query: ProductFilterQuery): Promise<ProductPage> {
      const { json } = await listPage(filterOf(query), query.page, query.per_page);
      return (JSON.parse(json) as { products: ProductPage }).products;
    },

    async activeProducts(page: number, perPage: number): Promise<ProductPage> {
      const { json } = await listPage({}, page, perPage);
      return (JSON.parse(json) as { products: ProductPage }).products;
    },

    async bestsellers(page: number, perPage: number): Promise<ProductPage> {
      const { json } = await listPage({ bestsellersOnly: true }, page, perPage);
      return (JSON.parse(json) as { products: ProductPage }).products;
    },

    async priceBounds(): Promise<PriceBoundsResponse> {
      const { min, max } = await findPriceBounds(database);
      return { min_price: filsToAed(min), max_price: filsToAed(max) };
    },

    /** The product page: cached text, pictures and attributes; price, sale and stock read now. */
    async productDetails(id: number): Promise<Product> {
      const { json } = await productJson(id);
      return (JSON.parse(json) as { product: Product }).product;
    },

    /** Drops every cached list and product (a product, price, picture or type changed). */
    invalidate,

    /** Follows catalog changes announced by any process (NOTIFY catalog_changed) until `stop`. */
    async watch(log: { warn: (object: unknown, message: string) => void }): Promise<void> {
      if (stopWatching) return;
      stopWatching = await listenForCatalogChanges(database, invalidate, (error) =>
        log.warn({ err: error }, 'catalog change listener: connection problem'),
      );
    },

    async stop(): Promise<void> {
      const stop = stopWatching;
      stopWatching = undefined;
      await stop?.();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
