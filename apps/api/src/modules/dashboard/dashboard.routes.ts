import { apiErrorSchema } from '@petshop/contracts';
import { dashboardSchema } from '@petshop/contracts/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/** GET /api/admin/dashboard: the day's numbers. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => dashboard.summary(),
  );
};
