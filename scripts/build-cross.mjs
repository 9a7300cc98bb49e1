// A second web build for the end-to-end test of the CDN layout: its API lives on another origin.
import { spawnSync } from 'node:child_process';

const apiPort = Number(process.env.E2E_PORT ?? 4173) + 1;
const result = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-cross', '--emptyOutDir'], {
  cwd: 'apps/web',
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${apiPort}/api` },
});
process.exit(result.status ?? 1);
