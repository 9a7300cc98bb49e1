import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sourceFile } from '../paths.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Hand-written SQL for a hot path ($1, $2… placeholders); one name always stands for one text. */
export interface Statement {
  name: string;
  text: string;
}

/** What runs a statement: the database itself, or a Drizzle session such as a transaction (onSession). */
export interface Queryable {
  query<Row>(statement: Statement, values: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a statement with no query building per call, on a pooled connection. On PostgreSQL it is
   * a named prepared statement, parsed and planned once per connection; PGlite has none and runs
   * the text. Inside a transaction, run it through onSession(tx).
   */
  query<Row>(statement: Statement, values: unknown[]): Promise<Row[]>;
  /**
   * LISTENs on `channel` (NOTIFY from any process, this one included) until the answered function
   * is called. On PostgreSQL it holds a connection of its own; a lost one is re-opened, and
   * `onNotify` runs then too (a notification may have been missed).
   */
  listen(
    channel: string,
    onNotify: () => void,
    onError?: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs statements on a Drizzle session, a transaction above all (on its connection, so they see
 * and hold what it has done), through Drizzle's public `execute`: the same text with the same
 * values, bound as parameters, but not prepared by name. Database.query is the fast path.
 */
export function onSession(tx: Db): Queryable {
  return {
    async query<Row>(statement: Statement, values: unknown[]): Promise<Row[]> {
      // "$2" → the second value, as a bound parameter (never spliced into the text).
      const parts = statement.text.split(/\$(\d+)/);
      const chunks = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]),
      );
      const result = await tx.execute(sql.join(chunks));
      return (result as unknown as { rows: Row[] }).rows;
    },
  };
}

/** LISTEN on a pg connection of its own, re-opened with back-off when it fails. */
function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onNotify: () => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let missed = false;
  let connection: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delay: number) => {
    if (stopped) return;
    const next = new pg.Client(pool.options);
    next.on('notification', () => onNotify());
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
      if (connection === next && !stopped) {
        connection = undefined;
        missed = true;
        onNotify();
        retry = setTimeout(() => void connect(Math.min(delay * 2, 30_000)), delay);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (stopped) {
        await next.end();
        return;
      }
      connection = next;
      if (missed) onNotify();
      missed = false;
    } catch (error) {
      onError(error);
      next.end().catch(() => {});
      missed = true;
      if (!stopped) retry = setTimeout(() => void connect(Math.min(delay * 2, 30_000)), delay);
    }
  };
  return connect(1000).then(() => async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = connection;
    connection = undefined;
    if (open) await open.end().catch(() => {});
  });
}

const ignore = () => {};

const migrationsFolder = sourceFile('db/migrations');

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; unset keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data directory dump (`dumpDataDir`) to start from, e.g. a migrated test template. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

/**
 * How many statements (or transactions) PGlite starts in one turn of the event loop. One gave a
 * crowd of cart statements (about a millisecond each) the shortest waits; with more, 200 new
 * connections took up to 2 s to be accepted. It also caps cheap statements (a product by id) at
 * the loop's turn rate: decision 106 has the policies measured and what is still open.
 */
const STATEMENTS_PER_TURN = 1;

/**
 * PGlite runs each statement synchronously on this process's thread, and hands its lock from one
 * waiting statement to the next in microtasks: under a crowd one turn of the event loop ran every
 * queued request's statements back to back (half a second with 200 shoppers), and the server
 * read, answered from memory and accepted a new connection only between turns, so a visitor
 * waited seconds for a page that needed no database. Statements and transactions now wait for a
 * place in a turn, one per turn, in the order they asked (decision 106).
 */
function takeTurns(client: PGlite) {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const nextTurn = () => {
    scheduled = false;
    for (const start of waiting.splice(0, STATEMENTS_PER_TURN)) start();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  const place = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await place();
    return query(...args);
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    await place();
    return exec(...args);
  }) as typeof client.exec;
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await place();
    return transaction(...args);
  }) as typeof client.transaction;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A dropped idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      query: <Row>(statement: Statement, values: unknown[]) =>
        pool
          .query({ name: statement.name, text: statement.text, values })
          .then((result) => result.rows as Row[]),
      listen: (channel, onNotify, onError = ignore) =>
        listenOnPostgres(pool, channel, onNotify, onError),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: <Row>(statement: Statement, values: unknown[]) =>
      client.query<Row>(statement.text, values).then((result) => result.rows),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
