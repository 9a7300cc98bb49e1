import { apiErrorSchema } from '@petshop/contracts';
import {
  mailPreferencesRequestSchema,
  mailPreferencesSchema,
  mailUnsubscribeRequestSchema,
  mailUnsubscribeSchema,
} from '@petshop/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { answerNoStore } from '../../plugins/no-store.ts';
import type { MailPreferencesService } from './mail-preferences.service.ts';

/**
 * GET and PUT /api/profile/mail-preferences (logged in), and POST
 * /api/mail-preferences/unsubscribe (a mail's link, without logging in).
 */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<{
  preferences: MailPreferencesService;
  unsubscribesPerHour: number;
}> = async (app, { preferences, unsubscribesPerHour }) => {
  answerNoStore(app);
  app.get(
    '/profile/mail-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        response: { 200: mailPreferencesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => preferences.get(currentUser(request).id),
  );

  app.put(
    '/profile/mail-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        body: mailPreferencesRequestSchema,
        response: { 200: mailPreferencesSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => preferences.update(currentUser(request).id, request.body),
  );

  app.post(
    '/mail-preferences/unsubscribe',
    {
      // Tokens are unguessable UUIDs; the limit keeps anyone from trying many.
      config: { rateLimit: { max: unsubscribesPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['profile'],
        body: mailUnsubscribeRequestSchema,
        response: {
          200: mailUnsubscribeSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => preferences.unsubscribe(request.body.token, request.body.list),
  );
};
