import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

// Payment reconciliation: card orders by their provider session, their settlement and their lapse.

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

export async function findAwaitingPaymentOrders(tx: Db, userId: number) {
  return tx
    .select({ id: orders.id, checkoutSessionId: orders.checkoutSessionId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment')))
    .for('update');
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
