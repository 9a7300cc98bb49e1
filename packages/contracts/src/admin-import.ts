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

/**
 * What a catalog import does (dry run) or did: rows read, products the file names, and how many of
 * them it creates, changes or leaves as they are. With any error nothing is written.
 */
export const importReportSchema = z.object({
  rows: z.number().int(),
  products: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  /** Sizes whose stock the file changes (each writes a ledger row). */
  stockChanges: z.number().int(),
  applied: z.boolean(),
  errors: z.array(importErrorSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** An apply refused because of errors: 422 with the whole report, so the page can list them. */
export const importRefusedSchema = z.object({
  message: z.string(),
  report: importReportSchema,
});
export type ImportRefused = z.infer<typeof importRefusedSchema>;
