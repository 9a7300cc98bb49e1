import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import {
  deliveryTerms,
  publicOrigin,
  shopWithVat,
  type ShopModule,
} from '../../plugins/shop-module.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { simulatedCheckoutRoutes, stripeWebhookRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createSimulatedProvider } from './simulated-provider.ts';
import { createStripeClient, createStripeProvider } from './stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments' outcomes: paid, failed, lapsed checkouts. */
    payments: PaymentsService;
    /** Stripe, or the simulated card page (PAYMENTS=simulated, or no Stripe keys). */
    paymentProvider: PaymentProvider;
  }
  interface ShopBackground {
    releaseAbandonedCheckouts(): Promise<number>;
  }
}

/** Production may run the simulated card page only when told to (config.ts), and says so. */
export const simulatedPaymentsWarning = (config: Config) =>
  config.PAYMENTS === 'simulated' && config.NODE_ENV === 'production'
    ? 'Card payments are simulated (PAYMENTS=simulated): no money is taken. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, and unset PAYMENTS, to take real payments.'
    : undefined;

/** The card provider, the outcomes of card payments, and the release of lapsed checkouts. */
const payments: ShopModule = async (app, { config, database, routes }) => {
  const stripeApi = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  // PAYMENTS=simulated runs the simulated card page even where Stripe keys are set.
  const stripeKey = config.PAYMENTS === 'stripe' ? config.STRIPE_SECRET_KEY : undefined;
  const stripe = stripeKey
    ? createStripeClient({
        secretKey: stripeKey,
        host: stripeApi?.hostname,
        port: stripeApi?.port ? Number(stripeApi.port) : undefined,
        protocol: stripeApi ? (stripeApi.protocol === 'http:' ? 'http' : 'https') : undefined,
      })
    : undefined;
  const stripeProvider = stripe ? createStripeProvider(stripe) : undefined;
  const simulatedProvider = stripe
    ? undefined
    : createSimulatedProvider(database.db, { baseUrl: publicOrigin(config) ?? '' });
  const provider: PaymentProvider = stripeProvider ?? simulatedProvider!;
  const warning = simulatedPaymentsWarning(config);
  if (warning) app.log.warn(warning);
  const service = createPaymentsService({
    db: database.db,
    provider,
    mailer: app.mailer,
    log: app.log,
    shop: shopWithVat(config),
    delivery: deliveryTerms(config),
  });
  app.decorate('payments', service);
  app.decorate('paymentProvider', provider);

  app.background.releaseAbandonedCheckouts = () => service.releaseAbandonedCheckouts();
  app.background.add({
    name: 'release-lapsed-checkouts',
    what: 'releasing lapsed checkouts (asking the card provider first)',
    run: () => service.releaseAbandonedCheckouts(),
    atStart: true,
    everyMs: 60_000,
  });

  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (stripe && stripeProvider && webhookSecret) {
    routes.api((api) =>
      api.register(stripeWebhookRoutes, {
        stripe,
        provider: stripeProvider,
        webhookSecret,
        payments: service,
      }),
    );
  }
  if (simulatedProvider) {
    routes.site((site) =>
      site.register(simulatedCheckoutRoutes, {
        provider: simulatedProvider,
        payments: service,
        shopName: config.SHOP_NAME,
      }),
    );
  }
};

export const paymentsPlugin = fp(payments, { name: 'payments', dependencies: ['mail'] });
