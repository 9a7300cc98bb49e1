import {
  ACCOUNT_DELETED,
  apiErrorSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

/**
 * POST /api/profile/delete (decision 053): a POST with the password in its body, as DELETE
 * bodies are dropped by some proxies and clients.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{
  accountDeletion: AccountDeletionService;
  config: Config;
}> = async (app, { accountDeletion, config }) => {
  // A customer's details: no browser or proxy keeps an answer, errors included.
  answerNoStore(app);

  app.post(
    '/profile/delete',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary:
          'Deletes the account with its password: personal data erased, orders kept anonymised',
        body: deleteAccountRequestSchema,
        response: {
          200: messageResponseSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await accountDeletion.deleteAccount(currentUser(request), request.body.password, request.ip);
      return { message: ACCOUNT_DELETED };
    },
  );
};
