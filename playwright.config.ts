import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, shopMailDir, shopPort } from './e2e/support/shops.ts';
import { E2E_OWNER } from './e2e/support/staff.ts';

const port = shopPort(0);
/** The second layout: the API on one port, a separately built web app on another. */
export const crossOrigin = {
  apiPort: port + 1,
  webPort: port + 2,
};
// Built by `npm run build:cross` (part of `npm run test:e2e`); a run of single specs may skip it.
const crossBuildExists = existsSync(
  path.join(import.meta.dirname, 'apps/web/dist-cross/index.html'),
);
/** The API suite tests the per-IP limits; one browser suite from one address must not hit them. */
const generousLimits = {
  LOGIN_RATE_LIMIT: '1000',
  REGISTER_RATE_LIMIT: '1000',
  BOOKING_RATE_LIMIT: '1000',
};
const freshDataDir = (name: string) =>
  path.join(os.tmpdir(), `petshop-e2e-${name}-${process.pid}-${Date.now()}`);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The back office's first owner, made as a shop owner would (the CLI), before the server starts. */
const createOwner = `node apps/api/dist/admin-create.js --email ${E2E_OWNER.email} --name "${E2E_OWNER.name}" --password ${E2E_OWNER.password}`;

export default defineConfig({
  testDir: './e2e',
  // Files spread over the workers; each worker has a shop of its own (e2e/support/shops.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The hero's slides, the toasts and the drawers stay still: on two shared cores the browser's
    // animation frames took CPU from the server and the next test. The hero's own test asks for motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, index) => shopServer(index)),
    ...(crossBuildExists ? crossOriginServers() : []),
  ],
});

function shopServer(index: number) {
  return {
    // The built shop (`npm run build`: the web app and the server) on a fresh embedded database,
    // seeded with the demo catalog, with one owner.
    command: `${createOwner} && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${shopPort(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(shopPort(index)),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: freshDataDir(`shop-${index}`),
      MAIL_DIR: shopMailDir(index),
      ...generousLimits,
      // Production needs its public origin and an explicit word to run without Stripe keys.
      PUBLIC_URL: `http://127.0.0.1:${shopPort(index)}`,
      PAYMENTS: 'simulated',
      // The suite's owner logs in many times a minute: a code each time cannot be (decision 054).
      OWNER_TWO_FACTOR: 'optional',
    },
  };
}

function crossOriginServers() {
  return [
    {
      // The API alone, answering CORS for the web app on the other port.
      command: 'node apps/api/dist/server.js',
      url: `http://127.0.0.1:${crossOrigin.apiPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(crossOrigin.apiPort),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: freshDataDir('api'),
        ...generousLimits,
        PUBLIC_URL: `http://127.0.0.1:${crossOrigin.apiPort}`,
        CORS_ORIGINS: `http://127.0.0.1:${crossOrigin.webPort}`,
        PAYMENTS: 'simulated',
      },
    },
    {
      // `npm run build:cross` built this copy with VITE_API_BASE_URL pointing at the API above.
      command: `npx vite preview --outDir dist-cross --host 127.0.0.1 --port ${crossOrigin.webPort} --strictPort`,
      cwd: 'apps/web',
      url: `http://127.0.0.1:${crossOrigin.webPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ];
}
