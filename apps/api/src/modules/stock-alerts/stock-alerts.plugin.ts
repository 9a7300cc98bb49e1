import fp from 'fastify-plugin';
import { linkOrigin, shopContact, type ShopModule } from '../../plugins/shop-module.ts';
import { stockAlertRoutes } from './stock-alerts.routes.ts';
import { createStockAlertsService, type StockAlertsService } from './stock-alerts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Back-in-stock alerts: the back office reads the waiting counts; tests drive the sending. */
    stockAlerts: StockAlertsService;
  }
}

/** How often the waiting alerts are looked at besides the kicks (a restock by a script, say). */
const SWEEP_MS = 5 * 60_000;

/**
 * "Notify me when it's back" (issue 33, decision 128). The alerts' mails go out as soon as a stock
 * may have changed (any process's stock change reaches the catalog's listeners), and every few
 * minutes by whichever process claims the job.
 */
const stockAlerts: ShopModule = async (app, { config, database, routes }) => {
  const service = createStockAlertsService({
    database,
    counts: app.sharedCounts,
    shop: shopContact(config),
    linkOrigin: linkOrigin(config),
    kickMail: () => app.mailer.kick(),
    log: app.log,
  });
  app.decorate('stockAlerts', service);
  app.catalog.onProductsChanged(() => service.kick());
  app.addHook('onClose', () => service.close());
  app.background.add({
    name: 'back-in-stock-alerts',
    what: 'sending back-in-stock alerts',
    run: () => service.notifyRestocked(),
    atStart: true,
    everyMs: SWEEP_MS,
  });
  routes.api((api) =>
    api.register(stockAlertRoutes, { alerts: service, perHour: config.STOCK_ALERT_RATE_LIMIT }),
  );
};

export const stockAlertsPlugin = fp(stockAlerts, {
  name: 'stock-alerts',
  dependencies: ['catalog', 'mail'],
});
