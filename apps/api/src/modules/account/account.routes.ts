import {
  apiErrorSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  messageResponseSchema,
  PASSWORD_UPDATED,
  PROFILE_SAVED,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import type { ProfileEditService } from './profile-edit.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = { 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/**
 * Issue 21: a customer looks after the account. Beside the spec's GET /api/profile: edit the
 * details, confirm the e-mail address, move to another address, change the password.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  config: Config;
  profiles: ProfileService;
  profileEdit: ProfileEditService;
  verification: EmailVerificationService;
}> = async (app, { config, profiles, profileEdit, verification }) => {
  // A customer's details and answers about the account: no browser or proxy keeps them.
  answerNoStore(app);
  const accountMailLimit = {
    rateLimit: { max: config.ACCOUNT_MAIL_RATE_LIMIT, timeWindow: '1 hour' },
  };

  app.patch(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Edits first and last name, phone, gender, date of birth and language (en or ar)',
        description:
          'Every field is optional: only those sent change. `language` (issue 34, an extra field): `en` or `ar`, the language the customer reads the shop and their e-mails in; the shop’s language switch sets it.',
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await profileEdit.update(id, request.body);
      return { success: true as const, message: PROFILE_SAVED, data: await profiles.profile(id) };
    },
  );

  app.post(
    '/profile/password',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Changes the password (the current one required); other sessions end',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await profileEdit.changePassword(currentUser(request), request.body, request.ip);
      return { message: PASSWORD_UPDATED };
    },
  );

  app.post(
    '/profile/email',
    {
      onRequest: app.requireUser,
      config: accountMailLimit,
      schema: {
        tags: ['account'],
        summary: 'E-mails a link to a new address; the account moves there once it is opened',
        body: changeEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await profileEdit.checkCurrentPassword(id, request.body.current_password, request.ip);
      return { message: await verification.requestChange(id, request.body.email) };
    },
  );

  app.post(
    '/profile/verify-email',
    {
      onRequest: app.requireUser,
      config: accountMailLimit,
      schema: {
        tags: ['account'],
        summary: "Sends a new link confirming the account's e-mail address",
        response: { 200: messageResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ message: await verification.resend(currentUser(request).id) }),
  );

  app.post(
    '/auth/verify-email',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Opens an e-mailed verification link (no login needed)',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => verification.verify(request.body.token),
  );
};
