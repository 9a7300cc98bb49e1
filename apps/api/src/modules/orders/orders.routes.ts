import {
  apiErrorSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  orderDetailResponseSchema,
  orderListResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { OrdersService } from './orders.service.ts';

const errors = {
  401: apiErrorSchema,
  402: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};

/** Spec §7 order calls: create (card after payment, or cash on delivery), list, detail. */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  checkout: CheckoutService;
}> = async (app, { orders, checkout }) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        body: createOrderRequestSchema,
        response: { 200: createOrderResponseSchema, 201: createOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const input = request.body;
      const method = input.payment_method;
      let result;
      if (method === 'cod') result = await checkout.placeCashOnDelivery(userId, input);
      else if (input.session_id)
        result = await checkout.confirmCardOrder(userId, input.session_id, input);
      else {
        // Spec §7's client posts its card order after paying, without the session id.
        result = await checkout.claimCardOrder(userId, method === 'card');
        if (!result && method === 'card') {
          throw new NotFoundError('A card order needs the checkout session it was paid with.');
        }
        result ??= await checkout.placeCashOnDelivery(userId, input);
      }
      return reply.status(result.created ? 201 : 200).send({
        success: true,
        message: result.created ? 'Order placed successfully' : 'Order already placed',
        // Spec §7's client reads the id at the top and inside the order.
        order: { ...result.order, orderId: result.order.id },
        orderId: result.order.id,
      });
    },
  );

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
