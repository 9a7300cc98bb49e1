import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the routes registered on `app` (errors included) says
 * `cache-control: no-store`: no browser or proxy keeps it.
 */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
