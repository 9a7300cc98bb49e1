import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The built page asks for the app's code and starts it after the browser has painted it
 * (decisions 103 and 105).
 *
 * A module script runs once the page is parsed, and Chromium runs it before its first paint:
 * evaluating React and the shop's code (a long task on a phone) held back the page the server had
 * drawn. And code preloaded with the page took a slow line's bandwidth from the picture the page
 * shows first. The entry's <script type="module"> becomes a small classic script that, on the
 * first frame, puts the page's modulepreloads (kept inert in <template data-after-paint>, the
 * build's and the server's page chunks) into the head, where the browser fetches them side by
 * side, and imports the entry. A hidden tab paints nothing, so there it starts at once. The same
 * origin serves both: the CSP's script-src 'self' stands. The dev server keeps Vite's own page.
 */
const BOOT = `(() => {
  const app = document.currentScript.dataset.app;
  const start = () => {
    for (const later of document.querySelectorAll('template[data-after-paint]')) {
      document.head.append(later.content);
    }
    void import(app);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
`;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

export function startAfterPaint(): Plugin {
  let base = '/';
  const fileName = `assets/boot-${createHash('sha256').update(BOOT).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'petshop:start-after-paint',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'asset', fileName, source: BOOT });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html);
        if (!entry) throw new Error('start-after-paint: index.html has no entry module script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[0].trim());
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            entry[0],
            `${afterPaint([`<link rel="modulepreload" crossorigin href="${entry[1]}">`, ...preloads])}\n    <script defer src="${base}${fileName}" data-app="${entry[1]}"></script>`,
          );
      },
    },
  };
}

/** Tags the boot script puts into the head on the first frame; inert until then. */
function afterPaint(tags: readonly string[]): string {
  return `<template data-after-paint>${tags.join('')}</template>`;
}
