import { apiErrorSchema } from '@petshop/contracts';
import { couponCheckRequestSchema, couponCheckResponseSchema } from '@petshop/contracts/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { answerNoStore } from '../../plugins/no-store.ts';
import type { CouponsService } from './coupons.service.ts';

/**
 * POST /api/coupons/check: a code against the customer's own cart, priced by the server (issue
 * 32). A refusal is a 422 whose message says why; guessing is limited per address (the route's
 * limit) and per customer (wrong codes, the service).
 */
export const couponRoutes: FastifyPluginAsyncZod<{
  coupons: CouponsService;
  checksPerTenMinutes: number;
}> = async (app, { coupons, checksPerTenMinutes }) => {
  answerNoStore(app);
  app.post(
    '/coupons/check',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: checksPerTenMinutes, timeWindow: '10 minutes' } },
      schema: {
        tags: ['coupons'],
        body: couponCheckRequestSchema,
        response: {
          200: couponCheckResponseSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => coupons.check(currentUser(request).id, request.body.code),
  );
};
