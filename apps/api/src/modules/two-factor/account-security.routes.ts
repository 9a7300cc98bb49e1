import {
  apiErrorSchema,
  loginTwoFactorRequestSchema,
  loginTwoFactorResponseSchema,
  messageResponseSchema,
  recoveryCodesSchema,
  sessionListSchema,
  signOutOthersResponseSchema,
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorPasswordRequestSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import {
  endOtherSessions,
  endSession,
  listSessions,
  NO_SESSION,
  type SessionOwner,
} from '../sessions/sessions.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const RECOVERY_CODES_NOTE =
  'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.';

/**
 * A customer's signed-in devices and two-factor sign-in (issue 21, decisions 051 and 052), and
 * the second step of a login for accounts that have it.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  twoFactor: TwoFactorService;
  db: Db;
  config: Config;
}> = async (app, { auth, twoFactor, db, config }) => {
  // Sessions, secrets and recovery codes: no browser or proxy keeps an answer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const owner = (request: Parameters<typeof currentUser>[0]): SessionOwner => {
    const user = currentUser(request);
    return { kind: 'customer', accountId: user.id, currentId: user.tokenId };
  };
  const me = (request: Parameters<typeof currentUser>[0]) => ({
    kind: 'customer' as const,
    id: currentUser(request).id,
  });

  app.post(
    '/auth/login/two-factor',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Finishes a login of an account with two-factor sign-in: a code or a recovery code',
        body: loginTwoFactorRequestSchema,
        response: { 200: loginTwoFactorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { challenge, code, recovery_code } = request.body;
      const factor = code !== undefined ? { code } : { recoveryCode: recovery_code! };
      const done = await twoFactor.finishChallenge('customer', challenge, factor, request.ip);
      return auth.openSession(done.accountId, done.userAgent);
    },
  );

  app.get(
    '/profile/sessions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'The devices signed in to the account',
        response: { 200: sessionListSchema, ...errors },
      },
    },
    async (request) => ({
      sessions: (await listSessions(db, owner(request))).map((row) => ({
        id: row.id,
        device: row.device,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.current,
      })),
    }),
  );

  app.delete(
    '/profile/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Signs one device out',
        params: z.object({ id: z.string() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await endSession(db, owner(request), parsePathId(request.params.id, NO_SESSION));
      return { message: 'The device has been signed out.' };
    },
  );

  app.post(
    '/profile/sessions/sign-out-others',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Signs out every device but this one',
        response: { 200: signOutOthersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const count = await endOtherSessions(db, owner(request));
      return {
        message:
          count === 0
            ? 'No other device was signed in.'
            : `Signed out of ${count} other device${count === 1 ? '' : 's'}.`,
        signed_out: count,
      };
    },
  );

  app.get(
    '/profile/two-factor',
    {
      onRequest: app.requireUser,
      schema: { tags: ['account'], response: { 200: twoFactorStatusSchema, ...errors } },
    },
    async (request) => {
      const status = await twoFactor.status(me(request));
      return {
        enabled: status.enabled,
        enabled_at: status.enabledAt?.toISOString() ?? null,
        recovery_codes_left: status.recoveryCodesLeft,
      };
    },
  );

  app.post(
    '/profile/two-factor/setup',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'A new secret for an authenticator app (confirm it with a first code)',
        body: twoFactorPasswordRequestSchema,
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request) => {
      const setup = await twoFactor.beginSetup(me(request), request.body.password, request.ip);
      return { secret: setup.secret, otpauth_uri: setup.otpauthUri, qr_code: setup.qrCode };
    },
  );

  app.post(
    '/profile/two-factor/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Turns two-factor sign-in on with a first code; answers the ten recovery codes',
        body: twoFactorConfirmRequestSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      message: RECOVERY_CODES_NOTE,
      recovery_codes: await twoFactor.confirmSetup(me(request), request.body.code, request.ip),
    }),
  );

  app.post(
    '/profile/two-factor/recovery-codes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Ten new recovery codes (the old ones stop working)',
        body: twoFactorPasswordRequestSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => ({
      message: RECOVERY_CODES_NOTE,
      recovery_codes: await twoFactor.regenerateRecoveryCodes(
        me(request),
        request.body.password,
        request.ip,
      ),
    }),
  );

  app.post(
    '/profile/two-factor/disable',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Turns two-factor sign-in off (the password and a code)',
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
