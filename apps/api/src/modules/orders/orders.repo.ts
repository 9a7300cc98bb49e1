import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
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
    .select({ id: orders.id, checkoutSessionId: orders.checkoutSessionId })
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

/**
 * Records the provider's session on an order still awaiting payment; false when the order was
 * cancelled meanwhile (a newer checkout replaced it, or the sweeper released it).
 */
export async function attachCheckoutSession(db: Db, orderId: number, sessionId: string) {
  const rows = await db
    .update(orders)
    .set({ checkoutSessionId: sessionId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The customer's newest cash-on-delivery order placed since `since`. */
export async function findRecentCodOrder(tx: Db, userId: number, since: Date) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cod'),
        isNotNull(orders.placedAt),
        gt(orders.placedAt, since),
      ),
    )
    .orderBy(desc(orders.placedAt))
    .limit(1);
  return row;
}

/**
 * The customer's newest card order started since `since` that no order post has answered yet,
 * paid and placed or still awaiting payment.
 */
export async function findUnclaimedCardOrder(tx: Db, userId: number, since: Date) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'card'),
        isNull(orders.clientClaimedAt),
        gt(orders.createdAt, since),
        or(
          and(eq(orders.paymentStatus, 'paid'), isNotNull(orders.placedAt)),
          eq(orders.status, 'awaiting_payment'),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

/** Marks a card order as answered to an order post; later posts without a session skip it. */
export async function claimOrder(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ clientClaimedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.clientClaimedAt)));
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

/**
 * Card orders still waiting for payment: those started before `startedBefore`, and those that
 * never got a provider session although started before `sessionlessBefore` (the process stopped
 * between taking the stock and opening the session).
 */
export async function findStaleAwaitingOrders(
  db: Db,
  cutoffs: { startedBefore: Date; sessionlessBefore: Date },
) {
  return db
    .select({ id: orders.id, checkoutSessionId: orders.checkoutSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        or(
          lt(orders.createdAt, cutoffs.startedBefore),
          and(isNull(orders.checkoutSessionId), lt(orders.createdAt, cutoffs.sessionlessBefore)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(100);
}
