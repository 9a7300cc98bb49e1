import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, productSizes } from '../../db/schema.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(tx: Db, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

/**
 * Takes `quantity` units from a size only if that many are on hand; answers the stock left, or
 * undefined when there were not enough. Concurrent buyers queue on the row lock and re-check.
 */
export async function takeStock(tx: Db, productSizeId: number, quantity: number) {
  const [row] = await tx
    .update(productSizes)
    .set({ stock: sql`${productSizes.stock} - ${quantity}` })
    .where(and(eq(productSizes.id, productSizeId), sql`${productSizes.stock} >= ${quantity}`))
    .returning({ stock: productSizes.stock });
  return row?.stock;
}

/** Puts an order's units back on the shelf (a card payment that never happened). */
export async function returnStock(tx: Db, orderId: number) {
  const items = await tx
    .select({ sizeId: orderItems.productSizeId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productSizeId));
  for (const item of items) {
    if (item.sizeId === null) continue;
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${item.quantity}` })
      .where(eq(productSizes.id, item.sizeId));
  }
}

export async function findOrderBySession(tx: Db, sessionId: string, lock = false) {
  const query = tx.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findOrderById(tx: Db, orderId: number, lock = false) {
  const query = tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findOrderByIdempotencyKey(tx: Db, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findAwaitingPaymentOrders(tx: Db, userId: number) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment')))
    .for('update');
}

export async function updateOrder(tx: Db, orderId: number, changes: Partial<NewOrder>) {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

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

export async function findSizeStock(tx: Db, productSizeId: number): Promise<number> {
  const [row] = await tx
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.id, productSizeId))
    .limit(1);
  return row?.stock ?? 0;
}

/** Card orders still waiting for payment that were started before `startedBefore`. */
export async function findStaleAwaitingOrders(db: Db, startedBefore: Date) {
  return db
    .select({ id: orders.id, checkoutSessionId: orders.checkoutSessionId })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.createdAt, startedBefore)))
    .orderBy(asc(orders.id))
    .limit(100);
}
