// npm run seed [-- --products N] [-- --reset]: the demo catalog, or N synthetic products for benchmarks.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Db } from '../client.ts';
import { orders } from '../schema.ts';
import { isCatalogEmpty, seedDemoCatalog } from './seed.ts';
import { seedSyntheticCatalog } from './synthetic.ts';

const USAGE = `Usage: npm run seed -- [--products N] [--reset]
  (no flags)     seed the demo catalog when the catalog is empty
  --products N   add N synthetic products (for benchmarks) instead of the demo catalog
  --reset        empty the catalog (and the carts and wishlists that point at it) first;
                 refused when the shop has orders, whose lines must keep their products`;

async function resetCatalog(db: Db): Promise<void> {
  const [placed] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (placed) {
    throw new Error(
      'Refusing to reset: this shop has orders, and their lines refer to the catalog.',
    );
  }
  await db.execute(
    sql`TRUNCATE product_attribute_values, product_pet_types, product_sizes, product_images, products, attributes, product_types, product_type_groups, pet_types RESTART IDENTITY CASCADE`,
  );
}

function parseCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`--products must be a whole number of 1 or more, not "${value}".\n${USAGE}`);
  }
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = parseCount(values.products);
  const config = loadConfig();
  const dataDir = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite');
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  console.log(
    database.kind === 'pglite' ? `Database: PGlite in ${dataDir}` : 'Database: PostgreSQL',
  );
  try {
    await database.migrate();
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    if (values.reset) {
      await resetCatalog(database.db);
      console.log('Emptied the catalog, carts and wishlists.');
    }
    if (count !== undefined) {
      await seedSyntheticCatalog(database.db, count);
      console.log(`Added ${count.toLocaleString('en')} synthetic products in ${seconds()} s.`);
    } else if (await isCatalogEmpty(database.db)) {
      const { products } = await seedDemoCatalog(database.db);
      console.log(`Seeded the demo catalog: ${products} products in ${seconds()} s.`);
    } else {
      console.log('The catalog already has products, so nothing was seeded (use --reset).');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
