import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the dump of a migrated data directory. */
    pgliteTemplate: string;
    /** PostgreSQL: the name of a migrated database that test databases are copied from. */
    postgresTemplate: string;
  }
}

const migrationsFolder = path.join(import.meta.dirname, '../../src/db/migrations');

/** A short hash of every migration file (and the PGlite version): a new migration, a new template. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '../package.json')));
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Boots and migrates PGlite once, and keeps the dump in the temp folder for every later run. */
async function pgliteTemplate(hash: string): Promise<string> {
  const folder = path.join(os.tmpdir(), 'petshop-test-templates');
  const file = path.join(folder, `pglite-${hash}.tar`);
  if (existsSync(file)) return file;
  await mkdir(folder, { recursive: true });
  const database = await openDatabase({});
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * Creates `petshop_template_<hash>` on the server once: migrated under a scratch name, then renamed,
 * so no test ever sees a half-migrated template and concurrent runs do not clash. Nothing stays
 * connected to it; CREATE DATABASE … TEMPLATE refuses a template that has sessions.
 */
async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `petshop_template_${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const scratch = `petshop_template_build_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${scratch}`);
    const url = new URL(serverUrl);
    url.pathname = `/${scratch}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${scratch} RENAME TO ${name}`);
    } catch (error) {
      // Another run made the same template first: use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Vitest globalSetup: one migrated template per run (and per set of migrations), shared by every file. */
export default async function setup(project: TestProject): Promise<void> {
  const hash = await migrationsHash();
  if (process.env.API_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await postgresTemplate(serverUrl, hash));
  } else {
    project.provide('pgliteTemplate', await pgliteTemplate(hash));
  }
}
