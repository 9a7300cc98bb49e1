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
  const apps = document.currentScript.dataset.app.split(' ');
  const start = () => {
    for (const later of document.querySelectorAll('template[data-after-paint]')) {
      document.head.append(later.content);
    }
    for (const app of apps) void import(app);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
`;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
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
      handler(html, { chunk, bundle }) {
        // The entry's code, in one module script or (an entry with no code of its own) in each of
        // the chunks it imports.
        const entries = [...html.matchAll(ENTRY)].map((match) => match[1]!);
        if (entries.length === 0) {
          throw new Error('start-after-paint: index.html has no entry module script');
        }
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[0].trim());
        // The build writes no preloads of its own (vite.config.ts: `modulePreload: false`, whose
        // helper and dependency lists weighed ~1.8 KB of the first view): the entry's static
        // imports are listed here, so the browser asks for them side by side with the entry.
        const files = [...entries, ...staticImports(chunk, bundle).map((file) => `${base}${file}`)];
        for (const href of files) {
          const link = `<link rel="modulepreload" crossorigin href="${href}">`;
          if (!preloads.includes(link)) preloads.push(link);
        }
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY, '')
          .replace(
            '</head>',
            `  ${afterPaint(preloads)}\n    <script defer src="${base}${fileName}" data-app="${entries.join(' ')}"></script>\n  </head>`,
          );
      },
    },
  };
}

/** The files a chunk imports statically, and theirs in turn. */
function staticImports(
  chunk: { imports: string[] } | undefined,
  bundle: Record<string, { type: string; imports?: string[] }> | undefined,
): string[] {
  const found = new Set<string>();
  const visit = (imports: readonly string[]) => {
    for (const file of imports) {
      if (found.has(file)) continue;
      found.add(file);
      visit(bundle?.[file]?.imports ?? []);
    }
  };
  visit(chunk?.imports ?? []);
  return [...found];
}

/** Tags the boot script puts into the head on the first frame; inert until then. */
function afterPaint(tags: readonly string[]): string {
  return `<template data-after-paint>${tags.join('')}</template>`;
}
