import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG_CSV } from '../src/db/seed/demo-catalog.ts';
import { seedDemoCatalog } from '../src/db/seed/seed.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createCustomer } from './helpers/customers.ts';
import { addToCart, placeCodOrder, stockOf } from './helpers/shopping.ts';
import { callAs } from './helpers/requests.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let member: TestStaff;

async function select<Row>(text: string): Promise<Row[]> {
  const result = await shop.database.db.execute(sql.raw(text));
  return (result as unknown as { rows: Row[] }).rows;
}

const importCsv = (body: string, query = '', as = member) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    headers: { ...as.headers, 'content-type': 'text/csv' },
    payload: body,
  });
/** A dry run of a file sent inside JSON, or of a JSON body without one. */
const checkJson = (payload: Record<string, unknown>) =>
  callAs(shop, member, 'POST', '/api/admin/products/import?dryRun=1', payload);

beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoCatalog(shop.database.db);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
});
afterAll(() => shop.close());

describe('GET /api/admin/products/export.csv', () => {
  it('downloads the catalog as a dated CSV file in the import format', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(await readFile(DEMO_CATALOG_CSV, 'utf8'));
  });
});

describe('POST /api/admin/products/import', () => {
  it('checks a file with dryRun=1: the report lists each error and nothing is written', async () => {
    const response = await importCsv(
      'sku,name,size,stock,price,product_type,pet_types\nTST-R-1,Reed Ball,One Size,4,9.99,Toy,Dog\nDOG-FD-001,,2 kg,lots,,,\n',
      '?dryRun=1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      encoding: 'UTF-8',
      rows: 2,
      products: 2,
      creates: 1,
      updates: 0,
      unchanged: 1,
      stockChanges: 0,
      applied: false,
      changes: [{ line: 2, sku: 'TST-R-1', size: 'One Size', created: 'product', fields: [] }],
      stockConflicts: [],
      stockConflictChoice: null,
      errors: [
        {
          line: 3,
          column: 'stock',
          message: '"lots" is not a stock count (a whole number of 0 or more).',
        },
      ],
    });
    expect(await select("SELECT id FROM products WHERE sku = 'TST-R-1'")).toEqual([]);
  });

  it('refuses to import a file with errors: 422 with the report, nothing written', async () => {
    const response = await importCsv(
      'sku,name,size,stock,price,product_type,pet_types\nTST-R-1,Reed Ball,One Size,4,9.99,Toy,Dog\nDOG-FD-001,,2 kg,lots,,,\n',
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(
      'Nothing was imported: the file has 1 error. Correct it and import again.',
    );
    expect(body.report.errors).toEqual([
      {
        line: 3,
        column: 'stock',
        message: '"lots" is not a stock count (a whole number of 0 or more).',
      },
    ]);
    expect(await select("SELECT id FROM products WHERE sku = 'TST-R-1'")).toEqual([]);
    expect(await select("SELECT id FROM audit_log WHERE action = 'import.apply'")).toEqual([]);
  });

  it('imports a correct file, names the staff member in the ledger and audits the counts', async () => {
    const response = await importCsv(
      'sku,name,size,stock,price,product_type,pet_types\nTST-R-1,Reed Ball,One Size,4,9.99,Toy,Dog\nDOG-FD-001,,2 kg,30,,,\n',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      creates: 1,
      updates: 1,
      stockChanges: 1,
      applied: true,
      errors: [],
    });
    const [ledger] = await select<{ delta: number; reason: string; staff_id: number }>(
      `SELECT m.delta, m.reason, m.staff_id FROM stock_movements m
         JOIN product_sizes s ON s.id = m.product_size_id JOIN products p ON p.id = s.product_id
        WHERE p.sku = 'DOG-FD-001' AND s.name = '2 kg' ORDER BY m.id DESC LIMIT 1`,
    );
    expect(ledger).toEqual({ delta: -4, reason: 'correction', staff_id: member.staff.id });
    const audit = await select(
      "SELECT staff_id, staff_email, action, entity_type, entity_id, after FROM audit_log WHERE action = 'import.apply'",
    );
    expect(audit).toEqual([
      {
        staff_id: member.staff.id,
        staff_email: member.staff.email,
        action: 'import.apply',
        entity_type: 'product',
        entity_id: null,
        after: { rows: 2, products: 2, creates: 1, updates: 1, unchanged: 0, stockChanges: 1 },
      },
    ]);
    // The shop sees the new product on the next request.
    const search = await shop.app.inject({
      method: 'GET',
      url: '/api/get-filtered-products?search=Reed%20Ball',
    });
    expect(JSON.stringify(search.json())).toContain('Reed Ball');
  });

  it('takes a file far over the JSON body limit (2,500 rows), and refuses one over 32 MB with 413', async () => {
    const rows = Array.from(
      { length: 2_500 },
      (_, index) =>
        `TST-BIG-${index},Big Batch Chew ${index} with a long enough name,One Size,3,19.50,Toy,Dog | Cat,${'A sturdy chew for every day. '.repeat(3)}`,
    );
    const file = `sku,name,size,stock,price,product_type,pet_types,description\n${rows.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(256 * 1024);
    const checked = await importCsv(file, '?dryRun=1');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ rows: 2_500, creates: 2_500, errors: [] });
    const inJson = await checkJson({ csv: file });
    expect(inJson.statusCode).toBe(200);
    expect(inJson.json()).toMatchObject({ rows: 2_500, creates: 2_500, errors: [] });

    const huge = await importCsv('x'.repeat(33 * 1024 * 1024), '?dryRun=1');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      message: 'The file is larger than 32 MB. Split it into smaller files and import each.',
    });
  });

  it('takes the file inside JSON too, and says how to send it when the JSON has none', async () => {
    const inJson = await checkJson({ csv: 'sku,stock,size\nDOG-FD-002,28,2 kg\n' });
    expect(inJson.statusCode).toBe(200);
    expect(inJson.json()).toMatchObject({ rows: 1, unchanged: 1, errors: [] });
    const response = await checkJson({ sku: 'X' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Send the CSV file as the request body (Content-Type text/csv), or as JSON {"csv": "…"}.',
    );
  });
});

describe('importing a file exported before orders were placed (issue 27.1)', () => {
  const exportCsv = async () =>
    (
      await shop.app.inject({
        method: 'GET',
        url: '/api/admin/products/export.csv',
        headers: member.headers,
      })
    ).body;
  const ledgerRows = async () =>
    (await select<{ n: number }>('SELECT count(*)::int AS n FROM stock_movements'))[0]!.n;

  it('flags the sold stock, imports nothing until the owner chooses, then keeps or overwrites as chosen', async () => {
    const [size] = await select<{ id: number; product_id: number; stock: number }>(
      `SELECT s.id, s.product_id, s.stock FROM product_sizes s JOIN products p ON p.id = s.product_id
        WHERE p.sku = 'CAT-FD-001' ORDER BY s.position LIMIT 1`,
    );
    const exported = await exportCsv();
    const line = exported.split(/\r?\n/).findIndex((row) => row.startsWith('CAT-FD-001,')) + 1;
    expect(line).toBeGreaterThan(1);

    // A customer buys two units after the export.
    const customer = await createCustomer(shop);
    await addToCart(shop, customer, size!.product_id, 2);
    expect((await placeCodOrder(shop, customer)).statusCode).toBe(201);
    const afterOrder = size!.stock - 2;
    expect(await stockOf(shop, size!.id)).toBe(afterOrder);
    const sizeName = (
      await select<{ name: string }>(`SELECT name FROM product_sizes WHERE id = ${size!.id}`)
    )[0]!.name;

    const conflict = {
      line,
      sku: 'CAT-FD-001',
      size: sizeName,
      exported: size!.stock,
      current: afterOrder,
      file: size!.stock,
    };
    const checked = await importCsv(exported, '?dryRun=1');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      updates: 0,
      stockChanges: 0,
      changes: [],
      stockConflicts: [conflict],
      stockConflictChoice: null,
      errors: [],
    });

    // Without a choice nothing is imported.
    const movements = await ledgerRows();
    const refused = await importCsv(exported);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Nothing was imported: the stock of 1 size changed in the shop since this file was exported. Choose to keep the shop's stock or to use the file's, then import again.",
    );
    expect(refused.json().report.stockConflicts).toEqual([conflict]);
    expect(await stockOf(shop, size!.id)).toBe(afterOrder);
    expect(await ledgerRows()).toBe(movements);

    // Keep: the sold units stay sold.
    const kept = await importCsv(exported, '?stockConflicts=keep');
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      applied: true,
      stockChanges: 0,
      stockConflicts: [conflict],
      stockConflictChoice: 'keep',
    });
    expect(await stockOf(shop, size!.id)).toBe(afterOrder);
    expect(await ledgerRows()).toBe(movements);

    // Overwrite: the file's count, written to the ledger as a correction.
    const overwritten = await importCsv(exported, '?stockConflicts=overwrite');
    expect(overwritten.statusCode).toBe(200);
    expect(overwritten.json()).toMatchObject({ applied: true, stockChanges: 1 });
    expect(await stockOf(shop, size!.id)).toBe(size!.stock);
    const [last] = await select(
      `SELECT delta, reason, staff_id FROM stock_movements WHERE product_size_id = ${size!.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(last).toEqual({ delta: 2, reason: 'correction', staff_id: member.staff.id });
    const [audit] = await select<{ after: Record<string, unknown> }>(
      "SELECT after FROM audit_log WHERE action = 'import.apply' ORDER BY id DESC LIMIT 1",
    );
    expect(audit!.after).toMatchObject({ stockConflicts: 1, stockConflictChoice: 'overwrite' });

    // A fresh export carries the new version: the same count imports as unchanged.
    const fresh = await importCsv(await exportCsv(), '?dryRun=1');
    expect(fresh.json()).toMatchObject({ updates: 0, stockConflicts: [], changes: [] });
  });

  it('lists every row it would change in a dry run, field by field, before → after', async () => {
    const exported = await exportCsv();
    const rows = exported.split(/\r?\n/);
    const at = rows.findIndex((row) => row.startsWith('DOG-FD-001,'));
    // The product's price and the stock and suffix of its first size, edited in a spreadsheet.
    rows[at] = rows[at]!.replace(",'-2KG,30,149.00,", ',-2K,31,139.00,');
    // A price change by import is the owner's (decision 076).
    const owner = await staffSession(shop.app, shop.database, { role: 'owner' });
    const checked = await importCsv(rows.join('\n'), '?dryRun=1', owner);
    expect(checked.json()).toMatchObject({
      updates: 1,
      stockChanges: 1,
      stockConflicts: [],
      errors: [],
      changes: [
        {
          line: at + 1,
          sku: 'DOG-FD-001',
          size: '2 kg',
          created: null,
          fields: [
            { column: 'price', before: '149.00', after: '139.00' },
            { column: 'size_sku_suffix', before: '-2KG', after: '-2K' },
            { column: 'stock', before: '30', after: '31' },
          ],
        },
      ],
    });
  });
});
