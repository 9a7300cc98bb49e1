import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { createTestDatabase } from './helpers/db.ts';

/** Issue 30: what a load balancer, an orchestrator and whoever reads the logs are told. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /api/health and /api/ready', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  it('answers ready when the database answers and has run every migration', async () => {
    const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database lacks one of this build’s migrations', async () => {
    const journal = sql`drizzle.__drizzle_migrations`;
    const last = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    const removed = await shop.database.db.execute(
      sql`DELETE FROM ${journal} WHERE created_at = ${last} RETURNING hash, created_at`,
    );
    try {
      const ready = await shop.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        message:
          "The database has not run 1 of this build's migrations: start the server (it migrates) or run them first.",
      });
      // Alive all the same: restarting the process would not help.
      expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      const [row] = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows;
      await shop.database.db.execute(
        sql`INSERT INTO ${journal} (hash, created_at) VALUES (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await shop.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('gives every answer an id, a trusted proxy’s own where it sent one', async () => {
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/ping',
      headers: { 'x-request-id': 'made-up-by-the-client' },
    });
    // No proxy is trusted here: the client's header is not taken.
    expect(answer.headers['x-request-id']).toMatch(UUID);
    const proxied = await createTestShop({ TRUST_PROXY: 'true' });
    try {
      const fromProxy = await proxied.app.inject({
        method: 'GET',
        url: '/api/ping',
        headers: { 'x-request-id': 'lb-7f3a9c' },
      });
      expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a9c');
      const odd = await proxied.app.inject({
        method: 'GET',
        url: '/api/ping',
        headers: { 'x-request-id': 'no spaces <or> markup' },
      });
      expect(odd.headers['x-request-id']).toMatch(UUID);
    } finally {
      await proxied.close();
    }
  });
});

describe('a server whose database has gone', () => {
  it('stays alive, is not ready, and answers a failed request with the id its log line carries', async () => {
    const lines: Record<string, unknown>[] = [];
    const database = await createTestDatabase();
    const shop = await createTestShop();
    const app = await buildApp({ ...shop.config, LOG_LEVEL: 'error' }, database, {
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    await app.ready();
    await database.close();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        message: 'The database is not reachable.',
      });

      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.ae', password: 'whatever-1' },
      });
      expect(failed.statusCode).toBe(500);
      const id = failed.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(failed.json()).toEqual({
        message: 'Server error. Please try again later.',
        request_id: id,
      });
      const logged = lines.find((line) => line.msg === 'request failed');
      expect(logged).toMatchObject({ level: 50, reqId: id });
    } finally {
      await app.close().catch(() => {});
      await shop.close();
    }
  });
});

describe('closing the server', () => {
  it('waits for a background job under way before it closes', async () => {
    const shop = await createTestShop();
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    shop.app.background.add({
      name: 'slow-job',
      what: 'a slow job',
      atStart: true,
      run: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 200));
        finished = true;
      },
    });
    shop.app.background.start();
    await running;
    await shop.close();
    expect(finished).toBe(true);
  });
});

describe('GET /metrics', () => {
  const TOKEN = 'metrics-token-for-the-tests';
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => shop.close());

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestShop();
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('asks for the token, and takes no other', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN]) {
      const answer = await shop.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toEqual({
        message: 'The metrics need the bearer token of METRICS_TOKEN.',
      });
    }
  });

  it('counts requests by route and status, and shows the database, the outbox and the jobs', async () => {
    for (let n = 0; n < 3; n++) await shop.app.inject({ method: 'GET', url: '/api/ping' });
    await shop.app.inject({ method: 'GET', url: '/api/get-product-details/999999' });
    shop.app.background.add({
      name: 'metrics-probe',
      what: 'failing for the metrics',
      everyMs: 60_000,
      run: async () => {
        throw new Error('no courier');
      },
    });
    await shop.app.background.runNow('metrics-probe');
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(text).toContain(
      'petshop_http_request_duration_seconds_count{method="GET",route="/api/ping",status="200"} 3',
    );
    expect(text).toContain(
      'petshop_http_request_duration_seconds_count{method="GET",route="/api/get-product-details/:id",status="404"} 1',
    );
    expect(text).toMatch(/petshop_db_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/petshop_mail_outbox\{state="pending"\} \d+/);
    expect(text).toContain('petshop_mail_outbox{state="failed"} 0');
    expect(text).toContain('petshop_job_failures_in_a_row{job="metrics-probe"} 1');
    expect(text).toContain('petshop_job_runs_total{job="metrics-probe",outcome="failed"} 1');
    expect(text).toMatch(/petshop_nodejs_eventloop_lag_seconds \d/);
  });

  it('takes a token of 16 characters or more', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });
});

describe('configuration from the environment', () => {
  it('reads an empty variable as an unset one, as env files and compose write them', () => {
    const config = testConfig({
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      METRICS_TOKEN: '',
      STRIPE_SECRET_KEY: '',
      WEB_CONCURRENCY: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(config.WEB_CONCURRENCY).toBe(1);
  });
});
