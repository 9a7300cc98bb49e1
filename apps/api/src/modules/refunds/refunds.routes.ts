import {
  orderRefundsSchema,
  refundRequestSchema,
  refundResultSchema,
} from '@petshop/contracts/admin-refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  ADMIN_ERRORS,
  adminIdParams,
  currentStaff,
  permissionTags,
} from '../../plugins/staff-auth.ts';
import type { RefundsService } from './refunds.service.ts';

const NO_ORDER = 'No order has this id.';

/**
 * /api/admin/orders/:id/refunds: what is left to refund on an order and its refunds, a refund
 * of chosen lines or an amount, and a retry of one the provider refused (decision 060). Every
 * staff member sees them; moving money needs the "refunds" permission (decision 076).
 */
export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.get(
    '/orders/:id/refunds',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: adminIdParams,
        response: { 200: orderRefundsSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => refunds.overview(parsePathId(request.params.id, NO_ORDER)),
  );

  app.post(
    '/orders/:id/refunds',
    {
      onRequest: app.requirePermission('refunds'),
      schema: {
        tags: permissionTags('refunds'),
        params: adminIdParams,
        body: refundRequestSchema,
        response: { 201: refundResultSchema, ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await refunds.refund(
        currentStaff(request),
        parsePathId(request.params.id, NO_ORDER),
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/orders/:id/refunds/:refundId/retry',
    {
      onRequest: app.requirePermission('refunds'),
      schema: {
        tags: permissionTags('refunds'),
        params: z.object({ id: z.string(), refundId: z.string() }),
        response: { 200: refundResultSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) =>
      refunds.retry(
        currentStaff(request),
        parsePathId(request.params.id, NO_ORDER),
        parsePathId(request.params.refundId, 'No refund has this id.'),
      ),
  );
};
