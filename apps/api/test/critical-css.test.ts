import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, readStylesheet } from '../src/modules/web/critical-css.ts';

// Decision 104: a drawn page carries the rules its markup uses. The stylesheet below is written as
// Tailwind 4 writes its build (minified, nesting flattened, escaped class names).
const STYLESHEET = [
  '/*! tailwindcss */',
  '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}',
  '@layer theme,base,utilities;',
  '@layer theme{:root{--color-brand:#f97316}}',
  '@layer base{a{color:inherit}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.w-1\\/2{width:50%}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.\\[\\&_a\\]\\:underline a{text-decoration:underline}',
  ':where(.space-y-2>:not(:last-child)){margin-block:.5rem}',
  '.peer:not(.open)~.peer-closed\\:hidden{display:none}',
  '.a,.b{color:red}',
  '@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}',
  '@media (hover:hover){.group:hover .group-hover\\:block{display:block}}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const rules = readStylesheet(STYLESHEET);
const critical = (classes: string[]) => criticalCss(rules, new Set(classes));

describe('the part of the stylesheet a drawn page uses', () => {
  it('keeps every rule that names no class, in its blocks and in order', () => {
    expect(critical([])).toBe(
      [
        '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}',
        '@layer theme,base,utilities;',
        '@layer theme{:root{--color-brand:#f97316}}',
        '@layer base{a{color:inherit}}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('keeps the rules of the classes used, escaped names included, and drops the others', () => {
    const css = critical(['flex', 'w-1/2', 'hover:underline', '[&_a]:underline', 'sm:flex']);
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.w-1\\/2{width:50%}');
    expect(css).toContain('.hover\\:underline:hover{text-decoration:underline}');
    expect(css).toContain('.\\[\\&_a\\]\\:underline a{text-decoration:underline}');
    expect(css).toContain('@media (width>=40rem){.sm\\:flex{display:flex}}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('.sm\\:grid');
    expect(css).not.toContain('(hover:hover)');
  });

  it('needs every class of a selector, but not one inside :not(), and any selector of a list', () => {
    expect(critical(['group-hover:block'])).not.toContain('group-hover');
    expect(critical(['group', 'group-hover:block'])).toContain(
      '@media (hover:hover){.group:hover .group-hover\\:block{display:block}}',
    );
    expect(critical(['peer', 'peer-closed:hidden'])).toContain('.peer-closed\\:hidden');
    expect(critical(['b'])).toContain('.a,.b{color:red}');
    expect(critical(['space-y-2'])).toContain(':where(.space-y-2>:not(:last-child))');
  });

  it('with every class in use, gives the whole stylesheet back but for its comments', () => {
    const everyClass = rules.flatMap((rule) => rule.needs.flat());
    expect(critical(everyClass)).toBe(STYLESHEET.replace('/*! tailwindcss */', ''));
  });

  it('reads the classes of markup as React writes it', () => {
    expect([
      ...classesIn('<div class="flex [&amp;_a]:underline"><p class="w-1/2  flex"></p>'),
    ]).toEqual(['flex', '[&_a]:underline', 'w-1/2']);
  });
});
