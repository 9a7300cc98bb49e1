import {
  activeProductsQuerySchema,
  apiErrorSchema,
  bestsellersQuerySchema,
  facetQuerySchema,
  facetsResponseSchema,
  priceBoundsResponseSchema,
  productDetailsResponseSchema,
  productFilterQuerySchema,
  productListResponseSchema,
  productPageSchema,
} from '@petshop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedEncoding, CompressedCopies, varyByEncoding } from '../../lib/compression.ts';
import { queryLanguage } from '../../lib/translated-text.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import type { CatalogService, JsonBody } from './catalog.service.ts';

const MAX_ID = 2_147_483_647;
/** Below this a compressed answer saves less than its headers cost. */
const COMPRESS_FROM = 1_024;
/**
 * Pages of cards are sent compressed (decision 107): asked for again and again, about 10 KB each.
 * A product's details are not: asked for once each among thousands, compressing them cost more
 * than it saved.
 */
const LIST = { compressed: true };
/** Compressed catalog answers kept (a page of cards is about 2 KB compressed). */
const compressedAnswers = new CompressedCopies(4_000);

/**
 * Public catalog answers: JSON the service wrote from pieces the contract's schemas checked when
 * they were cached (the schemas stay in the routes as the documented contract, without a zod pass
 * over every page), with an ETag so a browser or CDN revalidates for free. `no-cache` means "ask
 * every time": prices and stock change, and a 304 costs almost nothing.
 */
function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  { json, etag }: JsonBody,
  { compressed = false } = {},
) {
  reply.header('cache-control', 'public, no-cache').header('etag', etag);
  varyByEncoding(reply);
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  ) {
    return reply.status(304).send();
  }
  reply.type('application/json; charset=utf-8');
  // A browser that accepts it gets an answer it asks for again compressed (a page of cards: 10 KB
  // → under 2 KB), made once per answer's tag. A string body is sent as it is: Fastify's (zod)
  // serializer is for objects.
  const encoding =
    compressed && json.length >= COMPRESS_FROM ? acceptedEncoding(request) : undefined;
  const body =
    encoding && request.method !== 'HEAD'
      ? compressedAnswers.of(etag, encoding, () => json)
      : undefined;
  if (!body) return reply.send(json as never);
  return reply.header('content-encoding', encoding!).send(body as never);
}

/** Spec §7 catalog calls, under /api. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  // Other processes announce catalog changes with NOTIFY; hear them while the server runs.
  app.addHook('onReady', () => catalog.watch(app.log));
  app.addHook('onClose', () => catalog.stop());

  app.get(
    '/get-product-details/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product; with lang=ar its Arabic texts where staff wrote them (issue 34)',
        params: z.object({ id: z.string() }),
        response: { 200: productDetailsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Anything that is not a product id is simply a product we do not have.
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
        throw new NotFoundError('Product not found');
      return sendJson(
        request,
        reply,
        await catalog.productDetailsJson(id, queryLanguage(request.query)),
      );
    },
  );

  app.get(
    '/get-bestseller-products',
    {
      schema: {
        tags: ['catalog'],
        querystring: bestsellersQuerySchema,
        response: { 200: productListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await catalog.bestsellersJson(
          request.query.page,
          request.query.per_page,
          request.query.lang,
        ),
        LIST,
      ),
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
      const { page, per_page: perPage, lang } = request.query;
      if (page === undefined) return bounds;
      return { products: await catalog.activeProducts(page, perPage, lang), ...bounds };
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
    async (request, reply) =>
      sendJson(request, reply, await catalog.filteredProductsJson(request.query), LIST),
  );

  app.get(
    '/catalog/facets',
    {
      schema: {
        tags: ['catalog'],
        summary: 'How many products each pet type and product type would show, and a spelling',
        querystring: facetQuerySchema,
        response: { 200: facetsResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Answered from the server's cache, dropped whenever the catalog changes.
      reply.header('cache-control', 'public, no-cache');
      return catalog.facets(request.query);
    },
  );
};
