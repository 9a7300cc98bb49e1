import {
  adminBookingListQuerySchema,
  adminBookingListSchema,
  adminBookingSchema,
  bookingNotesSchema,
  bookingStatusChangeSchema,
} from '@petshop/contracts/admin-bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
} from '../../plugins/staff-auth.ts';
import type { AdminBookingService } from './admin-bookings.service.ts';
import { shopInstant } from '@petshop/contracts/shop-time';

const NO_BOOKING = 'No booking has this id.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a Dubai calendar day. */
const dubaiDayStart = (day: string) => shopInstant(day);

/** /api/admin/bookings: the grooming requests, their status moves and staff notes. */
export const adminBookingRoutes: FastifyPluginAsyncZod<{ bookings: AdminBookingService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/bookings',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: adminBookingListQuerySchema,
        response: { 200: adminBookingListSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      return bookings.list({
        ...rest,
        from: from ? dubaiDayStart(from) : undefined,
        to: to ? new Date(dubaiDayStart(to).getTime() + DAY_MS) : undefined,
      });
    },
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: adminBookingSchema, ...errors },
      },
    },
    async (request) => bookings.detail(parsePathId(request.params.id, NO_BOOKING)),
  );

  app.post(
    '/bookings/:id/status',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: bookingStatusChangeSchema,
        response: { 200: adminBookingSchema, ...errors },
      },
    },
    async (request) =>
      bookings.move(
        currentStaff(request),
        parsePathId(request.params.id, NO_BOOKING),
        request.body,
      ),
  );

  app.patch(
    '/bookings/:id/notes',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: bookingNotesSchema,
        response: { 200: adminBookingSchema, ...errors },
      },
    },
    async (request) =>
      bookings.saveNotes(
        currentStaff(request),
        parsePathId(request.params.id, NO_BOOKING),
        request.body.staffNotes,
      ),
  );
};
