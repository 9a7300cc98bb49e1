import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { bookings, orders, products, stockMovements, users } from '../src/db/schema.ts';
import { exportShop, importShop } from '../src/db/transfer.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestShop } from './helpers/app.ts';
import { seedTestCatalog, type CatalogShop } from './helpers/catalog-fixtures.ts';
import { createCustomer, nextIp, type TestCustomer } from './helpers/customers.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/db.ts';
import { addToCart, placeCodOrder } from './helpers/shopping.ts';

/**
 * Issue 30 (decision 117): a shop's data moves from one database to another (the embedded one to
 * PostgreSQL in the PostgreSQL run) and the shop there carries on: the same customers log in with
 * their passwords, the orders, bookings, products and pictures are there, and the next order
 * number follows the last.
 */
let source: CatalogShop;
let customer: TestCustomer;
let firstOrder: string;
let folder: string;
let target: Database;
const sourceStorage = () => source.config.STORAGE_DIR;

beforeAll(async () => {
  // The embedded database, whichever the run: the way a shop grows is from it.
  const embedded = await openDatabase({});
  await embedded.migrate();
  const shop = await createTestShop({}, {}, embedded);
  source = { ...shop, ids: (await seedTestCatalog(embedded.db)).ids };
  customer = await createCustomer(source, 'Mariam Haddad');
  await addToCart(source, customer, source.ids.salmonKibble, 2);
  const placed = await placeCodOrder(source, customer);
  expect(placed.statusCode).toBe(201);
  firstOrder = placed.json().order.order_number;
  const booked = await source.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: nextIp(),
    headers: customer.headers,
    payload: {
      name: 'Mariam Haddad',
      email: customer.email,
      phone: '+971 50 765 4321',
      service: 'Cat',
      message: 'Grooming Package: Basic Groom',
    },
  });
  expect(booked.statusCode).toBe(201);
  // An uploaded picture, as the back office keeps it.
  await mkdir(path.join(sourceStorage(), 'uploads'), { recursive: true });
  await writeFile(path.join(sourceStorage(), 'uploads', 'kibble-transfer-test.webp'), 'picture');
  folder = path.join(await mkdtemp(path.join(os.tmpdir(), 'petshop-export-test-')), 'export');
  target = await createTestDatabase();
});
afterAll(async () => {
  await target.close();
  await source.close();
});

const countOf = async (database: Database, table: PgTable) => {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
};

describe(`db:export and db:import (PGlite to ${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes every table and the pictures, with the migrations they are at', async () => {
    const manifest = await exportShop(source.database, sourceStorage(), folder);
    expect(manifest.format).toBe('petshop-export/1');
    const tables = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(tables).toMatchObject({ users: 1, orders: 1, bookings: 1, counters: 1 });
    expect(tables.products).toBeGreaterThan(3);
    expect(tables).not.toHaveProperty('throttle_counts');
    expect(await readdir(path.join(folder, 'storage', 'uploads'))).toContain(
      'kibble-transfer-test.webp',
    );
    const userLine = await readFile(path.join(folder, 'tables', 'users.jsonl'), 'utf8');
    expect(userLine).toContain(customer.email);
  });

  it('loads it all into an empty database, and the shop there carries on', async () => {
    const storage = await mkdtemp(path.join(os.tmpdir(), 'petshop-import-storage-'));
    const imported = await importShop(target, storage, folder);
    expect(imported.find((table) => table.name === 'orders')).toEqual({ name: 'orders', rows: 1 });
    for (const table of [users, orders, bookings, products, stockMovements]) {
      expect(await countOf(target, table)).toBe(await countOf(source.database, table));
    }
    expect(await readFile(path.join(storage, 'uploads', 'kibble-transfer-test.webp'), 'utf8')).toBe(
      'picture',
    );

    const shop = await buildApp({ ...source.config, STORAGE_DIR: storage }, target);
    await shop.ready();
    try {
      const login = await shop.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextIp(),
        payload: { email: customer.email, password: 'secret-123' },
      });
      expect(login.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${login.json().token}` };
      const mine = await shop.inject({ method: 'GET', url: '/api/orders', headers });
      expect(JSON.stringify(mine.json())).toContain(firstOrder);
      const details = await shop.inject({
        method: 'GET',
        url: `/api/get-product-details/${source.ids.salmonKibble}`,
      });
      expect(details.statusCode).toBe(200);
      expect(details.json().product.name).toBe('Salmon Kibble Adult');

      // The next order: a new id and the next number, where the old shop stopped.
      const added = await shop.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers,
        payload: { product_id: source.ids.catPate, quantity: 1 },
      });
      expect(added.statusCode).toBe(201);
      const next = await placeCodOrder(
        { ...source, app: shop, database: target },
        { ...customer, headers },
      );
      expect(next.statusCode).toBe(201);
      const number = (text: string) => Number(text.replace(/\D/g, ''));
      expect(number(next.json().order.order_number)).toBe(number(firstOrder) + 1);
    } finally {
      await shop.close();
    }
  });

  it('refuses a database with rows unless told to replace them', async () => {
    const storage = await mkdtemp(path.join(os.tmpdir(), 'petshop-import-storage-'));
    await expect(importShop(target, storage, folder)).rejects.toThrow(
      /^The target database is not empty \(.+ have rows\): import into an empty database, or pass --replace to empty it first$/,
    );
    const replaced = await importShop(target, storage, folder, { replace: true });
    expect(replaced.find((table) => table.name === 'orders')).toEqual({ name: 'orders', rows: 1 });
    expect(await countOf(target, orders)).toBe(1);
    const [counter] = (
      (await target.db.execute(
        sql`SELECT value FROM counters WHERE name = 'order_number'`,
      )) as unknown as {
        rows: { value: number }[];
      }
    ).rows;
    const [sourceCounter] = (
      (await source.database.db.execute(
        sql`SELECT value FROM counters WHERE name = 'order_number'`,
      )) as unknown as { rows: { value: number }[] }
    ).rows;
    expect(counter!.value).toBe(sourceCounter!.value);
  });

  it('refuses an export of another version of the shop, and a folder that is none', async () => {
    const manifestFile = path.join(folder, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    await writeFile(manifestFile, JSON.stringify({ ...manifest, migrations: ['not-ours'] }));
    try {
      await expect(importShop(target, os.tmpdir(), folder, { replace: true })).rejects.toThrow(
        'The export comes from another version of the shop: import it with the version that made it',
      );
    } finally {
      await writeFile(manifestFile, JSON.stringify(manifest));
    }
    await expect(exportShop(source.database, sourceStorage(), folder)).rejects.toThrow(
      `${folder} exists already: name a new folder`,
    );
  });
});
