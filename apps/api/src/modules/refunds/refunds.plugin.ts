import fp from 'fastify-plugin';
import { shopWithVat, type ShopModule } from '../../plugins/shop-module.ts';
import { refundsRoutes } from './refunds.routes.ts';
import { createRefundsService, type RefundsService } from './refunds.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way money goes back on a placed order (decision 060): refunds, cancellations. */
    refunds: RefundsService;
  }
  interface ShopBackground {
    resumeStalledRefunds(now?: Date): Promise<number>;
  }
}

const refunds: ShopModule = async (app, { config, database, routes }) => {
  const service = createRefundsService({
    db: database.db,
    provider: app.paymentProvider,
    mailer: app.mailer,
    log: app.log,
    shop: shopWithVat(config),
  });
  app.decorate('refunds', service);
  app.background.resumeStalledRefunds = (now) => service.resumeStalledRefunds(now);
  app.background.add({
    name: 'resume-stalled-refunds',
    what: 'resuming stalled card refunds',
    run: () => service.resumeStalledRefunds(),
    atStart: true,
    everyMs: 60_000,
  });
  routes.backOffice((admin) => admin.register(refundsRoutes, { refunds: service }));
};

export const refundsPlugin = fp(refunds, { name: 'refunds', dependencies: ['mail', 'payments'] });
