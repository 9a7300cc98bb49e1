import type { ShopModule } from '../../plugins/shop-module.ts';
import { staffRoutes } from './staff.routes.ts';

/** Staff sign-in and the owner's Staff screen (the accounts' service is sign-in's). */
export const staffPlugin: ShopModule = async (app, { config, database, routes }) => {
  routes.backOffice((admin) =>
    admin.register(staffRoutes, { staff: app.staffAccounts, config, db: database.db }),
  );
};
