import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

// Order creation's reads: the idempotent retry, the order post's card order, the orphaned holds (the
// orders module writes them).

export async function findOrderByIdempotencyKey(tx: Db, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
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

/**
 * Paid card orders placed before `placedBefore` with no delivery address that no order post
 * answered: their order mails waited for the address, and the post can no longer come.
 */
export async function findUnclaimedOrdersWithoutAddress(db: Db, placedBefore: Date) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'card'),
        isNotNull(orders.placedAt),
        lt(orders.placedAt, placedBefore),
        isNull(orders.clientClaimedAt),
        isNull(orders.shippingStreet),
      ),
    )
    .orderBy(orders.id)
    .limit(100);
}

/** Locks a card order's row until the transaction ends (its provider session is being opened). */
export async function lockOrderRow(tx: Db, orderId: number) {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/**
 * Card orders holding stock without a provider session, started over `olderThanMs` ago by the
 * database's clock, and not locked by a process still opening their session (a process that
 * stopped lost its lock with its connection). Locked for the caller's transaction.
 */
export async function findOrphanedHolds(tx: Db, olderThanMs: number) {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        isNull(orders.checkoutSessionId),
        sql`${orders.createdAt} <= now() - make_interval(secs => ${olderThanMs / 1000})`,
      ),
    )
    .for('update', { skipLocked: true });
}
