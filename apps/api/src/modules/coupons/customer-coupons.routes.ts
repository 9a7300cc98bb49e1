import { apiErrorSchema } from '@petshop/contracts';
import { myCouponsSchema } from '@petshop/contracts/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import type { CustomerCouponService } from './customer-coupons.service.ts';

/** GET /api/coupons: the logged-in customer's coupons (their profile's My Coupons). */
export const customerCouponRoutes: FastifyPluginAsyncZod<{
  coupons: CustomerCouponService;
}> = async (app, { coupons }) => {
  app.get(
    '/coupons',
    {
      onRequest: app.requireUser,
      schema: { tags: ['coupons'], response: { 200: myCouponsSchema, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return coupons.mine(currentUser(request).id);
    },
  );
};
