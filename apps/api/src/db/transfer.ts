import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type Database, type Db } from './client.ts';

/**
 * Moving a shop's data from one database to another (issue 30, decision 117): the embedded
 * PGlite one to PostgreSQL above all. An export is a folder: `manifest.json` (the migrations the
 * data is at, each table's rows), `tables/<table>.jsonl` (one row a line, as PostgreSQL's own
 * row_to_json writes it) and `storage/` (the uploaded pictures). An import migrates the target,
 * inserts the rows parents first with PostgreSQL reading the JSON back into each column's type,
 * and moves every id sequence past its rows, in one transaction: order numbers, stock movements
 * and ids continue where the old shop stopped.
 */

export interface ExportManifest {
  format: 'petshop-export/1';
  exportedAt: string;
  /** The hash of every migration the exported database had run, in order. */
  migrations: string[];
  tables: { name: string; rows: number }[];
}

/** Tables the migrations themselves fill (the order number's counter): empty all the same. */
const MIGRATION_ROWS = new Set(['counters', 'grooming_settings']);

/** Counts that only live a few minutes (request limits, login brakes): not worth moving. */
const TRANSIENT = new Set(['throttle_counts']);

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The shop's tables, each after the tables it refers to. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`),
  )
    .map((row) => row.name)
    .filter((name) => !TRANSIENT.has(name))
    .sort();
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint c
        JOIN pg_class child ON child.oid = c.conrelid
        JOIN pg_class parent ON parent.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
       WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      visit(parent, path);
    }
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => tables.includes(table));
}

/** The migrations a database has run, by hash, oldest first. */
async function migrationsRun(db: Db): Promise<string[]> {
  return rowsOf<{ hash: string }>(
    await db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`),
  ).map((row) => row.hash);
}

/** Writes the database's rows and the pictures under `storageDir` into the folder `into`. */
export async function exportShop(database: Database, storageDir: string, into: string) {
  if (existsSync(into)) throw new Error(`${into} exists already: name a new folder`);
  const [journal] = rowsOf<{ found: string | null }>(
    await database.db.execute(
      sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`,
    ),
  );
  if (!journal?.found) {
    throw new Error('This database holds no shop (it was never migrated): nothing to export');
  }
  await mkdir(path.join(into, 'tables'), { recursive: true });
  const tables: ExportManifest['tables'] = [];
  for (const table of await tablesInOrder(database.db)) {
    // In key order: a row that refers to another of its table (an earlier one) comes after it.
    const key = sql.join(
      (await primaryKey(database.db, table)).map((column) => sql`t.${sql.identifier(column)}`),
      sql`, `,
    );
    const lines = rowsOf<{ line: string }>(
      await database.db.execute(
        sql`SELECT row_to_json(t)::text AS line FROM ${sql.identifier(table)} t ORDER BY ${key}`,
      ),
    );
    await writeFile(
      path.join(into, 'tables', `${table}.jsonl`),
      lines.map(({ line }) => `${line}\n`).join(''),
    );
    tables.push({ name: table, rows: lines.length });
  }
  if (existsSync(storageDir)) await cp(storageDir, path.join(into, 'storage'), { recursive: true });
  const manifest: ExportManifest = {
    format: 'petshop-export/1',
    exportedAt: new Date().toISOString(),
    migrations: await migrationsRun(database.db),
    tables,
  };
  await writeFile(path.join(into, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Rows a statement inserts: large enough to be quick, small enough for any JSON limit. */
const BATCH = 500;

/**
 * Loads an export into `database` (migrated first) and its pictures into `storageDir`. A target
 * with rows is refused unless `replace`, which empties it first. All or nothing: one transaction.
 */
export async function importShop(
  database: Database,
  storageDir: string,
  from: string,
  { replace = false }: { replace?: boolean } = {},
) {
  const manifest = JSON.parse(
    await readFile(path.join(from, 'manifest.json'), 'utf8'),
  ) as ExportManifest;
  if (manifest.format !== 'petshop-export/1') {
    throw new Error(`${from} is not a shop export (its manifest has no petshop-export/1 format)`);
  }
  const build = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  if (manifest.migrations.join() !== build.slice(0, manifest.migrations.length).join()) {
    throw new Error(
      'The export comes from another version of the shop: import it with the version that made it',
    );
  }
  await database.migrate();
  const tables = await tablesInOrder(database.db);
  const unknown = manifest.tables.filter((table) => !tables.includes(table.name));
  if (unknown.length > 0) {
    throw new Error(
      `The export has tables this shop does not: ${unknown.map((t) => t.name).join(', ')}`,
    );
  }
  const withRows = await tablesWithRows(
    database.db,
    tables.filter((table) => !MIGRATION_ROWS.has(table)),
  );
  if (withRows.length > 0 && !replace) {
    throw new Error(
      `The target database is not empty (${withRows.slice(0, 5).join(', ')}${withRows.length > 5 ? ' …' : ''} have rows): import into an empty database, or pass --replace to empty it first`,
    );
  }
  const imported: { name: string; rows: number }[] = [];
  await database.db.transaction(async (tx) => {
    // Empty, or emptied on the word of --replace; the rows migrations wrote go too.
    await tx.execute(
      sql.raw(
        `TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`,
      ),
    );
    for (const { name } of manifest.tables) {
      const columns = await insertableColumns(tx, name);
      const list = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      let rows = 0;
      for await (const batch of batches(path.join(from, 'tables', `${name}.jsonl`))) {
        await tx.execute(sql`
          INSERT INTO ${sql.identifier(name)} (${list})
          SELECT ${list} FROM json_populate_recordset(null::${sql.identifier(name)}, ${`[${batch.join(',')}]`}::json)`);
        rows += batch.length;
      }
      imported.push({ name, rows });
    }
    await moveSequencesPastRows(tx);
  });
  const pictures = path.join(from, 'storage');
  if (existsSync(pictures)) await cp(pictures, storageDir, { recursive: true });
  return imported;
}

/** The columns of a table's primary key, in order. */
async function primaryKey(db: Db, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT a.attname AS name
        FROM pg_index i
        JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
       WHERE i.indrelid = ${`public.${table}`}::regclass AND i.indisprimary
       ORDER BY k.position`),
  ).map((row) => row.name);
}

async function tablesWithRows(db: Db, tables: string[]) {
  const withRows: string[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ some: boolean }>(
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS some`),
    );
    if (row?.some) withRows.push(table);
  }
  return withRows;
}

/** A table's columns but those the database writes itself (generated ones). */
async function insertableColumns(db: Db, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT a.attname AS name FROM pg_attribute a
       WHERE a.attrelid = ${`public.${table}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
         AND a.attgenerated = ''
       ORDER BY a.attnum`),
  ).map((row) => row.name);
}

/** Every sequence owned by a column, set to the column's largest value (next id follows it). */
async function moveSequencesPastRows(db: Db) {
  const owned = rowsOf<{ sequence: string; table: string; column: string }>(
    await db.execute(sql`
      SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
        FROM pg_class s
        JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
        JOIN pg_class t ON t.oid = d.refobjid
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
        JOIN pg_namespace n ON n.oid = s.relnamespace
       WHERE s.relkind = 'S' AND n.nspname = 'public'`),
  );
  for (const { sequence, table, column } of owned) {
    await db.execute(sql`
      SELECT setval(${`public.${sequence}`}::regclass,
                    coalesce((SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}), 0) + 1,
                    false)`);
  }
}

/** The lines of a JSON-lines file, BATCH at a time. */
async function* batches(file: string) {
  let batch: string[] = [];
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
