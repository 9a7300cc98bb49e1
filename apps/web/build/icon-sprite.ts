import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The shop's icons: one SVG file per icon in src/assets/icons (`cart.svg` is the icon "cart"),
 * drawn on a 24×24 grid in `currentColor`. This plugin turns them into
 *   - one sprite of <symbol id="icon-NAME"> elements, written once into index.html (the built
 *     page, its prerendered shell and the dev server's page), which <Icon name> points at with
 *     <use href="#icon-NAME">: same-document, so it works whatever origin serves the page;
 *   - src/components/ui/icon-names.ts, the union of the names, so a misspelt name fails typecheck.
 * The icons cost the first view no JavaScript, and about 2.5 KB (Brotli) of HTML.
 */
const ICONS_DIR = path.join(import.meta.dirname, '../src/assets/icons');
const NAMES_FILE = path.join(import.meta.dirname, '../src/components/ui/icon-names.ts');
const NAME = /^[a-z][a-z0-9-]*$/;
/** An icon file: one <svg> root with a viewBox; its attributes (fill, stroke…) go to the symbol. */
const SVG_FILE = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;

export function readIcons(dir = ICONS_DIR): { name: string; symbol: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.svg'.length);
      const match = SVG_FILE.exec(readFileSync(path.join(dir, file), 'utf8'));
      if (!NAME.test(name)) throw new Error(`icons: "${file}" is not a kebab-case name`);
      if (!match || !/\bviewBox="/.test(match[1]!)) {
        throw new Error(`icons: ${file} is not one <svg viewBox="…"> element`);
      }
      const attributes = match[1]!.replace(/\s+xmlns="[^"]*"/, '').trim();
      const body = match[2]!
        .trim()
        .replace(/>\s+</g, '><')
        .replace(/\s*\/>/g, '/>');
      return { name, symbol: `<symbol id="icon-${name}" ${attributes}>${body}</symbol>` };
    });
}

/** The sprite as it goes into the page: hidden, out of the accessibility tree. */
export function spriteMarkup(icons = readIcons()): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${icons
    .map((icon) => icon.symbol)
    .join('')}</svg>`;
}

/** The text of icon-names.ts for these icons (formatted as Prettier would). */
export function iconNamesModule(icons = readIcons()): string {
  return [
    '// Written by apps/web/build/icon-sprite.ts from src/assets/icons/*.svg (each build and dev',
    '// start): add or rename an icon there, not here.',
    'export type IconName =',
    ...icons.map((icon, index) => `  | '${icon.name}'${index === icons.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
}

function writeIconNames(icons: ReturnType<typeof readIcons>): void {
  const text = iconNamesModule(icons);
  let current = '';
  try {
    current = readFileSync(NAMES_FILE, 'utf8');
  } catch {
    // First run: no file yet.
  }
  if (current !== text) writeFileSync(NAMES_FILE, text);
}

export function iconSprite(): Plugin {
  let sprite = '';
  return {
    name: 'petshop:icon-sprite',
    buildStart() {
      const icons = readIcons();
      writeIconNames(icons);
      sprite = spriteMarkup(icons);
      for (const icon of icons) this.addWatchFile(path.join(ICONS_DIR, `${icon.name}.svg`));
    },
    configureServer(server) {
      // Dev: a changed, added or removed icon rebuilds the sprite and reloads the page.
      server.watcher.add(ICONS_DIR);
      const onChange = (file: string) => {
        if (!file.startsWith(ICONS_DIR)) return;
        const icons = readIcons();
        writeIconNames(icons);
        sprite = spriteMarkup(icons);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const body = /<body[^>]*>/.exec(html);
        if (!body) throw new Error('icons: index.html has no <body>');
        // First in <body>: every <use> after it finds its symbol as the page is parsed.
        return html.replace(body[0], `${body[0]}\n    ${sprite || spriteMarkup()}`);
      },
    },
  };
}
