import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { answerMetricsInPrimary } from './plugins/metrics.ts';
import { linkOrigin } from './plugins/shop-module.ts';
import { openDatabase, type Database } from './db/client.ts';
import { isCatalogEmpty, seedDemoCatalog } from './db/seed/seed.ts';
import { seedDemoGroomers } from './modules/grooming/grooming-defaults.ts';
import { seedDemoOwner } from './modules/staff/demo-owner.ts';

/** How long a stopping process may finish its requests and jobs before it is cut off. */
const DRAIN_MS = 10_000;

const open = (config: Config) =>
  openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });

/**
 * Once per start, before this process (or its workers) serves: migrations, the demo catalog and
 * owner, one starting process at a time.
 */
function prepare(config: Config, database: Database) {
  return database.alone(async () => {
    await database.migrate();
    if (config.SEED_DEMO && (await isCatalogEmpty(database.db))) {
      const { products } = await seedDemoCatalog(database.db);
      console.log(`Seeded the demo catalog: ${products} products.`);
      // A fresh demo shop's groomers, with the catalog: its booking page offers times.
      await seedDemoGroomers(database.db);
    }
    return seedDemoOwner(database, config, linkOrigin(config));
  });
}

/** Where to open the shop, as a person would type it. */
function shownOrigin(config: Config, port: number) {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host}:${port}`;
}

function announce(origin: string, demoOwner: { email: string; password: string } | undefined) {
  console.log(`\nThe pet shop is running at ${origin}\n`);
  if (demoOwner) {
    console.log(
      `Back office: ${origin}/admin (demo owner, shown only this once)\n` +
        `  e-mail:   ${demoOwner.email}\n  password: ${demoOwner.password}\n`,
    );
  }
}

/**
 * Serves the shop in this process until SIGTERM or SIGINT: then it stops accepting, finishes
 * the requests and background jobs under way (Fastify answers 503 to new ones meanwhile), closes
 * the database and exits; after DRAIN_MS it exits anyway.
 */
async function serve(config: Config, database: Database) {
  const app = await buildApp(config, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    const timer = setTimeout(() => process.exit(1), DRAIN_MS).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.background.start();
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.PORT;
}

/**
 * WEB_CONCURRENCY workers on one port (node:cluster hands each connection to one). The primary
 * prepares the database, then only watches: a worker that dies is replaced, and SIGTERM is passed
 * to every worker, which drains as one process would.
 */
function runWorkers(config: Config, demoOwner: Awaited<ReturnType<typeof prepare>>) {
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const start = () => cluster.fork();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!announced && listening.size === config.WEB_CONCURRENCY) {
      announced = true;
      announce(shownOrigin(config, address.port), demoOwner);
      console.log(`${config.WEB_CONCURRENCY} workers on one port (WEB_CONCURRENCY).`);
    }
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    const served = listening.delete(worker.id);
    if (!served && !announced && !stopping) {
      // One that never listened (a port taken, a database refused) would fail again.
      console.error(`A worker could not start (${signal ?? code}); stopping.`);
      stop('SIGTERM');
      process.exitCode = 1;
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    start();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), DRAIN_MS + 1_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (config.METRICS_TOKEN) answerMetricsInPrimary();
  for (let n = 0; n < config.WEB_CONCURRENCY; n++) start();
}

/** Process entry: configuration, database, demo catalog on first start, then listen. */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) {
    await serve(config, await open(config));
    return;
  }
  const database = await open(config);
  const demoOwner = await prepare(config, database);
  if (config.WEB_CONCURRENCY === 1) {
    const port = await serve(config, database);
    announce(shownOrigin(config, port), demoOwner);
    return;
  }
  await database.close();
  runWorkers(config, demoOwner);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
