import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database } from './client.ts';

/**
 * How many of this build's migrations the database has not run (Drizzle runs those newer than
 * the last it recorded): a process of a newer build on an older database is not ready.
 */
export async function migrationsBehind(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`SELECT max(created_at)::float8 AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = Number(
    (result as unknown as { rows: { last: number | null }[] }).rows[0]?.last ?? 0,
  );
  buildMigrations ??= readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis);
  return buildMigrations.filter((when) => when > last).length;
}
/** When each of this build's migrations was written (read from disk once). */
let buildMigrations: number[] | undefined;

/** How often the embedded database is vacuumed and analysed (decision 055). */
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;
/** The first pass waits for start-up to settle. */
const FIRST_PASS_AFTER_MS = 30 * 1000;

/**
 * VACUUM ANALYZE of the whole database: dead rows made reusable, the planner's statistics brought
 * up to date. PostgreSQL's autovacuum does this on a server; PGlite runs one standalone backend
 * and autovacuum never starts there, so without this a table that grew after its last statistics
 * (a cart_items analysed with four lines, then holding fifty thousand) keeps plans made for its
 * old size: a sequential scan where the index would do.
 */
export async function maintainDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`VACUUM ANALYZE`);
}

/**
 * On PGlite, maintains the database soon after start-up and every hour; on PostgreSQL nothing
 * (autovacuum). Answers a function that stops it. A failed pass is reported, and the next one
 * tries again.
 */
export function scheduleMaintenance(
  database: Database,
  onError: (error: unknown) => void,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  const pass = () => void maintainDatabase(database).catch(onError);
  const first = setTimeout(pass, FIRST_PASS_AFTER_MS);
  const every = setInterval(pass, MAINTENANCE_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
