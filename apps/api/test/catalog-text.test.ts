import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../src/db/seed/seed.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { productForm } from './helpers/catalog-fixtures.ts';
import { raceNote } from './helpers/db.ts';
import { callAs } from './helpers/requests.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

// Issue 27.20 (catalog) and 27.11: SKUs and product types are one whatever their case, a CSV is
// read in the encoding it was saved in, and text that reorders itself on screen is refused.

let shop: TestShop;
let member: TestStaff;
let foodTypeId: number;

async function select<Row>(text: string): Promise<Row[]> {
  const result = await shop.database.db.execute(sql.raw(text));
  return (result as unknown as { rows: Row[] }).rows;
}

const importBytes = (body: Buffer | string, query = '?dryRun=1') =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    headers: { ...member.headers, 'content-type': 'text/csv' },
    payload: body,
  });

const form = (more: Record<string, unknown> = {}) => productForm(foodTypeId, more);
const createProduct = (payload: Record<string, unknown>) =>
  callAs(shop, member, 'POST', '/api/admin/products', payload);

beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoCatalog(shop.database.db);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
  foodTypeId = (
    await select<{ id: number }>("SELECT id FROM product_types WHERE name = 'Food'")
  )[0]!.id;
});
afterAll(() => shop.close());

describe('a CSV file in the encoding a spreadsheet saved it in', () => {
  const text = 'sku,name\nDOG-FD-003,Café Crème Kibble\n';
  const nameChange = {
    column: 'name',
    before: 'Dunebark Small Breed Turkey Kibble',
    after: 'Café Crème Kibble',
  };

  it('reads bytes that are not UTF-8 as Windows-1252, and says so', async () => {
    const before = (
      await select<{ name: string }>("SELECT name FROM products WHERE sku = 'DOG-FD-003'")
    )[0]!;
    nameChange.before = before.name;
    const response = await importBytes(Buffer.from(text, 'latin1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      encoding: 'Windows-1252',
      errors: [],
      changes: [{ line: 2, sku: 'DOG-FD-003', fields: [nameChange] }],
    });
    // Windows-1252 beyond Latin-1: the curly apostrophe and the euro sign.
    const curly = await importBytes(
      Buffer.from([...Buffer.from('sku,name\nDOG-FD-003,Chef'), 0x92, 0x73, 0x20, 0x80, 0x0a]),
    );
    expect(curly.json().changes[0].fields[0].after).toBe('Chef’s €');
  });

  it('reads UTF-16 with its byte-order mark (LE and BE), and UTF-8 with or without one', async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const [bytes, encoding] of [
      [le, 'UTF-16 LE'],
      [be, 'UTF-16 BE'],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'UTF-8'],
      [Buffer.from(text), 'UTF-8'],
    ] as const) {
      const response = await importBytes(bytes);
      expect(response.statusCode, encoding).toBe(200);
      expect(response.json(), encoding).toMatchObject({
        encoding,
        errors: [],
        changes: [{ line: 2, sku: 'DOG-FD-003', fields: [nameChange] }],
      });
    }
  });

  it('imports the Windows-1252 file as the letters it meant', async () => {
    const response = await importBytes(Buffer.from(text, 'latin1'), '');
    expect(response.statusCode).toBe(200);
    expect(await select("SELECT name FROM products WHERE sku = 'DOG-FD-003'")).toEqual([
      { name: 'Café Crème Kibble' },
    ]);
  });
});

describe('SKUs are one whatever their case', () => {
  it('reads "X" and "x" in one file as one product, and a stored SKU in another case as that product', async () => {
    const response = await importBytes(
      'sku,name,size,stock,price,product_type,pet_types\nTST-CASE-X,Case Ball,S,2,10,Toy,Dog\ntst-case-x,,L,3,,,\n',
      '',
    );
    expect(response.json()).toMatchObject({ creates: 1, products: 1, errors: [] });
    const again = await importBytes('sku,size,stock\ntst-Case-x,S,2\ntst-Case-x,L,4\n', '');
    expect(again.json()).toMatchObject({
      creates: 0,
      updates: 1,
      changes: [
        { sku: 'TST-CASE-X', size: 'L', fields: [{ column: 'stock', before: '3', after: '4' }] },
      ],
    });
    expect(
      await select(
        "SELECT p.sku, s.name, s.stock FROM products p JOIN product_sizes s ON s.product_id = p.id WHERE lower(p.sku) = 'tst-case-x' ORDER BY s.position",
      ),
    ).toEqual([
      { sku: 'TST-CASE-X', name: 'S', stock: 2 },
      { sku: 'TST-CASE-X', name: 'L', stock: 4 },
    ]);
  });

  it('refuses a new product whose SKU differs from another only in case, naming it', async () => {
    const response = await createProduct(form({ sku: 'dog-fd-001' }));
    expect(response.statusCode).toBe(422);
    const [owner] = await select<{ name: string }>(
      "SELECT name FROM products WHERE sku = 'DOG-FD-001'",
    );
    expect(response.json().errors).toEqual({
      sku: [`This SKU is already used by ${owner!.name}.`],
    });
  });

  it(`creates one product when two saves race with SKUs that differ only in case${raceNote}`, async () => {
    const responses = await Promise.all(
      ['RACE-CASE', 'race-case', 'Race-Case'].map((sku) => createProduct(form({ sku }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
    expect(
      await select("SELECT count(*)::int AS n FROM products WHERE lower(sku) = 'race-case'"),
    ).toEqual([{ n: 1 }]);
  });
});

describe('text that reorders itself on screen', () => {
  const RLO = '\u202E';

  it('is refused in a product name and the other text of a product form', async () => {
    const response = await createProduct(
      form({ name: `Invoice ${RLO}gpj.exe`, benefits: [`Soft ${'\u2066'}chew`] }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [
        'The product name contains an invisible character that changes the direction of the text (such as a right-to-left override). Type the text again without it.',
      ],
      'benefits.0': [
        'The benefit contains an invisible character that changes the direction of the text (such as a right-to-left override). Type the text again without it.',
      ],
    });
  });

  it('is refused in any cell of an import, with its line and column; Arabic marks are kept', async () => {
    const response = await importBytes(
      `sku,name,description\nDOG-FD-002,Kibble ${RLO}gpj.exe,Fine\nDOG-FD-003,طعام\u200F كلاب,Fine\n`,
    );
    expect(response.json().errors).toEqual([
      {
        line: 2,
        column: 'name',
        message:
          'The name contains an invisible character that changes the direction of the text (such as a right-to-left override). Type the text again without it.',
      },
    ]);
  });
});

describe('product types (27.11)', () => {
  it('are shown as written and are one whatever their case: an import of "food" finds "Food"', async () => {
    const reference = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/reference',
      headers: member.headers,
    });
    expect(reference.json().productTypes.map((type: { name: string }) => type.name)).toEqual(
      expect.arrayContaining(['Food', 'cage', 'cat litter box', 'Toy']),
    );
    const response = await importBytes('sku,product_type\nDOG-FD-004,food\n');
    expect(response.json()).toMatchObject({ errors: [], unchanged: 1 });
    const duplicate = await shop.database.db
      .execute(
        sql.raw(
          "INSERT INTO product_types (name, group_id) SELECT 'FOOD', group_id FROM product_types WHERE name = 'Food'",
        ),
      )
      .then(
        () => 'inserted',
        (error: { cause?: { code?: string }; code?: string }) => (error.cause ?? error).code,
      );
    expect(duplicate).toBe('23505');
  });
});
