import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { testConfig, type Config, type ConfigVariable } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from './db.ts';

/** A web build stand-in with the same head markers as apps/web/index.html. */
export const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--app-head--><title>default</title><!--/app-head-->
</head><body><div id="root"></div></body></html>`;

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The whole shop on a fresh database, built as the server builds it, without a port. */
export async function createTestShop(
  overrides: Partial<Record<ConfigVariable, string>> = {},
  options: BuildOptions = {},
  /** A database of the test's own (closed with the shop); a fresh test database by default. */
  given?: Database,
): Promise<TestShop> {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'petshop-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const config = testConfig({ WEB_DIST_DIR: webDist, ...overrides });
  const database = given ?? (await createTestDatabase());
  const app = await buildApp(config, database, options);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The shop with Stripe keys, so every route is registered (the card webhook's too); Stripe's
 * address goes nowhere, as no test of this shop pays.
 */
export function createStripeKeyedShop(): Promise<TestShop> {
  return createTestShop({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
}
