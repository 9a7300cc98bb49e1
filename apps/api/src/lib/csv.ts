import { stringify } from 'csv-stringify/sync';

// The one CSV writer of the shop's exports (catalog, orders): RFC 4180 quoting and line ends, and
// no cell a spreadsheet would run as a formula (=HYPERLINK(…), =cmd|…, +, -, @).

/** A cell that starts like a formula; a tab or carriage return can hide one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written by spreadsheetSafe: the apostrophe before a formula-like start. */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;

/** "=1+1" → "'=1+1": a spreadsheet shows the text instead of running it. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes spreadsheetSafe for a cell read back from an exported file ("'-2KG" → "-2KG"). */
export function fromSpreadsheetSafe(text: string): string {
  return text.replace(NEUTRALISED, '');
}

export type CsvCell = string | number | null;

/** A header row and the data rows, each cell neutralised and quoted as needed. */
export function formatCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  return stringify([header as string[], ...(rows as CsvCell[][])], {
    record_delimiter: '\r\n',
    cast: { string: spreadsheetSafe, number: String },
  });
}
