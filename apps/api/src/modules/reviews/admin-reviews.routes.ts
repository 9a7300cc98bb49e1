import {
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  hideReviewRequestSchema,
  replyReviewRequestSchema,
} from '@petshop/contracts/admin-reviews';
import { REVIEW_MESSAGES } from '@petshop/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePathId } from '../../lib/path-id.ts';
import {
  currentStaff,
  ADMIN_ERRORS as errors,
  adminIdParams as idParams,
} from '../../plugins/staff-auth.ts';
import type { AdminReviewsService } from './admin-reviews.service.ts';

/**
 * /api/admin/reviews (issue 33): every staff member moderates customers' reviews (publish, hide
 * with a reason) and replies as the shop; each write is in the audit log.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ reviews: AdminReviewsService }> = async (
  app,
  { reviews },
) => {
  const reviewId = (raw: string) => parsePathId(raw, REVIEW_MESSAGES.notFound);

  app.get(
    '/reviews',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsPageSchema, ...errors },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.post(
    '/reviews/:id/publish',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: adminReviewSchema, ...errors },
      },
    },
    async (request) => reviews.publish(currentStaff(request), reviewId(request.params.id)),
  );

  app.post(
    '/reviews/:id/hide',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: hideReviewRequestSchema,
        response: { 200: adminReviewSchema, ...errors },
      },
    },
    async (request) =>
      reviews.hide(currentStaff(request), reviewId(request.params.id), request.body.reason),
  );

  app.put(
    '/reviews/:id/reply',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        description: 'The shop’s answer shown under the review; an empty text removes it.',
        params: idParams,
        body: replyReviewRequestSchema,
        response: { 200: adminReviewSchema, ...errors },
      },
    },
    async (request) =>
      reviews.reply(currentStaff(request), reviewId(request.params.id), request.body.text),
  );
};
