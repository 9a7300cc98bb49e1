import type { ImportReport, StockConflictChoice } from '@petshop/contracts/admin-import';
import { API_BASE_URL } from '../../../../lib/api-client.ts';
import { adminRequest, ApiRequestError } from '../../admin-api.ts';
import { clearStaffSession, getStaffToken } from '../../staff-session.ts';

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
export async function downloadCatalogCsv(): Promise<void> {
  const token = getStaffToken();
  const response = await fetch(`${API_BASE_URL}/admin/products/export.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const text = await response.text();
    let body: { message?: string } | null = null;
    try {
      body = JSON.parse(text) as { message?: string };
    } catch {
      body = null;
    }
    if (response.status === 401 && getStaffToken() === token) clearStaffSession();
    throw new ApiRequestError(response.status, body, `Request failed (${response.status})`, text);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'products.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
