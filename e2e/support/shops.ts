import os from 'node:os';
import path from 'node:path';

/**
 * The browser suite runs on two workers, each against its own shop: its own server, embedded
 * database and mail folder, so that a test never sees another's orders, stock or e-mails. The
 * cross-origin pair of playwright.config.ts sits on the two ports after the first shop's.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The port of the shop a worker (its `parallelIndex`) tests. */
export const shopPort = (index: number) => (index === 0 ? E2E_PORT : E2E_PORT + 2 + index);

/** Where that shop writes its e-mails (MAIL_DIR). */
export const shopMailDir = (index: number) =>
  path.join(os.tmpdir(), `petshop-e2e-mail-${shopPort(index)}`);
