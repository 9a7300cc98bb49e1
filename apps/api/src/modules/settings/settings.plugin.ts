import type { ShopModule } from '../../plugins/shop-module.ts';
import { settingsRoutes } from './settings.routes.ts';

export const settingsPlugin: ShopModule = async (_app, { config, routes }) => {
  routes.api((api) => api.register(settingsRoutes, { config }));
};
