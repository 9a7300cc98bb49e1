import { z } from 'zod';

// Bulk actions of the back office (issue 27): one request for many rows, each row through the
// same rules as its single action, and an answer per row (some may be refused).

/** At most this many rows per bulk request (a page of a list holds up to 100). */
export const BULK_MAX_ROWS = 100;

export const bulkIdsSchema = z
  .array(z.number().int().positive(), { error: 'Choose the rows to act on.' })
  .min(1, { error: 'Choose at least one row.' })
  .max(BULK_MAX_ROWS, { error: `Choose at most ${BULK_MAX_ROWS} rows at a time.` });

/** One row's outcome: done, or refused with the single action's own message. */
export const bulkResultSchema = z.object({
  id: z.number(),
  ok: z.boolean(),
  /** Why the row was refused (absent when it was done). */
  message: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkAnswerSchema = z.object({ results: z.array(bulkResultSchema) });
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;
