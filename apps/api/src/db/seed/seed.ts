import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import {
  applyCatalogImport,
  ImportRefusedError,
} from '../../modules/catalog-import/catalog-import.service.ts';
import { readDemoCatalogCsv } from './demo-catalog.ts';
import { seedReferenceData } from './reference-data.ts';

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/**
 * The demo shop: reference data, then demo-catalog.csv through the staff's CSV importer (all or
 * nothing), so every seed proves the importer.
 */
export async function seedDemoCatalog(db: Db): Promise<{ products: number }> {
  await seedReferenceData(db);
  try {
    const report = await applyCatalogImport(db, readDemoCatalogCsv(), { staffId: null });
    return { products: report.creates };
  } catch (error) {
    if (!(error instanceof ImportRefusedError)) throw error;
    const lines = error.report.errors
      .slice(0, 10)
      .map(({ line, column, message }) => `  line ${line}, ${column ?? 'row'}: ${message}`);
    throw new Error(`demo-catalog.csv does not import:\n${lines.join('\n')}`);
  }
}
