import {
  appointmentMoveSchema,
  calendarQuerySchema,
  calendarSchema,
  moveSlotsQuerySchema,
  requestAppointmentSchema,
  staffAppointmentResultSchema,
  staffAppointmentSchema,
  staffSlotsQuerySchema,
  staffSlotsSchema,
} from '@petshop/contracts/admin-appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
} from '../../plugins/staff-auth.ts';
import type { AdminAppointmentService } from './admin-appointments.service.ts';

const NO_APPOINTMENT = 'No appointment has this id.';
const NO_BOOKING = 'No booking has this id.';

/**
 * The back office's grooming calendar (issue 31): staff who work the bookings read the groomers'
 * days, book a customer on the phone, move an appointment, and give a booking request a time.
 */
export const adminAppointmentRoutes: FastifyPluginAsyncZod<{
  appointments: AdminAppointmentService;
}> = async (app, { appointments }) => {
  app.get(
    '/appointments',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, ...errors },
      },
    },
    async (request) => appointments.calendar(request.query.from, request.query.to),
  );

  app.get(
    '/appointments/slots',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: staffSlotsQuerySchema,
        response: { 200: staffSlotsSchema, ...errors },
      },
    },
    async (request) => appointments.slotsForService(request.query),
  );

  app.get(
    '/appointments/:id/slots',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        querystring: moveSlotsQuerySchema,
        response: { 200: staffSlotsSchema, ...errors },
      },
    },
    async (request) =>
      appointments.slotsForMove(parsePathId(request.params.id, NO_APPOINTMENT), request.query.date),
  );

  app.post(
    '/appointments',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        body: staffAppointmentSchema,
        response: { 201: staffAppointmentResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await appointments.create(currentStaff(request), request.body)),
  );

  app.post(
    '/appointments/:id/move',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: appointmentMoveSchema,
        response: { 200: staffAppointmentResultSchema, ...errors },
      },
    },
    async (request) =>
      appointments.move(
        currentStaff(request),
        parsePathId(request.params.id, NO_APPOINTMENT),
        request.body,
      ),
  );

  app.post(
    '/bookings/:id/appointment',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: requestAppointmentSchema,
        response: { 200: staffAppointmentResultSchema, ...errors },
      },
    },
    async (request) =>
      appointments.fromRequest(
        currentStaff(request),
        parsePathId(request.params.id, NO_BOOKING),
        request.body,
      ),
  );
};
