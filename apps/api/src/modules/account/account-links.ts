import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema.ts';
import { hashToken } from '../auth/auth.service.ts';

export type AccountLinkPurpose = 'reset' | 'verify_email';
export type AccountLink = typeof accountLinks.$inferSelect;

/** A fresh link token (32 random bytes) and the SHA-256 that is all the database keeps. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

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

/**
 * The link a token opens, if it may be used now: unused, unexpired and the newest of its purpose
 * for the account. The row stays locked (FOR UPDATE) until the caller's transaction ends, so one
 * link used twice at once works once. Mark it used with markLinkUsed in the same transaction.
 */
export async function takeAccountLink(
  tx: Db,
  token: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<AccountLink | undefined> {
  const [link] = await tx
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, hashToken(token)), eq(accountLinks.purpose, purpose)))
    .for('update');
  if (!link || link.usedAt || link.expiresAt <= now) return undefined;
  const [newest] = await tx
    .select({ id: accountLinks.id })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, link.userId), eq(accountLinks.purpose, purpose)))
    .orderBy(desc(accountLinks.createdAt), desc(accountLinks.id))
    .limit(1);
  return newest?.id === link.id ? link : undefined;
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
