// The shop's own server process (the built apps/api/dist/server.js, serving the production web build), started
// as a child on a free loopback port, and the seeding child that prepares its database.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { startChild, stopChild } from './children.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The server as production runs it: `npm run build` (scripts/build-api.mjs) writes it. */
export const builtServer = path.join(repoRoot, 'apps/api/dist/server.js');

/** Where a bench server keeps its data: a PostgreSQL database or a PGlite directory. */
export interface BenchStore {
  kind: 'postgres' | 'pglite';
  /** The bench database on PostgreSQL; unset for PGlite. */
  url?: string;
  /** A fresh directory: PGlite's files, and the mail outbox's .eml files on both. */
  dataDir: string;
  label: string;
}

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

function storeEnv(store: BenchStore): Record<string, string> {
  return store.url
    ? { DATABASE_URL: store.url, DATA_DIR: store.dataDir }
    : { DATA_DIR: store.dataDir };
}

/** Environment of a child without the parent's database settings leaking in. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'PUBLIC_URL', 'CORS_ORIGINS']) {
    delete env[name];
  }
  return { ...env, ...extra };
}

function collect(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/** Runs a bench script against the store in a child process; answers its last line, as JSON. */
async function runStoreScript<T>(store: BenchStore, script: string, args: string[]): Promise<T> {
  const child = startChild(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, script), ...args],
    { cwd: repoRoot, env: childEnv(storeEnv(store)), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collect(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${output()}`);
  const line = output().trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as T;
}

/** Fills the store up to `products` products (demo catalog + synthetic), in a child process. */
export function seedStore(
  store: BenchStore,
  products: number,
): Promise<{ products: number; added: number; seedSeconds: number; analyzeSeconds: number }> {
  return runStoreScript(store, 'bench/seed-catalog.ts', [String(products)]);
}

/** Times the CSV import of 10,000 rows on the (empty) store, in a child process. */
export function importIntoStore(store: BenchStore): Promise<{
  rows: number;
  bytes: number;
  dryRunSeconds: number;
  createSeconds: number;
  updateSeconds: number;
}> {
  return runStoreScript(store, 'bench/import-catalog.ts', []);
}

/** A loopback port free right now: production needs PUBLIC_URL, so the port is known first. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the shop as `npm start` would (without the build step) on a free port: production mode
 * with simulated card payments, its own database, no demo seeding (the bench seeded it),
 * warnings-only logging.
 */
export async function startServer(
  store: BenchStore,
  extraEnv: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const child = startChild(process.execPath, [...nodeArgs, builtServer], {
    cwd: repoRoot,
    env: childEnv({
      ...storeEnv(store),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENTS: 'simulated',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output()}`)),
      120_000,
    );
    const onData = () => {
      const match = /running at (http:\/\/[^\s]+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output()}`));
    });
  });
  const health = await fetch(`${origin}/api/health`);
  if (!health.ok) throw new Error(`server unhealthy: ${health.status} ${await health.text()}`);
  return {
    origin,
    pid: child.pid!,
    stop: () => stopChild(child),
  };
}
