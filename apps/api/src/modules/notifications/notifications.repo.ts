import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export interface NewNotification {
  userId: number;
  /** order-status, refund, booking, appointment, back-in-stock, review-reply */
  kind: string;
  title: string;
  body: string;
  /** A path in the shop ("/profile?tab=orders"), or null. */
  link: string | null;
}

/**
 * Tells customers what happened to them (the profile's All Notifications): pass the transaction
 * that makes the change, so the notification commits or rolls back with it.
 */
export async function addNotifications(db: Db, rows: NewNotification[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

export type NotificationRow = typeof notifications.$inferSelect;

/** A page of the customer's notifications, newest first. */
export function findNotifications(db: Db, userId: number, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many notifications the customer has, and how many of them are unread. */
export async function countNotifications(db: Db, userId: number) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** How many of the customer's notifications are unread (the partial index answers it). */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

export async function markAllRead(db: Db, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks one of the customer's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
