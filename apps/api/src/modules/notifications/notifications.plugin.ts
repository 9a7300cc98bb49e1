import type { ShopModule } from '../../plugins/shop-module.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';

/** The profile's All Notifications (issue 33, decision 129): list, unread count, mark read. */
export const notificationsPlugin: ShopModule = async (_app, { database, routes }) => {
  const notifications = createNotificationsService(database.db);
  routes.api((api) => api.register(notificationRoutes, { notifications }));
};
