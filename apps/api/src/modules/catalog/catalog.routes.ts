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
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
/** Longest URL whose answer is held for it (longer ones are answered the long way every time). */
const MAX_HELD_URL = 512;

/**
 * The answer last sent for each URL of a route (its path and query as the client wrote them),
 * oldest out first when full. A request for the same URL gets the same answer again, without
 * reading its query or asking the catalog, for as long as the catalog says it is current
 * (decision 139): the same bytes the route would write, checked and compressed the same way.
 */
class AnswersByUrl {
  private readonly answers = new Map<string, JsonBody>();

  constructor(private readonly maxEntries: number) {}

  get(url: string): JsonBody | undefined {
    return this.answers.get(url);
  }

  keep(url: string, body: JsonBody): void {
    if (url.length > MAX_HELD_URL || this.answers.get(url) === body) return;
    this.answers.delete(url);
    if (this.answers.size >= this.maxEntries) {
      this.answers.delete(this.answers.keys().next().value!);
    }
    this.answers.set(url, body);
  }
}

/**
 * Public catalog answers: JSON the service wrote from pieces the contract's schemas checked when
 * they were cached (the schemas stay in the routes as the documented contract, without a zod pass
 * over every page), with an ETag so a browser or CDN revalidates for free. `no-cache` means "ask
 * every time": prices and stock change, and a 304 costs almost nothing.
 */
function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: JsonBody,
  { compressed = false } = {},
) {
  const { json, etag } = answer;
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
  let body: Buffer | undefined;
  if (encoding && request.method !== 'HEAD') {
    body = answer.compressed?.[encoding];
    if (!body) {
      body = compressedAnswers.of(etag, encoding, () => json);
      if (body) (answer.compressed ??= {})[encoding] = body;
    }
  }
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

  /**
   * A route's answers held per URL (AnswersByUrl): `onRequest` answers a URL whose answer is
   * still current before its query is read, `send` sends an answer and holds it for its URL.
   */
  const perUrl = (maxEntries: number, options: { compressed?: boolean } = {}) => {
    const answers = new AnswersByUrl(maxEntries);
    const onRequest: onRequestHookHandler = (request, reply, done) => {
      const answer = answers.get(request.url);
      if (answer && catalog.isCurrent(answer)) {
        // Answered here: the rest of the request's course (validation, handler) is skipped.
        sendJson(request, reply, answer, options);
        return;
      }
      done();
    };
    const send = (request: FastifyRequest, reply: FastifyReply, answer: JsonBody) => {
      answers.keep(request.url, answer);
      return sendJson(request, reply, answer, options);
    };
    return { onRequest, send };
  };
  // A URL per product and language; pages of lists and searches are fewer.
  const productAnswers = perUrl(20_000);
  const bestsellerAnswers = perUrl(1_000, LIST);
  const filteredAnswers = perUrl(4_000, LIST);

  app.get(
    '/get-product-details/:id',
    {
      onRequest: productAnswers.onRequest,
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
      return productAnswers.send(
        request,
        reply,
        await catalog.productDetailsJson(id, queryLanguage(request.query)),
      );
    },
  );

  app.get(
    '/get-bestseller-products',
    {
      onRequest: bestsellerAnswers.onRequest,
      schema: {
        tags: ['catalog'],
        querystring: bestsellersQuerySchema,
        response: { 200: productListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      bestsellerAnswers.send(
        request,
        reply,
        await catalog.bestsellersJson(
          request.query.page,
          request.query.per_page,
          request.query.lang,
        ),
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
      onRequest: filteredAnswers.onRequest,
      schema: {
        tags: ['catalog'],
        querystring: productFilterQuerySchema,
        response: { 200: productListResponseSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      filteredAnswers.send(request, reply, await catalog.filteredProductsJson(request.query)),
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
