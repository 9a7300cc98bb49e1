import type { ShopModule } from '../../plugins/shop-module.ts';
import { accountSecurityRoutes } from './account-security.routes.ts';
import { staffSecurityRoutes } from './staff-security.routes.ts';

/** Sign-in & Security screens of customers and of staff (the service is sign-in's). */
export const twoFactorPlugin: ShopModule = async (app, { config, database, routes }) => {
  const { customerAuth: auth, staffAccounts: staff, twoFactor } = app;
  const { db } = database;
  routes.api((api) => api.register(accountSecurityRoutes, { auth, twoFactor, db, config }));
  routes.backOffice((admin) =>
    admin.register(staffSecurityRoutes, { staff, twoFactor, db, config }),
  );
};
