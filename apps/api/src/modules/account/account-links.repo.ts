import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema.ts';

export type AccountLinkPurpose = 'reset' | 'verify_email';
export type AccountLink = typeof accountLinks.$inferSelect;

/** Stores a customer's one-time link; the token itself goes only into the mail. */
export async function insertAccountLink(
  tx: Db,
  link: {
    userId: number;
    purpose: AccountLinkPurpose;
    tokenHash: string;
    email: string;
    now: Date;
    lifetimeMs: number;
  },
) {
  await tx.insert(accountLinks).values({
    userId: link.userId,
    purpose: link.purpose,
    tokenHash: link.tokenHash,
    email: link.email,
    createdAt: link.now,
    expiresAt: new Date(link.now.getTime() + link.lifetimeMs),
  });
}

/** The link stored under `tokenHash`, locked (FOR UPDATE) until the transaction ends. */
export async function lockAccountLink(tx: Db, tokenHash: string, purpose: AccountLinkPurpose) {
  const [link] = await tx
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, tokenHash), eq(accountLinks.purpose, purpose)))
    .for('update');
  return link;
}

/** The id of the account's newest link of `purpose`. */
export async function findNewestLinkId(tx: Db, userId: number, purpose: AccountLinkPurpose) {
  const [newest] = await tx
    .select({ id: accountLinks.id })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose)))
    .orderBy(desc(accountLinks.createdAt), desc(accountLinks.id))
    .limit(1);
  return newest?.id;
}

export async function markLinkUsed(tx: Db, id: number, now: Date) {
  await tx.update(accountLinks).set({ usedAt: now }).where(eq(accountLinks.id, id));
}

/** Links of `purpose` the account was sent in the last `withinMs` (a per-account limit). */
export async function countRecentLinks(
  tx: Db,
  userId: number,
  purpose: AccountLinkPurpose,
  now: Date,
  withinMs: number,
): Promise<number> {
  const since = new Date(now.getTime() - withinMs).toISOString();
  const [row] = await tx
    .select({ n: count() })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.purpose, purpose),
        gt(accountLinks.createdAt, sql`${since}::timestamptz`),
      ),
    );
  return row?.n ?? 0;
}
