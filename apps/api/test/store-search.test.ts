import type { FacetsResponse, ProductListResponse, ProductSummary } from '@petshop/contracts';
import { PET_TYPES, PRODUCT_TYPE_GROUPS } from '@petshop/contracts/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct, type TestProduct } from './helpers/catalog-fixtures.ts';

/**
 * Issue 19: the store's search (full text and typos), its faceted counts and its orders, on the
 * database the suite runs on (PGlite, and PostgreSQL in CI).
 */
let shop: TestShop;
const ids: Record<string, number> = {};

const catalog: Record<string, TestProduct> = {
  royalCanin: {
    name: 'Royal Canin Persian Adult',
    description: 'Dry food made for adult Persian cats.',
    price: 210,
    petTypes: ['CAT'],
    productType: 'Food',
    bestsellerRank: 3,
  },
  royalFeast: {
    name: 'Royal Feast Tuna Pouches',
    description: 'Wet food pouches for cats who like fish.',
    price: 45,
    petTypes: ['CAT'],
    productType: 'Food',
  },
  dogFood: {
    name: 'Hearty Beef Food for Dogs',
    description: 'Complete kibble with beef for adult dogs.',
    price: 120,
    offerPrice: 99,
    petTypes: ['DOG'],
    productType: 'Food',
    bestsellerRank: 1,
  },
  dogBowl: {
    name: 'Stainless Dog Bowl',
    description: 'A steady bowl for dog food and fresh water.',
    price: 35,
    petTypes: ['DOG'],
    productType: 'Toy',
  },
  catLitter: {
    name: 'Cat Litter Clumping Bentonite',
    description: 'Low-dust clumping litter that locks odours in.',
    price: 60,
    petTypes: ['CAT'],
    productType: 'cat litter box',
    bestsellerRank: 2,
  },
  litterScoop: {
    name: 'Litter Scoop with Holder',
    description: 'A sturdy scoop that sifts quickly.',
    price: 25,
    petTypes: ['CAT'],
    productType: 'cat litter box',
  },
  catTree: {
    name: 'Cat Tree Tower',
    description: 'Three levels to climb, scratch and nap.',
    price: 480,
    petTypes: ['CAT'],
    productType: 'scratcher',
  },
  skuKibble: {
    name: 'Paw Kibble Seven',
    sku: 'PAW-KIB-7',
    description: 'Small-bite kibble for puppies.',
    price: 80,
    petTypes: ['DOG'],
    productType: 'Food',
  },
  skuDecoy: {
    name: 'Paw Kib 7 Chew',
    description: 'Mentions PAW-KIB-7 in its name-like text, but is not that product.',
    price: 15,
    petTypes: ['DOG'],
    productType: 'Toy',
  },
  budgieSeed: {
    name: 'Budgie Seed Mix',
    description: 'Seeds and millet for budgies and canaries.',
    price: 30,
    petTypes: ['BIRD'],
    productType: 'Food',
  },
  draft: {
    name: 'Royal Canin Draft Not For Sale',
    description: 'A draft staff have not published.',
    price: 10,
    petTypes: ['CAT', 'DOG'],
    productType: 'Food',
    isActive: false,
  },
};

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  for (const [key, product] of Object.entries(catalog)) {
    ids[key] = await addProduct(shop.database.db, product);
  }
  // The bowl was added most recently of all, as far as "Newest" is concerned.
  await shop.database.db.execute(
    sql`UPDATE products SET created_at = now() + interval '1 day' WHERE id = ${ids.dogBowl}`,
  );
});
afterAll(() => shop.close());

async function list(query: string): Promise<ProductSummary[]> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/get-filtered-products?per_page=48&${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ProductListResponse>();
  expect(body.products.total).toBe(body.products.data.length);
  return body.products.data;
}

async function facets(query: string): Promise<FacetsResponse> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/catalog/facets?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FacetsResponse>();
}

/** GET `url` is refused with 422 and `message`. */
async function expectRefused(url: string, message: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ message });
}

const nameOf = (key: string) => catalog[key]!.name;
const names = (products: ProductSummary[]) => products.map((product) => product.name);
const paid = (product: ProductSummary) => product.offer_price ?? product.price;

describe('search', () => {
  it.each([
    ['dog food', 'dogFood'],
    ['dogs food', 'dogFood'],
    ['Food for dogs', 'dogFood'],
    ['cta litter', 'catLitter'],
    ['royal can', 'royalCanin'],
    ['PAW-KIB-7', 'skuKibble'],
    ['paw-kib-7', 'skuKibble'],
    ['budgie', 'budgieSeed'],
  ])('"%s" finds the product a person means first', async (search, key) => {
    const found = await list(`search=${encodeURIComponent(search)}`);
    expect(names(found)[0]).toBe(nameOf(key));
  });

  it('ranks a name match above a description match and leaves out what does not match', async () => {
    const found = names(await list('search=dog%20food'));
    expect(found.indexOf(nameOf('dogFood'))).toBeLessThan(found.indexOf(nameOf('dogBowl')));
    expect(found).not.toContain(nameOf('catTree'));
    expect(found).not.toContain(nameOf('budgieSeed'));
  });

  it('never shows a draft, however well it matches', async () => {
    expect(names(await list('search=royal%20canin%20draft'))).not.toContain(nameOf('draft'));
  });

  it('treats search syntax and wildcards as plain text', async () => {
    for (const search of ['50%', "royal & !can | 'x'", ':*', '()', '\\']) {
      await list(`search=${encodeURIComponent(search)}`);
    }
    expect(await list(`search=${encodeURIComponent('%')}`)).toEqual([]);
  });
});

describe('GET /api/catalog/facets', () => {
  const typeNames = PRODUCT_TYPE_GROUPS.flatMap((group) => [...group.types]);

  it.each(['', 'search=food', 'search=cat', 'minPrice=40&maxPrice=200'])(
    'each pet type and product type count equals what that filter lists (%s)',
    async (query) => {
      const answer = await facets(query);
      expect(answer.total).toBe((await list(query)).length);
      expect(answer.pet_types.map((pet) => pet.code).sort()).toEqual([...PET_TYPES].sort());
      for (const { code, count } of answer.pet_types) {
        expect(count, code).toBe((await list(`${query}&petTypes=${code}`)).length);
      }
      expect(answer.product_types.map((type) => type.name).sort()).toEqual([...typeNames].sort());
      for (const { name, count } of answer.product_types) {
        expect(count, name).toBe(
          (await list(`${query}&productTypes=${encodeURIComponent(name)}`)).length,
        );
      }
    },
  );

  it("keeps a facet's own choice out of its counts, and narrows the other facet by it", async () => {
    const all = await facets('');
    const dogsChosen = await facets('petTypes=DOG');
    expect(dogsChosen.pet_types).toEqual(all.pet_types);
    expect(dogsChosen.total).toBe(4);
    expect(count(dogsChosen.product_types, 'Food')).toBe(2);
    expect(count(dogsChosen.product_types, 'Toy')).toBe(2);
    expect(count(dogsChosen.product_types, 'scratcher')).toBe(0);
  });

  it('counts the whole active catalog without filters, drafts left out', async () => {
    const answer = await facets('');
    expect(answer.total).toBe(Object.values(catalog).filter((p) => p.isActive !== false).length);
    expect(count(answer.pet_types, 'CAT')).toBe(5);
    expect(count(answer.pet_types, 'FISH')).toBe(0);
    expect(answer.suggestion).toBeNull();
  });

  it('suggests the closest spelling when a search finds nothing', async () => {
    const answer = await facets('search=bugdie%20sede');
    expect(answer.total).toBe(0);
    expect(answer.suggestion).toBe('budgie seed');
    // A letter missing is not a miss: the name's spelling is close enough to find it at once.
    expect(names(await list('search=budgie%20sed'))[0]).toBe(nameOf('budgieSeed'));
    expect(names(await list('search=budgie%20seed'))[0]).toBe(nameOf('budgieSeed'));
  });

  it('suggests nothing when no word of the catalog is near', async () => {
    const answer = await facets('search=xqzv');
    expect(answer).toMatchObject({ total: 0, suggestion: null });
  });

  it('refuses a minimum above the maximum with a message', async () => {
    await expectRefused(
      '/api/catalog/facets?minPrice=300&maxPrice=100',
      'The minPrice must not be above the maxPrice.',
    );
  });
});

describe('sort', () => {
  it('orders by the price a customer pays, both ways', async () => {
    const ascending = (await list('sort=price_asc')).map(paid);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await list('sort=price_desc')).map(paid);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(ascending[0]).toBe(15);
  });

  it('orders the newest first', async () => {
    const found = await list('sort=newest');
    expect(found[0]!.name).toBe(nameOf('dogBowl'));
    const rest = found.slice(1).map((product) => product.id);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it('orders the bestsellers first, by their rank, then the rest', async () => {
    const found = names(await list('sort=bestselling'));
    expect(found.slice(0, 3)).toEqual([
      nameOf('dogFood'),
      nameOf('catLitter'),
      nameOf('royalCanin'),
    ]);
    expect(found).toHaveLength(10);
  });

  it('sorts search results by price when asked, matches only', async () => {
    const found = await list('search=royal&sort=price_asc');
    expect(names(found)).toEqual([nameOf('royalFeast'), nameOf('royalCanin')]);
  });

  it('keeps the shelf order without a sort or search, as the spec client sees it', async () => {
    const found = (await list('')).map((product) => product.id);
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  it('refuses an unknown sort with the orders it knows', async () => {
    await expectRefused(
      '/api/get-filtered-products?sort=cheapest',
      'The sort must be one of: relevance, bestselling, price_asc, price_desc, newest.',
    );
  });
});

function count(rows: { code?: string; name?: string; count: number }[], key: string): number {
  const row = rows.find((entry) => entry.code === key || entry.name === key);
  if (!row) throw new Error(`no facet ${key}`);
  return row.count;
}
