import { z } from 'zod';

/**
 * One problem in an import file. `line` is the row number a spreadsheet shows (the header is
 * line 1); `column` is the header's name for the cell, or null for a problem with the whole row.
 */
export const importErrorSchema = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** One cell the import changes: its column, and the value before and after (as the file writes it). */
export const importFieldChangeSchema = z.object({
  column: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ImportFieldChange = z.infer<typeof importFieldChangeSchema>;

/**
 * A row of the file that changes the shop: a new product or a new size of a product (`created`),
 * and the fields it changes on a stored product or size, before → after.
 */
export const importRowChangeSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  size: z.string().nullable(),
  created: z.enum(['product', 'size']).nullable(),
  fields: z.array(importFieldChangeSchema),
});
export type ImportRowChange = z.infer<typeof importRowChangeSchema>;

/**
 * A size whose stock changed in the shop since the file was exported (orders, deliveries) and
 * whose stock in the file differs from the shop's: the owner chooses which one stays.
 */
export const stockConflictSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  size: z.string(),
  /** The stock when the file was exported, the stock now, and the file's. */
  exported: z.number().int(),
  current: z.number().int(),
  file: z.number().int(),
});
export type StockConflict = z.infer<typeof stockConflictSchema>;

/** What to do with stock conflicts: keep the shop's stock, or set the file's. */
export const STOCK_CONFLICT_CHOICES = ['keep', 'overwrite'] as const;
export type StockConflictChoice = (typeof STOCK_CONFLICT_CHOICES)[number];

/** How the file's bytes were read: UTF-8 (with or without BOM), UTF-16 (BOM), else Windows-1252. */
export const CSV_ENCODINGS = ['UTF-8', 'UTF-16 LE', 'UTF-16 BE', 'Windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/**
 * What a catalog import does (dry run) or did: rows read, products the file names, and how many of
 * them it creates, changes or leaves as they are. With any error nothing is written.
 */
export const importReportSchema = z.object({
  /** How the file was read; Windows-1252 when its bytes were not UTF-8 (the page says so). */
  encoding: z.enum(CSV_ENCODINGS),
  rows: z.number().int(),
  products: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  /** Sizes whose stock the file changes (each writes a ledger row). */
  stockChanges: z.number().int(),
  applied: z.boolean(),
  errors: z.array(importErrorSchema),
  /** Every row that changes the shop, field by field. */
  changes: z.array(importRowChangeSchema),
  /** Sizes whose stock changed since the export: nothing is imported until the owner chooses. */
  stockConflicts: z.array(stockConflictSchema),
  /** The choice the import took for them, or null when none was given. */
  stockConflictChoice: z.enum(STOCK_CONFLICT_CHOICES).nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An apply refused because of errors (422) or stock conflicts without a choice (409) with the whole report, so the page can list them. */
export const importRefusedSchema = z.object({
  message: z.string(),
  report: importReportSchema,
});
export type ImportRefused = z.infer<typeof importRefusedSchema>;
