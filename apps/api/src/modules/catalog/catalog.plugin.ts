import fp from 'fastify-plugin';
import { shopImageUrl, type RegisterRoutes, type ShopModule } from '../../plugins/shop-module.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog and its caches: the shop's pages read it, staff changes drop its caches. */
    catalog: CatalogService;
  }
}

/** The store's products (spec §7 catalog calls), cached in this process. */
/** Writes that never change a stock: the customer's cart, wishlist, account and sign-in calls. */
const KEEPS_STOCK = [
  '/api/cart/',
  '/api/wishlist',
  '/api/auth/',
  '/api/admin/auth/',
  '/api/logout',
  '/api/profile',
  '/api/bookings',
  // Issue 33: notifications read, e-mail lists, an alert's unsubscribe link.
  '/api/notifications',
  '/api/mail-preferences/',
  '/api/stock-alerts/',
];

const catalog: ShopModule = async (app, { config, database, build, routes }) => {
  // The test suites read the caches as the requests fill them; a shop warms them (decision 108).
  const service = createCatalogService(database, shopImageUrl(config), {
    warm: config.NODE_ENV !== 'test',
    ...build.catalog,
  });
  app.decorate('catalog', service);
  // Any other write (an order, a cancellation, a refund, a stock adjustment, an import) has
  // committed by the time its answer goes out: the prices and stock the catalog holds are
  // dropped before it is sent, so the very next request reads them here; other processes follow
  // the stock trigger's NOTIFY (decision 102).
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (KEEPS_STOCK.some((prefix) => request.url.startsWith(prefix))) return;
    service.stockMayHaveChanged();
  });
  routes.api((api) => api.register(catalogRoutes, { catalog: service }));
};

export const catalogPlugin = fp(catalog, { name: 'catalog' });

/**
 * Back-office routes that change the catalog. A staff change is committed by the time its answer
 * goes out: this process drops its catalog caches before sending it, so the very next request
 * sees the change; other processes follow the trigger's NOTIFY (decision 009).
 */
export function changingCatalog(catalog: CatalogService, register: RegisterRoutes): RegisterRoutes {
  return (admin) =>
    admin.register(async (scope) => {
      scope.addHook('onSend', async (request, reply) => {
        if (request.method !== 'GET' && reply.statusCode < 400) catalog.invalidate();
      });
      await register(scope);
    });
}
