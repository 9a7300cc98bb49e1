import { hash } from 'node:crypto';
import {
  productSchema,
  productSummarySchema,
  type FacetQuery,
  type FacetsResponse,
  type PriceBoundsResponse,
  type Product,
  type ProductFilterQuery,
  type ProductPage,
} from '@petshop/contracts';
import type { Language } from '@petshop/contracts/language';
import type { Database } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { aedToFils, filsToAed } from '../../lib/money.ts';
import { arabicOr } from '../../lib/translated-text.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { Batcher, ExpiringCache } from './catalog.cache.ts';
import { cheapestPair, presentSizes, type PricedSizeRow } from './size-prices.ts';
import {
  findDetailRows,
  findFacetCounts,
  findLiveProducts,
  findPriceBounds,
  findProductIds,
  findSpellingSuggestion,
  findSummaryRows,
  listenForCatalogChanges,
  STOCK_CHANNEL,
  type DetailRow,
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
  /**
   * Set on the list and product answers: the catalog's count of changes when the answer was last
   * found current, and until when (ms since the epoch) everything it was written from stays as
   * it is without a refresh. `isCurrent` tells from these whether it may be sent again as it is.
   */
  version?: number;
  freshUntil?: number;
  readAgain?: ReadAgain;
  /** Compressed copies of `json`, kept with it once made (the routes' sendJson). */
  compressed?: { br?: Buffer; gzip?: Buffer };
}

/** The contract checks what enters the cache, once, instead of every response built from it. */
const staticSummarySchema = productSummarySchema.omit({
  price: true,
  offer_price: true,
  product_sizes: true,
});
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
  /** How long prices and stock read for a card may be answered again (decision 102). */
  liveTtlMs?: number;
  /** Filtered id lists kept, and the most ids they may hold together. */
  maxLists?: number;
  maxListIds?: number;
  /**
   * Reads the store's products into the caches in the background (decision 108): at `watch()`,
   * and again a moment after each catalog change.
   */
  warm?: boolean;
  /** How long after the last catalog change the caches are read again (ms). */
  warmDelayMs?: number;
}

/** Products read per statement when warming: a few milliseconds of the embedded database each. */
const WARM_CHUNK = 100;

/** One key per distinct filter: equal filters in any spelling share one cached id list. */
function filterKey(filter: ProductFilter): string {
  return JSON.stringify([
    filter.search?.toLowerCase() ?? '',
    [...(filter.productTypes ?? [])].sort(),
    [...(filter.petTypes ?? [])].sort(),
    filter.minPriceFils ?? null,
    filter.maxPriceFils ?? null,
    filter.bestsellersOnly === true,
    filter.sort ?? null,
  ]);
}

/** The filter a key stands for (keys are JSON of the normalised filter). */
function filterFromKey(key: string): ProductFilter {
  const [search, productTypes, petTypes, minPriceFils, maxPriceFils, bestsellersOnly, sort] =
    JSON.parse(key) as [
      string,
      string[],
      string[],
      number | null,
      number | null,
      boolean,
      ProductFilter['sort'] | null,
    ];
  return {
    sort: sort ?? undefined,
    search: search || undefined,
    productTypes,
    petTypes,
    minPriceFils: minPriceFils ?? undefined,
    maxPriceFils: maxPriceFils ?? undefined,
    bestsellersOnly,
  };
}

/**
 * What a card or page shows that is read fresh per request, as JSON: `prices` is
 * `,"price":…,"offer_price":…` (the cheapest size's, in AED), `sizes` the `product_sizes` array.
 * `key` tells whether two reads would show the same.
 */
interface LiveJson {
  isActive: boolean;
  prices: string;
  sizes: string;
  key: string;
}

/**
 * Whether the caches still hold what an answer was written from: until when (ms since the epoch)
 * they hold it without a refresh, 0 when they no longer do. `ask`: read them as a request does
 * (an entry past its time to live starts loading again), else only look.
 */
type ReadAgain = (ask: boolean) => number;

/** A product's answer as written, and what it was written from (see productJson). */
interface WrittenProduct {
  card: CardJson;
  detail: DetailJson;
  live: LiveJson;
  body: JsonBody;
}

/** A list page as written, and what it was written from (see listPage). */
interface WrittenPage {
  ids: Int32Array;
  cards: readonly (CardJson | undefined)[];
  live: readonly (string | undefined)[];
  body: JsonBody;
}

type SizeTuple = [number, string, number, number | null, number | null, string | null];

function toLiveJson(row: LiveProductRow, key: string): LiveJson {
  const product = { priceFils: row.price_fils, offerPriceFils: row.offer_price_fils, sku: row.sku };
  const sizes: PricedSizeRow[] = (JSON.parse(row.sizes) as SizeTuple[]).map(
    ([id, name, stock, priceFils, offerPriceFils, skuSuffix]) => ({
      id,
      name,
      stock,
      priceFils,
      offerPriceFils,
      skuSuffix,
    }),
  );
  const shown = cheapestPair(product, sizes);
  const prices = `,"price":${filsToAed(shown.priceFils)},"offer_price":${
    shown.offerPriceFils === null ? 'null' : filsToAed(shown.offerPriceFils)
  }`;
  return {
    isActive: row.is_active,
    prices,
    sizes: JSON.stringify(presentSizes(product, sizes)),
    key,
  };
}

/** Everything a live row's JSON is made of: equal keys, equal JSON. */
const liveKey = (row: LiveProductRow) =>
  `${row.is_active ? 1 : 0}|${row.price_fils}|${row.offer_price_fils}|${row.sku}|${row.sizes}`;

type WarnLog = { warn: (object: unknown, message: string) => void };

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
  /**
   * Counts the drops of cached lists, cards and prices (a catalog change, a stock change): an
   * answer found current before the latest drop is not sent again without looking (isCurrent).
   */
  let changes = 0;
  // The caches' own clock (ExpiringCache takes Date.now when it is made).
  const clock = Date.now;
  const byId = <Row extends { id: number }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.id, row]));
  const summaryRows = new Batcher<number, SummaryRow>(async (ids) =>
    byId(await findSummaryRows(database, ids)),
  );
  const detailRows = new Batcher<number, DetailRow>(async (ids) =>
    byId(await findDetailRows(database, ids)),
  );
  const liveProducts = new Batcher<number, LiveProductRow>(async (ids) =>
    byId(await findLiveProducts(database, ids)),
  );

  /**
   * Live JSON by its key: a product whose prices and stock read as before is not parsed and
   * written again (most are, request after request). Bounded; dropped whole when full.
   */
  const liveJsons = new Map<string, LiveJson>();
  function liveJsonOf(row: LiveProductRow): LiveJson {
    const key = liveKey(row);
    let json = liveJsons.get(key);
    if (!json) {
      if (liveJsons.size >= maxProducts) liveJsons.clear();
      json = toLiveJson(row, key);
      liveJsons.set(key, json);
    }
    return json;
  }

  function toCardJson(row: SummaryRow, language: Language): CardJson {
    const arabic = language === 'ar';
    const images = row.images.map(([id, path, alt]) =>
      alt ? { id, image_url: imageUrl(path), alt } : { id, image_url: imageUrl(path) },
    );
    const { id, name, ...rest } = staticSummarySchema.parse({
      id: row.id,
      name: arabic ? arabicOr(row.name_ar, row.name) : row.name,
      sku: row.sku,
      packaging: row.packaging,
      image_url: images[0]?.image_url ?? null,
      images,
      rating: Number(row.rating),
      review_count: Number(row.review_count),
      product_type:
        row.type_id === null
          ? null
          : arabic
            ? {
                id: row.type_id,
                name: arabicOr(row.type_name_ar, row.type_name ?? ''),
                group: arabicOr(row.group_name_ar, row.group_name ?? ''),
              }
            : { id: row.type_id, name: row.type_name ?? '', group: row.group_name ?? '' },
      // The English answer names a pet type by its code (as the spec's client reads it); the
      // Arabic one by its Arabic name, the code beside it.
      product_pet_types: row.pets.map(([petId, code, nameAr]) =>
        arabic ? { id: petId, name: arabicOr(nameAr, code), code } : { id: petId, name: code },
      ),
    });
    const head = JSON.stringify({ id, name }).slice(0, -1);
    const tail = `,${JSON.stringify(rest).slice(1)}`;
    return { head, tail, hash: hashOf(head + tail) };
  }

  function toDetailJson(row: DetailRow, language: Language): DetailJson {
    const arabic = language === 'ar';
    const members = JSON.stringify(
      staticDetailSchema.parse({
        description: arabic ? arabicOr(row.description_ar, row.description) : row.description,
        about_product: arabic
          ? arabicOr(row.about_product_ar, row.about_product)
          : row.about_product,
        benefits: arabic ? arabicOr(row.benefits_ar, row.benefits) : row.benefits,
        // Issue 34: the attribute's Arabic name and the product's Arabic value, each falling
        // back to its English (a brand is written once, as it is).
        product_attributes: row.attributes.map(([id, name, value, nameAr, valueAr]) =>
          arabic
            ? { id, name: arabicOr(nameAr, name), pivot: { value: arabicOr(valueAr, value) } }
            : { id, name, pivot: { value } },
        ),
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
  // One statement reads a product's English and Arabic texts; each language keeps its own JSON,
  // so an Arabic answer is never served for an English request or the reverse (issue 34).
  const cardCache = (language: Language) =>
    new ExpiringCache<number, CardJson>({
      load: async (id) => {
        const row = await summaryRows.load(id);
        return row && toCardJson(row, language);
      },
      maxEntries: maxProducts,
      ttlMs,
    });
  const detailCache = (language: Language) =>
    new ExpiringCache<number, DetailJson>({
      load: async (id) => {
        const row = await detailRows.load(id);
        return row && toDetailJson(row, language);
      },
      maxEntries: maxProducts,
      ttlMs,
    });
  const cards = cardCache('en');
  const details = detailCache('en');
  const cardsIn: Record<Language, ExpiringCache<number, CardJson>> = {
    en: cards,
    ar: cardCache('ar'),
  };
  const detailsIn: Record<Language, ExpiringCache<number, DetailJson>> = {
    en: details,
    ar: detailCache('ar'),
  };

  /**
   * What a card shows that changes without a catalog edit (stock, as orders take it) and is read
   * fresh: kept a second at most (decision 102), and dropped at once when any process changes a
   * stock (NOTIFY stock_changed), a price or a product (catalog_changed), or when a write in this
   * process may have (`stockMayHaveChanged`, called before its answer goes out). A read that began
   * before a drop is not kept (the cache's generations).
   */
  const live = new ExpiringCache<number, LiveJson>({
    load: async (id) => {
      const row = await liveProducts.load(id);
      return row && liveJsonOf(row);
    },
    maxEntries: maxProducts,
    ttlMs: options.liveTtlMs ?? (database.kind === 'pglite' ? Number.POSITIVE_INFINITY : 1_000),
  });

  /** The cached values of `ids` without a promise when all are cached (the usual case). */
  function allOf<V>(cache: ExpiringCache<number, V>, ids: readonly number[]) {
    const hits = ids.map((id) => cache.cached(id));
    return hits.includes(undefined)
      ? Promise.all(ids.map((id, index) => hits[index] ?? cache.get(id)))
      : hits;
  }

  /**
   * Each page's answer as last written, with what it was written from. Prices and stock are
   * checked per request; when they, the list and the cards are what they were, the page is not written
   * (and hashed) again. Bounded; emptied with the caches.
   */
  const writtenPages = new Map<string, WrittenPage>();
  const maxWrittenPages = options.maxLists ?? 1_000;

  async function listPage(
    filter: ProductFilter,
    page: number,
    perPage: number,
    language: Language = 'en',
  ): Promise<JsonBody> {
    const version = changes;
    const key = filterKey(filter);
    const ids = lists.cached(key) ?? (await lists.get(key)) ?? new Int32Array();
    const pageIds = Array.from(ids.subarray((page - 1) * perPage, page * perPage));
    // Usually every card and its prices and stock are cached: no promise per card then.
    const [jsons, liveJsons] = await Promise.all([
      allOf(cardsIn[language], pageIds),
      allOf(live, pageIds),
    ]);
    const pageKey =
      language === 'en' ? `${key}|${page}|${perPage}` : `${language}|${key}|${page}|${perPage}`;
    const written = writtenPages.get(pageKey);
    // What the page is written from, as read here (see stamped).
    const readAgain: ReadAgain = (ask) => {
      const cardsOf = cardsIn[language];
      if (ask && lists.cached(key) !== ids) return 0;
      let until = lists.freshUntil(key, ids);
      for (let index = 0; index < pageIds.length && until > 0; index += 1) {
        const id = pageIds[index]!;
        const card = jsons[index];
        const now = liveJsons[index];
        if (ask && (cardsOf.cached(id) !== card || live.cached(id) !== now)) return 0;
        until = Math.min(until, cardsOf.freshUntil(id, card!), live.freshUntil(id, now!));
      }
      return until;
    };
    if (
      written &&
      written.ids === ids &&
      jsons.every((card, index) => card === written.cards[index]) &&
      liveJsons.every((row, index) => row?.key === written.live[index])
    ) {
      return stamped(written.body, version, readAgain);
    }
    const body = writePage(ids, page, perPage, jsons, liveJsons, language);
    writtenPages.delete(pageKey);
    writtenPages.set(pageKey, {
      ids,
      cards: jsons,
      live: liveJsons.map((row) => row?.key),
      body,
    });
    if (writtenPages.size > maxWrittenPages) {
      writtenPages.delete(writtenPages.keys().next().value!);
    }
    return stamped(body, version, readAgain);
  }

  /**
   * Marks an answer as found current now (see isCurrent): `version` is the count of changes taken
   * before what it was written from was read, `readAgain` tells until when that stays as read.
   */
  function stamped(body: JsonBody, version: number, readAgain: ReadAgain): JsonBody {
    body.version = version;
    body.freshUntil = version === changes ? readAgain(false) : 0;
    body.readAgain = readAgain;
    return body;
  }

  function writePage(
    ids: Int32Array,
    page: number,
    perPage: number,
    jsons: readonly (CardJson | undefined)[],
    live: readonly (LiveJson | undefined)[],
    language: Language,
  ): JsonBody {
    const data: string[] = [];
    const versions: string[] = [];
    jsons.forEach((card, index) => {
      const now = live[index];
      // Taken off sale since the list was read: leave it out rather than show it.
      if (!card || !now?.isActive) return;
      data.push(`${card.head}${now.prices}${card.tail.slice(0, -1)},"product_sizes":${now.sizes}}`);
      versions.push(card.hash + now.key);
    });
    const meta = `"current_page":${page},"last_page":${Math.max(1, Math.ceil(ids.length / perPage))},"total":${ids.length},"per_page":${perPage}`;
    // An Arabic page's tag differs from the English one's even where their texts agree: the
    // compressed copies are kept by tag.
    const tagged = `${meta}|${versions.join('|')}`;
    return {
      json: `{"products":{"data":[${data.join(',')}],${meta}}}`,
      etag: `"${hashOf(language === 'en' ? tagged : `${language}|${tagged}`)}"`,
    };
  }

  /**
   * Each product's answer as last written, per language, with what it was written from: while its
   * card, page and prices are what they were, it is not written (and hashed) again. Bounded (the
   * oldest out first); emptied with the caches.
   */
  const writtenProducts: Record<Language, Map<number, WrittenProduct>> = {
    en: new Map(),
    ar: new Map(),
  };

  async function productJson(id: number, language: Language = 'en'): Promise<JsonBody> {
    const version = changes;
    const cardsOf = cardsIn[language];
    const detailsOf = detailsIn[language];
    const [now, card, detail] = await Promise.all([
      live.cached(id) ?? live.get(id),
      cardsOf.cached(id) ?? cardsOf.get(id),
      detailsOf.cached(id) ?? detailsOf.get(id),
    ]);
    if (!now?.isActive || !card || !detail) throw new NotFoundError('Product not found');
    const written = writtenProducts[language];
    let product = written.get(id);
    if (!product || product.card !== card || product.detail !== detail || product.live !== now) {
      const tagged = `${card.hash}|${detail.hash}|${now.key}`;
      product = {
        card,
        detail,
        live: now,
        body: {
          json: `{"product":${card.head}${now.prices}${card.tail.slice(0, -1)},"product_sizes":${now.sizes},${detail.members}}}`,
          etag: `"${hashOf(language === 'en' ? tagged : `${language}|${tagged}`)}"`,
        },
      };
      written.delete(id);
      if (written.size >= maxProducts) written.delete(written.keys().next().value!);
      written.set(id, product);
    }
    return stamped(product.body, version, (ask) =>
      ask &&
      (live.cached(id) !== now || cardsOf.cached(id) !== card || detailsOf.cached(id) !== detail)
        ? 0
        : Math.min(
            live.freshUntil(id, now),
            cardsOf.freshUntil(id, card),
            detailsOf.freshUntil(id, detail),
          ),
    );
  }

  function filterOf(query: FacetQuery & { sort?: ProductFilter['sort'] }): ProductFilter {
    return {
      search: query.search,
      productTypes: query.productTypes.map((name) => name.toLowerCase()),
      petTypes: query.petTypes.map((code) => code.toUpperCase()),
      minPriceFils: query.minPrice === undefined ? undefined : aedToFils(query.minPrice),
      maxPriceFils: query.maxPrice === undefined ? undefined : aedToFils(query.maxPrice),
      sort: query.sort,
    };
  }

  /** How many products match a filter: its cached id list's length. */
  async function countOf(filter: ProductFilter): Promise<number> {
    const key = filterKey(filter);
    return (lists.cached(key) ?? (await lists.get(key)) ?? new Int32Array()).length;
  }

  /**
   * Facet counts and the spelling suggestion of a filter, keyed by filterKey, in both languages
   * (read by one statement; the Arabic answer adds each entry's Arabic `label`).
   */
  const facetAnswers = new ExpiringCache<string, Record<Language, FacetsResponse>>({
    load: async (key) => {
      const filter = filterFromKey(key);
      const [counts, total] = await Promise.all([findFacetCounts(db, filter), countOf(filter)]);
      let suggestion: string | null = null;
      if (total === 0 && filter.search) {
        const spelled = await findSpellingSuggestion(database, filter.search);
        // Only a suggestion that finds something, with the other filters as they are.
        if (spelled && (await countOf({ ...filter, search: spelled })) > 0) suggestion = spelled;
      }
      return {
        en: {
          total,
          pet_types: counts.petTypes.map(({ code, count }) => ({ code, count })),
          product_types: counts.productTypes.map(({ name, count }) => ({ name, count })),
          suggestion,
        },
        ar: {
          total,
          pet_types: counts.petTypes.map(({ code, nameAr, count }) => ({
            code,
            count,
            label: arabicOr(nameAr, code),
          })),
          product_types: counts.productTypes.map(({ name, nameAr, count }) => ({
            name,
            count,
            label: arabicOr(nameAr, name),
          })),
          suggestion,
        },
      };
    },
    maxEntries: options.maxLists ?? 1_000,
    ttlMs,
  });

  let stopWatching: (() => Promise<void>) | undefined;

  /** Counts catalog changes: a warm-up stops when one comes (a new warm-up follows it). */
  let catalogChanges = 0;

  /**
   * Reads the cards, pages and prices of the store's first `maxProducts` products (in the store's
   * order) into the caches, as requests would ask for them, a chunk at a time: the caches' batchers
   * make each chunk one statement per kind, and their generations keep nothing read before a
   * change. No customer then waits for the database the first time a product is shown
   * (decision 108). Stops as soon as the catalog changes or the service stops.
   */
  async function warm(): Promise<void> {
    const startedAt = catalogChanges;
    const changed = () => catalogChanges !== startedAt || stopped;
    const key = filterKey({});
    const ids = (lists.cached(key) ?? (await lists.get(key)) ?? new Int32Array()).subarray(
      0,
      maxProducts,
    );
    for (let start = 0; start < ids.length && !changed(); start += WARM_CHUNK) {
      const chunk = Array.from(ids.subarray(start, start + WARM_CHUNK));
      await Promise.all([allOf(cards, chunk), allOf(details, chunk), allOf(live, chunk)]);
    }
  }

  const warmDelayMs = options.warmDelayMs ?? 1_000;
  let stopped = false;
  let warming: Promise<void> | undefined;
  let warmTimer: NodeJS.Timeout | undefined;
  /** Warms the caches once the catalog has been still for `delayMs` (one warm at a time). */
  function scheduleWarm(delayMs: number, log?: WarnLog): void {
    if (!options.warm || stopped) return;
    clearTimeout(warmTimer);
    warmTimer = setTimeout(() => {
      warmTimer = undefined;
      if (warming) return scheduleWarm(delayMs, log);
      warming = warm()
        .catch((error: unknown) => log?.warn({ err: error }, 'catalog warm-up failed'))
        .finally(() => {
          warming = undefined;
        });
    }, delayMs);
    warmTimer.unref();
  }
  let warnLog: WarnLog | undefined;

  /** Called whenever prices or stock may have changed (the cart's answers follow them). */
  const liveListeners: (() => void)[] = [];
  function dropLive(): void {
    changes += 1;
    live.clear();
    for (const listener of liveListeners) listener();
  }

  function invalidate(): void {
    catalogChanges += 1;
    dropLive();
    lists.clear();
    facetAnswers.clear();
    for (const cache of [...Object.values(cardsIn), ...Object.values(detailsIn)]) cache.clear();
    writtenPages.clear();
    writtenProducts.en.clear();
    writtenProducts.ar.clear();
    scheduleWarm(warmDelayMs, warnLog);
  }

  return {
    /**
     * Whether an answer of filteredProductsJson, bestsellersJson or productDetailsJson may be sent
     * again as it is: nothing it was written from has been dropped or has come due for a refresh
     * since it was last found current. A route may then answer the same request (its URL) again
     * without asking for it (decision 139).
     */
    isCurrent(body: JsonBody): boolean {
      if (body.version !== changes) return false;
      if (clock() <= (body.freshUntil ?? 0)) return true;
      // Due for a refresh: the caches are asked as the route would ask them (an entry past its
      // time to live is answered once more while it loads again); the answer stands while they
      // still hold what it was written from.
      body.freshUntil = body.readAgain?.(true) ?? 0;
      return body.freshUntil > 0;
    },

    /** GET /api/get-filtered-products, written as JSON. */
    filteredProductsJson(query: ProductFilterQuery): Promise<JsonBody> {
      return listPage(filterOf(query), query.page, query.per_page, query.lang);
    },

    /** GET /api/catalog/facets: faceted counts of a filter (the order plays no part). */
    async facets(query: FacetQuery): Promise<FacetsResponse> {
      const key = filterKey(filterOf(query));
      return (facetAnswers.cached(key) ?? (await facetAnswers.get(key)))![query.lang ?? 'en'];
    },

    /** GET /api/get-bestseller-products, written as JSON. */
    bestsellersJson(page: number, perPage: number, language: Language = 'en'): Promise<JsonBody> {
      return listPage({ bestsellersOnly: true }, page, perPage, language);
    },

    /** GET /api/get-product-details/{id}, written as JSON. */
    productDetailsJson: productJson,

    async filteredProducts(query: ProductFilterQuery): Promise<ProductPage> {
      const { json } = await listPage(filterOf(query), query.page, query.per_page, query.lang);
      return (JSON.parse(json) as { products: ProductPage }).products;
    },

    async activeProducts(
      page: number,
      perPage: number,
      language: Language = 'en',
    ): Promise<ProductPage> {
      const { json } = await listPage({}, page, perPage, language);
      return (JSON.parse(json) as { products: ProductPage }).products;
    },

    async bestsellers(
      page: number,
      perPage: number,
      language: Language = 'en',
    ): Promise<ProductPage> {
      const { json } = await listPage({ bestsellersOnly: true }, page, perPage, language);
      return (JSON.parse(json) as { products: ProductPage }).products;
    },

    async priceBounds(): Promise<PriceBoundsResponse> {
      const { min, max } = await findPriceBounds(database);
      return { min_price: filsToAed(min), max_price: filsToAed(max) };
    },

    /** The product page: cached text, pictures and attributes; price, sale and stock read now. */
    async productDetails(id: number, language: Language = 'en'): Promise<Product> {
      const { json } = await productJson(id, language);
      return (JSON.parse(json) as { product: Product }).product;
    },

    /** Drops every cached list and product (a product, price, picture or type changed). */
    invalidate,

    /** Drops the prices and stock held (a write in this process may have changed a stock). */
    stockMayHaveChanged: dropLive,

    /**
     * Runs `listener` whenever the prices, stock or anything else a product shows may have
     * changed, in any process that this one hears of.
     */
    onProductsChanged(listener: () => void): void {
      liveListeners.push(listener);
    },

    /**
     * Follows catalog and stock changes announced by any process (NOTIFY catalog_changed,
     * stock_changed) until `stop`.
     */
    async watch(log: WarnLog): Promise<void> {
      if (stopWatching) return;
      warnLog = log;
      stopped = false;
      scheduleWarm(0, log);
      const warn = (error: unknown) =>
        log.warn({ err: error }, 'catalog change listener: connection problem');
      const stops = await Promise.all([
        listenForCatalogChanges(database, invalidate, warn),
        database.listen(STOCK_CHANNEL, dropLive, warn),
      ]);
      stopWatching = async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },

    async stop(): Promise<void> {
      const stop = stopWatching;
      stopWatching = undefined;
      stopped = true;
      clearTimeout(warmTimer);
      await Promise.all([stop?.(), warming]);
    },

    /** The warm-up under way, if any (for tests). */
    get warming(): Promise<void> | undefined {
      return warming;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** Ids and last change of every active product, for the sitemap. */
export { findActiveProductStamps } from './catalog.repo.ts';
