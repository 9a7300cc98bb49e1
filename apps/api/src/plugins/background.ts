import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  claimDueJobs,
  claimJobNow,
  finishJob,
  jobStateRows,
  registerJobs,
} from './scheduled-jobs.repo.ts';
import { scheduleMaintenance } from '../db/maintenance.ts';

/** Work a module has done in the background while the server listens (not in tests' apps). */
export interface Job {
  /** Its name in `scheduled_jobs` and the back office: "release-lapsed-checkouts". */
  name: string;
  /** What it does, for the log and the back office: "releasing lapsed checkouts". */
  what: string;
  run: () => Promise<unknown>;
  /** Once as this process starts, unclaimed: a previous process may have stopped halfway. */
  atStart?: boolean;
  /** Then every so many milliseconds, by whichever process claims it (once across processes). */
  everyMs?: number;
}

/** A repeating job as the back office shows it. */
export interface JobState {
  name: string;
  what: string;
  everyMs: number;
  nextRunAt: Date;
  running: boolean;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastError: string | null;
  failures: number;
}

declare module 'fastify' {
  /** The server's timers; each module adds its own, and the ways tests drive them by hand. */
  interface ShopBackground {
    add(job: Job): void;
    /** Something with its own schedule (the mail outbox); answers how to stop it, if it must be. */
    onStart(start: () => (() => void) | void): void;
    /** Starts everything added, once the server listens. */
    start(): void;
    /**
     * Claims every repeating job that is due and runs it (what each process's timer does every
     * few seconds); answers the names this process ran.
     */
    runDue(): Promise<string[]>;
    /**
     * Runs a repeating job now unless a process is running it (the back office's "Run now"):
     * undefined for an unknown name, else whether it ran and the error it met.
     */
    runNow(name: string): Promise<{ ran: boolean; error: string | null } | undefined>;
    /** The repeating jobs with their last runs. */
    states(): Promise<JobState[]>;
    /** Told of every run of a repeating job this process makes, with its error (the metrics). */
    observe(listener: (name: string, error: string | null) => void): void;
  }
  interface FastifyInstance {
    background: ShopBackground;
  }
}

/** How often each process looks for due jobs; a job's own interval is at least this. */
const TICK_MS = 5_000;
/** How long a claim holds a job: a process that died mid-run frees it after this. */
const LEASE_MS = 5 * 60_000;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Decorates the app with its background: the modules add their jobs, the server starts them, and
 * closing the app stops them and waits for runs under way. A repeating job runs in whichever
 * process claims it when it is due (decision 114), so N processes run it once per interval; a
 * failed run is logged and kept on its row, and the next one tries again. The database's own
 * upkeep (VACUUM ANALYZE on PGlite, decision 055) is the one job no module owns.
 */
export function registerBackground(app: FastifyInstance, database: Database) {
  const starts: (() => (() => void) | void)[] = [];
  const stops: (() => void)[] = [];
  const repeating = new Map<string, Job & { everyMs: number }>();
  /** Runs under way: closing the app waits for them (a stopping server drains its jobs). */
  const running = new Set<Promise<unknown>>();
  let registered: Promise<unknown> | undefined;
  const observers: ((name: string, error: string | null) => void)[] = [];

  const track = <T>(run: Promise<T>) => {
    running.add(run);
    void run.finally(() => running.delete(run)).catch(() => {});
    return run;
  };

  /** Runs a job this process holds, then records how it went and frees it. */
  const runClaimed = (job: Job) =>
    track(
      (async () => {
        let error: string | null = null;
        try {
          await job.run();
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
          app.log.error({ err: failure, job: job.name }, `${job.what} failed`);
        }
        await finishJob(database, job.name, error?.slice(0, 1000) ?? null);
        for (const observer of observers) observer(job.name, error);
        return error;
      })(),
    );

  const register = () => {
    // A failed attempt (the database away at start) is tried again at the next tick.
    registered ??= registerJobs(database, [...repeating.keys()]).catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
    return registered;
  };

  const background = {
    add(job: Job) {
      if (job.everyMs) {
        if (repeating.has(job.name)) throw new Error(`Two background jobs named ${job.name}`);
        repeating.set(job.name, { ...job, everyMs: job.everyMs });
      }
      if (job.atStart) {
        starts.push(() => {
          void track(
            job
              .run()
              .catch((error: unknown) => app.log.error({ err: error }, `${job.what} failed`)),
          );
        });
      }
    },
    onStart(start: () => (() => void) | void) {
      starts.push(start);
    },
    start() {
      for (const start of starts) {
        const stop = start();
        if (stop) stops.push(stop);
      }
      if (repeating.size === 0) return;
      const tick = () =>
        void background
          .runDue()
          .catch((error: unknown) => app.log.error({ err: error }, 'claiming due jobs failed'));
      tick();
      const timer = setInterval(tick, TICK_MS);
      timer.unref();
      stops.push(() => clearInterval(timer));
    },
    async runDue() {
      if (repeating.size === 0) return [];
      await register();
      const jobs = [...repeating.values()];
      const claimed = await claimDueJobs(
        database,
        jobs.map((job) => ({ name: job.name, everyMs: Math.max(TICK_MS, job.everyMs) })),
        LEASE_MS,
      );
      await Promise.all(claimed.map((name) => runClaimed(repeating.get(name)!)));
      return claimed;
    },
    async runNow(name: string) {
      const job = repeating.get(name);
      if (!job) return undefined;
      await register();
      if (!(await claimJobNow(database, name, LEASE_MS, job.everyMs))) {
        return { ran: false, error: null };
      }
      return { ran: true, error: await runClaimed(job) };
    },
    observe(listener: (name: string, error: string | null) => void) {
      observers.push(listener);
    },
    async states() {
      await register();
      const rows = await jobStateRows(database, [...repeating.keys()]);
      const byName = new Map(rows.map((row) => [row.name, row]));
      return [...repeating.values()].map((job): JobState => {
        const row = byName.get(job.name);
        return {
          name: job.name,
          what: job.what,
          everyMs: job.everyMs,
          nextRunAt: asDate(row?.next_run_at ?? new Date())!,
          running: row?.running === true,
          lastStartedAt: asDate(row?.last_started_at ?? null),
          lastFinishedAt: asDate(row?.last_finished_at ?? null),
          lastError: row?.last_error ?? null,
          failures: row?.failures ?? 0,
        };
      });
    },
  };
  // The members the modules add (their jobs' handles for tests) are set by them.
  app.decorate('background', background as FastifyInstance['background']);
  app.addHook('onClose', async () => {
    for (const stop of stops.splice(0)) stop();
    await Promise.allSettled([...running]);
  });
  background.onStart(() =>
    scheduleMaintenance(database, (error) =>
      app.log.error({ err: error }, 'database maintenance (VACUUM ANALYZE) failed'),
    ),
  );
}
