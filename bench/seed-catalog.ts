// Child process of the bench: fills a bench database up to N products (the demo catalog first,
// then synthetic products), refreshes the planner's statistics, and prints one JSON line.
//   DATABASE_URL=postgres://…/petshop_bench_1 node --import tsx bench/seed-catalog.ts 10000
//   DATA_DIR=/tmp/x                              node --import tsx bench/seed-catalog.ts 10000
// It also writes $DATA_DIR/catalog.json: the active product ids and the sizes in stock, which the
// load scenarios draw their ids from (PGlite's files are the server's alone once it runs).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { products, productSizes } from '../apps/api/src/db/schema.ts';
import { isCatalogEmpty, seedDemoCatalog } from '../apps/api/src/db/seed/seed.ts';
import { seedSyntheticCatalog } from '../apps/api/src/db/seed/synthetic.ts';

async function main(): Promise<void> {
  const target = Number(process.argv[2]);
  if (!Number.isInteger(target) || target < 1) throw new Error('usage: seed-catalog.ts <products>');
  const url = process.env.DATABASE_URL;
  const benchDir = process.env.DATA_DIR;
  if (!benchDir) throw new Error('set DATA_DIR (and DATABASE_URL for PostgreSQL)');
  const dataDir = url ? undefined : path.join(benchDir, 'pglite');
  const database = await openDatabase({ url, dataDir });
  const started = performance.now();
  try {
    await database.migrate();
    if (await isCatalogEmpty(database.db)) await seedDemoCatalog(database.db);
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
    const missing = target - (row?.count ?? 0);
    if (missing > 0) await seedSyntheticCatalog(database.db, missing);
    const seeded = performance.now();
    // A production database has autovacuum's statistics; a freshly bulk-loaded one does not yet.
    await database.db.execute(sql`VACUUM ANALYZE`);
    const done = performance.now();
    const active = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.id);
    const sizes = await database.db
      .select({
        productId: productSizes.productId,
        sizeId: productSizes.id,
        stock: productSizes.stock,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(products.isActive, true), gt(productSizes.stock, 0)))
      .orderBy(productSizes.id);
    await writeFile(
      path.join(benchDir, 'catalog.json'),
      JSON.stringify({
        activeIds: active.map((row) => row.id),
        sizes: sizes.map((row) => [row.productId, row.sizeId, row.stock]),
      }),
    );
    console.log(
      JSON.stringify({
        products: Math.max(target, row?.count ?? 0),
        added: Math.max(0, missing),
        seedSeconds: (seeded - started) / 1000,
        analyzeSeconds: (done - seeded) / 1000,
      }),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
