import { apiErrorSchema } from '@petshop/contracts';
import {
  appointmentCreatedSchema,
  appointmentRequestSchema,
  groomingServicesSchema,
  groomingSlotsQuerySchema,
  groomingSlotsSchema,
} from '@petshop/contracts/grooming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { answerNoStore } from '../../plugins/no-store.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { GroomingService } from './grooming.service.ts';

/**
 * Grooming with time slots (issue 31): the services and prices, the free slots, and booking one.
 * New calls beside the spec's POST /api/bookings, which still takes a request without a slot.
 */
export const groomingRoutes: FastifyPluginAsyncZod<{ grooming: GroomingService }> = async (
  app,
  { grooming },
) => {
  app.get(
    '/grooming/services',
    { schema: { tags: ['grooming'], response: { 200: groomingServicesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return grooming.services();
    },
  );

  app.get(
    '/grooming/slots',
    {
      schema: {
        tags: ['grooming'],
        querystring: groomingSlotsQuerySchema,
        response: { 200: groomingSlotsSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Slots go as others book: never kept.
      reply.header('cache-control', 'no-store');
      return grooming.slots({ ...request.query, add_on_ids: request.query.add_on_ids ?? [] });
    },
  );
};

/** POST /api/appointments: tokens and a customer's details, so no answer is ever kept. */
export const appointmentRoutes: FastifyPluginAsyncZod<{
  grooming: GroomingService;
  config: Config;
  mailer: Mailer;
}> = async (app, { grooming, config, mailer }) => {
  answerNoStore(app);
  app.post(
    '/appointments',
    {
      onRequest: app.identifyUser,
      config: {
        // Per address, as the booking form: each appointment mails the customer and the shop.
        rateLimit: { max: config.BOOKING_RATE_LIMIT, timeWindow: '10 minutes' },
      },
      schema: {
        tags: ['grooming'],
        body: appointmentRequestSchema,
        response: {
          201: appointmentCreatedSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const appointment = await grooming.book(request.body, request.user?.id ?? null);
      mailer.kick();
      return reply.status(201).send({ appointment });
    },
  );
};
