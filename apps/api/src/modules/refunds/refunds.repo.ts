import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orderRefundLines, orderRefunds, orders, staff } from '../../db/schema.ts';
import type { OrderRow } from '../orders/orders.repo.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type NewRefund = typeof orderRefunds.$inferInsert;
export type RefundStatus = RefundRow['status'];
export type RefundLineRow = typeof orderRefundLines.$inferSelect;

/**
 * The order's row, locked until the transaction ends: every refund of an order (and its
 * cancellation) queues here, so what is left to refund is read and spent by one at a time.
 */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order's lines with the units refunded so far, in the order they were bought. */
export async function orderLines(db: Db, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The delivery fee given back so far by the order's refunds. */
export async function shippingRefunded(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ fils: sql<number>`coalesce(sum(${orderRefunds.shippingFils}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return Number(row?.fils ?? 0);
}

export async function insertRefund(tx: Db, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  return row!;
}

export async function insertRefundLines(
  tx: Db,
  lines: (typeof orderRefundLines.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await tx.insert(orderRefundLines).values(lines);
}

/**
 * Counts `quantity` more units of a line as refunded, only while that leaves no more refunded
 * than bought (the CHECK says the same): undefined when it would.
 */
export async function addRefundedUnits(tx: Db, orderItemId: number, quantity: number) {
  const [row] = await tx
    .update(orderItems)
    .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderItems.id, orderItemId),
        sql`${orderItems.refundedQuantity} + ${quantity} <= ${orderItems.quantity}`,
      ),
    )
    .returning({ id: orderItems.id });
  return row;
}

/** The statuses of the order's refunds (for the order's payment status). */
export async function refundStatuses(db: Db, orderId: number): Promise<RefundStatus[]> {
  const rows = await db
    .select({ status: orderRefunds.status })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return rows.map((row) => row.status);
}

export async function findRefund(db: Db, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  return row;
}

/**
 * Changes a refund only while it is `from`, in one statement: of two hands reaching for it (two
 * retries, a retry and the first attempt's answer) one changes it and the other finds it changed.
 */
export async function moveRefund(
  tx: Db,
  refundId: number,
  from: RefundStatus,
  changes: Partial<NewRefund>,
) {
  const [row] = await tx
    .update(orderRefunds)
    .set(changes)
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, from)))
    .returning();
  return row;
}

/**
 * Claims the next provider attempt of a pending refund: answers the attempt's number, or
 * undefined when the refund is no longer pending or another caller claimed this attempt first.
 */
export async function claimAttempt(tx: Db, refundId: number, seen: number) {
  const [row] = await tx
    .update(orderRefunds)
    .set({ attempts: seen + 1, lastAttemptAt: sql`now()` })
    .where(
      and(
        eq(orderRefunds.id, refundId),
        eq(orderRefunds.status, 'pending'),
        eq(orderRefunds.attempts, seen),
      ),
    )
    .returning({ attempts: orderRefunds.attempts });
  return row?.attempts;
}

/** The order's refunds, oldest first, with their lines and the staff member behind each. */
export async function findOrderRefunds(db: Db, orderId: number) {
  const refunds = await db
    .select({ refund: orderRefunds, staffName: staff.name })
    .from(orderRefunds)
    .leftJoin(staff, eq(staff.id, orderRefunds.staffId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  const lines =
    refunds.length === 0
      ? []
      : await db
          .select({ line: orderRefundLines })
          .from(orderRefundLines)
          .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
          .where(eq(orderRefunds.orderId, orderId))
          .orderBy(asc(orderRefundLines.id));
  return refunds.map(({ refund, staffName }) => ({
    ...refund,
    staffName,
    lines: lines.filter(({ line }) => line.refundId === refund.id).map(({ line }) => line),
  }));
}

/**
 * Refunds still 'pending' whose latest attempt (or, with none, whose creation) is older than
 * `before`: the process that was asking the provider stopped before it recorded the answer.
 */
export async function findStalledRefunds(db: Db, before: Date) {
  return db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'pending'),
        sql`coalesce(${orderRefunds.lastAttemptAt}, ${orderRefunds.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(100);
}
