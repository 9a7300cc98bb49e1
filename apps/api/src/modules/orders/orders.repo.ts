import { DELETED_CUSTOMER_NAME } from '@petshop/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderRefundLines,
  orderRefunds,
  orders,
} from '../../db/schema.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type OrderRow = typeof orders.$inferSelect;
type OrderStatus = OrderRow['status'];

/** Orders with their items, refunds and customer, for the API's order shape. */
function withItems(tx: Db, where: ReturnType<typeof and>) {
  return tx.query.orders.findMany({
    with: {
      items: {
        orderBy: [asc(orderItems.id)],
        // Its packaging (issue 27) and its buyers' figures (issue 33, decision 126).
        with: { product: { columns: { packaging: true, rating: true, reviewCount: true } } },
      },
      refunds: {
        orderBy: [asc(orderRefunds.id)],
        with: { lines: { orderBy: [asc(orderRefundLines.id)] } },
      },
      user: {
        columns: { id: true, name: true, email: true, emailVerifiedAt: true, language: true },
      },
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

// Every write of an order's row (issue 28, decision 090): checkout, payments, fulfilment, refunds
// and account deletion call these through orders.service.ts.

export async function insertOrder(tx: Db, order: NewOrder, items: NewOrderItem[]) {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
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

/**
 * Marks a card order as answered to an order post (later posts without a session skip it);
 * false when a post or the sweep had answered it already.
 */
export async function claimOrder(db: Db, orderId: number) {
  const rows = await db
    .update(orders)
    .set({ clientClaimedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.clientClaimedAt)))
    .returning({ id: orders.id });
  return rows.length === 1;
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
 * Counts `amountFils` more of the order's money as refunded, only while the refunds stay within
 * its total (orders_refunds_within_total says the same): undefined when they would not.
 */
export async function addRefundedMoney(tx: Db, orderId: number, amountFils: number) {
  const [row] = await tx
    .update(orders)
    .set({ refundedFils: sql`${orders.refundedFils} + ${amountFils}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        sql`${orders.refundedFils} + ${amountFils} <= ${orders.totalFils}`,
      ),
    )
    .returning();
  return row;
}

/**
 * Moves an order to `to` only if it is still in one of `from`, in one statement: of two staff
 * acting at once, one moves it and the other finds it moved (and is told so).
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  changes: Partial<NewOrder> = {},
) {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning();
  return row;
}

/**
 * Records what the courier brought back for a cash-on-delivery order, only while the order is
 * still where that report may be made, in one statement (as moveOrder).
 */
export async function recordCashOutcome(
  tx: Db,
  orderId: number,
  from: { status: readonly OrderStatus[]; payment: readonly OrderRow['paymentStatus'][] },
  changes: Partial<NewOrder>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'cod'),
        inArray(orders.status, [...from.status]),
        inArray(orders.paymentStatus, [...from.payment]),
      ),
    )
    .returning();
  return row;
}

/**
 * A deleted account's orders keep what the shop's accounts need (decision 053): the emirate (and
 * the city and country the spec's form gave) stay, as VAT is reported per emirate; the street,
 * building, flat, landmark, area, contact and notes go, and so does a staff cancellation's reason
 * (free text: fulfilment.service writes "Cancelled: <reason>").
 */
export async function anonymizeCustomerOrders(tx: Db, userId: number, now: Date) {
  const anonymized = await tx
    .update(orders)
    .set({
      customerName: DELETED_CUSTOMER_NAME,
      customerEmail: null,
      customerPhone: null,
      shippingStreet: null,
      shippingHouseNumber: null,
      shippingPostalCode: null,
      shippingArea: null,
      shippingBuilding: null,
      shippingFlat: null,
      shippingLandmark: null,
      notes: null,
      updatedAt: now,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  if (anonymized.length === 0) return;
  await tx
    .update(orderEvents)
    .set({ message: 'Cancelled.' })
    .where(
      and(
        inArray(
          orderEvents.orderId,
          anonymized.map((row) => row.id),
        ),
        like(orderEvents.message, 'Cancelled: %'),
      ),
    );
}
