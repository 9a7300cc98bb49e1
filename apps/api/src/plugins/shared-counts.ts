import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { databaseCounts, redisCounts, type SharedCounts } from '../lib/shared-counts.repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts every process of the shop shares: the login brake's (decision 111). */
    sharedCounts: SharedCounts;
  }
}

/** Where the shared counts live: Redis when REDIS_URL is set, else the shop's database. */
export interface CountsPlace {
  counts: SharedCounts;
  /** The Redis connection, when there is one: the request limits use it too. */
  redis?: Redis;
}

/**
 * Opens the place of the shared counts and decorates the app with them. A Redis that does not
 * answer stops the start with a message, rather than the first login with an error.
 */
export async function registerSharedCounts(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<CountsPlace> {
  if (!config.REDIS_URL) {
    app.decorate('sharedCounts', databaseCounts(database));
    return { counts: app.sharedCounts };
  }
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    // A request waits for Redis at most a few tries, then fails rather than hangs.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });
  redis.on('error', (error: unknown) => app.log.error({ err: error }, 'Redis connection failed'));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis at ${safeUrl(config.REDIS_URL)} does not answer`, {
      cause: error,
    });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  app.decorate('sharedCounts', redisCounts(redis));
  return { counts: app.sharedCounts, redis };
}

/** The URL without its password, for a message. */
function safeUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
