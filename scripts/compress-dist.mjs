// Post-build step of the web app: writes a Brotli (.br) and a gzip (.gz) copy next to every text
// asset of the build, so the server sends compressed files without compressing on each request
// (@fastify/static `preCompressed` in apps/api/src/modules/web/web.routes.ts).
//   node scripts/compress-dist.mjs [dir]      (default: apps/web/dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for await (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  // A copy that is not smaller would only cost a disk read.
  if (brotli.length < body.length) await writeFile(`${file}.br`, brotli);
  if (gzip.length < body.length) await writeFile(`${file}.gz`, gzip);
  count += 1;
  before += body.length;
  afterBrotli += Math.min(brotli.length, body.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `compress-dist: ${count} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(before)} → ${kb(afterBrotli)} brotli`,
);
