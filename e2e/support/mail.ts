import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_MAIL_DIR } from './staff.ts';

/**
 * An .eml as a person reads it: folded header lines joined, quoted-printable soft line breaks
 * removed and its =XX bytes decoded.
 */
export function readable(eml: string) {
  const [head = '', ...body] = eml.split(/\r?\n\r?\n/);
  const text = body
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${head.replace(/\r?\n[ \t]+/g, ' ')}\n\n${text}`;
}

/** The e-mails the shop wrote to `recipient` (the browser suite's shop writes .eml files). */
export async function mailsTo(recipient: string) {
  const files = await readdir(E2E_MAIL_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => readable(await readFile(path.join(E2E_MAIL_DIR, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.includes(`To: ${recipient}`));
}
