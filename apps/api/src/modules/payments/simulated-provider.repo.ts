import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatedPaymentSessions, simulatedRefunds } from '../../db/schema.ts';

// The simulated card provider's own tables: its checkout sessions and its refunds.

export type SimulatedSession = typeof simulatedPaymentSessions.$inferSelect;
export type NewSimulatedSession = typeof simulatedPaymentSessions.$inferInsert;
export type NewSimulatedRefund = typeof simulatedRefunds.$inferInsert;

export async function insertSimulatedSession(tx: Db, session: NewSimulatedSession) {
  await tx.insert(simulatedPaymentSessions).values(session);
}

export async function findSimulatedSession(tx: Db, id: string, lock = false) {
  const query = tx
    .select()
    .from(simulatedPaymentSessions)
    .where(eq(simulatedPaymentSessions.id, id))
    .limit(1);
  const [session] = lock ? await query.for('update') : await query;
  return session;
}

/** An open session becomes expired; any other is left as it is. */
export async function expireOpenSimulatedSession(db: Db, id: string) {
  await db
    .update(simulatedPaymentSessions)
    .set({ status: 'expired' })
    .where(and(eq(simulatedPaymentSessions.id, id), eq(simulatedPaymentSessions.status, 'open')));
}

/**
 * The customer's answer, written only while the session is open and unexpired (one conditional
 * statement); undefined when it was not.
 */
export async function answerOpenSimulatedSession(
  db: Db,
  id: string,
  answer: Partial<NewSimulatedSession>,
  now: Date,
) {
  const [updated] = await db
    .update(simulatedPaymentSessions)
    .set(answer)
    .where(
      and(
        eq(simulatedPaymentSessions.id, id),
        eq(simulatedPaymentSessions.status, 'open'),
        gt(simulatedPaymentSessions.expiresAt, now),
      ),
    )
    .returning();
  return updated;
}

export async function markSimulatedSessionRefunded(tx: Db, id: string) {
  await tx
    .update(simulatedPaymentSessions)
    .set({ paymentStatus: 'refunded' })
    .where(eq(simulatedPaymentSessions.id, id));
}

export async function findSimulatedRefundByKey(tx: Db, idempotencyKey: string) {
  const [found] = await tx
    .select({ id: simulatedRefunds.id })
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey));
  return found;
}

export async function findSimulatedRefundByReference(db: Db, sessionId: string, reference: string) {
  const [found] = await db
    .select({ id: simulatedRefunds.id })
    .from(simulatedRefunds)
    .where(
      and(eq(simulatedRefunds.sessionId, sessionId), eq(simulatedRefunds.reference, reference)),
    );
  return found;
}

/** Fils refunded so far on the session. */
export async function sumSimulatedRefunds(tx: Db, sessionId: string) {
  const [{ refunded } = { refunded: 0 }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${simulatedRefunds.amountFils}), 0)::int` })
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.sessionId, sessionId));
  return refunded;
}

export async function insertSimulatedRefund(tx: Db, refund: NewSimulatedRefund) {
  await tx.insert(simulatedRefunds).values(refund);
}
