import type { Database, Statement } from '../db/client.ts';

// The rows of `scheduled_jobs` (decision 114): the background's claims on its repeating jobs.

/** Each job a row (a new one is due at once); a known one keeps its schedule across restarts. */
const REGISTER: Statement = {
  name: 'jobs_register',
  text: `INSERT INTO scheduled_jobs (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`,
};

/** The due, unheld jobs among these, now held by this process and scheduled again. */
const CLAIM_DUE: Statement = {
  name: 'jobs_claim_due',
  text: `UPDATE scheduled_jobs AS s
   SET locked_until = now() + make_interval(secs => $3::int / 1000.0),
       next_run_at = now() + make_interval(secs => j.every_ms / 1000.0),
       last_started_at = now()
  FROM unnest($1::text[], $2::int[]) AS j(name, every_ms)
 WHERE s.name = j.name AND s.next_run_at <= now()
   AND (s.locked_until IS NULL OR s.locked_until <= now())
RETURNING s.name`,
};

/** One job held by this process, due or not: the back office asked for it. */
const CLAIM_NOW: Statement = {
  name: 'jobs_claim_now',
  text: `UPDATE scheduled_jobs
   SET locked_until = now() + make_interval(secs => $2::int / 1000.0),
       next_run_at = now() + make_interval(secs => $3::int / 1000.0),
       last_started_at = now()
 WHERE name = $1 AND (locked_until IS NULL OR locked_until <= now())
RETURNING name`,
};

const FINISH: Statement = {
  name: 'jobs_finish',
  text: `UPDATE scheduled_jobs
   SET locked_until = NULL, last_finished_at = now(), last_error = $2,
       failures = CASE WHEN $2::text IS NULL THEN 0 ELSE failures + 1 END
 WHERE name = $1`,
};

const STATES: Statement = {
  name: 'jobs_states',
  text: `SELECT name, next_run_at, locked_until > now() AS running, last_started_at,
       last_finished_at, last_error, failures
  FROM scheduled_jobs WHERE name = ANY($1::text[])`,
};

export interface StateRow {
  name: string;
  next_run_at: Date | string;
  running: boolean | null;
  last_started_at: Date | string | null;
  last_finished_at: Date | string | null;
  last_error: string | null;
  failures: number;
}

/** A row for each job (a new one is due at once; a known one keeps its schedule). */
export async function registerJobs(database: Database, names: string[]) {
  await database.query(REGISTER, [names]);
}

/** Claims the due, unheld jobs among these for `leaseMs`; answers their names. */
export async function claimDueJobs(
  database: Database,
  jobs: { name: string; everyMs: number }[],
  leaseMs: number,
) {
  const rows = await database.query<{ name: string }>(CLAIM_DUE, [
    jobs.map((job) => job.name),
    jobs.map((job) => job.everyMs),
    leaseMs,
  ]);
  return rows.map((row) => row.name);
}

/** Claims one job, due or not, unless a process holds it; answers whether it did. */
export async function claimJobNow(
  database: Database,
  name: string,
  leaseMs: number,
  everyMs: number,
) {
  return (await database.query(CLAIM_NOW, [name, leaseMs, everyMs])).length > 0;
}

/** Frees a job this process held, with its run's error (null: it succeeded). */
export async function finishJob(database: Database, name: string, error: string | null) {
  await database.query(FINISH, [name, error]);
}

export function jobStateRows(database: Database, names: string[]) {
  return database.query<StateRow>(STATES, [names]);
}

const BACKGROUND_FIGURES: Statement = {
  name: 'metrics_background',
  text: `SELECT
  (SELECT count(*)::int FROM mail_outbox WHERE status = 'pending') AS mail_pending,
  (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed') AS mail_failed,
  (SELECT coalesce(json_object_agg(name, failures), '{}') FROM scheduled_jobs) AS failures`,
};

export interface BackgroundFigures {
  mail_pending: number;
  mail_failed: number;
  failures: object | string | null;
}

/** The outbox's and the jobs' figures for the metrics, in one statement. */
export async function backgroundFigures(database: Database): Promise<BackgroundFigures> {
  const [row] = await database.query<BackgroundFigures>(BACKGROUND_FIGURES, []);
  return row!;
}
