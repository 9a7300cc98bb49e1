import { mkdir } from 'node:fs/promises';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
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
   * is called, with each notification's payload. On PostgreSQL it holds a connection of its own;
   * a lost one is re-opened, and `onNotify` runs then too, without a payload (a notification may
   * have been missed).
   */
  listen(
    channel: string,
    onNotify: (payload?: string) => void,
    onError?: (error: unknown) => void,
  ): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  /** Connections open and idle, and statements waiting for one (PGlite: one, for its turn). */
  stats(): { connections: number; idle: number; waiting: number };
  /**
   * Runs `work` while no other process of the shop runs its own (on PostgreSQL, a session
   * advisory lock): processes that start together (several machines) migrate and seed one after
   * another, and the later ones find nothing left to do.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
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
  onNotify: (payload?: string) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let missed = false;
  let connection: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delay: number) => {
    if (stopped) return;
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => onNotify(message.payload ?? ''));
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

export const migrationsFolder = sourceFile('db/migrations');

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

/** A statement's wait for its turn, and how many wait now (the metrics' queue). */
type Place = (() => Promise<void>) & { waiting(): number };

/**
 * PGlite runs each statement synchronously on this process's thread, and hands its lock from one
 * waiting statement to the next in microtasks: under a crowd one turn of the event loop ran every
 * queued request's statements back to back (half a second with 200 shoppers), and the server
 * read, answered from memory and accepted a new connection only between turns, so a visitor
 * waited seconds for a page that needed no database. Statements and transactions now wait for a
 * place in a turn, one per turn, in the order they asked (decision 106).
 */
function takeTurns(client: PGlite): Place {
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
  const place = Object.assign(
    () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      }),
    { waiting: () => waiting.length },
  );
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
  return place;
}

const concat = (parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

/**
 * Database.query on PGlite: each statement is prepared once by its name, as the pg driver does
 * on PostgreSQL, and then bound and run in one message to the engine (decision 110). PGlite's own
 * `query` parses, plans and describes the text on every call, in five calls into the engine: for
 * the cart's statements that was four fifths of their cost (an add: 2.0 ms → 0.3 ms). It runs
 * exactly where `query` would (after any open transaction, alone), with the same value
 * serializers and row parsers, and writes to disk as `query` does.
 */
function preparedStatements(client: PGlite, place: () => Promise<void>) {
  const { serialize } = protocol;
  /** Parameter types of each statement prepared, by name. */
  const prepared = new Map<string, { text: string; types: number[] }>();
  const run = async <Row>(statement: Statement, values: unknown[]): Promise<Row[]> => {
    let known = prepared.get(statement.name);
    if (known && known.text !== statement.text) {
      throw new Error(`Statement ${statement.name} was prepared with another text`);
    }
    if (!known) {
      const { messages } = await client.execProtocol(
        concat([
          serialize.parse({ name: statement.name, text: statement.text }),
          serialize.describe({ type: 'S', name: statement.name }),
          serialize.sync(),
        ]),
        {},
      );
      known = { text: statement.text, types: parse.parseDescribeStatementResults(messages) };
      prepared.set(statement.name, known);
    }
    const types = known.types;
    const bound = values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[types[index]!];
      return serializer ? (serializer(value) as string) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values: bound }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      {},
    );
    return parse.parseResults(messages, client.parsers)[0]!.rows as Row[];
  };
  return async <Row>(statement: Statement, values: unknown[]): Promise<Row[]> => {
    await place();
    // As PGlite's query: after any open transaction, one statement at a time.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<Row>(statement, values);
        } finally {
          await client.syncToFs();
        }
      }),
    );
  };
}

/** The advisory lock the shop's processes take turns on to prepare (any fixed number). */
const PREPARE_LOCK = 7_305_301;

/** `work` while this process holds a session lock on a connection of its own. */
async function alone<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]);
    }
  } finally {
    connection.release();
  }
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
      alone: (work) => alone(pool, work),
      stats: () => ({
        connections: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const place = takeTurns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: preparedStatements(client, place),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, (payload) => onNotify(payload));
      return () => stop();
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process opens PGlite's files: nobody to wait for.
    alone: (work) => work(),
    stats: () => ({
      connections: 1,
      idle: place.waiting() === 0 ? 1 : 0,
      waiting: place.waiting(),
    }),
    close: () => client.close(),
  };
}
