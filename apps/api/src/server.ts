import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { linkOrigin } from './plugins/shop-module.ts';
import { openDatabase } from './db/client.ts';
import { isCatalogEmpty, seedDemoCatalog } from './db/seed/seed.ts';
import { seedDemoOwner } from './modules/staff/demo-owner.ts';

/** Process entry: configuration, database, demo catalog on first start, then listen. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  if (config.SEED_DEMO && (await isCatalogEmpty(database.db))) {
    const { products } = await seedDemoCatalog(database.db);
    console.log(`Seeded the demo catalog: ${products} products.`);
  }

  const demoOwner = await seedDemoOwner(database, config, linkOrigin(config));

  const app = await buildApp(config, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
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
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\nThe pet shop is running at http://${shownHost}:${port}\n`);
  if (demoOwner) {
    console.log(
      `Back office: http://${shownHost}:${port}/admin (demo owner, shown only this once)\n` +
        `  e-mail:   ${demoOwner.email}\n  password: ${demoOwner.password}\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
