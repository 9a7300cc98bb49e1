import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { DEMO_CATALOG_CSV } from '../src/db/seed/demo-catalog.ts';
import { seedDemoCatalog } from '../src/db/seed/seed.ts';
import {
  applyCatalogImport,
  dryRunCatalogImport,
  exportCatalogCsv,
  ImportRefusedError,
} from '../src/modules/catalog-import/catalog-import.service.ts';
import { createTestDatabase, raceNote } from './helpers/db.ts';

let database: Database;

async function select<Row>(text: string): Promise<Row[]> {
  const result = await database.db.execute(sql.raw(text));
  return (result as unknown as { rows: Row[] }).rows;
}

/** Everything an import may write, as text: equal before and after means nothing was written. */
async function catalogSnapshot(): Promise<string> {
  const tables = [
    'SELECT * FROM products ORDER BY id',
    'SELECT * FROM product_sizes ORDER BY id',
    'SELECT * FROM product_images ORDER BY id',
    'SELECT * FROM product_pet_types ORDER BY product_id, pet_type_id',
    'SELECT * FROM product_attribute_values ORDER BY product_id, attribute_id',
    'SELECT * FROM attributes ORDER BY id',
    'SELECT * FROM stock_movements ORDER BY id',
  ];
  const parts = await Promise.all(tables.map((text) => select(text)));
  return JSON.stringify(parts);
}

/** Sizes whose stock is not the sum of their ledger rows (none, always). */
async function sizesOffTheLedger(): Promise<unknown[]> {
  return select(`
    SELECT s.id, s.stock, coalesce(sum(m.delta), 0)::int AS ledger
      FROM product_sizes s LEFT JOIN stock_movements m ON m.product_size_id = s.id
     GROUP BY s.id HAVING s.stock <> coalesce(sum(m.delta), 0)`);
}

/** The sizes of the product with `sku`, in their order: name and stock. */
function sizesOf(sku: string): Promise<unknown[]> {
  return select(
    `SELECT s.name, s.stock FROM product_sizes s JOIN products p ON p.id = s.product_id
      WHERE p.sku = '${sku}' ORDER BY s.position`,
  );
}

const HEADER =
  'sku,name,size,stock,price,offer_price,size_price,product_type,pet_types,benefits,attributes,images';

function csv(...lines: string[]): string {
  return `${[HEADER, ...lines].join('\n')}\n`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalog(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('the demo catalog as data', () => {
  it('is seeded through the importer: exporting the seeded shop gives back demo-catalog.csv', async () => {
    const file = await readFile(DEMO_CATALOG_CSV, 'utf8');
    const [count] = await select<{ total: number }>('SELECT count(*)::int AS total FROM products');
    expect(count!.total).toBe(88);
    expect(await exportCatalogCsv(database.db)).toBe(file);
  });

  it('reads back as 88 unchanged products in a dry run', async () => {
    const report = await dryRunCatalogImport(database.db, await readFile(DEMO_CATALOG_CSV, 'utf8'));
    expect(report).toEqual({
      encoding: 'UTF-8',
      rows: 153,
      products: 88,
      creates: 0,
      updates: 0,
      unchanged: 88,
      stockChanges: 0,
      applied: false,
      errors: [],
      changes: [],
      stockConflicts: [],
      stockConflictChoice: null,
    });
  });
});

describe('dry run', () => {
  it('reports every error with its line, column and message, and writes nothing', async () => {
    const before = await catalogSnapshot();
    const file = csv(
      'TST-ERR-1,Sandy Chew,S,4,12.345,,,Toy,Dog,,,',
      'TST-ERR-1,,M,-2,,,,,,,,',
      'TST-ERR-2,Reef Net,One Size,3,20,25,,Net,Hamster | Fish,,Colour,products/../x.svg',
      ',Nameless,One Size,1,10,,,Toy,Dog,,,',
      'TST-ERR-3,,One Size,1,10,,,Toy,Cat,,,',
      'TST-ERR-3,Other Name,L,1,11,,,,,,,',
      'TST-ERR-3,Third Name,L,1,,,,,,,,',
      'DOG-FD-001,Dunebark Adult Chicken & Brown Rice Kibble,2 kg,34,149,119,abc,Food,Dog,,,',
      'TST-ERR-4,,One Size,1,10,,,Toy,Dog,,,',
    );
    const report = await dryRunCatalogImport(database.db, file);
    expect(report.errors).toEqual([
      {
        line: 2,
        column: 'price',
        message: '"12.345" is not an amount in AED, e.g. 149 or 149.50.',
      },
      {
        line: 3,
        column: 'stock',
        message: '"-2" is not a stock count (a whole number of 0 or more).',
      },
      {
        line: 4,
        column: 'product_type',
        message:
          'Unknown product type "Net". Use one of: Food, cage, cat litter box, scratcher, collar, Toy.',
      },
      {
        line: 4,
        column: 'pet_types',
        message: 'Unknown pet type "Hamster". Use Cat, Dog, Bird or Fish.',
      },
      {
        line: 4,
        column: 'attributes',
        message: '"Colour" is not Name=Value (e.g. Brand=Dunebark).',
      },
      {
        line: 4,
        column: 'images',
        message:
          '"products/../x.svg" is not a picture path under storage (products/kibble-1.webp) or a web address.',
      },
      { line: 5, column: 'sku', message: 'Every row needs the SKU of its product.' },
      {
        line: 7,
        column: 'price',
        message:
          "Differs from line 6. Fill a product's own columns on one of its rows, or the same on each.",
      },
      { line: 8, column: 'name', message: expect.stringMatching(/^Differs from line 7\./) },
      { line: 8, column: 'size', message: 'The size "L" of TST-ERR-3 is already on line 7.' },
      {
        line: 9,
        column: 'size_price',
        message: '"abc" is not an amount in AED, e.g. 149 or 149.50.',
      },
      { line: 10, column: 'name', message: 'A product needs a name.' },
    ]);
    expect(report.applied).toBe(false);
    expect(await catalogSnapshot()).toBe(before);
  });

  it('names a column the file lacks for a new product, and an unknown column in the header', async () => {
    const report = await dryRunCatalogImport(
      database.db,
      'sku,name,size,stock,colour\nTST-NEW-9,Blue Bowl,One Size,3,blue\n',
    );
    expect(report.errors).toEqual([
      {
        line: 1,
        column: 'colour',
        message: expect.stringMatching(/^Unknown column\. The columns are: sku, name, size,/),
      },
      ...['price', 'product_type', 'pet_types'].map((column) => ({
        line: 2,
        column,
        message: `TST-NEW-9 is a new product: the file needs a ${column} column to create it.`,
      })),
    ]);
  });

  it("reads a spreadsheet's save: a byte-order mark, semicolons and a quoted cell over two lines", async () => {
    const report = await dryRunCatalogImport(
      database.db,
      '\uFEFFsku;size;stock;about\r\nDOG-FD-002;2 kg;30;"Line one;\r\nline two"\r\nDOG-FD-002;12 kg;x;\r\n',
    );
    expect(report).toMatchObject({ rows: 2, products: 1, updates: 1, stockChanges: 1 });
    // Line numbers are a spreadsheet's rows: the two-line cell is one row.
    expect(report.errors).toEqual([
      {
        line: 3,
        column: 'stock',
        message: '"x" is not a stock count (a whole number of 0 or more).',
      },
    ]);
  });

  it('refuses an offer that is not below the price, and a cell that cannot be read as CSV', async () => {
    const offer = await dryRunCatalogImport(
      database.db,
      csv('TST-OFFER,Big Ball,One Size,3,20,20,,Toy,Dog,,,'),
    );
    expect(offer.errors).toEqual([
      {
        line: 2,
        column: 'offer_price',
        message: 'The offer price (AED 20.00) must be lower than the price (AED 20.00).',
      },
    ]);
    const broken = await dryRunCatalogImport(database.db, csv('TST-Q,"Open quote,One Size'));
    expect(broken.errors).toHaveLength(1);
    expect(broken.errors[0]).toMatchObject({ line: 2, column: null });
    expect(broken.errors[0]!.message).toMatch(/^This line cannot be read as CSV/);
  });
});

describe('apply', () => {
  it('writes nothing when one row of the file is wrong', async () => {
    const before = await catalogSnapshot();
    const file = csv(
      'TST-ONE-1,Good Toy,One Size,3,20,,,Toy,Dog,,,',
      'DOG-FD-001,,2 kg,50,,,,,,,,',
      'TST-ONE-2,Bad Toy,One Size,three,20,,,Toy,Dog,,,',
    );
    const refused = await applyCatalogImport(database.db, file, { staffId: null }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect((refused as ImportRefusedError).message).toBe(
      'Nothing was imported: the file has 1 error. Correct it and import again.',
    );
    expect((refused as ImportRefusedError).report.errors).toEqual([
      {
        line: 4,
        column: 'stock',
        message: '"three" is not a stock count (a whole number of 0 or more).',
      },
    ]);
    expect(await catalogSnapshot()).toBe(before);
  });

  it('creates a product by SKU with its sizes, pictures, pet types and new attributes', async () => {
    const report = await applyCatalogImport(
      database.db,
      csv(
        'TST-NEW-1,Harbour Rope Tug,S,7,39.5,29,,toy,Dog | cat,"Tough | Floats","Brand=Harbour | Knot Count=3","products/a.svg | https://cdn.example.com/b.webp"',
        'TST-NEW-1,,L,0,,,49,,,,,',
      ),
      { staffId: null },
    );
    expect(report).toMatchObject({
      creates: 1,
      updates: 0,
      unchanged: 0,
      applied: true,
      errors: [],
    });
    const [product] = await select<Record<string, unknown>>(
      `SELECT p.name, p.price_fils, p.offer_price_fils, p.benefits, p.version, t.name AS type,
              (SELECT string_agg(pt.code, ',' ORDER BY pt.code) FROM product_pet_types pp
                 JOIN pet_types pt ON pt.id = pp.pet_type_id WHERE pp.product_id = p.id) AS pets,
              (SELECT string_agg(a.name || '=' || v.value, ',' ORDER BY v.position)
                 FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id
                WHERE v.product_id = p.id) AS attributes,
              (SELECT string_agg(i.path, ',' ORDER BY i.position) FROM product_images i
                WHERE i.product_id = p.id) AS images
         FROM products p JOIN product_types t ON t.id = p.product_type_id
        WHERE p.sku = 'TST-NEW-1'`,
    );
    expect(product).toEqual({
      name: 'Harbour Rope Tug',
      price_fils: 3950,
      offer_price_fils: 2900,
      benefits: 'Tough\nFloats',
      version: 1,
      type: 'Toy',
      pets: 'CAT,DOG',
      attributes: 'Brand=Harbour,Knot Count=3',
      images: 'products/a.svg,https://cdn.example.com/b.webp',
    });
    const sizes = await select(
      `SELECT s.name, s.stock, s.position, s.price_fils, s.offer_price_fils FROM product_sizes s
         JOIN products p ON p.id = s.product_id WHERE p.sku = 'TST-NEW-1' ORDER BY s.position`,
    );
    expect(sizes).toEqual([
      { name: 'S', stock: 7, position: 0, price_fils: null, offer_price_fils: null },
      { name: 'L', stock: 0, position: 1, price_fils: 4900, offer_price_fils: null },
    ]);
  });

  it('updates by SKU: changed products get a new version, the others are left alone', async () => {
    const [before] = await select<{ version: number }>(
      "SELECT version FROM products WHERE sku = 'DOG-FD-002'",
    );
    const report = await applyCatalogImport(
      database.db,
      'sku,name,price\nTST-NEW-1,Harbour Rope Tug XL,42\nDOG-FD-002,Dunebark Puppy Lamb & Oat Kibble,139\n',
      { staffId: null },
    );
    expect(report).toMatchObject({ creates: 0, updates: 1, unchanged: 1, applied: true });
    const rows = await select(
      "SELECT sku, name, price_fils, version FROM products WHERE sku IN ('TST-NEW-1', 'DOG-FD-002') ORDER BY sku",
    );
    expect(rows).toEqual([
      {
        sku: 'DOG-FD-002',
        name: 'Dunebark Puppy Lamb & Oat Kibble',
        price_fils: 13900,
        version: before!.version,
      },
      { sku: 'TST-NEW-1', name: 'Harbour Rope Tug XL', price_fils: 4200, version: 2 },
    ]);
  });

  it('writes each stock change to the ledger, so stock stays the sum of its movements', async () => {
    const file = 'sku,size,stock\nDOG-FD-001,2 kg,40\nDOG-FD-001,7 kg,20\nDOG-FD-001,Sample,5\n';
    const dryRun = await dryRunCatalogImport(database.db, file);
    expect(dryRun).toMatchObject({ updates: 1, stockChanges: 2, errors: [] });
    await applyCatalogImport(database.db, file, { staffId: null });
    const movements = await select(
      `SELECT s.name, m.delta, m.reason, m.note FROM stock_movements m
         JOIN product_sizes s ON s.id = m.product_size_id JOIN products p ON p.id = s.product_id
        WHERE p.sku = 'DOG-FD-001' ORDER BY m.id`,
    );
    expect(movements).toEqual([
      { name: '2 kg', delta: 34, reason: 'initial', note: 'CSV import' },
      { name: '7 kg', delta: 22, reason: 'initial', note: 'CSV import' },
      { name: '12 kg', delta: 9, reason: 'initial', note: 'CSV import' },
      { name: 'Sample', delta: 5, reason: 'initial', note: 'CSV import' },
      { name: '2 kg', delta: 6, reason: 'correction', note: 'CSV import' },
      { name: '7 kg', delta: -2, reason: 'correction', note: 'CSV import' },
    ]);
    // The size the file does not name keeps its stock and comes after the named ones.
    const sizes = await sizesOf('DOG-FD-001');
    expect(sizes).toEqual([
      { name: '2 kg', stock: 40 },
      { name: '7 kg', stock: 20 },
      { name: 'Sample', stock: 5 },
      { name: '12 kg', stock: 9 },
    ]);
    expect(await sizesOffTheLedger()).toEqual([]);
  });

  it('matches a size whatever the case of its name, and renames it as written', async () => {
    const report = await applyCatalogImport(database.db, 'sku,size,stock\nDOG-FD-003,1.5 KG,26\n', {
      staffId: null,
    });
    expect(report).toMatchObject({ updates: 1, stockChanges: 0, errors: [] });
    const sizes = await sizesOf('DOG-FD-003');
    expect(sizes).toEqual([
      { name: '1.5 KG', stock: 26 },
      { name: '6 kg', stock: 18 },
      { name: '11 kg', stock: 7 },
    ]);
  });

  it('round-trips: the export imports back as all unchanged and writes nothing', async () => {
    const exported = await exportCatalogCsv(database.db);
    const before = await catalogSnapshot();
    const report = await applyCatalogImport(database.db, exported, { staffId: null });
    expect(report).toMatchObject({ creates: 0, updates: 0, stockChanges: 0, errors: [] });
    expect(report.unchanged).toBe(report.products);
    expect(report.products).toBe(89);
    expect(await catalogSnapshot()).toBe(before);
  });

  it(`creates each new SKU once when the same file is imported twice at once${raceNote}`, async () => {
    const file = csv(
      'TST-RACE-1,Race Ball,One Size,5,15,,,Toy,Dog,,,',
      'TST-RACE-2,Race Rope,S,2,18,,,Toy,Dog,,,',
      'TST-RACE-2,,L,3,,,,,,,,',
    );
    const reports = await Promise.all(
      [1, 2, 3].map(() => applyCatalogImport(database.db, file, { staffId: null })),
    );
    expect(reports.map((report) => report.creates).sort()).toEqual([0, 0, 2]);
    const rows = await select<{ sku: string; sizes: number }>(
      `SELECT p.sku, count(s.id)::int AS sizes FROM products p JOIN product_sizes s ON s.product_id = p.id
        WHERE p.sku LIKE 'TST-RACE-%' GROUP BY p.sku ORDER BY p.sku`,
    );
    expect(rows).toEqual([
      { sku: 'TST-RACE-1', sizes: 1 },
      { sku: 'TST-RACE-2', sizes: 2 },
    ]);
    expect(await sizesOffTheLedger()).toEqual([]);
  });
});
