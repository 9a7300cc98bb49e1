import type { ShopModule } from '../../plugins/shop-module.ts';
import { mailPreferencesRoutes } from './mail-preferences.routes.ts';
import { createMailPreferencesService } from './mail-preferences.service.ts';

/** The customer's e-mail preferences and the lists' unsubscribe links (issue 33, decision 129). */
export const mailPreferencesPlugin: ShopModule = async (_app, { config, database, routes }) => {
  const preferences = createMailPreferencesService(database.db);
  routes.api((api) =>
    api.register(mailPreferencesRoutes, {
      preferences,
      unsubscribesPerHour: config.STOCK_ALERT_RATE_LIMIT,
    }),
  );
};
