import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';

/**
 * Issue 34's last English in the Arabic shop's answers (decision 136): Fastify's own refusals of
 * a request it cannot read, an /api address no route has, and stock messages naming a product
 * that has an Arabic name. Without lang=ar each answer is the English, byte for byte.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await seedTestCatalog(shop.database.db);
});
afterAll(() => shop.close());

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { payload?: string | object; type?: string; customer?: TestCustomer } = {},
) =>
  shop.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: {
      ...options.customer?.headers,
      ...(options.type ? { 'content-type': options.type } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

/** The same call in English and with lang=ar: the status of both, and their bodies. */
async function bothLanguages(
  method: 'GET' | 'POST',
  path: string,
  options: { payload?: string; type?: string } = {},
) {
  const english = await send(method, path, options);
  const arabic = await send(method, `${path}?lang=ar`, options);
  expect(arabic.statusCode).toBe(english.statusCode);
  return { status: english.statusCode, english: english.body, arabic: arabic.json() as unknown };
}

describe("Fastify's own refusals, to the Arabic shop", () => {
  it('says a body that is not JSON is not JSON', async () => {
    const answer = await bothLanguages('POST', '/api/auth/login', {
      payload: '{"email": ',
      type: 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(answer.english).toBe(
      `{"message":"Body is not valid JSON but content-type is set to 'application/json'"}`,
    );
    expect(answer.arabic).toEqual({ message: 'محتوى الطلب ليس بصيغة JSON صحيحة.' });
  });

  it('says a body over the size limit is too large', async () => {
    const answer = await bothLanguages('POST', '/api/auth/login', {
      payload: JSON.stringify({ email: 'x'.repeat(300_000) }),
      type: 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(answer.english).toBe('{"message":"Request body is too large"}');
    expect(answer.arabic).toEqual({ message: 'حجم الطلب أكبر من المسموح به.' });
  });

  it('says a form body is of a type the API does not read', async () => {
    const answer = await bothLanguages('POST', '/api/auth/login', {
      payload: 'email=a%40b.ae',
      type: 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
    expect(answer.english).toBe('{"message":"Unsupported Media Type"}');
    expect(answer.arabic).toEqual({ message: 'نوع محتوى الطلب غير مدعوم.' });
  });

  it('says an /api address no route has is not found, in Arabic only under /api', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await bothLanguages(method, '/api/no-such-call');
      expect(answer.status).toBe(404);
      expect(answer.english).toBe('{"message":"Not found"}');
      expect(answer.arabic).toEqual({ message: 'لم يُعثر على ما تطلبه.' });
    }
    // Not the shop's calls: a missing file, and the back office (which stays English).
    for (const path of ['/storage/no-such-file.png', '/api/admin/no-such-call']) {
      const answer = await bothLanguages('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.arabic, path).toEqual({ message: 'Not found' });
    }
  });
});

describe('a stock message to the Arabic shop', () => {
  it('names the product by its Arabic name when it has one, and in English without lang=ar', async () => {
    const customer = await createCustomer(shop);
    const name = `Salmon Kibble ${Date.now()}`;
    const productId = await addProduct(shop.database.db, {
      name,
      price: 60,
      petTypes: ['DOG'],
      productType: 'Toy',
      sizes: [{ name: '2 kg', stock: 3 }],
    });
    await shop.database.db
      .update(products)
      .set({ nameAr: 'كبسولات السلمون' })
      .where(eq(products.id, productId));
    const add = (url: string, quantity: number) =>
      send('POST', url, { customer, payload: { product_id: productId, quantity } });

    const english = await add('/api/cart/add', 5);
    expect(english.statusCode).toBe(422);
    expect(english.body).toBe(
      JSON.stringify({
        message: `Only 3 left of ${name} (2 kg).`,
        errors: { quantity: [`Only 3 left of ${name} (2 kg).`] },
      }),
    );
    const arabic = await add('/api/cart/add?lang=ar', 5);
    expect(arabic.statusCode).toBe(422);
    const left = 'لم يتبقَّ من كبسولات السلمون (2 kg) سوى 3 قطع.';
    expect(arabic.json()).toEqual({ message: left, errors: { quantity: [left] } });

    // With 2 in the cart, the add says how many it holds; the update names it in Arabic too.
    expect((await add('/api/cart/add', 2)).statusCode).toBe(201);
    const more = await add('/api/cart/add?lang=ar', 2);
    expect(more.json()).toMatchObject({
      message: 'لم يتبقَّ من كبسولات السلمون (2 kg) سوى 3 قطع، وسلتك تحتوي بالفعل على قطعتين.',
    });
    const cart = await send('GET', '/api/cart/get', { customer });
    const lineId = (cart.json() as { items: { id: number }[] }).items[0]!.id;
    const update = await send('PUT', `/api/cart/update/${lineId}?lang=ar`, {
      customer,
      payload: { quantity: 9 },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json()).toEqual({ message: left, errors: { quantity: [left] } });
    const englishUpdate = await send('PUT', `/api/cart/update/${lineId}`, {
      customer,
      payload: { quantity: 9 },
    });
    expect(englishUpdate.json()).toMatchObject({ message: `Only 3 left of ${name} (2 kg).` });
  });

  it('keeps the English name, as a left-to-right run, for a product without an Arabic name', async () => {
    const customer = await createCustomer(shop);
    const name = `Dunebark ${Date.now()}`;
    const productId = await addProduct(shop.database.db, {
      name,
      price: 60,
      petTypes: ['DOG'],
      productType: 'Toy',
      sizes: [{ name: 'One Size', stock: 1 }],
    });
    const arabic = await send('POST', '/api/cart/add?lang=ar', {
      customer,
      payload: { product_id: productId, quantity: 2 },
    });
    expect(arabic.json()).toMatchObject({
      message: `لم يتبقَّ من \u2066${name}\u2069 سوى قطعة واحدة.`,
    });
  });
});
