import {
  activeProductsQuerySchema,
  apiErrorSchema,
  pageQuerySchema,
  priceBoundsResponseSchema,
  productDetailsResponseSchema,
  productFilterQuerySchema,
  productListResponseSchema,
  productPageSchema,
} from '@petshop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../plugins/errors.ts';
import type { CatalogService } from './catalog.service.ts';

const MAX_ID = 2_147_483_647;

/** Spec §7 catalog calls, under /api. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/get-product-details/:id',
    {
      schema: {
        tags: ['catalog'],
        params: z.object({ id: z.string() }),
        response: { 200: productDetailsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      // Anything that is not a product id is simply a product we do not have.
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
        throw new NotFoundError('Product not found');
      return { product: await catalog.productDetails(id) };
    },
  );

  app.get(
    '/get-bestseller-products',
    {
      schema: {
        tags: ['catalog'],
        querystring: pageQuerySchema,
        response: { 200: productListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({
      products: await catalog.bestsellers(request.query.page, request.query.per_page),
    }),
  );

  app.get(
    '/get-all-active-products',
    {
      schema: {
        tags: ['catalog'],
        querystring: activeProductsQuerySchema,
        response: {
          200: z.union([
            priceBoundsResponseSchema.extend({ products: productPageSchema }),
            priceBoundsResponseSchema,
          ]),
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const bounds = await catalog.priceBounds();
      const { page, per_page: perPage } = request.query;
      if (page === undefined) return bounds;
      return { products: await catalog.activeProducts(page, perPage), ...bounds };
    },
  );

  app.get(
    '/get-filtered-products',
    {
      schema: {
        tags: ['catalog'],
        querystring: productFilterQuerySchema,
        response: { 200: productListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({ products: await catalog.filteredProducts(request.query) }),
  );
};
