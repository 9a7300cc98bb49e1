import type { FacetsResponse, Product, ProductListResponse } from '@petshop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productTypes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import {
  applyCatalogImport,
  exportCatalogCsv,
} from '../src/modules/catalog-import/catalog-import.service.ts';
import { arabicSearchText } from '../src/modules/catalog/arabic-search.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { productForm } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { addToCart } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Issue 34 (decision 132): catalog texts in Arabic. With `lang=ar` the catalog's reads answer the
 * same shape with the Arabic texts staff wrote, English where they wrote none; without it every
 * answer is what it was. The store's search finds Arabic names whatever the spelling variant.
 */
let shop: TestShop;
let member: TestStaff;
let owner: TestStaff;
let customer: TestCustomer;
let foodTypeId: number;
/** A cat food written in both languages, and a dog toy written in English only. */
let catFood: { id: number; sku: string };
let dogToy: { id: number; sku: string };

const CAT_FOOD_AR = {
  nameAr: 'طعام القطط بالتونة',
  descriptionAr: 'وجبة تونة متكاملة للقطط البالغة.',
  aboutAr: 'تونة حقيقية في كل لقمة.',
  benefitsAr: ['فراء لامع', 'هضم سهل'],
};

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });
const asStaff = (
  staff: TestStaff,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => shop.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });

async function createProduct(more: Record<string, unknown>) {
  const response = await asStaff(
    member,
    'POST',
    '/api/admin/products',
    productForm(foodTypeId, more),
  );
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  const { product } = response.json();
  return product as { id: number; sku: string; version: number } & Record<string, unknown>;
}

const names = (body: ProductListResponse) => body.products.data.map((product) => product.name);
const search = async (text: string, lang = 'ar') =>
  names(
    (
      await get(`/api/get-filtered-products?search=${encodeURIComponent(text)}&lang=${lang}`)
    ).json(),
  );

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database);
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
  customer = await createCustomer(shop);
  const [food] = await shop.database.db
    .select()
    .from(productTypes)
    .where(eq(productTypes.name, 'Food'));
  foodTypeId = food!.id;
  catFood = await createProduct({
    name: 'Tuna Feast for Cats',
    sku: 'AR-CAT-1',
    petTypes: ['CAT'],
    ...CAT_FOOD_AR,
  });
  dogToy = await createProduct({ name: 'Rope Tug for Dogs', sku: 'AR-DOG-1', petTypes: ['DOG'] });
});
afterAll(() => shop.close());

describe('the back office writes the Arabic texts', () => {
  it('answers them with the product, and keeps them when an edit leaves them out', async () => {
    const read = await asStaff(member, 'GET', `/api/admin/products/${catFood.id}`);
    expect(read.json().product).toMatchObject(CAT_FOOD_AR);

    const other = await createProduct({ name: 'Kept Arabic', ...CAT_FOOD_AR, nameAr: 'نص محفوظ' });
    // An older client's form, without the Arabic fields: nothing Arabic is erased.
    const saved = await asStaff(member, 'PUT', `/api/admin/products/${other.id}`, {
      ...productForm(foodTypeId, { name: 'Kept Arabic, renamed', sku: other.sku }),
      version: other.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product).toMatchObject({
      name: 'Kept Arabic, renamed',
      nameAr: 'نص محفوظ',
      benefitsAr: ['فراء لامع', 'هضم سهل'],
    });

    // Blank (or null) clears a text; no Arabic benefits clears them.
    const cleared = await asStaff(member, 'PUT', `/api/admin/products/${other.id}`, {
      ...productForm(foodTypeId, { name: 'Kept Arabic, renamed', sku: other.sku }),
      nameAr: '  ',
      descriptionAr: null,
      benefitsAr: [],
      version: other.version + 1,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().product).toMatchObject({
      nameAr: null,
      descriptionAr: null,
      aboutAr: 'تونة حقيقية في كل لقمة.',
      benefitsAr: [],
    });
  });

  it('names a too-long Arabic name in its 422', async () => {
    const response = await asStaff(
      member,
      'POST',
      '/api/admin/products',
      productForm(foodTypeId, { nameAr: 'ق'.repeat(201) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      nameAr: ['The Arabic name may have at most 200 characters.'],
    });
  });
});

describe('catalog reads in Arabic', () => {
  it('the product page: Arabic texts, type and pet names; English where none was written', async () => {
    const { product } = (await get(`/api/get-product-details/${catFood.id}?lang=ar`)).json() as {
      product: Product;
    };
    expect(product).toMatchObject({
      name: 'طعام القطط بالتونة',
      description: 'وجبة تونة متكاملة للقطط البالغة.',
      about_product: 'تونة حقيقية في كل لقمة.',
      benefits: 'فراء لامع\nهضم سهل',
      product_type: { id: foodTypeId, name: 'طعام', group: 'طعام' },
      product_pet_types: [{ id: expect.any(Number), name: 'قطط', code: 'CAT' }],
    });
    const english = (await get(`/api/get-product-details/${dogToy.id}?lang=ar`)).json().product;
    expect(english).toMatchObject({
      name: 'Rope Tug for Dogs',
      description: 'Soft salmon treats.',
      about_product: '',
      benefits: 'Omega 3',
      product_pet_types: [{ id: expect.any(Number), name: 'كلاب', code: 'DOG' }],
    });
  });

  it('without lang, with lang=en or an unknown lang: the English answer, byte for byte', async () => {
    for (const url of [
      `/api/get-product-details/${catFood.id}`,
      '/api/get-filtered-products?petTypes=CAT',
      '/api/get-bestseller-products',
      '/api/get-all-active-products?page=1',
      '/api/catalog/facets',
    ]) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toMatch(/[\u0600-\u06FF]/);
      expect(plain.body).not.toContain('"label"');
      const join = url.includes('?') ? '&' : '?';
      for (const lang of ['en', 'fr', 'ara', '']) {
        const answer = await get(`${url}${join}lang=${lang}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(plain.body);
      }
    }
    const { product } = (await get(`/api/get-product-details/${catFood.id}`)).json();
    expect(product.product_pet_types).toEqual([{ id: expect.any(Number), name: 'CAT' }]);
    expect(product.name).toBe('Tuna Feast for Cats');
  });

  it('lists, bestsellers and all active products in Arabic, with their own entity tags', async () => {
    const arabic = await get('/api/get-filtered-products?lang=ar');
    const english = await get('/api/get-filtered-products');
    expect(names(arabic.json())).toEqual(
      expect.arrayContaining(['طعام القطط بالتونة', 'Rope Tug for Dogs']),
    );
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    // The English tag does not answer the Arabic page with a 304.
    const revalidated = await get('/api/get-filtered-products?lang=ar', {
      'if-none-match': String(english.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    const active = (await get('/api/get-all-active-products?page=1&lang=ar')).json();
    expect(active.products.data.map((item: { name: string }) => item.name)).toContain(
      'طعام القطط بالتونة',
    );
  });

  it('facets: the same keys, with each entry’s Arabic label', async () => {
    const facets = (await get('/api/catalog/facets?lang=ar')).json() as FacetsResponse;
    expect(facets.pet_types).toContainEqual({
      code: 'CAT',
      count: expect.any(Number),
      label: 'قطط',
    });
    expect(facets.pet_types).toContainEqual({ code: 'FISH', count: 0, label: 'أسماك' });
    expect(facets.product_types).toContainEqual({
      name: 'cat litter box',
      count: 0,
      label: 'صناديق رمل القطط',
    });
    const english = (await get('/api/catalog/facets')).json() as FacetsResponse;
    expect(english.pet_types.find((entry) => entry.code === 'CAT')).toEqual({
      code: 'CAT',
      count: facets.pet_types.find((entry) => entry.code === 'CAT')!.count,
    });
  });

  it('grooming services in Arabic; English without lang', async () => {
    const arabic = (await get('/api/grooming/services?lang=ar')).json();
    expect(arabic.services[0]).toMatchObject({
      name: 'باقة العناية الأساسية',
      description: 'استحمام وتجفيف بالسشوار وتمشيط الشعر وتقليم الأظافر وتنظيف الأذنين.',
    });
    const english = (await get('/api/grooming/services')).json();
    expect(english.services[0]).toMatchObject({
      name: 'Basic Groom',
      description: 'Bath, blow-dry, brushing, nail trim and ear cleaning.',
    });
    expect(arabic.services.map((service: { prices: unknown }) => service.prices)).toEqual(
      english.services.map((service: { prices: unknown }) => service.prices),
    );
  });

  it('the owner writes a service’s Arabic name; a blank one shows the English', async () => {
    const services = (await get('/api/grooming/services')).json().services;
    const addOn = services.find((service: { kind: string }) => service.kind === 'add_on');
    const setup = (await asStaff(owner, 'GET', '/api/admin/grooming-setup')).json();
    const stored = setup.services.find((service: { id: number }) => service.id === addOn.id);
    const saved = await asStaff(owner, 'PUT', `/api/admin/grooming-setup/services/${addOn.id}`, {
      name: stored.name,
      kind: stored.kind,
      description: stored.description,
      nameAr: 'قص الأظافر',
      descriptionAr: '',
      active: true,
      prices: stored.prices,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().services.find((service: { id: number }) => service.id === addOn.id),
    ).toMatchObject({ nameAr: 'قص الأظافر', descriptionAr: null });
    const arabic = (await get('/api/grooming/services?lang=ar')).json().services;
    expect(arabic.find((service: { id: number }) => service.id === addOn.id)).toMatchObject({
      name: 'قص الأظافر',
      description: stored.description,
    });
  });

  it('the cart and the wishlist name products in Arabic with lang=ar', async () => {
    await addToCart(shop, customer, catFood.id);
    await addToCart(shop, customer, dogToy.id);
    const cart = (lang: string) =>
      get(`/api/cart/get${lang}`, customer.headers).then(
        (response) => response.json().items.map((item: { name: string }) => item.name) as string[],
      );
    // Each language's answer is held apart: English, Arabic, English again.
    expect(await cart('')).toEqual(['Tuna Feast for Cats', 'Rope Tug for Dogs']);
    expect(await cart('?lang=ar')).toEqual(['طعام القطط بالتونة', 'Rope Tug for Dogs']);
    expect(await cart('')).toEqual(['Tuna Feast for Cats', 'Rope Tug for Dogs']);
    expect(await cart('?lang=ar')).toEqual(['طعام القطط بالتونة', 'Rope Tug for Dogs']);

    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: customer.headers,
      payload: { product_id: catFood.id },
    });
    expect(added.statusCode).toBe(201);
    const wished = (await get('/api/wishlist/get?lang=ar', customer.headers)).json();
    expect(wished.items[0].product).toMatchObject({
      name: 'طعام القطط بالتونة',
      description: 'وجبة تونة متكاملة للقطط البالغة.',
      about_product: 'تونة حقيقية في كل لقمة.',
      benefits: 'فراء لامع\nهضم سهل',
    });
    const english = (await get('/api/wishlist/get', customer.headers)).json();
    expect(english.items[0].product.name).toBe('Tuna Feast for Cats');
  });
});

describe('the caches after a staff edit', () => {
  it('never answer English for Arabic or the reverse, before or after the edit', async () => {
    const product = await createProduct({ name: 'Cache Kibble', nameAr: 'حبيبات قديمة' });
    const page = (lang: string) =>
      get(`/api/get-product-details/${product.id}${lang}`).then(
        (response) => response.json().product.name as string,
      );
    const list = (lang: string) =>
      get(`/api/get-filtered-products?search=cache%20kibble${lang}`).then((response) =>
        names(response.json()),
      );
    // Read both, twice, so both languages are cached.
    for (let round = 0; round < 2; round += 1) {
      expect(await page('')).toBe('Cache Kibble');
      expect(await page('?lang=ar')).toBe('حبيبات قديمة');
      expect(await list('')).toEqual(['Cache Kibble']);
      expect(await list('&lang=ar')).toEqual(['حبيبات قديمة']);
    }
    const saved = await asStaff(member, 'PUT', `/api/admin/products/${product.id}`, {
      ...productForm(foodTypeId, { name: 'Cache Kibble Plus', sku: product.sku }),
      nameAr: 'حبيبات جديدة',
      version: product.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(await page('?lang=ar')).toBe('حبيبات جديدة');
    expect(await page('')).toBe('Cache Kibble Plus');
    expect(await list('&lang=ar')).toEqual(['حبيبات جديدة']);
    expect(await list('')).toEqual(['Cache Kibble Plus']);
  });
});

describe('Arabic search', () => {
  it('folds alef forms, taa marbuta, alef maqsura, tashkeel and tatweel in TypeScript', () => {
    expect(arabicSearchText('أإآٱ')).toBe('اااا');
    expect(arabicSearchText('قطة')).toBe('قطه');
    expect(arabicSearchText('مستشفى')).toBe('مستشفي');
    expect(arabicSearchText('طَعَامُ الـقـطـط')).toBe('طعام القطط');
  });

  it('finds "طعام القطط" by each spelling variant, in both languages’ answers', async () => {
    await createProduct({ name: 'Kitten Kibble', sku: 'AR-SRCH-1', nameAr: 'طعام القطط' });
    await createProduct({ name: 'Parrot Seed', sku: 'AR-SRCH-2', nameAr: 'بذور للببغاء الرمادي' });
    await createProduct({ name: 'Hamster Hay', sku: 'AR-SRCH-3', nameAr: 'قش الهامستر المصفى' });
    expect(await search('طعام القطط')).toContain('طعام القطط');
    expect(await search('طعام القطه')).toContain('طعام القطط');
    expect(await search('قطط')).toContain('طعام القطط');
    expect(await search('طَعام')).toContain('طعام القطط');
    expect(await search('طعـــام')).toContain('طعام القطط');
    expect(await search('إطعام القطط')).toContain('طعام القطط');
    // Alef maqsura and yaa, taa marbuta and haa, hamza on alef: either spelling.
    expect(await search('الببغاء الرمادى')).toEqual(['بذور للببغاء الرمادي']);
    expect(await search('المصفي')).toEqual(['قش الهامستر المصفى']);
    expect(await search('للقطة', 'en')).toEqual([]);
    expect(await search('طعام القطط', 'en')).toContain('Kitten Kibble');
    expect(await search('كلاب')).toEqual([]);
    // The facets count what the list shows.
    const facets = (
      await get(`/api/catalog/facets?search=${encodeURIComponent('طعام القطه')}&lang=ar`)
    ).json() as FacetsResponse;
    expect(facets.total).toBe((await search('طعام القطه')).length);
  });

  it('a product whose Arabic name was cleared is no longer found by it', async () => {
    const product = await createProduct({
      name: 'Gecko Lamp',
      sku: 'AR-SRCH-4',
      nameAr: 'مصباح الوزغ',
    });
    expect(await search('مصباح الوزغ')).toEqual(['مصباح الوزغ']);
    await asStaff(member, 'PUT', `/api/admin/products/${product.id}`, {
      ...productForm(foodTypeId, { name: 'Gecko Lamp', sku: product.sku }),
      nameAr: null,
      version: product.version,
    });
    expect(await search('مصباح الوزغ')).toEqual([]);
  });

  it('English search is as it was', async () => {
    expect(await search('tuna feast', 'en')).toEqual(['Tuna Feast for Cats']);
    expect(await search('tuna feast')).toEqual(['طعام القطط بالتونة']);
  });
});

describe('CSV with the Arabic columns', () => {
  it('exports them, and imports them back unchanged', async () => {
    const csv = await exportCatalogCsv(shop.database.db);
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toContain(',benefits,name_ar,description_ar,about_product_ar,benefits_ar,');
    const catRow = rows.find((row) => row.startsWith('AR-CAT-1,'));
    expect(catRow).toContain(
      ',طعام القطط بالتونة,وجبة تونة متكاملة للقطط البالغة.,تونة حقيقية في كل لقمة.,فراء لامع | هضم سهل,',
    );
    const report = await applyCatalogImport(shop.database.db, csv, { staffId: null });
    expect(report).toMatchObject({ creates: 0, updates: 0, errors: [] });
  });

  it('sets and clears them by column; a file without them leaves them as they are', async () => {
    const header = 'sku,name,size,stock,price,product_type,pet_types';
    await applyCatalogImport(
      shop.database.db,
      `${header},name_ar,description_ar,benefits_ar\r\nAR-CSV-1,Camel Chew,One Size,4,20,Food,Dog,مضغة الجمل,مضغة طبيعية.,أسنان نظيفة | متعة طويلة\r\n`,
      { staffId: null },
    );
    const arabicOf = async () => {
      const [row] = await shop.database.db
        .select({
          name: products.name,
          nameAr: products.nameAr,
          descriptionAr: products.descriptionAr,
          aboutAr: products.aboutProductAr,
          benefitsAr: products.benefitsAr,
        })
        .from(products)
        .where(eq(products.sku, 'AR-CSV-1'));
      return row;
    };
    expect(await arabicOf()).toEqual({
      name: 'Camel Chew',
      nameAr: 'مضغة الجمل',
      descriptionAr: 'مضغة طبيعية.',
      aboutAr: null,
      benefitsAr: 'أسنان نظيفة\nمتعة طويلة',
    });

    // An older file, without the Arabic columns: they stay.
    const old = await applyCatalogImport(
      shop.database.db,
      `${header}\r\nAR-CSV-1,Camel Chew Large,One Size,4,20,Food,Dog\r\n`,
      { staffId: null },
    );
    expect(old).toMatchObject({ updates: 1, errors: [] });
    expect(await arabicOf()).toEqual({
      name: 'Camel Chew Large',
      nameAr: 'مضغة الجمل',
      descriptionAr: 'مضغة طبيعية.',
      aboutAr: null,
      benefitsAr: 'أسنان نظيفة\nمتعة طويلة',
    });

    // A blank cell in a given column clears that text only.
    await applyCatalogImport(
      shop.database.db,
      `sku,name_ar,description_ar\r\nAR-CSV-1,,وصف جديد.\r\n`,
      { staffId: null },
    );
    expect(await arabicOf()).toMatchObject({ nameAr: null, descriptionAr: 'وصف جديد.' });
    const { product } = (
      await get(
        `/api/get-product-details/${(await shop.database.db.select({ id: products.id }).from(products).where(eq(products.sku, 'AR-CSV-1')))[0]!.id}?lang=ar`,
      )
    ).json();
    expect(product).toMatchObject({ name: 'Camel Chew Large', description: 'وصف جديد.' });
  });
});
