import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

export type Encoding = 'br' | 'gzip';

/** Adds Accept-Encoding to Vary, keeping what is there (CORS varies by Origin). */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/\baccept-encoding\b/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** "br" or "gzip" when the request accepts it ("br;q=0" means "not this one"), else undefined. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b(?!\s*;\s*q=0(\.0+)?(?![.\d]))/.test(accepted)) return 'br';
  if (/\bgzip\b(?!\s*;\s*q=0(\.0+)?(?![.\d]))/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Text compressed as a response is: `fast` for what is made while a request waits (Brotli 5,
 * gzip 6), `best` for files compressed once and kept (Brotli 11, gzip 9).
 */
export function compress(
  text: string | Buffer,
  encoding: Encoding,
  effort: 'fast' | 'best' = 'fast',
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5 } })
    : gzip(text, { level: effort === 'best' ? 9 : 6 });
}

/**
 * Compressed copies of answers that are sent again and again, keyed by their entity tag (one tag,
 * one text). An answer is compressed the second time it is asked for, in the background, and sent
 * compressed once its copy is ready: one asked for once (a product among thousands) costs nothing
 * more than before, and a repeated one a lookup. Oldest first out when full.
 */
export class CompressedCopies {
  private readonly copies = new Map<string, Buffer | Promise<Buffer>>();
  private readonly seen = new Set<string>();

  constructor(private readonly maxEntries: number) {}

  /** The compressed copy when it is ready, else undefined (send the text as it is). */
  of(tag: string, encoding: Encoding, text: () => string): Buffer | undefined {
    const key = `${encoding}:${tag}`;
    const copy = this.copies.get(key);
    if (copy instanceof Buffer) return copy;
    if (copy) return undefined;
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.maxEntries * 4) this.seen.delete(this.seen.values().next().value!);
      this.seen.add(key);
      return undefined;
    }
    this.seen.delete(key);
    if (this.copies.size >= this.maxEntries) this.copies.delete(this.copies.keys().next().value!);
    const making = compress(text(), encoding);
    this.copies.set(key, making);
    making.then(
      (made) => {
        if (this.copies.get(key) === making) this.copies.set(key, made);
      },
      () => this.copies.delete(key),
    );
    return undefined;
  }
}
