import type { ShopModule } from '../../plugins/shop-module.ts';
import { customerRoutes } from './customers.routes.ts';
import { createCustomerService } from './customers.service.ts';

export const customersPlugin: ShopModule = async (_app, { database, routes }) => {
  const customers = createCustomerService(database.db);
  routes.backOffice((admin) => admin.register(customerRoutes, { customers }));
};
