import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  ProviderSessionState,
  RefundRequest,
} from './payment-provider.ts';
import {
  answerOpenSimulatedSession,
  expireOpenSimulatedSession,
  findSimulatedRefundByKey,
  findSimulatedRefundByReference,
  findSimulatedSession,
  insertSimulatedRefund,
  insertSimulatedSession,
  markSimulatedSessionRefunded,
  sumSimulatedRefunds,
  type SimulatedSession,
} from './simulated-provider.repo.ts';

export type { SimulatedSession } from './simulated-provider.repo.ts';

/** The ids createCheckoutSession makes; any other (a NUL byte, say) is no session of ours. */
const SESSION_ID = /^cs_sim_[\w-]{1,64}$/;

/**
 * The card provider `npm start` uses without keys: sessions live in the shop's database and a
 * local hosted page lets the customer Pay or Decline, then redirects exactly as Stripe would.
 */
export function createSimulatedProvider(db: Db, options: { baseUrl: string }) {
  const toState = (session: SimulatedSession): ProviderSessionState => ({
    id: session.id,
    paid: session.paymentStatus === 'paid',
    expired:
      session.status === 'expired' || (session.status === 'open' && session.expiresAt < new Date()),
    amountFils: session.amountFils,
    currency: session.currency,
    orderId: session.orderId,
    transactionId: session.paymentIntentId,
  });

  const provider: PaymentProvider & {
    findSession(id: string): Promise<SimulatedSession | undefined>;
    completeSession(
      id: string,
      outcome: 'paid' | 'declined',
    ): Promise<SimulatedSession | undefined>;
  } = {
    name: 'simulated',

    async createCheckoutSession(input: CheckoutSessionInput, tx: Db) {
      const id = `cs_sim_${randomBytes(18).toString('base64url')}`;
      await insertSimulatedSession(tx, {
        id,
        orderId: input.orderId,
        amountFils: input.amountFils,
        currency: input.currency,
        description: input.orderNumber
          ? `Order ${input.orderNumber}`
          : `Checkout #${input.orderId}`,
        lines: JSON.stringify(input.lines),
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      });
      return { id, url: `${options.baseUrl}/payments/simulated/${id}` };
    },

    async retrieveSession(id: string) {
      const session = await provider.findSession(id);
      return session ? toState(session) : undefined;
    },

    async findSession(id: string) {
      if (!SESSION_ID.test(id)) return undefined;
      return findSimulatedSession(db, id);
    },

    async expireSession(id: string) {
      if (SESSION_ID.test(id)) await expireOpenSimulatedSession(db, id);
      return provider.retrieveSession(id);
    },

    /**
     * As Stripe: one refund per idempotency key, and never more than the session's payment minus
     * its earlier refunds (the session's row is locked while they are added up). A session refunded
     * in full reads 'refunded'.
     */
    async refund({ payment, amountFils, idempotencyKey, reference }: RefundRequest) {
      return db.transaction(async (tx) => {
        const earlier = await findSimulatedRefundByKey(tx, idempotencyKey);
        if (earlier) return earlier.id;
        const session = await findSimulatedSession(tx, payment.id, true);
        if (!session || session.paymentStatus === 'unpaid') {
          throw new Error(`simulated session ${payment.id} has no payment to refund`);
        }
        const refunded = await sumSimulatedRefunds(tx, session.id);
        if (!Number.isInteger(amountFils) || amountFils <= 0) {
          throw new Error(`a refund of ${amountFils} fils is not an amount`);
        }
        if (refunded + amountFils > session.amountFils) {
          throw new Error(
            `refund of ${amountFils} fils is more than the ${session.amountFils - refunded} left`,
          );
        }
        const id = `re_sim_${randomBytes(12).toString('base64url')}`;
        await insertSimulatedRefund(tx, {
          id,
          sessionId: session.id,
          amountFils,
          idempotencyKey,
          reference,
        });
        if (refunded + amountFils === session.amountFils) {
          await markSimulatedSessionRefunded(tx, session.id);
        }
        return id;
      });
    },

    async findRefund(payment: ProviderSessionState, reference: string) {
      return (await findSimulatedRefundByReference(db, payment.id, reference))?.id;
    },

    /**
     * The customer's answer on the hosted page. Only an open, unexpired session is answered, in
     * one conditional statement: of two answers racing in, the first settles it and the second
     * changes nothing (it reads the session as the first left it).
     */
    async completeSession(id: string, outcome: 'paid' | 'declined') {
      if (!SESSION_ID.test(id)) return undefined;
      const updated = await answerOpenSimulatedSession(
        db,
        id,
        outcome === 'paid'
          ? {
              status: 'complete',
              paymentStatus: 'paid',
              paymentIntentId: `pi_sim_${randomBytes(12).toString('base64url')}`,
            }
          : { status: 'expired' },
        new Date(),
      );
      return updated ?? provider.findSession(id);
    },
  };
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
