import { apiErrorSchema, messageResponseSchema } from '@petshop/contracts';
import {
  adminLoginRequestSchema,
  adminSessionSchema,
  auditPageSchema,
  auditQuerySchema,
  createStaffRequestSchema,
  setStaffPasswordRequestSchema,
  staffListSchema,
  staffMeSchema,
  staffSchema,
  staffWithLinkSchema,
  updateStaffRequestSchema,
} from '@petshop/contracts/admin';
import { adminLoginChallengeSchema } from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedUserAgent } from '../sessions/device-label.ts';
import type { Config } from '../../config.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
  permissionTags,
} from '../../plugins/staff-auth.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { listAudit } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';
import type { Db } from '../../db/client.ts';
import { listPage } from '@petshop/contracts/admin-lists';
import { answerNoStore } from '../../plugins/no-store.ts';

const NO_STAFF = 'No staff account has this id.';
/** OpenAPI tag of routes only an owner may call (the access-matrix test reads it). */
const OWNER_TAGS = ['admin', 'owner'];
/** Routes of staff accounts: owners, and staff the owner let manage staff (decision 076). */
const STAFF_TAGS = permissionTags('staff');

/** /api/admin: staff sign-in, staff accounts and the audit log (decision 031). */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  config: Config;
  db: Db;
}> = async (app, { staff, config, db }) => {
  // Tokens, staff and customers' details: no browser or proxy keeps an answer.
  answerNoStore(app);

  app.post(
    '/auth/login',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        body: adminLoginRequestSchema,
        // Staff with two-factor sign-in get a challenge instead of a token (decision 052).
        response: {
          200: z.union([adminSessionSchema, adminLoginChallengeSchema]),
          401: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) =>
      staff.login(request.body, request.ip, storedUserAgent(request.headers['user-agent'])),
  );

  app.post(
    '/auth/set-password',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        body: setStaffPasswordRequestSchema,
        response: { 200: adminSessionSchema, 410: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => staff.setPassword(request.body),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireStaff,
      config: { beforeTwoFactor: true },
      schema: { tags: ['admin'], response: { 200: messageResponseSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      await staff.logout(currentStaff(request));
      return { message: 'Logged out successfully' };
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.requireStaff,
      config: { beforeTwoFactor: true },
      schema: { tags: ['admin'], response: { 200: staffMeSchema, ...errors } },
    },
    async (request) => staff.me(currentStaff(request)),
  );

  app.get(
    '/staff',
    {
      onRequest: app.requirePermission('staff'),
      schema: { tags: STAFF_TAGS, response: { 200: staffListSchema, ...errors } },
    },
    async () => {
      const items = await staff.list();
      return listPage(items, items.length, 1, Math.max(1, items.length));
    },
  );

  app.post(
    '/staff',
    {
      onRequest: app.requirePermission('staff'),
      schema: {
        tags: STAFF_TAGS,
        body: createStaffRequestSchema,
        response: { 201: staffWithLinkSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.create(currentStaff(request), request.body)),
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: app.requirePermission('staff'),
      schema: {
        tags: STAFF_TAGS,
        params: idParams,
        body: updateStaffRequestSchema,
        response: { 200: staffSchema, ...errors },
      },
    },
    async (request) =>
      staff.update(currentStaff(request), parsePathId(request.params.id, NO_STAFF), request.body),
  );

  app.post(
    '/staff/:id/password-link',
    {
      onRequest: app.requirePermission('staff'),
      schema: {
        tags: STAFF_TAGS,
        params: idParams,
        response: { 200: staffWithLinkSchema, ...errors },
      },
    },
    async (request) =>
      staff.passwordLink(currentStaff(request), parsePathId(request.params.id, NO_STAFF)),
  );

  app.get(
    '/audit',
    {
      onRequest: app.requireOwner,
      schema: {
        tags: OWNER_TAGS,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
