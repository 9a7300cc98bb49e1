import {
  apiErrorSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

const errorResponses = { 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/** Spec §7: register, log in, log out. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: Config }> = async (
  app,
  { auth, config },
) => {
  // Tokens and a customer's details: no browser or proxy keeps an answer, errors included.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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
      const user = await auth.register(request.body);
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
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await auth.login(request.body, request.ip);
      return { ...session, message: 'Login successful' };
    },
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
};
