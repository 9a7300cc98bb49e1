/**
 * The part of the built stylesheet a drawn page needs (decision 104): its rules whose selectors
 * name only classes the page's markup uses, and every rule that names no class at all (the
 * preflight, custom properties, @property, @keyframes). The whole stylesheet follows at the end of
 * the body for what the app adds later (dialogs, drawers, toasts).
 *
 * The stylesheet is Tailwind's minified output: blocks (@layer, @media, @supports…) holding rules,
 * nesting already flattened. It is read once into rules, each with the at-rules around it.
 */

/** One rule of the stylesheet, with the preludes of the blocks around it (outermost first). */
export interface StyleRule {
  blocks: readonly string[];
  text: string;
  /** Per selector of the rule's list: the classes it needs. Empty: the rule always applies. */
  needs: readonly (readonly string[])[];
}

/** Blocks whose contents are rules to choose from; any other at-rule is kept whole. */
const GROUPING = /^@(layer|media|supports|container|starting-style)\b/;

/** Reads a minified stylesheet into its rules, in order. */
export function readStylesheet(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  let at = 0;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');

  /** The index of the `}` that closes the block opened just before `from`. */
  function blockEnd(from: number): number {
    let depth = 1;
    for (let index = from; index < text.length; index += 1) {
      const char = text[index];
      if (char === '"' || char === "'") index = text.indexOf(char, index + 1);
      else if (char === '\\') index += 1;
      else if (char === '{') depth += 1;
      else if (char === '}' && --depth === 0) return index;
    }
    throw new Error('critical-css: a block of the stylesheet is not closed');
  }

  function readBlock(blocks: readonly string[], end: number) {
    while (at < end) {
      const open = text.indexOf('{', at);
      const semicolon = text.indexOf(';', at);
      // A statement (`@layer a, b;`, `@import …;`) before any block.
      if (semicolon !== -1 && (open === -1 || semicolon < open) && semicolon < end) {
        const statement = text.slice(at, semicolon + 1).trim();
        if (statement) rules.push({ blocks, text: statement, needs: [] });
        at = semicolon + 1;
        continue;
      }
      if (open === -1 || open >= end) break;
      const prelude = text.slice(at, open).trim();
      const close = blockEnd(open + 1);
      if (GROUPING.test(prelude)) {
        at = open + 1;
        readBlock([...blocks, prelude], close);
        at = close + 1;
        continue;
      }
      const whole = text.slice(at, close + 1).trim();
      rules.push({ blocks, text: whole, needs: prelude.startsWith('@') ? [] : needs(prelude) });
      at = close + 1;
    }
    at = end;
  }

  readBlock([], text.length);
  return rules;
}

/** Per selector of a list, the classes it names outside :not() (where a class must be absent). */
function needs(selectorList: string): string[][] {
  const lists = splitTopLevel(selectorList).map((selector) =>
    [...withoutNot(selector).matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((match) =>
      unescapeClass(match[1]!),
    ),
  );
  // One selector with no class matches whatever the classes: the rule always applies.
  return lists.some((classes) => classes.length === 0) ? [] : lists;
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index += 1) {
    const char = selectorList[index];
    if (char === '\\') index += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selectorList.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selectorList.slice(start));
  return parts;
}

function withoutNot(selector: string): string {
  let out = '';
  for (let index = 0; index < selector.length; index += 1) {
    if (selector.startsWith(':not(', index)) {
      let depth = 0;
      for (index += 4; index < selector.length; index += 1) {
        if (selector[index] === '\\') index += 1;
        else if (selector[index] === '(') depth += 1;
        else if (selector[index] === ')' && --depth === 0) break;
      }
      continue;
    }
    out += selector[index];
  }
  return out;
}

function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}

/** The classes of every class attribute in a piece of HTML. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) {
      if (name) classes.add(decodeEntities(name));
    }
  }
  return classes;
}

/** React writes &amp; and friends inside attributes (`[&_a]:underline`). */
function decodeEntities(text: string): string {
  return text.includes('&')
    ? text
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : text;
}

/** The rules a page with these classes uses, in the stylesheet's order, inside their blocks. */
export function criticalCss(rules: readonly StyleRule[], classes: ReadonlySet<string>): string {
  let css = '';
  let open: readonly string[] = [];
  for (const rule of rules) {
    const used =
      rule.needs.length === 0 ||
      rule.needs.some((selector) => selector.every((name) => classes.has(name)));
    if (!used) continue;
    let shared = 0;
    while (
      shared < open.length &&
      shared < rule.blocks.length &&
      open[shared] === rule.blocks[shared]
    ) {
      shared += 1;
    }
    css += '}'.repeat(open.length - shared);
    for (const prelude of rule.blocks.slice(shared)) css += `${prelude}{`;
    css += rule.text;
    open = rule.blocks;
  }
  return css + '}'.repeat(open.length);
}
