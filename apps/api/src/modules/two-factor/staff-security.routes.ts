import {
  adminLoginTwoFactorRequestSchema,
  adminRecoveryCodesSchema,
  adminSessionListSchema,
  adminSignOutOthersSchema,
  adminTwoFactorSetupSchema,
  adminTwoFactorStatusSchema,
  messageResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorPasswordRequestSchema,
} from '@petshop/contracts';
import { adminSessionSchema } from '@petshop/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, adminIdParams, currentStaff } from '../../plugins/staff-auth.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { type Principal, securityActions } from './security-actions.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = { ...ADMIN_ERRORS, 429: ADMIN_ERRORS[401] };
/** Open to an owner who still has to set up two-factor sign-in: that is what they are for. */
const beforeTwoFactor = { beforeTwoFactor: true };

/**
 * /api/admin/auth: a staff member's own signed-in devices and two-factor sign-in, and the second
 * step of a staff login (issue 21, decisions 051 and 052).
 */
export const staffSecurityRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  twoFactor: TwoFactorService;
  db: Db;
  config: Config;
}> = async (app, { staff, twoFactor, db, config }) => {
  answerNoStore(app);

  const actions = securityActions(db, twoFactor);
  const who = (request: Parameters<typeof currentStaff>[0]): Principal => {
    const actor = currentStaff(request);
    return {
      account: { kind: 'staff', id: actor.id },
      session: { kind: 'staff', accountId: actor.id, currentId: actor.sessionId },
    };
  };

  /** Options of a signed-in staff member's own request with a body (a password or a code). */
  const staffBodyRoute = <Body extends ZodType, Answer extends ZodType>(
    body: Body,
    answer: Answer,
    config?: typeof beforeTwoFactor,
  ) => ({
    onRequest: app.requireStaff,
    ...(config ? { config } : {}),
    schema: { tags: ['admin'], body, response: { 200: answer, ...errors } },
  });

  app.post(
    '/auth/login/two-factor',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        body: adminLoginTwoFactorRequestSchema,
        response: { 200: adminSessionSchema, ...errors },
      },
    },
    async (request) => {
      const done = await actions.finishLogin('staff', request.body, request.ip);
      return staff.openSessionFor(done.accountId, done.userAgent);
    },
  );

  app.get(
    '/auth/sessions',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: { tags: ['admin'], response: { 200: adminSessionListSchema, ...errors } },
    },
    async (request) => ({ sessions: await actions.sessions(who(request)) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => actions.signOutDevice(who(request), request.params.id),
  );

  app.post(
    '/auth/sessions/sign-out-others',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: { tags: ['admin'], response: { 200: adminSignOutOthersSchema, ...errors } },
    },
    async (request) => actions.signOutOthers(who(request)),
  );

  app.get(
    '/auth/two-factor',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: { tags: ['admin'], response: { 200: adminTwoFactorStatusSchema, ...errors } },
    },
    async (request) => ({
      ...(await actions.status(who(request))),
      required: currentStaff(request).twoFactorPending,
    }),
  );

  app.post(
    '/auth/two-factor/setup',
    staffBodyRoute(twoFactorPasswordRequestSchema, adminTwoFactorSetupSchema, beforeTwoFactor),
    async (request) => actions.beginSetup(who(request), request.body.password, request.ip),
  );

  app.post(
    '/auth/two-factor/confirm',
    staffBodyRoute(twoFactorConfirmRequestSchema, adminRecoveryCodesSchema, beforeTwoFactor),
    async (request) => actions.confirmSetup(who(request), request.body.code, request.ip),
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    staffBodyRoute(twoFactorPasswordRequestSchema, adminRecoveryCodesSchema),
    async (request) => actions.newRecoveryCodes(who(request), request.body.password, request.ip),
  );

  app.post(
    '/auth/two-factor/disable',
    staffBodyRoute(twoFactorDisableRequestSchema, messageResponseSchema),
    async (request) =>
      actions.disable(who(request), request.body.password, request.body.code, request.ip),
  );
};
