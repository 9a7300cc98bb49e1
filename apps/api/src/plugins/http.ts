import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { SharedCounts } from '../lib/shared-counts.repo.ts';
import type { CountsPlace } from './shared-counts.ts';
import { waitText } from '../lib/wait-text.ts';
import { AppError, ValidationError } from './errors.ts';

/**
 * Folds bracket-array query keys (`petTypes[]=DOG`, `petTypes[0]=DOG`) into `petTypes`, so the
 * API accepts both the comma-joined and the bracket form the web client's serializer writes.
 */
function foldBracketArrays(query: Record<string, unknown>): Record<string, unknown> {
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = /^([^[\]]+)\[\d*\]$/.exec(key);
    const name = match ? match[1]! : key;
    const values = Array.isArray(value) ? value : [value];
    const existing = folded[name];
    if (match || existing !== undefined) {
      const previous =
        existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      folded[name] = [...previous, ...values];
    } else {
      folded[name] = value;
    }
  }
  return folded;
}

/**
 * The field (`notes`, `customer_info.name`) of a text in a request part that holds a NUL
 * character, which PostgreSQL cannot store: the whole statement would fail. Walked without
 * recursion, as a JSON body may nest thousands of levels deep.
 */
function fieldWithNul(part: unknown): string | undefined {
  const pending: [unknown, string][] = [[part, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return field || 'request';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        pending.push([child, field ? `${field}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * How requests are read: CORS for a web app served elsewhere, JSON bodies (an empty one is {}),
 * per-route rate limits, bracket-array queries, and no NUL character in a validated text.
 */
/**
 * @fastify/rate-limit's store over the shared counts in the database: one upsert a limited
 * request, a count per route and client address, so every process counts the same requests.
 */
function countsStore(counts: SharedCounts) {
  return class CountsStore implements FastifyRateLimitStore {
    /** The plugin makes the first with its options; each route's is a child with its prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = 'requests:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      const now = Date.now();
      counts.add(this.prefix + key, 1, now, timeWindow ?? 60_000).then(
        (count) => callback(null, { current: count.count, ttl: count.expiresAt - now }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin hands over the route's merged limits, its options under `routeInfo`. */
    child(limits: object) {
      const { method, url } = (limits as { routeInfo: { method: unknown; url: unknown } })
        .routeInfo;
      return new CountsStore(undefined, `${this.prefix}${String(method)} ${String(url)}:`);
    }
  };
}

export async function registerRequestHandling(
  app: FastifyInstance,
  config: Config,
  /** Where the limits count: the shared counts, or Redis through the plugin's own store. */
  limits: CountsPlace,
) {
  // A web app on another origin (a CDN) may call the API; tokens travel in a header, not cookies.
  const corsOrigins = new Set(config.CORS_ORIGINS);
  await app.register(cors, {
    // Origins not listed get no CORS headers at all (not even the allowed methods and headers).
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin || !corsOrigins.has(origin)) return callback(null, { origin: false });
      callback(null, {
        origin,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        credentials: false,
        maxAge: 600,
      });
    },
  });

  // Spec §7 sends some POSTs with an empty body (logout, move-to-cart): read that as {}.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, body.toString(), done);
  });

  // Per-IP limits, declared per route (login, registration), counted where every process sees
  // the same counts (decision 111).
  await app.register(rateLimit, {
    global: false,
    ...(limits.redis
      ? { redis: limits.redis, nameSpace: 'petshop:requests:' }
      : { store: countsStore(limits.counts) }),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many attempts. Please wait ${waitText(context.ttl)} and try again.`),
  });

  app.addHook('preValidation', async (request) => {
    if (request.query && typeof request.query === 'object') {
      request.query = foldBracketArrays(request.query as Record<string, unknown>);
    }
    // Only the parts a route validates: a page or a picture ignores a query it does not read.
    const schema = request.routeOptions.schema;
    for (const [part, value] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = schema?.[part] ? fieldWithNul(value) : undefined;
      if (field !== undefined) {
        throw new ValidationError({ [field]: [`The ${field} may not contain a NUL character.`] });
      }
    }
  });
}
