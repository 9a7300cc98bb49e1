import type { Product } from '@petshop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTypes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import {
  applyCatalogImport,
  exportCatalogCsv,
} from '../src/modules/catalog-import/catalog-import.service.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { productForm } from './helpers/catalog-fixtures.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Issue 34 (decision 137): a product's attributes in Arabic. The attribute's Arabic name is shared
 * by every product (Flavour → النكهة), the value is the product's own (Salmon → سلمون); a brand is
 * written once, as it is. With `lang=ar` the product page answers them, English where none was
 * written; without it the answer is the English one, byte for byte.
 */
let shop: TestShop;
let member: TestStaff;
let foodTypeId: number;

const get = (url: string) => shop.app.inject({ method: 'GET', url });
const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

type Stored = { id: number; sku: string; version: number; attributes: unknown[] };

async function createProduct(more: Record<string, unknown>): Promise<Stored> {
  const response = await asStaff('POST', '/api/admin/products', productForm(foodTypeId, more));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().product as Stored;
}

async function saveProduct(product: Stored, more: Record<string, unknown>): Promise<Stored> {
  const response = await asStaff('PUT', `/api/admin/products/${product.id}`, {
    ...productForm(foodTypeId, { sku: product.sku }),
    version: product.version,
    ...more,
  });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return response.json().product as Stored;
}

const attributesOf = async (id: number, lang = '') =>
  ((await get(`/api/get-product-details/${id}${lang}`)).json().product as Product)
    .product_attributes;

/** Name: value pairs of a product page's attributes. */
const shown = async (id: number, lang = '') =>
  (await attributesOf(id, lang)).map((attribute) => `${attribute.name}: ${attribute.pivot.value}`);

const KIBBLE_ATTRIBUTES = [
  { name: 'Brand', value: 'Dunebark' },
  { name: 'Flavour', value: 'Salmon', valueAr: 'سلمون' },
  { name: 'Texture', value: 'Crunchy', nameAr: 'القوام', valueAr: 'مقرمش' },
  { name: 'Shape', value: 'Star' },
];

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database);
  const [food] = await shop.database.db
    .select()
    .from(productTypes)
    .where(eq(productTypes.name, 'Food'));
  foodTypeId = food!.id;
});
afterAll(() => shop.close());

describe('the back office writes attributes in Arabic', () => {
  it('stores the shared Arabic name and the product’s Arabic value beside the English', async () => {
    const product = await createProduct({ name: 'Star Kibble', attributes: KIBBLE_ATTRIBUTES });
    expect(product.attributes).toEqual([
      // The reference data names the shop's attributes in Arabic; a brand has no Arabic value.
      { name: 'Brand', value: 'Dunebark', nameAr: 'العلامة التجارية', valueAr: null },
      { name: 'Flavour', value: 'Salmon', nameAr: 'النكهة', valueAr: 'سلمون' },
      // A new attribute is named in Arabic by the form that brings it.
      { name: 'Texture', value: 'Crunchy', nameAr: 'القوام', valueAr: 'مقرمش' },
      { name: 'Shape', value: 'Star', nameAr: null, valueAr: null },
    ]);
    const reference = (await asStaff('GET', '/api/admin/reference')).json();
    expect(reference.attributes).toContainEqual({
      id: expect.any(Number),
      name: 'Texture',
      nameAr: 'القوام',
    });
    expect(reference.attributes).toContainEqual({
      id: expect.any(Number),
      name: 'Shape',
      nameAr: null,
    });
  });

  it('an older form keeps the Arabic values it does not send, but not under a changed value', async () => {
    let product = await createProduct({ name: 'Kept Kibble', attributes: KIBBLE_ATTRIBUTES });
    // Without any Arabic field: the same English values keep their Arabic.
    product = await saveProduct(product, {
      attributes: [
        { name: 'Brand', value: 'Dunebark' },
        { name: 'Flavour', value: 'Salmon' },
        { name: 'Texture', value: 'Soft' },
      ],
    });
    expect(product.attributes).toEqual([
      { name: 'Brand', value: 'Dunebark', nameAr: 'العلامة التجارية', valueAr: null },
      { name: 'Flavour', value: 'Salmon', nameAr: 'النكهة', valueAr: 'سلمون' },
      // "Crunchy" became "Soft": its Arabic ("مقرمش") no longer says it, so it goes.
      { name: 'Texture', value: 'Soft', nameAr: 'القوام', valueAr: null },
    ]);
    // Null (or blank) clears a value; a blank Arabic name keeps the attribute's shared one.
    product = await saveProduct(product, {
      attributes: [
        { name: 'Flavour', value: 'Salmon', nameAr: '', valueAr: '  ' },
        { name: 'Texture', value: 'Soft', nameAr: null, valueAr: 'طري' },
      ],
    });
    expect(product.attributes).toEqual([
      { name: 'Flavour', value: 'Salmon', nameAr: 'النكهة', valueAr: null },
      { name: 'Texture', value: 'Soft', nameAr: 'القوام', valueAr: 'طري' },
    ]);
  });

  it('names a too-long Arabic value, and a direction mark, in its 422', async () => {
    const response = await asStaff(
      'POST',
      '/api/admin/products',
      productForm(foodTypeId, {
        attributes: [
          { name: 'Flavour', value: 'Salmon', valueAr: 'س'.repeat(201) },
          { name: 'Colour', value: 'Red', nameAr: 'اللون\u202E' },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'attributes.0.valueAr': ['The Arabic value may have at most 200 characters.'],
      'attributes.1.nameAr': [expect.stringContaining('Arabic attribute name')],
    });
  });
});

describe('the product page’s attributes in Arabic', () => {
  let product: Stored;
  beforeAll(async () => {
    product = await createProduct({ name: 'Page Kibble', attributes: KIBBLE_ATTRIBUTES });
  });

  it('with lang=ar: the Arabic names and values, the brand as written, English where none', async () => {
    expect(await shown(product.id, '?lang=ar')).toEqual([
      'العلامة التجارية: Dunebark',
      'النكهة: سلمون',
      'القوام: مقرمش',
      'Shape: Star',
    ]);
    // The same ids and shape as the English answer.
    const arabic = await attributesOf(product.id, '?lang=ar');
    const english = await attributesOf(product.id);
    expect(arabic.map((attribute) => attribute.id)).toEqual(
      english.map((attribute) => attribute.id),
    );
  });

  it('without lang (or with another one): the English answer, byte for byte', async () => {
    const plain = await get(`/api/get-product-details/${product.id}`);
    expect(plain.body).not.toMatch(/[\u0600-\u06FF]/);
    expect(plain.json().product.product_attributes).toEqual([
      { id: expect.any(Number), name: 'Brand', pivot: { value: 'Dunebark' } },
      { id: expect.any(Number), name: 'Flavour', pivot: { value: 'Salmon' } },
      { id: expect.any(Number), name: 'Texture', pivot: { value: 'Crunchy' } },
      { id: expect.any(Number), name: 'Shape', pivot: { value: 'Star' } },
    ]);
    for (const lang of ['en', 'fr', '']) {
      const answer = await get(`/api/get-product-details/${product.id}?lang=${lang}`);
      expect(answer.body).toBe(plain.body);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    const arabic = await get(`/api/get-product-details/${product.id}?lang=ar`);
    expect(arabic.headers.etag).not.toBe(plain.headers.etag);
  });
});

describe('the caches after a staff edit', () => {
  it('show the new Arabic at once, in Arabic only, on every product sharing the name', async () => {
    const edited = await createProduct({ name: 'Edit Kibble', attributes: KIBBLE_ATTRIBUTES });
    const other = await createProduct({
      name: 'Other Kibble',
      attributes: [{ name: 'Texture', value: 'Flaky' }],
    });
    // Both languages read twice, so both are cached.
    for (let round = 0; round < 2; round += 1) {
      expect(await shown(edited.id)).toEqual([
        'Brand: Dunebark',
        'Flavour: Salmon',
        'Texture: Crunchy',
        'Shape: Star',
      ]);
      expect(await shown(edited.id, '?lang=ar')).toContain('القوام: مقرمش');
      expect(await shown(other.id, '?lang=ar')).toEqual(['القوام: Flaky']);
      expect(await shown(other.id)).toEqual(['Texture: Flaky']);
    }
    await saveProduct(edited, {
      attributes: [
        { name: 'Brand', value: 'Dunebark', nameAr: 'الماركة' },
        { name: 'Flavour', value: 'Salmon', valueAr: 'سمك السلمون' },
        { name: 'Texture', value: 'Crunchy', nameAr: 'الملمس', valueAr: 'مقرمش' },
      ],
    });
    expect(await shown(edited.id, '?lang=ar')).toEqual([
      'الماركة: Dunebark',
      'النكهة: سمك السلمون',
      'الملمس: مقرمش',
    ]);
    expect(await shown(edited.id)).toEqual([
      'Brand: Dunebark',
      'Flavour: Salmon',
      'Texture: Crunchy',
    ]);
    // The attribute's Arabic name is every product's: the other page, cached, shows it too.
    expect(await shown(other.id, '?lang=ar')).toEqual(['الملمس: Flaky']);
    expect(await shown(other.id)).toEqual(['Texture: Flaky']);
    expect((await get(`/api/get-product-details/${other.id}`)).body).not.toMatch(/[\u0600-\u06FF]/);
  });
});

describe('CSV with the attributes_ar column', () => {
  const HEADER = 'sku,name,size,stock,price,product_type,pet_types,attributes';
  // An import here writes beside the API: on PostgreSQL its notification reaches the caches a
  // moment later (in-process on PGlite).
  const eventually = { timeout: 5_000, interval: 20 } as const;
  const rowOf = async (sku: string) => {
    const csv = await exportCatalogCsv(shop.database.db);
    const [header, ...rows] = csv.split('\r\n');
    const columns = header!.split(',');
    const row = rows.find((line) => line.startsWith(`${sku},`))!;
    const cells = row.split(',');
    return (column: string) => cells[columns.indexOf(column)];
  };
  const idOf = async (sku: string) =>
    (await asStaff('GET', `/api/admin/products?search=${sku}`)).json().data[0].id as number;

  it('exports each Arabic value by its English name, and imports the file back unchanged', async () => {
    await createProduct({ name: 'Csv Kibble', sku: 'AR-ATT-1', attributes: KIBBLE_ATTRIBUTES });
    const csv = await exportCatalogCsv(shop.database.db);
    expect(csv.split('\r\n')[0]).toContain(',attributes,attributes_ar,images,');
    const cell = await rowOf('AR-ATT-1');
    expect(cell('attributes')).toBe(
      'Brand=Dunebark | Flavour=Salmon | Texture=Crunchy | Shape=Star',
    );
    expect(cell('attributes_ar')).toBe('Flavour=سلمون | Texture=مقرمش');
    const report = await applyCatalogImport(shop.database.db, csv, { staffId: null });
    expect(report).toMatchObject({ creates: 0, updates: 0, errors: [] });
  });

  it('sets and clears them; a file without the column keeps those under unchanged values', async () => {
    const created = await applyCatalogImport(
      shop.database.db,
      `${HEADER},attributes_ar\r\nAR-ATT-2,Csv Treats,One Size,4,20,Food,Dog,Origin=Oman | Flavour=Chicken | Colour=Red,flavour=دجاج | Colour=أحمر\r\n`,
      { staffId: null },
    );
    expect(created).toMatchObject({ creates: 1, errors: [] });
    const id = await idOf('AR-ATT-2');
    await expect
      .poll(() => shown(id, '?lang=ar'), eventually)
      .toEqual(['بلد المنشأ: Oman', 'النكهة: دجاج', 'اللون: أحمر']);

    // An older file: Flavour keeps its Arabic; Colour changed, so its Arabic goes.
    const older = await applyCatalogImport(
      shop.database.db,
      `${HEADER}\r\nAR-ATT-2,Csv Treats,One Size,4,20,Food,Dog,Origin=Oman | Flavour=Chicken | Colour=Blue\r\n`,
      { staffId: null },
    );
    expect(older).toMatchObject({ updates: 1, errors: [] });
    expect(older.changes[0]!.fields).toEqual(
      expect.arrayContaining([
        { column: 'attributes_ar', before: 'Flavour=دجاج | Colour=أحمر', after: 'Flavour=دجاج' },
      ]),
    );
    await expect
      .poll(() => shown(id, '?lang=ar'), eventually)
      .toEqual(['بلد المنشأ: Oman', 'النكهة: دجاج', 'اللون: Blue']);

    // A blank cell in the column clears them all.
    await applyCatalogImport(shop.database.db, `sku,attributes_ar\r\nAR-ATT-2,\r\n`, {
      staffId: null,
    });
    await expect
      .poll(() => shown(id, '?lang=ar'), eventually)
      .toEqual(['بلد المنشأ: Oman', 'النكهة: Chicken', 'اللون: Blue']);
    await expect
      .poll(() => shown(id), eventually)
      .toEqual(['Origin: Oman', 'Flavour: Chicken', 'Colour: Blue']);
  });

  it('refuses an Arabic value for an attribute the product does not have, on its line', async () => {
    await expect(
      applyCatalogImport(
        shop.database.db,
        `${HEADER},attributes_ar\r\nAR-ATT-3,Csv Chew,One Size,4,20,Food,Dog,Brand=Oasis,Flavour=دجاج\r\n`,
        { staffId: null },
      ),
    ).rejects.toMatchObject({
      report: {
        errors: [
          {
            line: 2,
            column: 'attributes_ar',
            message:
              'AR-ATT-3 has no attribute "Flavour": give its English value in attributes first.',
          },
        ],
      },
    });
  });
});
