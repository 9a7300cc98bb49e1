import type { ShopModule } from '../../plugins/shop-module.ts';
import { adminBookingRoutes } from './admin-bookings.routes.ts';
import { createAdminBookingService } from './admin-bookings.service.ts';
import { bookingRoutes } from './bookings.routes.ts';
import { createBookingService } from './bookings.service.ts';

/** Grooming bookings: requested by visitors and customers, handled by staff. */
export const bookingsPlugin: ShopModule = async (app, { config, database, routes }) => {
  const { mailer } = app;
  const bookings = createBookingService(database.db, config);
  const adminBookings = createAdminBookingService({ db: database.db, mailer, shop: config });
  routes.api((api) => api.register(bookingRoutes, { bookings, config, mailer }));
  routes.backOffice((admin) => admin.register(adminBookingRoutes, { bookings: adminBookings }));
};
