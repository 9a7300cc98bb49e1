import {
  apiErrorSchema,
  successMessageSchema,
  wishlistCountResponseSchema,
  wishlistItemIdParamsSchema,
  wishlistProductRequestSchema,
  wishlistResponseSchema,
  wishlistStatusResponseSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { queryLanguage } from '../../lib/translated-text.ts';
import type { WishlistService } from './wishlist.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};

const wishlistItemId = (raw: string) => parsePathId(raw, 'Wishlist item not found');

/** Spec §7 wishlist calls; every one needs a customer and touches only that customer's list. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.addHook('onRequest', app.requireUser);
  answerNoStore(app);

  app.get(
    '/wishlist/get',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The customer's wishlist; with lang=ar the products' Arabic texts (issue 34)",
        response: { 200: wishlistResponseSchema, ...errors },
      },
    },
    async (request) => wishlist.list(currentUser(request).id, queryLanguage(request.query)),
  );

  app.get(
    '/wishlist/count',
    { schema: { tags: ['wishlist'], response: { 200: wishlistCountResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      count: await wishlist.count(currentUser(request).id),
    }),
  );

  app.post(
    '/wishlist/add',
    {
      schema: {
        tags: ['wishlist'],
        body: wishlistProductRequestSchema,
        response: { 201: successMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await wishlist.add(currentUser(request).id, request.body.product_id);
      return reply.status(201).send({ success: true, message: 'Product added to wishlist' });
    },
  );

  app.post(
    '/wishlist/remove-product',
    {
      schema: {
        tags: ['wishlist'],
        body: wishlistProductRequestSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await wishlist.removeProduct(currentUser(request).id, request.body.product_id);
      return { success: true as const, message: 'Product removed from wishlist' };
    },
  );

  app.post(
    '/wishlist/check-status',
    {
      schema: {
        tags: ['wishlist'],
        body: wishlistProductRequestSchema,
        response: { 200: wishlistStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      is_in_wishlist: await wishlist.status(currentUser(request).id, request.body.product_id),
    }),
  );

  app.delete(
    '/wishlist/clear',
    { schema: { tags: ['wishlist'], response: { 200: successMessageSchema, ...errors } } },
    async (request) => {
      await wishlist.clear(currentUser(request).id);
      return { success: true as const, message: 'Wishlist cleared successfully' };
    },
  );

  app.delete(
    '/wishlist/remove/:id',
    {
      schema: {
        tags: ['wishlist'],
        params: wishlistItemIdParamsSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await wishlist.removeItem(currentUser(request).id, wishlistItemId(request.params.id));
      return { success: true as const, message: 'Product removed from wishlist' };
    },
  );

  app.post(
    '/wishlist/move-to-cart/:id',
    {
      schema: {
        tags: ['wishlist'],
        params: wishlistItemIdParamsSchema,
        body: z.unknown().optional(),
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await wishlist.moveToCart(currentUser(request).id, wishlistItemId(request.params.id));
      return { success: true as const, message: 'Product moved to cart successfully' };
    },
  );
};
