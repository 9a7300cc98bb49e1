import {
  apiErrorSchema,
  bookingCreatedResponseSchema,
  bookingListResponseSchema,
  bookingRequestSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { BookingService } from './bookings.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

interface BookingRoutesOptions {
  bookings: BookingService;
  config: Config;
  mailer: Mailer;
}

/** Spec §7 POST /api/bookings (visitors and customers alike), and a customer's own list. */
export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (
  app,
  { bookings, config, mailer },
) => {
  // Tokens and a customer's details: no browser or proxy keeps an answer, errors included.
  answerNoStore(app);

  app.post(
    '/bookings',
    {
      onRequest: app.identifyUser,
      config: {
        // Per IP: each request sends two mails, so the form must not become a mail cannon.
        rateLimit: { max: config.BOOKING_RATE_LIMIT, timeWindow: '10 minutes' },
      },
      schema: {
        tags: ['bookings'],
        body: bookingRequestSchema,
        response: { 201: bookingCreatedResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A bearer token is optional: a logged-in customer's booking is linked to their account.
      // A visitor's mails are written in the language the request was made in (issue 34).
      const reference = await bookings.request(
        request.body,
        request.user?.id ?? null,
        requestLanguage(request),
      );
      mailer.kick();
      return reply.status(201).send({ success: true, message: 'Booking received', reference });
    },
  );

  app.get(
    '/bookings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        response: { 200: bookingListResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await bookings.ofCustomer(currentUser(request).id) };
    },
  );
};
