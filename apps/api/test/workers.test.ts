import { execFileSync } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { createPostgresTestDatabase, testDatabaseKind } from './helpers/db.ts';
import { startServer, type ServerProcess } from './helpers/server-process.ts';

/** Issue 30: `WEB_CONCURRENCY=N npm start` runs N workers on one port, on PostgreSQL only. */
describe('WEB_CONCURRENCY', () => {
  it('refuses more than one worker on the embedded database, saying why', () => {
    expect(() => testConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded PGlite database runs inside one process, and a second process cannot open its files',
    );
    expect(testConfig().WEB_CONCURRENCY).toBe(1);
    expect(() => testConfig({ WEB_CONCURRENCY: '0' })).toThrow('WEB_CONCURRENCY');
  });
});

/** The worker processes of a cluster's primary. */
const workersOf = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);

/** Each on a connection of its own, as many clients would come (none reuses a dead worker's). */
const statuses = (origin: string, path: string, count: number) =>
  Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const request = http.get(origin + path, { agent: false, timeout: 5_000 }, (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          });
          request.on('error', reject);
          request.on('timeout', () => request.destroy(new Error(`${path}: no answer in 5 s`)));
        }),
    ),
  );

const METRICS_TOKEN = 'metrics-token-for-the-workers';

// Only a PostgreSQL server can be shared by several processes.
if (testDatabaseKind === 'postgres') {
  describe('two workers on one port', () => {
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let server: ServerProcess;
    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      server = await startServer({
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN,
      });
    });
    afterAll(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.drop();
    });

    it('answers from both, replaces a worker killed outright, and stops both on SIGTERM', async () => {
      await expect
        .poll(() => server.output(), { timeout: 20_000 })
        .toContain('2 workers on one port (WEB_CONCURRENCY).');
      const [first, second] = workersOf(server.child.pid!);
      expect(second).toBeGreaterThan(0);
      expect(await statuses(server.origin, '/api/ready', 10)).toEqual(Array(10).fill(200));
      // Whichever worker answers /metrics tells every worker's requests (the primary sums them).
      for (let n = 0; n < 3; n++) {
        const metrics = await fetch(`${server.origin}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(await metrics.text()).toContain(
          'petshop_http_request_duration_seconds_count{method="GET",route="/api/ready",status="200"} 10',
        );
      }

      process.kill(first!, 'SIGKILL');
      // Once the primary knows (a connection it handed to the dead one meanwhile is lost, as
      // with any crash), the other answers every request while a third starts.
      await expect
        .poll(() => server.output(), { timeout: 20_000 })
        .toMatch(/Worker \d+ stopped \(SIGKILL\); starting another\./);
      expect(await statuses(server.origin, '/api/ping', 20)).toEqual(Array(20).fill(200));
      await expect.poll(() => workersOf(server.child.pid!).length, { timeout: 20_000 }).toBe(2);
      expect(workersOf(server.child.pid!)).not.toContain(first);
      expect(await statuses(server.origin, '/api/ready', 10)).toEqual(Array(10).fill(200));

      const workers = workersOf(server.child.pid!);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    });
  });

  describe('two servers starting at once on one database', () => {
    it('migrate and seed one after the other: one demo catalog, not two', async () => {
      const database = await createPostgresTestDatabase();
      const servers: ServerProcess[] = [];
      try {
        const env = { DATABASE_URL: database.url, SEED_DEMO: 'true' };
        servers.push(...(await Promise.all([startServer(env), startServer(env)])));
        const seeded = servers.filter((one) => one.output().includes('Seeded the demo catalog'));
        expect(seeded).toHaveLength(1);
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const { rows } = await client.query<{ products: number; owners: number }>(
          `SELECT (SELECT count(*)::int FROM products) AS products,
                  (SELECT count(*)::int FROM staff) AS owners`,
        );
        await client.end();
        expect(rows[0]!.products).toBeGreaterThan(0);
        expect(seeded[0]!.output()).toContain(
          `Seeded the demo catalog: ${rows[0]!.products} products.`,
        );
        expect(rows[0]!.owners).toBe(1);
      } finally {
        for (const server of servers) server.child.kill('SIGTERM');
        await Promise.all(servers.map((server) => server.exited));
        await database.drop();
      }
    });
  });
}
