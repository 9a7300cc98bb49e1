import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema.ts';
import type { TestShop } from './app.ts';

/** The mails of `kind` queued for `recipient`, oldest first. */
export async function outboxTo(shop: TestShop, recipient: string, kind: string) {
  return shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);
}

/** The token of the newest link to `page` (/user/verify-email …) mailed to `recipient`. */
export async function linkToken(
  shop: TestShop,
  recipient: string,
  kind: string,
  page: string,
): Promise<string> {
  const mails = await outboxTo(shop, recipient, kind);
  const pattern = new RegExp(`${page.replaceAll('/', '\\/')}#token=([\\w-]{43})\\b`);
  const match = pattern.exec(mails.at(-1)?.textBody ?? '');
  if (!match) throw new Error(`no ${page} link for ${recipient}`);
  return match[1]!;
}
