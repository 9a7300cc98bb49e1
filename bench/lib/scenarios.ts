// What the bench asks of the API: the store's realistic request mixes, with ids drawn from the
// seeded catalog. Every generator is deterministic (seeded), so two runs send the same requests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PET_TYPES, PRICE_RANGES, PRODUCT_TYPE_GROUPS } from '@petshop/contracts';
import { mulberry32 as random } from '../../apps/api/src/db/seed/random.ts';
import type { LoadRequest } from './load.ts';

export interface CatalogFacts {
  activeIds: number[];
  /** [product id, size id, stock] of every size in stock. */
  sizes: [number, number, number][];
}

export function readCatalogFacts(dataDir: string): CatalogFacts {
  return JSON.parse(readFileSync(path.join(dataDir, 'catalog.json'), 'utf8')) as CatalogFacts;
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;

const SEARCH_TERMS = [
  'kibble',
  'salmon',
  'cat tree',
  'collar',
  'aquarium',
  'toy',
  'grain-free',
  'litter',
  'treats',
  'bird cage',
  'royal',
  'pellets',
];

const PRODUCT_TYPES = PRODUCT_TYPE_GROUPS.flatMap((group) => group.types);

export const FILTERED_MIX = [
  'no filter, pages 1-3 (30%)',
  'pet type (20%)',
  'product type + price range (20%)',
  'search term (20%)',
  'deep page at ~80% of the catalog (10%)',
].join('; ');

/**
 * GET /api/get-filtered-products as the store sends it (`page` always, comma-joined lists):
 * 30% no filter (pages 1-3), 20% a pet type, 20% a product type with a price range,
 * 20% a search term, 10% a deep page near 80% of the unfiltered list.
 */
export function filteredListing(products: number, seed = 1): () => LoadRequest {
  const next = random(seed);
  const lastPage = Math.max(1, Math.ceil(products / 12));
  return () => {
    const roll = next();
    const query = new URLSearchParams();
    if (roll < 0.3) {
      query.set('page', String(1 + Math.floor(next() * 3)));
    } else if (roll < 0.5) {
      query.set('page', String(next() < 0.8 ? 1 : 2));
      query.set('petTypes', pick(next, PET_TYPES));
    } else if (roll < 0.7) {
      const range = pick(next, PRICE_RANGES);
      query.set('page', '1');
      query.set('productTypes', pick(next, PRODUCT_TYPES));
      query.set('minPrice', String(range.min));
      if (range.max !== null) query.set('maxPrice', String(range.max));
    } else if (roll < 0.9) {
      query.set('page', '1');
      query.set('search', pick(next, SEARCH_TERMS));
    } else {
      const deep = Math.floor(lastPage * 0.8) + Math.floor(next() * 5);
      query.set('page', String(Math.min(lastPage, Math.max(1, deep))));
    }
    return { path: `/api/get-filtered-products?${query}` };
  };
}

/** What shoppers type: whole terms, typos, words in another order, and prefixes as they type. */
const SEARCHES = [
  'dog food',
  'dogs food',
  'cta litter',
  'salmon kibble',
  'chiken',
  'senior cat food',
  'leather collar',
  'aquarium',
  'royal can',
  'scratching post',
  'puppy lamb',
  'grain free',
  'tropical flakes',
  'rope toy',
];

export const SEARCH_MIX = [
  'a whole term, typo or reordered words, page 1 by relevance (60%)',
  'the same sorted by price (10%)',
  'header suggestions: a 3-6 letter prefix of a term, 6 per page (30%)',
].join('; ');

/** GET /api/get-filtered-products with a search, as the store and the header suggestions send it. */
export function searchListing(seed = 5): () => LoadRequest {
  const next = random(seed);
  return () => {
    const roll = next();
    const term = pick(next, SEARCHES);
    const query = new URLSearchParams({ page: '1' });
    if (roll < 0.6) {
      query.set('search', term);
    } else if (roll < 0.7) {
      query.set('search', term);
      query.set('sort', 'price_asc');
    } else {
      query.set('search', term.slice(0, 3 + Math.floor(next() * 4)));
      query.set('per_page', '6');
      query.set('sort', 'relevance');
    }
    return { path: `/api/get-filtered-products?${query}` };
  };
}

/** GET /api/get-product-details/{id}, uniformly over every active product. */
export function productDetails(facts: CatalogFacts, seed = 2): () => LoadRequest {
  const next = random(seed);
  return () => ({ path: `/api/get-product-details/${pick(next, facts.activeIds)}` });
}

/**
 * The product page as a browser asks for it (drawn on the server, issue 29): Brotli accepted,
 * random active products, so most visits find the page's answers changed or not yet drawn.
 */
export function productPage(facts: CatalogFacts, seed = 6): () => LoadRequest {
  const next = random(seed);
  return () => ({ path: `/product/${pick(next, facts.activeIds)}` });
}

/** The store's first pages (drawn on the server), as a browser asks for them. */
export function storePage(seed = 7): () => LoadRequest {
  const next = random(seed);
  return () => ({
    path: next() < 0.7 ? '/store' : `/store?page=${2 + Math.floor(next() * 3)}`,
  });
}

/** GET /api/get-bestseller-products: Home's shelf, mostly its first page. */
export function bestsellers(seed = 3): () => LoadRequest {
  const next = random(seed);
  return () => ({ path: `/api/get-bestseller-products?page=${next() < 0.8 ? 1 : 2}` });
}

/**
 * POST /api/cart/add of one unit of a size in stock, walking the catalog's sizes so that no line
 * reaches its stock or the 99-per-line cap (a size is used at most min(stock, 99) times). Each
 * request is the next customer's (round robin): a shop's concurrent adds come from many shoppers,
 * and one customer's 50 simultaneous adds would measure the lock on that customer's row instead.
 */
export function cartAdd(facts: CatalogFacts, tokens: string[], seed = 4): () => LoadRequest {
  const next = random(seed);
  const order = [...facts.sizes];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const used = new Map<number, number>();
  let index = 0;
  let customer = 0;
  return () => {
    for (let tries = 0; tries < order.length; tries += 1) {
      const [productId, sizeId, stock] = order[index]!;
      index = (index + 1) % order.length;
      const count = used.get(sizeId) ?? 0;
      if (count < Math.min(stock, 99)) {
        used.set(sizeId, count + 1);
        const token = tokens[customer]!;
        customer = (customer + 1) % tokens.length;
        return {
          method: 'POST',
          path: '/api/cart/add',
          headers: { authorization: `Bearer ${token}` },
          body: JSON.stringify({ product_id: productId, product_size_id: sizeId, quantity: 1 }),
        };
      }
    }
    throw new Error('cart add: every size in stock is used up');
  };
}

/** GET /api/cart/get of a customer with a cart of a few lines. */
export function cartGet(tokens: string[]): () => LoadRequest {
  let customer = 0;
  return () => {
    const token = tokens[customer]!;
    customer = (customer + 1) % tokens.length;
    return { path: '/api/cart/get', headers: { authorization: `Bearer ${token}` } };
  };
}

export function ping(): () => LoadRequest {
  return () => ({ path: '/api/ping' });
}

let customers = 0;

/** Registers and logs in `count` bench customers through the API; answers their tokens. */
export async function benchCustomers(origin: string, name: string, count: number) {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) tokens.push(await benchCustomer(origin, `${name}${i + 1}`));
  return tokens;
}

/** Registers and logs in a bench customer through the API; answers the bearer token. */
export async function benchCustomer(origin: string, name: string): Promise<string> {
  customers += 1;
  const stamp = `${Date.now() % 1e8}${customers}`.slice(-9);
  const email = `${name}-${stamp}@bench.example`;
  const password = 'bench-password-1';
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${origin}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await post('/auth/register', {
    first_name: `Bench ${name}`,
    email,
    phone: `+9715${stamp.padStart(9, '0')}`,
    password,
    password_confirmation: password,
  });
  const login = await post('/auth/login', { email, password });
  return String(login.token);
}

/** Puts a few lines into a customer's cart (for the cart read). */
export async function fillCart(origin: string, token: string, facts: CatalogFacts, lines = 4) {
  for (const [productId, sizeId] of facts.sizes.slice(-lines)) {
    const response = await fetch(`${origin}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: productId, product_size_id: sizeId, quantity: 1 }),
    });
    if (!response.ok) throw new Error(`cart add: ${response.status} ${await response.text()}`);
  }
}
