import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The built page starts the app after the browser has painted it (decision 103).
 *
 * A module script runs once the page is parsed, and Chromium runs it before its first paint:
 * evaluating React and the shop's code (a long task on a phone) held back the page the server had
 * drawn. The entry's <script type="module"> becomes a modulepreload (fetched and compiled at
 * once, not run) and a small classic script that imports the entry on the first frame. A hidden
 * tab paints nothing, so there it imports at once. The same origin serves both: the CSP's
 * script-src 'self' stands. The dev server keeps Vite's own page.
 */
const BOOT = `(() => {
  const app = document.currentScript.dataset.app;
  const start = () => void import(app);
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
`;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

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
        return html.replace(
          entry[0],
          `<link rel="modulepreload" crossorigin href="${entry[1]}">\n    <script defer src="${base}${fileName}" data-app="${entry[1]}"></script>`,
        );
      },
    },
  };
}
