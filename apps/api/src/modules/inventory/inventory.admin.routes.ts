import { apiErrorSchema } from '@petshop/contracts';
import {
  stockAdjustmentRequestSchema,
  stockAdjustmentResponseSchema,
  stockMovementsPageSchema,
  stockMovementsQuerySchema,
} from '@petshop/contracts/admin-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { parsePathId } from '../../lib/path-id.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import { adjustStockAsStaff, listStockMovements } from './inventory.service.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const NO_PRODUCT = 'Product not found';
const NO_SIZE = 'Size not found';

/** /api/admin: a size's stock adjusted by staff, and a product's stock ledger (issue 17 "Stock"). */
// The product is `:id`, as in the product routes beside these (one name per path segment).
export const inventoryAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Stock moves all day: no browser or proxy keeps an answer.
  answerNoStore(app);

  app.post(
    '/products/:id/sizes/:sizeId/stock-adjustments',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string(), sizeId: z.string() }),
        body: stockAdjustmentRequestSchema,
        response: {
          200: stockAdjustmentResponseSchema,
          201: stockAdjustmentResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const result = await adjustStockAsStaff(db, staff, {
        ...request.body,
        productId: parsePathId(request.params.id, NO_PRODUCT),
        productSizeId: parsePathId(request.params.sizeId, NO_SIZE),
      });
      // 201: a movement was written; 200: the count matched the stock, nothing changed.
      return reply.status(result.movement ? 201 : 200).send(result);
    },
  );

  app.get(
    '/products/:id/stock-movements',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string() }),
        querystring: stockMovementsQuerySchema,
        response: { 200: stockMovementsPageSchema, ...errors },
      },
    },
    async (request) =>
      listStockMovements(db, {
        productId: parsePathId(request.params.id, NO_PRODUCT),
        productSizeId: request.query.sizeId,
        cursor: request.query.cursor,
      }),
  );
};
