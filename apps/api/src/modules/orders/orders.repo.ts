import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orderRefundLines, orderRefunds, orders } from '../../db/schema.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect;

/** Orders with their items, refunds and customer, for the API's order shape. */
function withItems(tx: Db, where: ReturnType<typeof and>) {
  return tx.query.orders.findMany({
    with: {
      // The product's packaging, shown beside each line (issue 27).
      items: {
        orderBy: [asc(orderItems.id)],
        with: { product: { columns: { packaging: true } } },
      },
      refunds: {
        orderBy: [asc(orderRefunds.id)],
        with: { lines: { orderBy: [asc(orderRefundLines.id)] } },
      },
      user: { columns: { id: true, name: true, email: true, emailVerifiedAt: true } },
    },
    where,
    orderBy: [desc(orders.placedAt), desc(orders.id)],
  });
}

export type OrderWithItems = Awaited<ReturnType<typeof withItems>>[number];

export async function findPlacedOrders(db: Db, userId: number) {
  return withItems(db, and(eq(orders.userId, userId), isNotNull(orders.placedAt)));
}

export async function findOrderWithItems(db: Db, orderId: number, userId?: number) {
  const [row] = await withItems(
    db,
    and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)),
  );
  return row;
}

export async function countPlacedOrders(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.placedAt)));
  return row?.count ?? 0;
}

/**
 * Numbers a placed order from the gapless `order_number` counter, inside the placing transaction:
 * its row lock queues concurrent placements, and a rollback gives the number back (decision 044).
 * An order that already has a number keeps it. Answers the order's number.
 */
export async function takeOrderNumber(tx: Db, orderId: number): Promise<string> {
  const result = await tx.execute(sql`
    WITH next AS (
      UPDATE counters SET value = value + 1
       WHERE name = 'order_number'
         AND EXISTS (SELECT 1 FROM orders WHERE id = ${orderId} AND order_number IS NULL)
      RETURNING value)
    UPDATE orders SET order_number = 'ORD-' || lpad(next.value::text, 6, '0')
      FROM next WHERE orders.id = ${orderId}
    RETURNING order_number`);
  const [numbered] = (result as unknown as { rows: { order_number: string }[] }).rows;
  if (numbered) return numbered.order_number;
  const [row] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row?.orderNumber) throw new Error(`order ${orderId} could not be numbered`);
  return row.orderNumber;
}
