import {
  apiErrorSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  staffResetPasswordRequestSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { PASSWORD_CHANGED, type PasswordResetService } from './password-reset.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

/** /api/admin/auth: staff who forgot their password get back in by themselves (decision 048). */
export const staffPasswordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: PasswordResetService;
  config: Config;
}> = async (app, { passwordReset, config }) => {
  answerNoStore(app);

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: { max: config.PASSWORD_RESET_RATE_LIMIT, timeWindow: '1 hour' } },
      schema: {
        tags: ['admin'],
        summary:
          'E-mails a staff member a one-hour link to choose a new password (same answer for any address)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      passwordReset.requestReset(request.body.email, 'staff');
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: "Sets a staff member's new password with the e-mailed link; every session ends",
        body: staffResetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await passwordReset.reset(request.body.token, request.body.password, 'staff');
      return { message: PASSWORD_CHANGED };
    },
  );
};
