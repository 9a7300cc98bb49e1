import {
  addToCartRequestSchema,
  apiErrorSchema,
  cartChangeResponseSchema,
  cartItemIdParamsSchema,
  cartMergeRequestSchema,
  cartMergeResponseSchema,
  cartResponseSchema,
  reorderResponseSchema,
  updateCartRequestSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSession, currentUser } from '../../plugins/auth.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { queryLanguage } from '../../lib/translated-text.ts';
import { CART_ITEM_NOT_FOUND, type CartService } from './cart.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

const cartItemId = (raw: string) => parsePathId(raw, CART_ITEM_NOT_FOUND);

/**
 * Writes an answer as the code built it: typed to the contract's shapes (the cart item, the
 * error handler's `{message, errors?}`), so zod need not check it again on every add. The
 * schemas stay on the route for the API document.
 */
const asBuilt = () => (data: unknown) => JSON.stringify(data);

/** Spec §7 cart calls; every one needs a customer and touches only that customer's rows. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  answerNoStore(app);

  app.get(
    '/cart/get',
    {
      ...app.requireBearer,
      serializerCompiler: asBuilt,
      schema: {
        tags: ['cart'],
        summary: "The customer's cart; with lang=ar the products' Arabic names (issue 34)",
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    // Read on every page of a logged-in visit: the session is checked in the cart's statement
    // (or the answer held for it, decision 109). Written as JSON by the service, sent as it is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (await cart.cartForSession(
            bearerSession(request),
            queryLanguage(request.query),
          )) as never,
        ),
  );

  // The hottest customer call: its statement checks the session too, one round trip in all.
  app.post(
    '/cart/add',
    {
      ...app.requireBearer,
      serializerCompiler: asBuilt,
      schema: {
        tags: ['cart'],
        body: addToCartRequestSchema,
        response: { 201: cartChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const item = await cart.addForSession(
        bearerSession(request),
        request.body,
        queryLanguage(request.query),
      );
      return reply.status(201).send({ success: true, message: 'Item added to cart', item });
    },
  );

  // Not in spec §7: a visitor's cart, kept in the browser, joins the account's after login
  // (issue 20, decision 043).
  app.post(
    '/cart/merge',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        summary:
          "Adds a visitor's cart to the customer's (quantities added, capped by stock and 99)",
        body: cartMergeRequestSchema,
        response: { 200: cartMergeResponseSchema, ...errors },
      },
    },
    async (request) => cart.merge(currentUser(request).id, request.body.items),
  );

  app.put(
    '/cart/update/:cartItemId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        params: cartItemIdParamsSchema,
        body: updateCartRequestSchema,
        response: { 200: cartChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = cartItemId(request.params.cartItemId);
      const item = await cart.update(
        currentUser(request).id,
        id,
        request.body.quantity,
        queryLanguage(request.query),
      );
      return { success: true as const, message: 'Cart updated', item };
    },
  );

  // Both spellings of one call (spec §7). Removing a line the customer does not have answers 200
  // and changes nothing (the spec's client deletes each line again after ordering); an id that
  // is no row id at all ('abc', 0) is still 404 'Cart item not found'.
  for (const verb of ['remove', 'delete'] as const) {
    app.delete(
      `/cart/${verb}/:cartItemId`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['cart'],
          params: cartItemIdParamsSchema,
          response: { 200: cartChangeResponseSchema, ...errors },
        },
      },
      async (request) => {
        await cart.remove(currentUser(request).id, cartItemId(request.params.cartItemId));
        return { success: true as const, message: 'Item removed from cart' };
      },
    );
  }

  app.post(
    '/orders/:id/reorder',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['cart'],
        params: z.object({ id: z.string() }),
        response: { 200: reorderResponseSchema, ...errors },
      },
    },
    async (request) =>
      cart.reorder(currentUser(request).id, parsePathId(request.params.id, 'Order not found')),
  );
};
