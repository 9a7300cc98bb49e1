import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productTypes } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { productForm } from './helpers/catalog-fixtures.ts';
import { raceNote } from './helpers/db.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;
let foodTypeId: number;

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

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  shop.app.inject({
    method,
    url,
    headers: member.headers,
    ...(payload ? { payload } : {}),
  });

const form = (more: Record<string, unknown> = {}) => productForm(foodTypeId, more);

describe('/api/admin/products over HTTP', () => {
  it('creates (201), reads, lists and finds a product by SKU', async () => {
    const created = await call('POST', '/api/admin/products', form({ sku: 'SSB-HTTP' }));
    expect(created.statusCode).toBe(201);
    const { product } = created.json();
    expect(product).toMatchObject({ sku: 'SSB-HTTP', version: 1, status: 'active' });

    const read = await call('GET', `/api/admin/products/${product.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().product).toEqual(product);

    const list = await call('GET', '/api/admin/products?search=ssb-http&petType=CAT');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, lastPage: 1 });
    expect(list.json().data[0]).toMatchObject({
      sku: 'SSB-HTTP',
      stock: 15,
      lowStock: true,
      outOfStock: false,
      price: 35,
    });
  });

  it('answers the form its choices', async () => {
    const response = await call('GET', '/api/admin/reference');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.petTypes).toEqual([
      { code: 'CAT', name: 'Cat' },
      { code: 'DOG', name: 'Dog' },
      { code: 'BIRD', name: 'Bird' },
      { code: 'FISH', name: 'Fish' },
    ]);
    expect(body.productTypes).toContainEqual({ id: foodTypeId, name: 'Food', group: 'Food' });
    // With its Arabic name (issue 34), which the form fills in beside the name.
    expect(body.attributes).toContainEqual({
      id: expect.any(Number),
      name: 'Brand',
      nameAr: 'العلامة التجارية',
    });
  });

  it('names every invalid field with a message, sizes by their row, and writes nothing', async () => {
    const response = await call(
      'POST',
      '/api/admin/products',
      form({
        name: '  ',
        sku: 'BAD SKU!',
        price: 10.555,
        petTypes: [],
        sizes: [
          { name: 'Small', price: null, offerPrice: null, skuSuffix: null, stock: 1 },
          { name: 'Large', price: -4, offerPrice: null, skuSuffix: null, stock: -1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({
      name: ['Enter the product name.'],
      sku: ['The SKU may hold letters, digits, dots, dashes, slashes and underscores only.'],
      price: ['The price may have at most 2 decimals (fils).'],
      petTypes: ['Choose at least one pet type.'],
      'sizes.1.price': ['The size price must be more than 0.'],
      'sizes.1.stock': ['The stock cannot be below 0.'],
    });
    expect(body.message).toBe('Enter the product name.');
  });

  it('refuses an offer at or above the price, for the product and for a size', async () => {
    const response = await call(
      'POST',
      '/api/admin/products',
      form({
        offerPrice: 35,
        sizes: [{ name: 'One', price: 20, offerPrice: 25, skuSuffix: null, stock: 1 }],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      offerPrice: ['The offer price must be below the price.'],
      'sizes.0.offerPrice': ['The size offer price must be below its price.'],
    });
  });

  it('refuses a used SKU with 422 naming the product that has it', async () => {
    await call('POST', '/api/admin/products', form({ name: 'First Bites', sku: 'DUP-1' }));
    const response = await call('POST', '/api/admin/products', form({ sku: 'DUP-1' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This SKU is already used by First Bites.',
      errors: { sku: ['This SKU is already used by First Bites.'] },
    });
  });

  it(`two parallel saves of one version: one 200, one 409 with the reload message${raceNote}`, async () => {
    const { product } = (await call('POST', '/api/admin/products', form())).json();
    const [first, second] = await Promise.all([
      call('PUT', `/api/admin/products/${product.id}`, {
        ...form({ sku: product.sku, name: 'Saved by tab one' }),
        version: 1,
      }),
      call('PUT', `/api/admin/products/${product.id}`, {
        ...form({ sku: product.sku, name: 'Saved by tab two' }),
        version: 1,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const winner = first.statusCode === 200 ? first : second;
    expect(loser.json()).toEqual({
      message: 'This product was changed by someone else. Reload to see their changes.',
    });
    const stored = (await call('GET', `/api/admin/products/${product.id}`)).json().product;
    expect(stored).toMatchObject({ name: winner.json().product.name, version: 2 });
    const updates = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)));
    expect(updates.map((entry) => [entry.action, entry.staffEmail])).toEqual([
      ['product.create', member.staff.email],
      ['product.update', member.staff.email],
    ]);
  });

  it('an edit without its version is refused with 422', async () => {
    const { product } = (await call('POST', '/api/admin/products', form())).json();
    const response = await call(
      'PUT',
      `/api/admin/products/${product.id}`,
      form({ sku: product.sku }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      version: ['The version of the product you edited is missing. Reload and try again.'],
    });
  });

  it('archives, unarchives and deletes; an unknown id is 404', async () => {
    const { product } = (await call('POST', '/api/admin/products', form())).json();
    const archived = await call('POST', `/api/admin/products/${product.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().product).toMatchObject({ status: 'archived', isActive: false });
    const back = await call('POST', `/api/admin/products/${product.id}/unarchive`);
    expect(back.json().product).toMatchObject({ status: 'draft', archivedAt: null });
    const deleted = await call('DELETE', `/api/admin/products/${product.id}`);
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', `/api/admin/products/${product.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Product not found.' });
    expect((await call('GET', '/api/admin/products/abc')).statusCode).toBe(404);
  });

  it('refuses a bad list query with 422', async () => {
    const response = await call('GET', '/api/admin/products?sort=colour&pageSize=500');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['pageSize', 'sort']);
  });
});
