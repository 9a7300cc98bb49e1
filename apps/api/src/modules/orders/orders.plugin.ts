import { shopImageUrl, type ShopModule } from '../../plugins/shop-module.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';

/** A customer's own orders (spec §7 GET /api/orders). */
export const ordersPlugin: ShopModule = async (_app, { config, database, routes }) => {
  const orders = createOrdersService(database.db, shopImageUrl(config));
  routes.api((api) => api.register(ordersRoutes, { orders }));
};
