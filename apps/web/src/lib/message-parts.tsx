import type { ReactNode } from 'react';

/**
 * A translated sentence with one part of it drawn as an element (a link, a bold word, a number
 * kept left to right): `text` holds `part` where the shop's language puts it, and `render` draws
 * that part. A plain message, so it renders outside an I18nProvider too (unit tests).
 */
export function withPart(text: string, part: string, render: (part: string) => ReactNode) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {render(part)}
      {text.slice(at + part.length)}
    </>
  );
}
