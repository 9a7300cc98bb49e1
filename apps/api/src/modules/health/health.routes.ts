import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pingDatabase } from '../../db/maintenance.ts';

/**
 * Liveness and database reachability, for load balancers and the test runner; also which card
 * provider runs, with a warning when production takes no real payments.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  payments: { provider: 'stripe' | 'simulated'; warning: string | undefined };
}> = async (app, { database, payments }) => {
  // The cheapest answer the server gives (no database): the bench's baseline for every endpoint.
  app.get(
    '/ping',
    {
      schema: {
        tags: ['ops'],
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            payments: z.enum(['stripe', 'simulated']),
            warning: z.string().optional(),
          }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(database);
        return {
          status: 'ok' as const,
          database: database.kind,
          payments: payments.provider,
          ...(payments.warning ? { warning: payments.warning } : {}),
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, message: 'The database is not reachable.' });
      }
    },
  );
};
