import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';
import { backgroundFigures, type BackgroundFigures } from './scheduled-jobs.repo.ts';

/** A worker asks the primary for every worker's metrics, summed (prom-client's aggregation). */
const ASK = 'petshop:metrics-ask';
const ANSWER = 'petshop:metrics-answer';

/**
 * Prometheus metrics at /metrics (issue 30), only when METRICS_TOKEN is set and only for a request
 * bearing it: requests by route, method and status with their durations, the database's
 * connections and waiting statements, the mail outbox and the background jobs, and Node's own
 * (CPU, memory, event loop). Unset, no hook runs and /metrics is not found. Under WEB_CONCURRENCY
 * the answering worker asks the primary for all workers' metrics, summed.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: Database) {
  const token = config.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'petshop_' });

  const requests = new Histogram({
    name: 'petshop_http_request_duration_seconds',
    help: 'Requests answered, by route, method and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'no route',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'petshop_db_connections',
    help: 'Database connections open and idle, and statements waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = database.stats();
      this.set({ state: 'open' }, stats.connections);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // The outbox and the jobs' rows are the database's, the same from every worker: one worker's
  // reading stands for all ('first'), where per-process figures are summed.
  // One reading a scrape, shared by the two gauges below.
  let reading: Promise<BackgroundFigures> | undefined;
  const readBackground = () =>
    (reading ??= backgroundFigures(database).finally(() =>
      setImmediate(() => (reading = undefined)),
    ));
  new Gauge({
    name: 'petshop_mail_outbox',
    help: 'Mails waiting to be sent (pending) and given up after their attempts (failed)',
    labelNames: ['state'],
    aggregator: 'first',
    registers,
    async collect() {
      const row = await readBackground();
      this.set({ state: 'pending' }, row.mail_pending);
      this.set({ state: 'failed' }, row.mail_failed);
    },
  });
  new Gauge({
    name: 'petshop_job_failures_in_a_row',
    help: 'Failed runs in a row of each repeating background job (0: its last run succeeded)',
    labelNames: ['job'],
    aggregator: 'first',
    registers,
    async collect() {
      const row = await readBackground();
      const failures =
        typeof row.failures === 'string' ? JSON.parse(row.failures) : (row.failures ?? {});
      for (const [job, count] of Object.entries(failures as Record<string, number>)) {
        this.set({ job }, count);
      }
    },
  });
  const runs = new Counter({
    name: 'petshop_job_runs_total',
    help: 'Runs of repeating background jobs, by job and outcome',
    labelNames: ['job', 'outcome'],
    registers,
  });
  app.background.observe((job, error) => runs.inc({ job, outcome: error ? 'failed' : 'ok' }));

  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries(registry);
    new AggregatorRegistry();
  }

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'The metrics need the bearer token of METRICS_TOKEN.');
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return cluster.isWorker ? askPrimary() : registry.metrics();
  });
}

let asked = 0;
/** The primary's aggregation of every worker's registry (one IPC round trip). */
function askPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onAnswer);
      reject(new Error('The primary did not answer with the metrics in 5 s'));
    }, 5_000);
    const onAnswer = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onAnswer);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    process.on('message', onAnswer);
    process.send!({ type: ASK, id });
  });
}

/** In the primary: answers a worker's question with every worker's metrics, summed. */
export function answerMetricsInPrimary() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}
