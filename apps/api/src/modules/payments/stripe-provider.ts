import Stripe from 'stripe';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  ProviderSessionState,
  RefundRequest,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  /** For tests against a local server that plays Stripe's API. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

export function createStripeClient(options: StripeProviderOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

const stateOf = (session: Stripe.Checkout.Session): ProviderSessionState => ({
  id: session.id,
  paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
  expired: session.status === 'expired',
  amountFils: session.amount_total,
  currency: session.currency?.toUpperCase() ?? null,
  orderId: Number(session.metadata?.order_id ?? session.client_reference_id) || null,
  transactionId:
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null),
});

/** Stripe Checkout Sessions through the official SDK. */
export function createStripeProvider(
  stripe: Stripe,
): PaymentProvider & { stateOf: typeof stateOf } {
  return {
    name: 'stripe',
    stateOf,

    async createCheckoutSession(input: CheckoutSessionInput) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: line.unitFils,
              product_data: { name: line.name },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: String(input.orderId),
          metadata: {
            order_id: String(input.orderId),
            ...(input.orderNumber ? { order_number: input.orderNumber } : {}),
          },
          payment_intent_data: { metadata: { order_id: String(input.orderId) } },
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        // One Stripe session per order, however often the request is retried.
        { idempotencyKey: `checkout-order-${input.orderId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async expireSession(id: string) {
      try {
        return stateOf(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        // Only an open session can be expired: one already paid or expired is read as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return this.retrieveSession(id);
        throw error;
      }
    },

    async refund({ payment, amountFils, idempotencyKey, reference }: RefundRequest) {
      if (!payment.transactionId) throw new Error(`session ${payment.id} has no payment to refund`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: payment.transactionId,
          amount: amountFils,
          metadata: { checkout_session: payment.id, shop_refund: reference },
        },
        { idempotencyKey },
      );
      return refund.id;
    },

    async findRefund(payment: ProviderSessionState, reference: string) {
      if (!payment.transactionId) return undefined;
      for await (const refund of stripe.refunds.list({
        payment_intent: payment.transactionId,
        limit: 100,
      })) {
        if (
          refund.metadata?.shop_refund === reference &&
          refund.status !== 'failed' &&
          refund.status !== 'canceled'
        ) {
          return refund.id;
        }
      }
      return undefined;
    },

    async retrieveSession(id: string) {
      try {
        return stateOf(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
