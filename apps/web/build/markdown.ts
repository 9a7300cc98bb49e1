import { Marked } from 'marked';
import type { Plugin } from 'vite';

/** GitHub-flavoured Markdown, as the owner writes it in any editor; no HTML left unconverted. */
const marked = new Marked({ gfm: true, async: false });

/** A Markdown file as the HTML the page shows. Run at build time only (never in the browser). */
export function markdownToHtml(source: string): string {
  return marked.parse(source, { async: false }).trim();
}

/**
 * Imports of `*.md` files (the shop's policy pages, src/content/policies) become their HTML at
 * build time: `import html from './returns.md'` is a string in the page's chunk, so no Markdown
 * parser is ever sent to the browser (issue 20). `?raw` imports are left to Vite.
 */
export function markdown(): Plugin {
  return {
    name: 'petshop:markdown',
    transform(source, id) {
      const [file, query] = id.split('?');
      if (!file?.endsWith('.md') || query !== undefined) return null;
      return { code: `export default ${JSON.stringify(markdownToHtml(source))};`, map: null };
    },
  };
}
