import type { ShopModule } from '../../plugins/shop-module.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { createJobsService } from './jobs.service.ts';

/** The back office's screen of background jobs and failed mails (owners). */
export const jobsPlugin: ShopModule = async (app, { database, routes }) => {
  const jobs = createJobsService(database.db, app.background, app.mailer);
  routes.backOffice((admin) => admin.register(jobsRoutes, { jobs }));
};
