import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eMailDir } from './staff.ts';

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
  const files = await readdir(e2eMailDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => readable(await readFile(path.join(e2eMailDir(), file), 'utf8'))),
  );
  return mails.filter((mail) => mail.includes(`To: ${recipient}`));
}

/** A header's MIME encoded-words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) as the text they hold. */
function decodeWords(header: string) {
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );
}

/**
 * An .eml in any language as a person reads it: headers' encoded words decoded, and each part's
 * body (base64 or quoted-printable) as UTF-8 text.
 */
export function readableUtf8(eml: string) {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const decodePart = (part: string) => {
    const [partHead = '', ...partBody] = part.split(/\r?\n\r?\n/);
    const text = partBody.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(partHead)) {
      return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    if (/content-transfer-encoding:\s*quoted-printable/i.test(partHead)) {
      return Buffer.from(
        text
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return text;
  };
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1).map(decodePart)
    : [decodePart(`${head}\n\n${body}`)];
  return `${decodeWords(head.replace(/\r?\n[ \t]+/g, ' '))}\n\n${parts.join('\n\n')}`;
}

/** The e-mails the shop wrote to `recipient`, in any language (see `readableUtf8`). */
export async function mailsInAnyLanguageTo(recipient: string) {
  const files = await readdir(e2eMailDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => readableUtf8(await readFile(path.join(e2eMailDir(), file), 'utf8'))),
  );
  return mails.filter((mail) => mail.includes(recipient));
}
