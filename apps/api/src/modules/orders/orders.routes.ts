import {
  apiErrorSchema,
  orderDetailResponseSchema,
  orderListResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { parsePathId } from '../../lib/path-id.ts';
import type { OrdersService } from './orders.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/** Spec §7 order calls that read: list and detail (orders are placed by the checkout routes). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.addHook('onRequest', app.requireUser);
  answerNoStore(app);

  app.get(
    '/orders',
    { schema: { tags: ['orders'], response: { 200: orderListResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await orders.list(currentUser(request).id),
    }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ id: z.string() }),
        response: { 200: orderDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id, 'Order not found');
      return { success: true as const, data: await orders.detail(currentUser(request).id, id) };
    },
  );
};
