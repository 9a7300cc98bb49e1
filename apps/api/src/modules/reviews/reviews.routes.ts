import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@petshop/contracts';
import { MAX_PICTURE_BYTES } from '@petshop/contracts/pictures';
import {
  helpfulVoteSchema,
  myReviewSchema,
  myReviewStateSchema,
  productReviewsSchema,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  reviewPictureSchema,
  reviewWriteRequestSchema,
} from '@petshop/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { TOO_LARGE } from '../images/picture-files.ts';
import { NO_PRODUCT, type ReviewsService } from './reviews.service.ts';

const idParams = z.object({ id: z.string() });
const reviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...errors, 422: apiErrorSchema, 429: apiErrorSchema };

/**
 * Customers' reviews (issue 33): the product page's published reviews for everyone; a buyer's own
 * review, its pictures and "Was this helpful?" when logged in.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  const productId = (raw: string) => parsePathId(raw, NO_PRODUCT);

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        params: idParams,
        querystring: reviewsQuerySchema,
        response: { 200: productReviewsSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) =>
      reviews.list(productId(request.params.id), request.query.sort, request.query.page),
  );

  app.get(
    '/products/:id/my-review',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        params: idParams,
        response: { 200: myReviewStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviews.mine(currentUser(request).id, productId(request.params.id));
    },
  );

  app.put(
    '/products/:id/review',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        description:
          'Writes the customer’s review of a product they received (201), or edits the one they wrote (200). Reviews with pictures wait for staff.',
        params: idParams,
        body: reviewWriteRequestSchema,
        response: { 200: myReviewSchema, 201: myReviewSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { created, review } = await reviews.write(
        currentUser(request).id,
        productId(request.params.id),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        params: idParams,
        response: { 200: helpfulVoteSchema, ...errors },
      },
    },
    async (request) =>
      reviews.voteHelpful(
        currentUser(request).id,
        parsePathId(request.params.id, REVIEW_MESSAGES.notFound),
      ),
  );

  // Multipart only here: one picture of up to 10 MB; every other route keeps BODY_LIMIT_BYTES.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    uploads.post(
      '/reviews/pictures',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['reviews'],
          description:
            'multipart/form-data with one picture file (JPEG, PNG, WebP or AVIF, at most 10 MB) for the customer’s review; answers the path to send in the review.',
          response: {
            201: reviewPictureSchema,
            ...writeErrors,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        if (!request.isMultipart()) {
          throw new AppError(415, 'Send the picture as multipart/form-data, in one file field.');
        }
        let bytes: Buffer | undefined;
        try {
          for await (const part of request.files()) bytes ??= await part.toBuffer();
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
            throw new AppError(413, 'Upload one picture at a time.');
          }
          throw error;
        }
        if (!bytes) throw new AppError(422, 'Choose a picture to upload.');
        return reply.status(201).send(await reviews.uploadPicture(user.id, bytes));
      },
    );
  });
};
