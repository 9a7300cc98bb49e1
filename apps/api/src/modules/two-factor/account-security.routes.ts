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
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { type Principal, securityActions } from './security-actions.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = {
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

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
  answerNoStore(app);

  const actions = securityActions(db, twoFactor);
  const who = (request: Parameters<typeof currentUser>[0]): Principal => {
    const user = currentUser(request);
    return {
      account: { kind: 'customer', id: user.id },
      session: { kind: 'customer', accountId: user.id, currentId: user.tokenId },
    };
  };

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
      const body = { challenge, code, recoveryCode: recovery_code };
      const done = await actions.finishLogin('customer', body, request.ip);
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
      sessions: (await actions.sessions(who(request))).map((row) => ({
        id: row.id,
        device: row.device,
        created_at: row.createdAt,
        last_used_at: row.lastUsedAt,
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
    async (request) => actions.signOutDevice(who(request), request.params.id),
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
      const { message, signedOut } = await actions.signOutOthers(who(request));
      return { message, signed_out: signedOut };
    },
  );

  app.get(
    '/profile/two-factor',
    {
      onRequest: app.requireUser,
      schema: { tags: ['account'], response: { 200: twoFactorStatusSchema, ...errors } },
    },
    async (request) => {
      const status = await actions.status(who(request));
      return {
        enabled: status.enabled,
        enabled_at: status.enabledAt,
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
      const setup = await actions.beginSetup(who(request), request.body.password, request.ip);
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
    async (request) =>
      recoveryCodes(await actions.confirmSetup(who(request), request.body.code, request.ip)),
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
    async (request) =>
      recoveryCodes(
        await actions.newRecoveryCodes(who(request), request.body.password, request.ip),
      ),
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
    async (request) =>
      actions.disable(who(request), request.body.password, request.body.code, request.ip),
  );
};

const recoveryCodes = (answer: { message: string; recoveryCodes: string[] }) => ({
  message: answer.message,
  recovery_codes: answer.recoveryCodes,
});
