import type { ShopModule } from '../../plugins/shop-module.ts';
import { groomingSetupRoutes } from './grooming-setup.routes.ts';
import { createGroomingSetupService } from './grooming-setup.service.ts';

/** The owner's grooming setup in the back office: services, groomers, holidays, rules. */
export const groomingSetupPlugin: ShopModule = async (app, { database, routes }) => {
  const setup = createGroomingSetupService(database.db);
  routes.backOffice((admin) => admin.register(groomingSetupRoutes, { setup }));
};
