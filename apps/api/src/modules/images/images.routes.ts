import multipart from '@fastify/multipart';
import { apiErrorSchema } from '@petshop/contracts';
import {
  adminPicturesSchema,
  MAX_PICTURES_PER_UPLOAD,
  reorderPicturesRequestSchema,
  updatePictureRequestSchema,
} from '@petshop/contracts/admin-images';
import { MAX_PICTURE_BYTES } from '@petshop/contracts/pictures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePathId } from '../../lib/path-id.ts';
import { AppError } from '../../plugins/errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import type { ImagesService } from './images.service.ts';
import { TOO_LARGE } from './picture-files.ts';
import { answerNoStore } from '../../plugins/no-store.ts';

const NO_PRODUCT = 'Product not found.';
const NO_PICTURE = 'Picture not found.';
const productParams = z.object({ id: z.string() });
const pictureParams = z.object({ id: z.string(), imageId: z.string() });
const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};

/**
 * /api/admin/products/:id/images: a product's pictures (decision 034). Multipart bodies are read
 * only here, file by file up to 10 MB each; every other route keeps BODY_LIMIT_BYTES.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (
  app,
  { images },
) => {
  // Registered inside this plugin, so only these routes accept multipart/form-data.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_PICTURE_BYTES,
      files: MAX_PICTURES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_PICTURES_PER_UPLOAD + 10,
    },
  });
  answerNoStore(app);

  app.get(
    '/products/:id/images',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: productParams,
        response: { 200: adminPicturesSchema, ...errors },
      },
    },
    async (request) => ({
      images: await images.list(parsePathId(request.params.id, NO_PRODUCT)),
    }),
  );

  app.post(
    '/products/:id/images',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        description:
          'multipart/form-data with one or more picture files (JPEG, PNG, WebP or AVIF, at most 10 MB each, 10 per request). All are added, in order, after the existing pictures, or none is.',
        params: productParams,
        response: {
          201: adminPicturesSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const productId = parsePathId(request.params.id, NO_PRODUCT);
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'Send the pictures as multipart/form-data, one file field per picture.',
        );
      }
      const files: Buffer[] = [];
      try {
        for await (const part of request.files()) files.push(await part.toBuffer());
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new AppError(413, `At most ${MAX_PICTURES_PER_UPLOAD} pictures at a time.`);
        }
        throw error;
      }
      const uploaded = await images.upload(currentStaff(request), productId, files);
      return reply.status(201).send({ images: uploaded });
    },
  );

  app.put(
    '/products/:id/images/order',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        description: 'The pictures in their new order; the first becomes the main one.',
        params: productParams,
        body: reorderPicturesRequestSchema,
        response: { 200: adminPicturesSchema, ...errors },
      },
    },
    async (request) => ({
      images: await images.reorder(
        currentStaff(request),
        parsePathId(request.params.id, NO_PRODUCT),
        request.body.imageIds,
      ),
    }),
  );

  app.patch(
    '/products/:id/images/:imageId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: pictureParams,
        body: updatePictureRequestSchema,
        response: { 200: adminPicturesSchema, ...errors },
      },
    },
    async (request) => ({
      images: await images.describe(
        currentStaff(request),
        parsePathId(request.params.id, NO_PRODUCT),
        parsePathId(request.params.imageId, NO_PICTURE),
        request.body.alt,
      ),
    }),
  );

  app.delete(
    '/products/:id/images/:imageId',
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        params: pictureParams,
        response: { 200: adminPicturesSchema, ...errors },
      },
    },
    async (request) => ({
      images: await images.remove(
        currentStaff(request),
        parsePathId(request.params.id, NO_PRODUCT),
        parsePathId(request.params.imageId, NO_PICTURE),
      ),
    }),
  );
};
