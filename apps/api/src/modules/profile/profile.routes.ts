import { apiErrorSchema, profileResponseSchema } from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  // Tokens and a customer's details: no browser or proxy keeps an answer, errors included.
  answerNoStore(app);

  app.get(
    '/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        response: { 200: profileResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await profiles.profile(currentUser(request).id) };
    },
  );
};
