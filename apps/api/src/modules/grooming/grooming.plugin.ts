import { linkOrigin, type ShopModule } from '../../plugins/shop-module.ts';
import { adminAppointmentRoutes } from './admin-appointments.routes.ts';
import { createAdminAppointmentService } from './admin-appointments.service.ts';
import { ensureGroomingServices } from './grooming-defaults.ts';
import { appointmentRoutes, groomingRoutes } from './grooming.routes.ts';
import { createGroomingService } from './grooming.service.ts';

/** Grooming appointments on free time slots (issue 31). */
export const groomingPlugin: ShopModule = async (app, { config, database, routes }) => {
  await ensureGroomingServices(database.db);
  const grooming = createGroomingService(database.db, config, { origin: linkOrigin(config) });
  app.background.add({
    name: 'send-appointment-reminders',
    what: 'sending appointment reminders a day before',
    run: () => grooming.sendReminders(),
    everyMs: 5 * 60_000,
  });
  routes.api(async (api) => {
    await api.register(groomingRoutes, { grooming });
    await api.register(appointmentRoutes, { grooming, config, mailer: app.mailer });
  });
  const appointments = createAdminAppointmentService({
    db: database.db,
    mailer: app.mailer,
    shop: config,
    grooming,
  });
  routes.backOffice((admin) => admin.register(adminAppointmentRoutes, { appointments }));
};
