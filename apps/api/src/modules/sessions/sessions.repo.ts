import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, staffSessions } from '../../db/schema.ts';

/** Whose sessions: a customer's auth_tokens or a staff member's staff_sessions. */
export type SessionKind = 'customer' | 'staff';

const tables = {
  customer: { table: authTokens, owner: authTokens.userId },
  staff: { table: staffSessions, owner: staffSessions.staffId },
} as const;

/** The account's sessions that have not expired, most recently used first. */
export async function findLiveSessions(db: Db, kind: SessionKind, accountId: number, now: Date) {
  const { table, owner } = tables[kind];
  return db
    .select({
      id: table.id,
      userAgent: table.userAgent,
      createdAt: table.createdAt,
      lastUsedAt: table.lastUsedAt,
    })
    .from(table)
    .where(and(eq(owner, accountId), gt(table.expiresAt, sql`${now.toISOString()}::timestamptz`)))
    .orderBy(desc(table.lastUsedAt), desc(table.id));
}

/** Deletes the account's session `id`; whether there was one. */
export async function deleteSession(db: Db, kind: SessionKind, accountId: number, id: number) {
  const { table, owner } = tables[kind];
  const ended = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(owner, accountId)))
    .returning({ id: table.id });
  return ended.length > 0;
}

/** Deletes every session of the account but `keepId`; how many. */
export async function deleteOtherSessions(
  db: Db,
  kind: SessionKind,
  accountId: number,
  keepId: number,
) {
  const { table, owner } = tables[kind];
  const ended = await db
    .delete(table)
    .where(and(eq(owner, accountId), ne(table.id, keepId)))
    .returning({ id: table.id });
  return ended.length;
}

/** Sets last_used_at to `now` when it is older than `staleBefore` (one write per window). */
export async function touchSessionRow(
  db: Db,
  kind: SessionKind,
  id: number,
  now: Date,
  staleBefore: Date,
) {
  const { table } = tables[kind];
  await db
    .update(table)
    .set({ lastUsedAt: now })
    .where(
      and(eq(table.id, id), lt(table.lastUsedAt, sql`${staleBefore.toISOString()}::timestamptz`)),
    );
}
