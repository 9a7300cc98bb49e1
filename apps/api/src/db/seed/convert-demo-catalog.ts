// One-off: turns the demo catalog as TypeScript (the DEMO_PRODUCTS array of the old
// demo-catalog.ts) into demo-catalog.csv, in the import's format, and demo-artwork.csv beside it.
//   node --import tsx apps/api/src/db/seed/convert-demo-catalog.ts /path/to/old/demo-catalog.ts
// Kept while branches that still edit the TypeScript catalog are merged; delete it after.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeFile } from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import { PET_TYPES } from '@petshop/contracts';
import {
  CATALOG_COLUMNS,
  formatAed,
  formatCatalogCsv,
  joinList,
  type CatalogColumn,
} from '../../modules/catalog-import/catalog-csv.ts';

type OldSize =
  number | { stock: number; price?: number; offerPrice?: number; skuSuffix?: string | null };

interface OldProduct {
  sku: string;
  name: string;
  brand: string;
  type: string;
  pets: readonly string[];
  packaging: string | null;
  description: string;
  about: string;
  benefits: readonly string[];
  attributes: Record<string, string | undefined>;
  sizes: Record<string, OldSize>;
  price: number;
  offerPrice?: number;
  rating: number;
  images: number;
  bestsellerRank?: number;
  isActive?: boolean;
  art: string;
  colours?: readonly [string, string];
}

const PET_NAMES: Record<string, string> = { CAT: 'Cat', DOG: 'Dog', BIRD: 'Bird', FISH: 'Fish' };
const aed = (value: number | undefined) =>
  value === undefined ? '' : formatAed(Math.round(value * 100));

const source = process.argv[2];
if (!source) throw new Error('usage: convert-demo-catalog.ts <old demo-catalog.ts>');
const { DEMO_PRODUCTS } = (await import(pathToFileURL(path.resolve(source)).href)) as {
  DEMO_PRODUCTS: readonly OldProduct[];
};

const rows: Record<CatalogColumn, string>[] = [];
for (const product of DEMO_PRODUCTS) {
  const attributes: [string, string][] = [
    ['Brand', product.brand],
    ...Object.entries(product.attributes).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ];
  const productCells = {
    name: product.name,
    price: aed(product.price),
    offer_price: aed(product.offerPrice),
    product_type: product.type,
    // In the order the export writes them: the pet types' own order.
    pet_types: joinList(
      PET_TYPES.filter((code) => product.pets.includes(code)).map((code) => PET_NAMES[code]!),
    ),
    active: product.isActive === false ? 'no' : 'yes',
    bestseller_rank: product.bestsellerRank === undefined ? '' : String(product.bestsellerRank),
    low_stock_threshold: '5',
    rating: product.rating.toFixed(1),
    packaging: product.packaging ?? '',
    description: product.description,
    about: product.about,
    benefits: joinList(product.benefits),
    attributes: joinList(attributes.map(([name, value]) => `${name}=${value}`)),
    images: joinList(
      Array.from(
        { length: product.images },
        (_, index) => `products/${product.sku.toLowerCase()}-${index + 1}.svg`,
      ),
    ),
  };
  Object.entries(product.sizes).forEach(([name, size], index) => {
    const detail = typeof size === 'number' ? { stock: size } : size;
    rows.push({
      ...Object.fromEntries(CATALOG_COLUMNS.map((column) => [column, ''])),
      sku: product.sku,
      ...(index === 0 ? productCells : {}),
      size: name,
      size_sku_suffix: detail.skuSuffix ?? '',
      stock: String(detail.stock),
      size_price: aed(detail.price),
      size_offer_price: aed(detail.offerPrice),
    } as Record<CatalogColumn, string>);
  });
}

const folder = import.meta.dirname;
await writeFile(path.join(folder, 'demo-catalog.csv'), formatCatalogCsv(rows));
await writeFile(
  path.join(folder, 'demo-artwork.csv'),
  stringify(
    DEMO_PRODUCTS.map((product) => ({
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
console.log(`Wrote ${rows.length} rows of ${DEMO_PRODUCTS.length} products to ${folder}.`);
