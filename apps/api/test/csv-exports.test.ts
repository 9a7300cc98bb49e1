import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

// Issue 27.18: both exports go through one CSV writer that leaves no spreadsheet formula live.

let shop: TestShop;
let member: TestStaff;

const HYPERLINK = '=HYPERLINK("http://evil.example/claim","Claim your prize")';
const COMMAND = "=cmd|' /C calc'!A0";

const get = (url: string) => shop.app.inject({ method: 'GET', url, headers: member.headers });

beforeAll(async () => {
  shop = await createTestShop();
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
});
afterAll(() => shop.close());

describe('the catalog export', () => {
  it('neutralises formulas in every text cell, and reads them back as they were', async () => {
    const file = [
      'sku,name,size,size_sku_suffix,stock,price,product_type,pet_types,packaging,description',
      `TST-CSV-1,"${HYPERLINK.replaceAll('"', '""')}",One Size,-1KG,3,20,Toy,Dog,@SUM(A1),"${COMMAND}"`,
      '',
    ].join('\n');
    const imported = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...member.headers, 'content-type': 'text/csv' },
      payload: file,
    });
    expect(imported.statusCode).toBe(200);

    const exported = await get('/api/admin/products/export.csv');
    const [, row] = exported.body.split('\r\n');
    expect(row).toBe(
      `TST-CSV-1,"'=HYPERLINK(""http://evil.example/claim"",""Claim your prize"")",One Size,'-1KG,3,20.00,,,,Toy,Dog,yes,,5,0.0,'@SUM(A1),'=cmd|' /C calc'!A0,,,,,,,,,,${row!.split(',').at(-1)}`,
    );
    expect(row!.split(',').at(-1)).toMatch(/^\d+$/);

    // The file as exported imports back unchanged: the apostrophes are the export's, not data.
    const again = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=1',
      headers: { ...member.headers, 'content-type': 'text/csv' },
      payload: exported.body,
    });
    expect(again.json()).toMatchObject({ updates: 0, unchanged: 1, errors: [], changes: [] });
    const [stored] = (
      (await shop.database.db.execute(
        sql.raw(
          `SELECT p.name, p.description, p.packaging, s.sku_suffix FROM products p
             JOIN product_sizes s ON s.product_id = p.id WHERE p.sku = 'TST-CSV-1'`,
        ),
      )) as unknown as { rows: Record<string, string>[] }
    ).rows;
    expect(stored).toEqual({
      name: HYPERLINK,
      description: COMMAND,
      packaging: '@SUM(A1)',
      sku_suffix: '-1KG',
    });
  });
});

describe('the orders export', () => {
  it('neutralises a formula a customer typed as their name, through the same writer', async () => {
    const productId = await addOneSizeProduct(shop.database.db, 'Formula Ball', 5);
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, productId);
    const placed = await placeCodOrder(shop, customer, {
      customer_info: {
        name: '+HYPERLINK("http://evil.example")',
        email: 'a@example.ae',
        phone: '+971 50 123 4567',
      },
    });
    expect(placed.statusCode).toBe(201);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    const exported = await get(`/api/admin/orders/export.csv?from=${today}&to=${today}`);
    const lines = exported.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toContain(`,"'+HYPERLINK(""http://evil.example"")",a@example.ae,1,`);
  });
});
