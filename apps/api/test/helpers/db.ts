import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

/** Which database the API suite runs on: PGlite by default, PostgreSQL when the runner says so. */
export const testDatabaseKind = process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** For the name of a test of concurrent requests: PGlite serves one query at a time, so only PostgreSQL races. */
export const raceNote =
  testDatabaseKind === 'postgres'
    ? ' (a race: proved on PostgreSQL)'
    : ' (a race: only the PostgreSQL run proves it; PGlite runs one request at a time)';

let pgliteDump: Promise<Blob> | undefined;

/**
 * A freshly migrated, empty database for one test: in-memory PGlite loaded from the migrated
 * dump the global setup made, or a new database on the PostgreSQL server of TEST_DATABASE_URL
 * copied from the migrated template (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    pgliteDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
    return openDatabase({ loadDataDir: await pgliteDump });
  }
  const server = await createPostgresTestDatabase();
  const database = await openDatabase({ url: server.url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, copied from the migrated
 * template: its URL (for a server process a test starts) and how to drop it again.
 */
export async function createPostgresTestDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `petshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The names of the prepared statements `database.query` runs from now on, in order (the hot
 * paths' statements; Drizzle's queries are not among them). Empty it to start counting afresh.
 */
export function recordStatements(database: Database): string[] {
  const names: string[] = [];
  const query = database.query.bind(database);
  vi.spyOn(database, 'query').mockImplementation((statement, values) => {
    names.push(statement.name);
    return query(statement, values);
  });
  return names;
}
