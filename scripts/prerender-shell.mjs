// Post-build step of the web app: builds the server's side of it (apps/web/src/entry-server.tsx)
// into `<dir>-server` (the API draws pages with it at request time, decision 099), renders the
// shop's frame (entry-shell.tsx) with it and writes that into the built index.html's
// <div id="root"> (and the Arabic one into index-ar.html's, when the build has Arabic pages), so a
// page the server does not draw paints when HTML and CSS arrive instead of after the JavaScript
// has run. Runs before compress-dist.mjs (the .br/.gz copies must carry it).
// The source index.html stays empty: `npm run dev` has no shell.
//   node scripts/prerender-shell.mjs [dir]      (default: apps/web/dist)
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.join(import.meta.dirname, '../apps/web');
const dir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
// Beside the web app, so the bundle's bare imports (react, react-router…) resolve as in the app.
const ssrDir = `${dir}-server`;
const EMPTY_ROOT = '<div id="root"></div>';

// The renderer holds every language's texts: not a build of one language (build-web.mjs).
delete process.env.VITE_BUILD_LANGUAGE;
await build({
  root: webDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    minify: false,
  },
});
const { renderShell } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);

// The shell paints once the CSS is in. Vite links it after the scripts, and the server puts the
// page's own script preloads before those (apps/api/src/modules/web): over HTTP/1.1 (six
// connections) the CSS waited behind a dozen scripts. Ahead of them, it is asked for first.
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
// Chromium paints a page that is still being parsed when its parser yields (a slow phone): a
// header with one of its three icons, then all three, is a layout shift. Rendering waits until the
// frame is parsed up to the page's place (#main); browsers without `rel=expect` ignore it.
const RENDER_AFTER_FRAME = '<link rel="expect" href="#main" blocking="render" />';

/** Writes the frame in `language` into the built page at `indexPath`. */
async function prerender(indexPath, language) {
  const html = await readFile(indexPath, 'utf8');
  if (html.split(EMPTY_ROOT).length !== 2) {
    throw new Error(`prerender-shell: ${indexPath} has no empty ${EMPTY_ROOT} (built already?)`);
  }
  const shell = renderShell(language);
  for (const part of ['<header', 'id="main"']) {
    if (!shell.includes(part)) throw new Error(`prerender-shell: the shell has no ${part}`);
  }
  const stylesheets = html.match(STYLESHEETS)?.map((link) => link.trim()) ?? [];
  if (stylesheets.length === 0 || !html.includes('<!--app-head-->')) {
    throw new Error(`prerender-shell: ${indexPath} has no stylesheet or no <!--app-head--> block`);
  }
  await writeFile(
    indexPath,
    html
      .replace(STYLESHEETS, '')
      .replace(
        '<!--app-head-->',
        [...stylesheets, RENDER_AFTER_FRAME, '<!--app-head-->'].join('\n    '),
      )
      .replace(EMPTY_ROOT, `<div id="root">${shell}</div>`),
  );
  // Copies compressed before this step would serve the page without its shell: the next
  // compress-dist.mjs run writes them again.
  await Promise.all(['br', 'gz'].map((ext) => rm(`${indexPath}.${ext}`, { force: true })));
  console.log(
    `prerender-shell: ${(shell.length / 1024).toFixed(1)} KB of markup into ${path.relative(process.cwd(), indexPath)}`,
  );
}

await prerender(path.join(dir, 'index.html'), 'en');
// The Arabic pages' own build (build-web.mjs); a build without it serves Arabic from index.html.
const arabicPath = path.join(dir, 'index-ar.html');
if (existsSync(arabicPath)) await prerender(arabicPath, 'ar');
