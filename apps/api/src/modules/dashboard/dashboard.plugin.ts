import type { ShopModule } from '../../plugins/shop-module.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

export const dashboardPlugin: ShopModule = async (_app, { database, routes }) => {
  const dashboard = createDashboardService(database.db);
  routes.backOffice((admin) => admin.register(dashboardRoutes, { dashboard }));
};
