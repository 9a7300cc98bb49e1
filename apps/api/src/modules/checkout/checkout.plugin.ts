import {
  deliveryTerms,
  publicOrigin,
  shopImageUrl,
  shopWithVat,
  type ShopModule,
} from '../../plugins/shop-module.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';

declare module 'fastify' {
  interface ShopBackground {
    mailOrdersLeftWithoutAddress(now?: Date): Promise<number>;
    /** Holds of card checkouts whose process stopped before their session opened. */
    releaseOrphanedHolds(): Promise<number>;
  }
}

/** Placing an order (spec §7 POST /api/orders, /api/stripe/checkout), and what it leaves behind. */
export const checkoutPlugin: ShopModule = async (app, { config, database, routes }) => {
  // With the routes: the payments module, listed after this one, is in by then.
  routes.api(async (api) => {
    const checkout = createCheckoutService({
      db: database.db,
      provider: app.paymentProvider,
      payments: app.payments,
      imageUrl: shopImageUrl(config),
      mailer: app.mailer,
      log: app.log,
      shop: shopWithVat(config),
      delivery: deliveryTerms(config),
      coupons: app.coupons,
      lockWhileOpening: database.kind === 'postgres',
    });
    app.background.releaseOrphanedHolds = () => checkout.releaseOrphanedHolds();
    app.background.mailOrdersLeftWithoutAddress = (now) =>
      checkout.mailOrdersLeftWithoutAddress(now);
    // At once: a previous process may have stopped holding stock for checkouts it never opened.
    app.background.add({
      name: 'release-orphaned-holds',
      what: 'releasing holds of stopped checkouts',
      run: () => checkout.releaseOrphanedHolds(),
      atStart: true,
    });
    app.background.add({
      name: 'mail-orders-without-address',
      what: 'mailing card orders left without an address',
      run: () => checkout.mailOrdersLeftWithoutAddress(),
      everyMs: 60_000,
    });
    await api.register(checkoutRoutes, {
      checkout,
      allowedOrigins: config.CORS_ORIGINS,
      publicOrigin: publicOrigin(config),
    });
  });
};
