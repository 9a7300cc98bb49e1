import type { FastifyInstance } from 'fastify';

/**
 * Every answer of the routes registered on `app` (errors included) says
 * `cache-control: no-store`: no browser or proxy keeps it.
 */
export function answerNoStore(app: FastifyInstance): void {
  // A callback hook: no promise per answer on the customer's hottest calls (cart get and add).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
