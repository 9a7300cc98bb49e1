import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { listPage } from '@petshop/contracts/admin-lists';
import type { Db } from '../../db/client.ts';
import { shopInstant } from '@petshop/contracts/shop-time';
import { auditLog } from '../../db/schema.ts';

/** Who made a change: the staff member behind the request. */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntryInput {
  /** What was done, as `<thing>.<verb>`: product.update, stock.adjust, staff.create … */
  action: string;
  entityType: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write. Call it with the transaction that makes the change, so the entry exists
 * exactly when the change does (a rolled-back edit leaves no entry, a committed one always has one).
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntryInput) {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  staffId?: number | undefined;
  /** Days of the shop's calendar (YYYY-MM-DD, Dubai), both included. */
  from?: string | undefined;
  to?: string | undefined;
  cursor?: number | undefined;
  limit: number;
}

/** Newest first, `limit` entries older than `cursor`; nextCursor is null on the last page. */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.from) conditions.push(gte(auditLog.createdAt, shopInstant(filter.from)));
  if (filter.to)
    conditions.push(lt(auditLog.createdAt, new Date(shopInstant(filter.to).getTime() + DAY_MS)));
  // How many match in all, and how many of them came before this page (newer entries).
  const [counts] = await db
    .select({
      total: count(),
      newer: sql<number>`count(*) filter (where ${auditLog.id} >= ${filter.cursor ?? 0})`.mapWith(
        Number,
      ),
    })
    .from(auditLog)
    .where(and(...conditions));
  if (filter.cursor) conditions.push(lt(auditLog.id, filter.cursor));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const items = rows.slice(0, filter.limit).map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
  const total = counts?.total ?? 0;
  const newer = filter.cursor ? (counts?.newer ?? 0) : 0;
  return {
    ...listPage(items, total, Math.floor(newer / filter.limit) + 1, filter.limit),
    nextCursor: rows.length > filter.limit ? (items[items.length - 1]?.id ?? null) : null,
  };
}
