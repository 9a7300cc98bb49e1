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
