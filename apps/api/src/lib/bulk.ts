import { AppError } from '../plugins/errors.ts';

/** One row of a bulk action: done (with what the single action answered), or refused and why. */
export type BulkRow<T> = { id: number; ok: true } & T;
export type BulkRefusal = { id: number; ok: false; message: string };

/**
 * Runs a single action on each row in turn, each with its own rules and its own transaction:
 * a refusal (an error a person can act on: 404, 409, 422) is that row's answer and the rest go
 * on; anything else is a fault and stops the request. A row chosen twice is acted on once.
 */
export async function eachRow<T extends object>(
  ids: readonly number[],
  act: (id: number) => Promise<T>,
): Promise<(BulkRow<T> | BulkRefusal)[]> {
  const results: (BulkRow<T> | BulkRefusal)[] = [];
  for (const id of new Set(ids)) {
    try {
      results.push({ id, ok: true, ...(await act(id)) });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return results;
}
