import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect;

/** Orders with their items and customer, for the API's order shape. */
function withItems(tx: Db, where: ReturnType<typeof and>) {
  return tx.query.orders.findMany({
    with: {
      items: { orderBy: [asc(orderItems.id)] },
      user: { columns: { id: true, name: true, email: true } },
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
