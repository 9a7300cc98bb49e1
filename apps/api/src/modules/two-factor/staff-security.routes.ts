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
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { ADMIN_ERRORS, adminIdParams, currentStaff } from '../../plugins/staff-auth.ts';
import { endOtherSessions, endSession, listSessions, NO_SESSION } from '../sessions/sessions.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { RECOVERY_CODES_NOTE } from './account-security.routes.ts';
import type { TwoFactorService } from './two-factor.service.ts';

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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const me = (request: Parameters<typeof currentStaff>[0]) => ({
    kind: 'staff' as const,
    id: currentStaff(request).id,
  });
  const owner = (request: Parameters<typeof currentStaff>[0]) => {
    const actor = currentStaff(request);
    return { kind: 'staff' as const, accountId: actor.id, currentId: actor.sessionId };
  };

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
      const { challenge, code, recoveryCode } = request.body;
      const factor = code !== undefined ? { code } : { recoveryCode: recoveryCode! };
      const done = await twoFactor.finishChallenge('staff', challenge, factor, request.ip);
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
    async (request) => ({
      sessions: (await listSessions(db, owner(request))).map((row) => ({
        id: row.id,
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.current,
      })),
    }),
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
    async (request) => {
      await endSession(db, owner(request), parsePathId(request.params.id, NO_SESSION));
      return { message: 'The device has been signed out.' };
    },
  );

  app.post(
    '/auth/sessions/sign-out-others',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: { tags: ['admin'], response: { 200: adminSignOutOthersSchema, ...errors } },
    },
    async (request) => {
      const count = await endOtherSessions(db, owner(request));
      return {
        message:
          count === 0
            ? 'No other device was signed in.'
            : `Signed out of ${count} other device${count === 1 ? '' : 's'}.`,
        signedOut: count,
      };
    },
  );

  app.get(
    '/auth/two-factor',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: { tags: ['admin'], response: { 200: adminTwoFactorStatusSchema, ...errors } },
    },
    async (request) => {
      const status = await twoFactor.status(me(request));
      return {
        enabled: status.enabled,
        enabledAt: status.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: status.recoveryCodesLeft,
        required: currentStaff(request).twoFactorPending,
      };
    },
  );

  app.post(
    '/auth/two-factor/setup',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: {
        tags: ['admin'],
        body: twoFactorPasswordRequestSchema,
        response: { 200: adminTwoFactorSetupSchema, ...errors },
      },
    },
    async (request) => twoFactor.beginSetup(me(request), request.body.password, request.ip),
  );

  app.post(
    '/auth/two-factor/confirm',
    {
      onRequest: app.requireStaff,
      config: beforeTwoFactor,
      schema: {
        tags: ['admin'],
        body: twoFactorConfirmRequestSchema,
        response: { 200: adminRecoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      message: RECOVERY_CODES_NOTE,
      recoveryCodes: await twoFactor.confirmSetup(me(request), request.body.code, request.ip),
    }),
  );

  app.post(
    '/auth/two-factor/recovery-codes',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        body: twoFactorPasswordRequestSchema,
        response: { 200: adminRecoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      message: RECOVERY_CODES_NOTE,
      recoveryCodes: await twoFactor.regenerateRecoveryCodes(
        me(request),
        request.body.password,
        request.ip,
      ),
    }),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        body: twoFactorDisableRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(me(request), request.body.password, request.body.code, request.ip);
      return { message: 'Two-factor sign-in is off.' };
    },
  );
};
