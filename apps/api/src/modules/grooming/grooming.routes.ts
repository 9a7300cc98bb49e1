import { apiErrorSchema } from '@petshop/contracts';
import {
  appointmentByLinkSchema,
  appointmentCreatedSchema,
  appointmentRequestSchema,
  groomingServicesSchema,
  groomingSlotsQuerySchema,
  groomingSlotsSchema,
  myAppointmentsSchema,
} from '@petshop/contracts/grooming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { queryLanguage } from '../../lib/translated-text.ts';
import { currentUser } from '../../plugins/auth.ts';
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
    {
      schema: {
        tags: ['grooming'],
        summary: 'The services and prices; with lang=ar their Arabic names (issue 34)',
        response: { 200: groomingServicesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return grooming.services(queryLanguage(request.query));
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
      // A visitor's mails (and calendar file) in the language the request was made in (issue 34).
      const appointment = await grooming.book(request.body, request.user?.id ?? null, {
        language: requestLanguage(request),
      });
      mailer.kick();
      return reply.status(201).send({ appointment });
    },
  );

  // The private link's calls: the token travels in the body (or a query for the read), never
  // in a path a log or a Referer would keep.
  const token = z.string().min(20).max(100);
  app.post(
    '/appointments/manage',
    {
      schema: {
        tags: ['grooming'],
        body: z.object({ token }),
        response: { 200: appointmentByLinkSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => grooming.byLink(request.body.token),
  );
  app.post(
    '/appointments/manage/cancel',
    {
      schema: {
        tags: ['grooming'],
        body: z.object({ token }),
        response: {
          200: z.object({ reference: z.string(), status: z.string() }),
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const cancelled = await grooming.cancelByLink(request.body.token);
      mailer.kick();
      return cancelled;
    },
  );
  app.post(
    '/appointments/manage/move',
    {
      schema: {
        tags: ['grooming'],
        body: z.object({ token, starts_at: appointmentRequestSchema.shape.starts_at }),
        response: {
          200: appointmentCreatedSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const moved = await grooming.moveByLink(request.body.token, request.body.starts_at);
      mailer.kick();
      return moved;
    },
  );

  // A logged-in customer's own appointments, managed from their profile on the link's terms.
  const reference = z.object({ reference: z.string().min(1).max(40) });
  const changed = {
    404: apiErrorSchema,
    409: apiErrorSchema,
    422: apiErrorSchema,
    401: apiErrorSchema,
  };
  app.get(
    '/appointments',
    {
      onRequest: app.requireUser,
      schema: { tags: ['grooming'], response: { 200: myAppointmentsSchema, 401: apiErrorSchema } },
    },
    async (request) => grooming.mine(currentUser(request).id),
  );
  app.post(
    '/appointments/:reference/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['grooming'],
        params: reference,
        response: { 200: z.object({ reference: z.string(), status: z.string() }), ...changed },
      },
    },
    async (request) => {
      const cancelled = await grooming.cancelOwn(currentUser(request).id, request.params.reference);
      mailer.kick();
      return cancelled;
    },
  );
  app.post(
    '/appointments/:reference/move',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['grooming'],
        params: reference,
        body: z.object({ starts_at: appointmentRequestSchema.shape.starts_at }),
        response: { 200: appointmentCreatedSchema, ...changed },
      },
    },
    async (request) => {
      const moved = await grooming.moveOwn(
        currentUser(request).id,
        request.params.reference,
        request.body.starts_at,
      );
      mailer.kick();
      return moved;
    },
  );
};
