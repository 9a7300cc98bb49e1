import type { Db } from './client.ts';

/** Hand-written SQL for a hot path; one name always stands for one text. */
export interface Statement {
  name: string;
  text: string;
}

/**
 * Runs a statement with no query building per call. On PostgreSQL it is a named prepared
 * statement, parsed and planned once per connection; PGlite has none and runs the text. It runs
 * on the session it is given, so inside a transaction too.
 */
export async function runStatement<Row>(
  db: Db,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.text, params: values },
    undefined,
    statement.name,
    false,
  );
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
