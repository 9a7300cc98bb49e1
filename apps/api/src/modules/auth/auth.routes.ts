import {
  apiErrorSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordRequestSchema,
  loginChallengeSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { acceptedLanguage } from '../../lib/request-language.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { EmailVerificationService } from '../account/email-verification.service.ts';
import { PASSWORD_CHANGED, type PasswordResetService } from '../account/password-reset.service.ts';
import { storedUserAgent } from '../sessions/device-label.ts';
import type { AuthService } from './auth.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errorResponses = { 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/** Spec §7: register, log in, log out. */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  passwordReset: PasswordResetService;
  verification: EmailVerificationService;
  config: Config;
}> = async (app, { auth, passwordReset, verification, config }) => {
  // Tokens and a customer's details: no browser or proxy keeps an answer, errors included.
  answerNoStore(app);

  app.post(
    '/auth/register',
    {
      config: {
        rateLimit: { max: config.REGISTER_RATE_LIMIT, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // The account's language (issue 34): as chosen, else the browser's, else English.
      const language =
        request.body.language ?? acceptedLanguage(request.headers['accept-language']);
      const user = await auth.register({ ...request.body, language });
      // The account exists either way: a failed mail is logged, and "Resend link" sends another.
      await verification
        .afterRegistration(user.id)
        .catch((error: unknown) => request.log.error({ err: error }, 'verification mail failed'));
      return reply.status(201).send({ message: 'Account created successfully', user });
    },
  );

  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        // Accounts with two-factor sign-in get a challenge instead of a token (decision 052).
        response: { 200: z.union([loginResponseSchema, loginChallengeSchema]), ...errorResponses },
      },
    },
    async (request) =>
      auth.login(request.body, request.ip, storedUserAgent(request.headers['user-agent'])),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], response: { 200: messageResponseSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      await auth.logout(currentUser(request));
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: {
        rateLimit: { max: config.PASSWORD_RESET_RATE_LIMIT, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a one-hour link to choose a new password (same answer for any address)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      passwordReset.requestReset(request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: {
        rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: "Sets a new password with an e-mailed link and ends the account's sessions",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await passwordReset.reset(request.body.token, request.body.password);
      return { message: PASSWORD_CHANGED };
    },
  );
};
