import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { PetTypeCode, ProductTypeName } from '@petshop/contracts';
import { parseCatalogCsv, splitList } from '../../modules/catalog-import/catalog-csv.ts';
import { sourceFile } from '../../paths.ts';
import type { ArtKind } from './artwork.ts';
import type { AttributeName } from './reference-data.ts';

// The demo catalog is data: demo-catalog.csv, in the format staff import and export (decision
// 035), loaded at seed by the same importer; demo-artwork.csv beside it says how each product's
// pictures are drawn (generate-artwork.ts writes them to storage under the names the CSV lists).

export const DEMO_CATALOG_CSV = sourceFile('db/seed/demo-catalog.csv');
export const DEMO_ARTWORK_CSV = sourceFile('db/seed/demo-artwork.csv');

export const ONE_SIZE = 'One Size';

/** A demo product as the artwork and the synthetic catalog read it from the CSV files. */
export interface DemoProduct {
  sku: string;
  name: string;
  brand: string;
  type: ProductTypeName;
  pets: readonly PetTypeCode[];
  /** Every attribute of the product, Brand included. */
  attributes: Partial<Record<AttributeName, string>>;
  /** Picture paths under the storage root, e.g. products/dog-fd-001-1.svg. */
  images: readonly string[];
  art: ArtKind;
  /** Main and accent colour of the drawing when the product's colour matters (collars, cages). */
  colours?: readonly [string, string];
}

export function readDemoCatalogCsv(): string {
  return readFileSync(DEMO_CATALOG_CSV, 'utf8');
}

/** The demo products' pictures, in page order. */
export function demoImagePaths(product: Pick<DemoProduct, 'images'>): string[] {
  return [...product.images];
}

function loadDemoProducts(): DemoProduct[] {
  const artwork = new Map(
    (
      parse(readFileSync(DEMO_ARTWORK_CSV, 'utf8'), { columns: true }) as Record<string, string>[]
    ).map((row) => [row.sku!, row]),
  );
  const { rows, errors } = parseCatalogCsv(readDemoCatalogCsv());
  if (errors.length > 0) throw new Error(`demo-catalog.csv: ${JSON.stringify(errors[0])}`);
  const products: DemoProduct[] = [];
  for (const { cells } of rows) {
    // A product's own columns are on its first row; its further rows are sizes.
    if (!cells.name) continue;
    const art = artwork.get(cells.sku!);
    if (!art) throw new Error(`demo-artwork.csv has no drawing for ${cells.sku}`);
    const attributes = Object.fromEntries(
      splitList(cells.attributes ?? '').map((item) => item.split('=', 2) as [string, string]),
    ) as DemoProduct['attributes'];
    products.push({
      sku: cells.sku!,
      name: cells.name,
      brand: attributes.Brand ?? '',
      type: cells.product_type as ProductTypeName,
      pets: splitList(art.pets_drawn || cells.pet_types || '').map(
        (name) => name.toUpperCase() as PetTypeCode,
      ),
      attributes,
      images: splitList(cells.images ?? ''),
      art: art.art as ArtKind,
      ...(art.colour && art.accent ? { colours: [art.colour, art.accent] as const } : {}),
    });
  }
  return products;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = loadDemoProducts();
