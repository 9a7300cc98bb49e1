import { apiErrorSchema } from '@petshop/contracts';
import {
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductReferenceSchema,
  adminProductResponseSchema,
  adminProductUpdateSchema,
  productBulkSchema,
} from '@petshop/contracts/admin-products';
import { bulkAnswerSchema } from '@petshop/contracts/admin-bulk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../plugins/errors.ts';
import { currentStaff } from '../../plugins/staff-auth.ts';
import type { AdminProductsService } from './admin-products.service.ts';

const MAX_ID = 2_147_483_647;

/** Anything that is not a product id is a product we do not have. */
function productId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundError('Product not found.');
  return id;
}

const params = z.object({ id: z.string() });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Staff manage products: /api/admin/products… and the form's choices at /api/admin/reference. */
export const adminProductsRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService;
}> = async (app, { products }) => {
  const tags = ['admin: products'];

  app.get(
    '/products',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request) => products.list(request.query),
  );

  app.get(
    '/reference',
    {
      onRequest: app.requireStaff,
      schema: { tags, response: { 200: adminProductReferenceSchema, ...errors } },
    },
    async () => products.reference(),
  );

  app.get(
    '/products/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, params, response: { 200: adminProductResponseSchema, ...errors } },
    },
    async (request) => ({ product: await products.get(productId(request.params.id)) }),
  );

  app.post(
    '/products',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        body: adminProductInputSchema,
        response: { 201: adminProductResponseSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await products.create(currentStaff(request), request.body);
      return reply.status(201).send({ product });
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        params,
        body: adminProductUpdateSchema,
        response: {
          200: adminProductResponseSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      product: await products.update(
        currentStaff(request),
        productId(request.params.id),
        request.body,
      ),
    }),
  );

  app.post(
    '/products/bulk',
    {
      onRequest: app.requireStaff,
      schema: {
        tags,
        body: productBulkSchema,
        response: { 200: bulkAnswerSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      results: await products.bulk(currentStaff(request), request.body.action, request.body.ids),
    }),
  );

  app.post(
    '/products/:id/archive',
    {
      onRequest: app.requireStaff,
      schema: { tags, params, response: { 200: adminProductResponseSchema, ...errors } },
    },
    async (request) => ({
      product: await products.archive(currentStaff(request), productId(request.params.id)),
    }),
  );

  app.post(
    '/products/:id/unarchive',
    {
      onRequest: app.requireStaff,
      schema: { tags, params, response: { 200: adminProductResponseSchema, ...errors } },
    },
    async (request) => ({
      product: await products.unarchive(currentStaff(request), productId(request.params.id)),
    }),
  );

  app.delete(
    '/products/:id',
    {
      onRequest: app.requireStaff,
      schema: { tags, params, response: { 204: z.null(), 409: apiErrorSchema, ...errors } },
    },
    async (request, reply) => {
      await products.remove(currentStaff(request), productId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
