import type { Product, ProductListResponse } from '@petshop/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { sql } from 'drizzle-orm';
import { createCatalogShop, type CatalogShop } from './helpers/catalog-fixtures.ts';
import { recordStatements } from './helpers/db.ts';

/**
 * Decision 108: a shop reads its products into the catalog's caches on its own, so the first
 * customer to open a product page does not wait for the database. A second server on the test
 * shop's database, started after the catalog was written, warms at start.
 */
let shop: CatalogShop;
let warmed: FastifyInstance;
let statements: string[];

beforeAll(async () => {
  shop = await createCatalogShop();
  statements = recordStatements(shop.database);
  warmed = await buildApp(shop.config, shop.database, {
    catalog: { warm: true, warmDelayMs: 0 },
  });
  await warmed.ready();
});
afterAll(async () => {
  await warmed.close();
  await shop.close();
});

it('reads every product on sale into memory before anyone asks, and answers from there', async () => {
  // Cards, pages, then prices and stock: the last statement of the warm-up.
  await vi.waitFor(() => expect(statements).toContain('catalog_live_products'), {
    timeout: 5_000,
    interval: 10,
  });
  await warmed.catalog.warming;
  statements.length = 0;

  const listing = await warmed.inject({ method: 'GET', url: '/api/get-filtered-products' });
  expect(listing.statusCode).toBe(200);
  const cards = listing.json<ProductListResponse>().products.data;
  expect(cards.length).toBeGreaterThan(3);
  for (const card of cards) {
    const page = await warmed.inject({ method: 'GET', url: `/api/get-product-details/${card.id}` });
    expect(page.statusCode).toBe(200);
    const { product } = page.json<{ product: Product }>();
    expect(product).toMatchObject({ id: card.id, name: card.name, price: card.price });
  }
  expect(statements).toEqual([]);
});

it('reads them again after a catalog change, and shows the change', async () => {
  const id = shop.ids.salmonKibble;
  statements.length = 0;
  // Whoever writes: the table's trigger announces it (NOTIFY catalog_changed).
  await shop.database.db.execute(
    sql`UPDATE products SET name = 'Salmon Kibble Deluxe' WHERE id = ${id}`,
  );
  await vi.waitFor(() => expect(statements).toContain('catalog_live_products'), {
    timeout: 5_000,
    interval: 10,
  });
  await warmed.catalog.warming;
  statements.length = 0;
  const page = await warmed.inject({ method: 'GET', url: `/api/get-product-details/${id}` });
  expect(page.statusCode).toBe(200);
  expect(page.json<{ product: Product }>().product.name).toBe('Salmon Kibble Deluxe');
  expect(statements).toEqual([]);
});
