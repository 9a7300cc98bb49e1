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
const catalog: ShopModule = async (app, { config, database, routes }) => {
  const service = createCatalogService(database, shopImageUrl(config));
  app.decorate('catalog', service);
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
