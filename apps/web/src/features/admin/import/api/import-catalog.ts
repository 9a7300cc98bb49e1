import type { ImportReport, StockConflictChoice } from '@petshop/contracts/admin-import';
import { adminRequest, ApiRequestError, downloadAdminFile } from '../../admin-api.ts';

/**
 * The file's bytes as text/csv, whatever type the browser gave it (Windows says .csv is Excel's):
 * the server tells UTF-8, UTF-16 and Windows-1252 apart, which the browser's reading would not.
 */
const asCsv = (file: Blob) => new Blob([file], { type: 'text/csv' });

/**
 * The dry run: what importing this file would do (with the owner's choice for stock that changed
 * since the export, once made), and every error in it. Writes nothing.
 */
export function checkCatalogFile(
  file: Blob,
  choice: StockConflictChoice | null = null,
): Promise<ImportReport> {
  return adminRequest<ImportReport>('/products/import', {
    method: 'POST',
    query: choice ? { dryRun: 1, stockConflicts: choice } : { dryRun: 1 },
    body: asCsv(file),
  });
}

/** Imports the file: all of it, or nothing when the server finds an error or a stock conflict. */
export function importCatalogFile(
  file: Blob,
  choice: StockConflictChoice | null,
): Promise<ImportReport> {
  return adminRequest<ImportReport>('/products/import', {
    method: 'POST',
    ...(choice ? { query: { stockConflicts: choice } } : {}),
    body: asCsv(file),
  });
}

/**
 * The report of an import the server refused: errors in the file (422), or stock that changed
 * since the export with no choice made (409). It lists them again.
 */
export function refusedReport(error: unknown): ImportReport | undefined {
  if (!(error instanceof ApiRequestError) || (error.status !== 422 && error.status !== 409)) {
    return undefined;
  }
  return (error.body as { report?: ImportReport } | null)?.report;
}

/**
 * Downloads every product and its stock as the server names the file (products-<date>.csv). Not
 * through adminRequest: the answer is a file, not JSON.
 */
export const downloadCatalogCsv = () => downloadAdminFile('/products/export.csv', 'products.csv');
