// Fresh, disposable data stores for bench servers: a PostgreSQL database petshop_bench_<pid>_<n>
// on BENCH_DATABASE_URL's server, or a PGlite directory under the system's temp directory.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './children.ts';
import type { BenchStore } from './server.ts';

const PREFIX = 'petshop_bench_';
let counter = 0;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withAdmin<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Removes temporary directories left behind by bench runs that were killed. */
export async function removeStaleTempDirs(): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(os.tmpdir())) {
    const match = /^petshop-bench-(\d+)-/.exec(name);
    if (!match || isAlive(Number(match[1]))) continue;
    await rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/** Drops bench databases left behind by bench runs that were killed (their process is gone). */
export async function dropStaleBenchDatabases(serverUrl: string): Promise<string[]> {
  return withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    const dropped: string[] = [];
    for (const { datname } of rows) {
      const match = new RegExp(`^${PREFIX}(\\d+)_\\d+$`).exec(datname);
      if (!match || isAlive(Number(match[1]))) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      dropped.push(datname);
    }
    return dropped;
  });
}

/** Temporary directories of the bench carry their process id: petshop-bench-<pid>-<label>-XXXXXX. */
export async function benchTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `petshop-bench-${process.pid}-${label}-`));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty store; it is removed when the run ends, however it ends. */
export async function createStore(
  kind: 'postgres' | 'pglite',
  serverUrl?: string,
): Promise<BenchStore> {
  const dataDir = await benchTempDir(kind);
  if (kind === 'pglite') return { kind, dataDir, label: 'PGlite' };
  if (!serverUrl) throw new Error('PostgreSQL runs need BENCH_DATABASE_URL');
  const name = `${PREFIX}${process.pid}_${++counter}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  onCleanup(`drop database ${name}`, async () => {
    await withAdmin(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind, url: url.toString(), dataDir, label: 'PostgreSQL' };
}

/** Removes a store now (between catalog sizes) instead of at the end of the run. */
export async function dropStore(store: BenchStore, serverUrl?: string): Promise<void> {
  await rm(store.dataDir, { recursive: true, force: true });
  if (store.url && serverUrl) {
    const name = new URL(store.url).pathname.slice(1);
    await withAdmin(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  }
}
