import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hashToken } from '../auth/auth.service.ts';
import {
  findNewestLinkId,
  lockAccountLink,
  type AccountLink,
  type AccountLinkPurpose,
} from './account-links.repo.ts';

export {
  countRecentLinks,
  insertAccountLink,
  markLinkUsed,
  type AccountLink,
  type AccountLinkPurpose,
} from './account-links.repo.ts';

/** A fresh link token (32 random bytes) and the SHA-256 that is all the database keeps. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
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
  const link = await lockAccountLink(tx, hashToken(token), purpose);
  if (!link || link.usedAt || link.expiresAt <= now) return undefined;
  return (await findNewestLinkId(tx, link.userId, purpose)) === link.id ? link : undefined;
}
