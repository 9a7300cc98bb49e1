import { parse } from 'csv-parse/sync';
import type { CsvEncoding, ImportError } from '@petshop/contracts/admin-import';
import { bidiControlsMessage, hasBidiControls } from '@petshop/contracts/text-rules';
import { formatCsv, fromSpreadsheetSafe } from '../../lib/csv.ts';

// The catalog's CSV format (docs/decisions/035-catalog-csv.md): one row per size, the SKU on every
// row, the product's own columns filled on one of its rows (blank or equal on the others).

/** Every column, in the order the export writes them: short, often-edited columns first. */
export const CATALOG_COLUMNS = [
  'sku',
  'name',
  'size',
  'size_sku_suffix',
  'stock',
  'price',
  'offer_price',
  'size_price',
  'size_offer_price',
  'product_type',
  'pet_types',
  'active',
  'bestseller_rank',
  'low_stock_threshold',
  'rating',
  'packaging',
  'description',
  'about',
  'benefits',
  // The Arabic texts (issue 34): optional; a file without them leaves the stored ones alone.
  'name_ar',
  'description_ar',
  'about_product_ar',
  'benefits_ar',
  'attributes',
  // Issue 34: each attribute's value in Arabic, by its English name (Flavour=دجاج); optional.
  'attributes_ar',
  'images',
  'stock_version',
] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];

/** Columns that belong to a size; all the others describe the product. */
export const SIZE_COLUMNS: readonly CatalogColumn[] = [
  'size',
  'size_sku_suffix',
  'stock',
  'size_price',
  'size_offer_price',
  'stock_version',
];

/** Separates the items of a list cell (benefits, pet types, attributes, images). */
export const LIST_SEPARATOR = ' | ';
export const ONE_SIZE = 'One Size';

/** One data row of the file: its line (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<CatalogColumn, string>>;
}

export interface ParsedCsv {
  columns: CatalogColumn[];
  rows: CsvRow[];
  errors: ImportError[];
}

const KNOWN = new Set<string>(CATALOG_COLUMNS);

/**
 * Windows-1252's letters at 0x80-0x9F (€, ‘ ’ “ ”, –, …), where Latin-1 has control codes; the
 * five bytes it leaves undefined read as themselves. Node's TextDecoder reads this range as Latin-1.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) =>
        byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte,
      ),
    );
  }
  return text;
}

/**
 * A file's text from its bytes: UTF-8 with or without a byte-order mark, UTF-16 with one (Excel's
 * "Unicode text"), and otherwise Windows-1252 when the bytes are not UTF-8 (Excel's "CSV" on a
 * Western Windows), which also reads Latin-1 ("Café Crème", not "Caf� Cr�me").
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16 LE' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16 BE' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
  }
}

/** Spreadsheets in some locales save with semicolons; the header line tells which was used. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Reads the file into rows of trimmed cells. Blank rows are skipped but still counted, so line
 * numbers match a spreadsheet's row numbers; a cell in quotes may span several file lines.
 */
export function parseCatalogCsv(text: string): ParsedCsv {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    return {
      columns: [],
      rows: [],
      errors: [
        {
          line: lines ?? 1,
          column: null,
          message: `This line cannot be read as CSV (${message ?? 'unknown problem'}). Check its quotes.`,
        },
      ],
    };
  }
  const errors: ImportError[] = [];
  const header = (records[0] ?? []).map((name) => name.trim().toLowerCase());
  if (header.every((name) => name === '')) {
    return {
      columns: [],
      rows: [],
      errors: [{ line: 1, column: null, message: 'The file is empty: it needs a header row.' }],
    };
  }
  const seen = new Set<string>();
  header.forEach((name, index) => {
    if (name === '') {
      errors.push({
        line: 1,
        column: `column ${index + 1}`,
        message: 'This column has no name in the header row.',
      });
    } else if (!KNOWN.has(name)) {
      errors.push({
        line: 1,
        column: name,
        message: `Unknown column. The columns are: ${CATALOG_COLUMNS.join(', ')}.`,
      });
    } else if (seen.has(name)) {
      errors.push({ line: 1, column: name, message: 'This column appears twice.' });
    }
    seen.add(name);
  });
  if (!seen.has('sku')) {
    errors.push({ line: 1, column: 'sku', message: 'The file needs a sku column.' });
  }
  for (const column of SIZE_COLUMNS) {
    if (column !== 'size' && seen.has(column) && !seen.has('size')) {
      errors.push({ line: 1, column, message: 'This column needs a size column beside it.' });
    }
  }
  const columns = header.filter((name): name is CatalogColumn => KNOWN.has(name));
  const rows: CsvRow[] = [];
  records.slice(1).forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    if (record.length > header.length && record.slice(header.length).some((c) => c.trim())) {
      errors.push({
        line,
        column: null,
        message: `This row has ${record.length} cells but the header names ${header.length} columns.`,
      });
      return;
    }
    const cells: CsvRow['cells'] = {};
    header.forEach((name, position) => {
      if (!KNOWN.has(name)) return;
      const cell = fromSpreadsheetSafe((record[position] ?? '').trim());
      if (hasBidiControls(cell)) {
        errors.push({
          line,
          column: name,
          message: bidiControlsMessage(name.replaceAll('_', ' ')),
        });
      }
      cells[name as CatalogColumn] = cell;
    });
    rows.push({ line, cells });
  });
  return { columns, rows, errors };
}

/** The file the export writes: every column, one row per size, formulas neutralised. */
export function formatCatalogCsv(rows: readonly Record<CatalogColumn, string>[]): string {
  return formatCsv(
    CATALOG_COLUMNS,
    rows.map((row) => CATALOG_COLUMNS.map((column) => row[column])),
  );
}

/** "a | b |  | c" → ["a", "b", "c"]. */
export function splitList(text: string): string[] {
  return text
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function joinList(items: readonly string[]): string {
  return items.join(LIST_SEPARATOR);
}
