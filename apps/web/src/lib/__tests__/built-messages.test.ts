import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { i18n } from '@lingui/core';
import type { Language } from '@petshop/contracts/language';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { messagePlugins } from '../../../build/lingui.ts';
import { activateLanguage } from '../i18n.ts';
import { messages as arabicFirstView } from '../../locales/ar/first-view.po';

// A build of one language compiles each message into the code (build/lingui.ts) and runs no
// Lingui: the pages must read exactly as Lingui's runtime writes them (the server draws pages
// with it, and the browser takes those pages over).

/** Messages of the shop, so both languages have them: a plain text, a value, plurals, a `msg`. */
const SOURCE = `
import { msg, plural, t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
const STORE = msg\`Store\`;
export const texts = (count, stock) => [
  t\`Only \${stock} left in this size.\`,
  plural(count, { one: 'Subtotal (# item)', other: 'Subtotal (# items)' }),
  plural(count, { one: 'review', other: 'reviews' }),
  i18n._(STORE),
];
`;

const written: string[] = [];
afterAll(() => Promise.all(written.map((file) => rm(file, { force: true }))));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The fixture compiled for `language` (or for Lingui's runtime), as a module to call. */
async function compiled(language: Language | undefined) {
  const result = await transformAsync(SOURCE, {
    filename: path.join(import.meta.dirname, 'fixture.ts'),
    babelrc: false,
    configFile: false,
    plugins: messagePlugins(language),
  });
  const file = path.join(import.meta.dirname, `.built-messages-${language ?? 'runtime'}.tmp.js`);
  await writeFile(file, result!.code!);
  written.push(file);
  vi.stubEnv('VITE_BUILD_LANGUAGE', language ?? '');
  vi.resetModules();
  return (await import(/* @vite-ignore */ file)) as {
    texts: (count: number, stock: number | string) => string[];
  };
}

const COUNTS = [0, 1, 2, 3, 10, 11, 99, 100, 101, 1234];

describe('messages compiled into a build of one language', () => {
  it.each(['en', 'ar'] as const)('read in %s exactly as Lingui writes them', async (language) => {
    const runtime = await compiled(undefined);
    i18n.load({ en: {}, ar: arabicFirstView });
    activateLanguage(language);
    const expected = COUNTS.map((count) => runtime.texts(count, count));

    const built = await compiled(language);
    expect(COUNTS.map((count) => built.texts(count, count))).toEqual(expected);
    // And what that is, in words.
    const [only, subtotal, reviews, store] = built.texts(1234, 3);
    if (language === 'en') {
      expect([only, subtotal, reviews, store]).toEqual([
        'Only 3 left in this size.',
        'Subtotal (1,234 items)',
        'reviews',
        'Store',
      ]);
    } else {
      expect(built.texts(2, 2).slice(1, 3)).toEqual(['المجموع الفرعي (منتجان)', 'تقييمان']);
      expect(subtotal).toBe('المجموع الفرعي (1,234 منتجًا)');
      expect(store).toBe('المتجر');
    }
  });

  it('keeps no Lingui in a build of one language: no lookup, no id', async () => {
    const result = await transformAsync(SOURCE, {
      filename: path.join(import.meta.dirname, 'fixture.ts'),
      babelrc: false,
      configFile: false,
      plugins: messagePlugins('ar'),
    });
    expect(result!.code).not.toMatch(/\bid:|message:/);
    expect(result!.code).not.toContain('i18n._({');
  });
});
