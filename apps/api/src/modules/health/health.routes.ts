import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { migrationsBehind } from '../../db/maintenance.ts';

/**
 * Liveness (with which card provider runs, and a warning when production takes no real
 * payments) and readiness (database reachable, migrations current), for load balancers,
 * orchestrators and the test runner.
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

  // Alive: the process answers. No database: an orchestrator must not restart every process
  // because the database is down (that is /ready's answer).
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
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: database.kind,
        payments: payments.provider,
        ...(payments.warning ? { warning: payments.warning } : {}),
      };
    },
  );

  // Ready for customers: the database answers and has run this build's migrations. A load
  // balancer sends requests only to ready processes; a stopping one answers 503 (Fastify's own).
  app.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const unavailable = (message: string) =>
        reply.status(503).send({ status: 'unavailable' as const, message });
      let behind: number;
      try {
        behind = await migrationsBehind(database);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return unavailable('The database is not reachable.');
      }
      if (behind > 0) {
        return unavailable(
          `The database has not run ${behind} of this build's migrations: start the server (it migrates) or run them first.`,
        );
      }
      return { status: 'ready' as const };
    },
  );
};
