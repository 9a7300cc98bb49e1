import type { ImportReport, StockConflictChoice } from '@petshop/contracts/admin-import';
import { API_BASE_URL } from '../../../lib/api-client.ts';
import { adminRequest, ApiRequestError } from '../admin-api.ts';
import { clearStaffSession, getStaffToken } from '../staff-session.ts';

/**
 * The dry run: what importing this file would do (with the owner's choice for stock that changed
 * since the export, once made), and every error in it. Writes nothing.
 */
export function checkCatalogFile(
  csv: string,
  choice: StockConflictChoice | null = null,
): Promise<ImportReport> {
  return adminRequest<ImportReport>('/products/import', {
    method: 'POST',
    query: choice ? { dryRun: 1, stockConflicts: choice } : { dryRun: 1 },
    body: { csv },
  });
}

/** Imports the file: all of it, or nothing when the server finds an error or a stock conflict. */
export function importCatalogFile(
  csv: string,
  choice: StockConflictChoice | null,
): Promise<ImportReport> {
  return adminRequest<ImportReport>('/products/import', {
    method: 'POST',
    ...(choice ? { query: { stockConflicts: choice } } : {}),
    body: { csv },
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

/** A chosen file's text (FileReader: Blob.text() is missing from older browsers and jsdom). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
