import fp from 'fastify-plugin';
import { deliveryTerms, type ShopModule } from '../../plugins/shop-module.ts';
import { couponRoutes } from './coupons.routes.ts';
import { createCouponsService, type CouponsService } from './coupons.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupons at checkout: the checkout resolves and counts them in the order's transaction. */
    coupons: CouponsService;
  }
}

/** Coupons at checkout (issue 32, decision 122): the code check, and the checkout's counting. */
const coupons: ShopModule = async (app, { config, database, routes }) => {
  const service = createCouponsService({
    database,
    counts: app.sharedCounts,
    delivery: deliveryTerms(config),
  });
  app.decorate('coupons', service);
  routes.api((api) =>
    api.register(couponRoutes, {
      coupons: service,
      checksPerTenMinutes: config.COUPON_CHECK_RATE_LIMIT,
    }),
  );
};

export const couponsPlugin = fp(coupons, { name: 'coupons' });
