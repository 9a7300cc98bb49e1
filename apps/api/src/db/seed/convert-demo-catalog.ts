// One-off: turns the demo catalog as TypeScript (the DEMO_PRODUCTS array of the old
// demo-catalog.ts) into demo-catalog.csv and demo-artwork.csv beside it.
//   node --import tsx apps/api/src/db/seed/convert-demo-catalog.ts /path/to/old/demo-catalog.ts
// It seeds an in-memory database the old way (insertProducts, with demoSizes from a
// demo-size-prices.ts beside the old file when there is one) and writes the staff's export of it,
// so the CSV holds exactly what the old seed wrote, in the format the importer reads.
// Kept while branches that still edit the TypeScript catalog are merged; delete it after.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { exportCatalogCsv } from '../../modules/catalog-import/catalog-import.service.ts';
import { openDatabase } from '../client.ts';
import { insertProducts, type ProductSpec } from './product-builder.ts';
import { seedReferenceData } from './reference-data.ts';

interface OldProduct {
  sku: string;
  pets: readonly string[];
  sizes: Record<string, number>;
  art: string;
  colours?: readonly [string, string];
}

interface OldCatalog {
  DEMO_PRODUCTS: readonly (OldProduct & Omit<ProductSpec, 'sizes' | 'images' | 'attributes'>)[];
  demoImagePaths(product: OldProduct): string[];
  demoAttributes(product: OldProduct): [string, string][];
}

const source = process.argv[2];
if (!source) throw new Error('usage: convert-demo-catalog.ts <old demo-catalog.ts>');
const load = (file: string) => import(pathToFileURL(path.resolve(file)).href);
const old = (await load(source)) as OldCatalog;
const sizePrices = path.join(path.dirname(source), 'demo-size-prices.ts');
const { demoSizes } = existsSync(sizePrices)
  ? ((await load(sizePrices)) as { demoSizes(product: OldProduct): ProductSpec['sizes'] })
  : {
      demoSizes: (product: OldProduct) =>
        Object.entries(product.sizes).map(([name, stock]) => ({ name, stock })),
    };

const database = await openDatabase({});
try {
  await database.migrate();
  await seedReferenceData(database.db);
  await insertProducts(
    database.db,
    old.DEMO_PRODUCTS.map((product) => ({
      ...product,
      sizes: demoSizes(product),
      images: old.demoImagePaths(product),
      attributes: old.demoAttributes(product),
    })),
  );
  const folder = import.meta.dirname;
  await writeFile(path.join(folder, 'demo-catalog.csv'), await exportCatalogCsv(database.db));
  await writeFile(
    path.join(folder, 'demo-artwork.csv'),
    stringify(
      old.DEMO_PRODUCTS.map((product) => ({
        sku: product.sku,
        art: product.art,
        colour: product.colours?.[0] ?? '',
        accent: product.colours?.[1] ?? '',
        // The drawings pick their animal by position; the catalog keeps pet types unordered.
        pets_drawn: product.pets.length > 1 ? product.pets.join(' | ') : '',
      })),
      {
        header: true,
        columns: ['sku', 'art', 'colour', 'accent', 'pets_drawn'],
        record_delimiter: '\n',
      },
    ),
  );
  console.log(`Wrote ${old.DEMO_PRODUCTS.length} products to ${folder}.`);
} finally {
  await database.close();
}
