import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simulatedPaymentSessions } from '../../db/schema.ts';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  ProviderSessionState,
} from './payment-provider.ts';

export type SimulatedSession = typeof simulatedPaymentSessions.$inferSelect;

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
      await tx.insert(simulatedPaymentSessions).values({
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
      const [session] = await db
        .select()
        .from(simulatedPaymentSessions)
        .where(eq(simulatedPaymentSessions.id, id))
        .limit(1);
      return session;
    },

    async expireSession(id: string) {
      if (SESSION_ID.test(id)) {
        await db
          .update(simulatedPaymentSessions)
          .set({ status: 'expired' })
          .where(
            and(eq(simulatedPaymentSessions.id, id), eq(simulatedPaymentSessions.status, 'open')),
          );
      }
      return provider.retrieveSession(id);
    },

    async refundPayment(state: ProviderSessionState) {
      await db
        .update(simulatedPaymentSessions)
        .set({ paymentStatus: 'refunded' })
        .where(
          and(
            eq(simulatedPaymentSessions.id, state.id),
            eq(simulatedPaymentSessions.paymentStatus, 'paid'),
          ),
        );
      return `re_sim_${randomBytes(12).toString('base64url')}`;
    },

    /**
     * The customer's answer on the hosted page. Only an open, unexpired session is answered, in
     * one conditional statement: of two answers racing in, the first settles it and the second
     * changes nothing (it reads the session as the first left it).
     */
    async completeSession(id: string, outcome: 'paid' | 'declined') {
      if (!SESSION_ID.test(id)) return undefined;
      const [updated] = await db
        .update(simulatedPaymentSessions)
        .set(
          outcome === 'paid'
            ? {
                status: 'complete',
                paymentStatus: 'paid',
                paymentIntentId: `pi_sim_${randomBytes(12).toString('base64url')}`,
              }
            : { status: 'expired' },
        )
        .where(
          and(
            eq(simulatedPaymentSessions.id, id),
            eq(simulatedPaymentSessions.status, 'open'),
            gt(simulatedPaymentSessions.expiresAt, new Date()),
          ),
        )
        .returning();
      return updated ?? provider.findSession(id);
    },
  };
  return provider;
}

export type SimulatedProvider = ReturnType<typeof createSimulatedProvider>;
