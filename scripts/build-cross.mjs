// A second web build for the end-to-end test of the CDN layout: its API lives on another origin.
// It carries the prerendered shell too (the markup does not depend on the API's address), so the
// cross-origin tests see the page as a visitor of the production build does. No compressed copies:
// `vite preview` serves it.
import { spawnSync } from 'node:child_process';

const apiPort = Number(process.env.E2E_PORT ?? 4173) + 1;
const steps = [
  {
    command: 'npx',
    args: ['vite', 'build', '--outDir', 'dist-cross', '--emptyOutDir'],
    cwd: 'apps/web',
    env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${apiPort}/api` },
  },
  { command: process.execPath, args: ['scripts/prerender-shell.mjs', 'apps/web/dist-cross'] },
];
for (const { command, args, ...options } of steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
