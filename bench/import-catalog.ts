// Child process of the bench: times the staff's CSV import (decision 035) on a fresh database with
// a 10,000-row file (2,500 products × 4 sizes): the dry run, the import that creates them, and a
// second import of the same file with every stock changed (2,500 updates, 10,000 ledger rows).
// Prints one JSON line.
//   DATABASE_URL=postgres://…/petshop_bench_1 node --import tsx bench/import-catalog.ts
//   DATA_DIR=/tmp/x                              node --import tsx bench/import-catalog.ts
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data.ts';
import {
  applyCatalogImport,
  dryRunCatalogImport,
} from '../apps/api/src/modules/catalog-import/catalog-import.service.ts';

export const IMPORT_PRODUCTS = 2_500;
const SIZES = ['1 kg', '3 kg', '7 kg', '12 kg'];
const HEADER =
  'sku,name,size,stock,price,offer_price,size_price,product_type,pet_types,active,rating,packaging,description,about,benefits,attributes,images';

/** The file: product columns on each product's first row, as the export writes them. */
function benchCsv(stockOffset: number): string {
  const lines = [HEADER];
  for (let index = 0; index < IMPORT_PRODUCTS; index++) {
    const sku = `IMP-${String(index).padStart(6, '0')}`;
    SIZES.forEach((size, position) => {
      const stock = (index + position * 7 + stockOffset) % 60;
      const sizePrice = position === 0 ? '' : (49 + position * 40 + (index % 10)).toFixed(2);
      lines.push(
        position === 0
          ? `${sku},Imported Kibble ${index},${size},${stock},${(49 + (index % 10)).toFixed(2)},,${sizePrice},Food,Dog | Cat,yes,4.5,Resealable bag,"Complete food for adult pets, batch ${index}.","A longer paragraph about the recipe, where it is made and how to feed it, as a shop writes it.",Real meat first | No artificial colours | Resealable bag,Brand=Dunebark | Life Stage=Adult | Flavour=Chicken,products/dog-fd-001-1.svg | products/dog-fd-001-2.svg`
          : `${sku},,${size},${stock},,,${sizePrice},,,,,,,,,,`,
      );
    });
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const benchDir = process.env.DATA_DIR;
  if (!benchDir) throw new Error('set DATA_DIR (and DATABASE_URL for PostgreSQL)');
  const database = await openDatabase({
    url,
    dataDir: url ? undefined : path.join(benchDir, 'pglite'),
  });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const file = benchCsv(0);
    const seconds = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return (performance.now() - started) / 1000;
    };
    const dryRunSeconds = await seconds(async () => {
      const report = await dryRunCatalogImport(database.db, file);
      if (report.errors.length > 0 || report.creates !== IMPORT_PRODUCTS) {
        throw new Error(`unexpected dry run: ${JSON.stringify(report).slice(0, 500)}`);
      }
    });
    const createSeconds = await seconds(() =>
      applyCatalogImport(database.db, file, { staffId: null }),
    );
    const changed = benchCsv(1);
    const updateSeconds = await seconds(async () => {
      const report = await applyCatalogImport(database.db, changed, { staffId: null });
      if (report.updates !== IMPORT_PRODUCTS) throw new Error('the second import changed nothing');
    });
    console.log(
      JSON.stringify({
        rows: IMPORT_PRODUCTS * SIZES.length,
        bytes: Buffer.byteLength(file),
        dryRunSeconds,
        createSeconds,
        updateSeconds,
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
