import {
  dayOffInputSchema,
  groomerInputSchema,
  groomingDaySchema,
  groomingRulesInputSchema,
  groomingServiceInputSchema,
  groomingSetupSchema,
  shopHolidayInputSchema,
} from '@petshop/contracts/admin-grooming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
} from '../../plugins/staff-auth.ts';
import type { GroomingSetupService } from './grooming-setup.service.ts';

const NO_SERVICE = 'No grooming service has this id.';
const NO_GROOMER = 'No groomer has this id.';
const tags = ['admin', 'owner'];
/** Every change answers the whole setup as it now stands. */
const setupAnswer = { 200: groomingSetupSchema, ...errors };

/**
 * /api/admin/grooming-setup (owners, issue 31): the grooming services and their prices per pet,
 * the groomers' weekly hours and days off, the shop's holidays and the booking rules.
 */
export const groomingSetupRoutes: FastifyPluginAsyncZod<{ setup: GroomingSetupService }> = async (
  app,
  { setup },
) => {
  const owner = { onRequest: app.requireOwner };

  app.get('/grooming-setup', { ...owner, schema: { tags, response: setupAnswer } }, async () =>
    setup.setup(),
  );

  app.post(
    '/grooming-setup/services',
    { ...owner, schema: { tags, body: groomingServiceInputSchema, response: setupAnswer } },
    async (request) => setup.createService(currentStaff(request), request.body),
  );

  app.put(
    '/grooming-setup/services/:id',
    {
      ...owner,
      schema: { tags, params: idParams, body: groomingServiceInputSchema, response: setupAnswer },
    },
    async (request) =>
      setup.updateService(
        currentStaff(request),
        parsePathId(request.params.id, NO_SERVICE),
        request.body,
      ),
  );

  app.post(
    '/grooming-setup/groomers',
    { ...owner, schema: { tags, body: groomerInputSchema, response: setupAnswer } },
    async (request) => setup.createGroomer(currentStaff(request), request.body),
  );

  app.put(
    '/grooming-setup/groomers/:id',
    {
      ...owner,
      schema: { tags, params: idParams, body: groomerInputSchema, response: setupAnswer },
    },
    async (request) =>
      setup.updateGroomer(
        currentStaff(request),
        parsePathId(request.params.id, NO_GROOMER),
        request.body,
      ),
  );

  app.post(
    '/grooming-setup/groomers/:id/days-off',
    {
      ...owner,
      schema: { tags, params: idParams, body: dayOffInputSchema, response: setupAnswer },
    },
    async (request) =>
      setup.addDaysOff(
        currentStaff(request),
        parsePathId(request.params.id, NO_GROOMER),
        request.body,
      ),
  );

  app.delete(
    '/grooming-setup/groomers/:id/days-off/:day',
    {
      ...owner,
      schema: {
        tags,
        params: z.object({ id: z.string(), day: groomingDaySchema }),
        response: setupAnswer,
      },
    },
    async (request) =>
      setup.removeDayOff(
        currentStaff(request),
        parsePathId(request.params.id, NO_GROOMER),
        request.params.day,
      ),
  );

  app.post(
    '/grooming-setup/holidays',
    { ...owner, schema: { tags, body: shopHolidayInputSchema, response: setupAnswer } },
    async (request) => setup.addHoliday(currentStaff(request), request.body),
  );

  app.delete(
    '/grooming-setup/holidays/:day',
    {
      ...owner,
      schema: { tags, params: z.object({ day: groomingDaySchema }), response: setupAnswer },
    },
    async (request) => setup.removeHoliday(currentStaff(request), request.params.day),
  );

  app.put(
    '/grooming-setup/settings',
    { ...owner, schema: { tags, body: groomingRulesInputSchema, response: setupAnswer } },
    async (request) => setup.saveRules(currentStaff(request), request.body),
  );
};
