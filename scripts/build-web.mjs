// `npm run build -w @petshop/web`: the shop's pages, one build per language (decision 133).
// English in apps/web/dist as before; Arabic built beside it and merged in: its hashed files into
// dist/assets (a file both builds share has one name), its page as dist/index-ar.html and its
// manifest as dist/.vite/manifest-ar.json. Each build has its language's texts compiled into its
// code, so no page loads a catalog. Then the server's renderer and the frames
// (prerender-shell.mjs), then the compressed copies (compress-dist.mjs).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const webDir = path.join(import.meta.dirname, '../apps/web');
// Another folder for a copy of its own (the bench's): `node scripts/build-web.mjs <dir>`.
const dist = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const arabicDist = `${dist}-ar`;

function run(command, args, env = {}) {
  // Only the builds of one language get VITE_BUILD_LANGUAGE, never the renderer after them.
  const inherited = { ...process.env };
  delete inherited.VITE_BUILD_LANGUAGE;
  const result = spawnSync(command, args, {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...inherited, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { VITE_BUILD_LANGUAGE: 'en' });
run('npx', ['vite', 'build', '--outDir', arabicDist, '--emptyOutDir', '--logLevel', 'warn'], {
  VITE_BUILD_LANGUAGE: 'ar',
});

await mkdir(path.join(dist, 'assets'), { recursive: true });
for (const file of await readdir(path.join(arabicDist, 'assets'))) {
  // Same name, same content (the name is the content's hash): the English copy serves both.
  await cp(path.join(arabicDist, 'assets', file), path.join(dist, 'assets', file), {
    force: false,
  });
}
await rename(path.join(arabicDist, 'index.html'), path.join(dist, 'index-ar.html'));
await rename(
  path.join(arabicDist, '.vite', 'manifest.json'),
  path.join(dist, '.vite', 'manifest-ar.json'),
);
await rm(arabicDist, { recursive: true, force: true });

run(process.execPath, ['../../scripts/prerender-shell.mjs', dist]);
run(process.execPath, ['../../scripts/compress-dist.mjs', dist]);
