import type { ShopModule } from '../../plugins/shop-module.ts';
import { addressRoutes } from './addresses.routes.ts';
import { createAddressService } from './addresses.service.ts';

export const addressesPlugin: ShopModule = async (_app, { database, routes }) => {
  const addresses = createAddressService(database.db);
  routes.api((api) => api.register(addressRoutes, { addresses }));
};
