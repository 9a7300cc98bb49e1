import { jobsOverviewSchema, jobStateSchema } from '@petshop/contracts/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import { ADMIN_ERRORS as errors, adminIdParams as idParams } from '../../plugins/staff-auth.ts';
import type { JobsService } from './jobs.service.ts';

/**
 * /api/admin/jobs and /api/admin/mails/:id/retry (owners): the background jobs' last runs and
 * the mails given up, each of which the owner may run or send again (issue 30).
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: JobsService }> = async (app, { jobs }) => {
  app.get(
    '/jobs',
    {
      onRequest: app.requireOwner,
      schema: { tags: ['admin', 'owner'], response: { 200: jobsOverviewSchema, ...errors } },
    },
    async () => jobs.overview(),
  );

  app.post(
    '/jobs/:name/run',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['admin', 'owner'],
        params: z.object({ name: z.string() }),
        response: { 200: jobStateSchema, ...errors },
      },
    },
    async (request) => jobs.runNow(request.params.name),
  );

  app.post(
    '/mails/:id/retry',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['admin', 'owner'],
        params: idParams,
        response: { 200: z.object({ id: z.number(), status: z.literal('pending') }), ...errors },
      },
    },
    async (request) => jobs.retryMail(parsePathId(request.params.id, jobs.NO_FAILED_MAIL)),
  );
};
