import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { scheduleMaintenance } from '../db/maintenance.ts';

/** Work a module has done in the background while the server listens (not in tests' apps). */
export interface Job {
  /** What it does, for the log: "releasing lapsed checkouts" (failed). */
  what: string;
  run: () => Promise<unknown>;
  /** Once as the server starts: a previous process may have stopped halfway. */
  atStart?: boolean;
  /** Then every so many milliseconds. */
  everyMs?: number;
}

declare module 'fastify' {
  /** The server's timers; each module adds its own, and the ways tests drive them by hand. */
  interface ShopBackground {
    add(job: Job): void;
    /** Something with its own schedule (the mail outbox); answers how to stop it, if it must be. */
    onStart(start: () => (() => void) | void): void;
    /** Starts everything added, once the server listens. */
    start(): void;
  }
  interface FastifyInstance {
    background: ShopBackground;
  }
}

/**
 * Decorates the app with its background: the modules add their jobs, the server starts them, and
 * closing the app stops them. A failed run is logged; the next one tries again. The database's
 * own upkeep (VACUUM ANALYZE on PGlite, decision 055) is the one job no module owns.
 */
export function registerBackground(app: FastifyInstance, database: Database) {
  const starts: (() => (() => void) | void)[] = [];
  const stops: (() => void)[] = [];
  /** Runs under way: closing the app waits for them (a stopping server drains its jobs). */
  const running = new Set<Promise<unknown>>();
  const runLogged = (job: Job) => {
    const run = job
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${job.what} failed`))
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  const background = {
    add(job: Job) {
      starts.push(() => {
        if (job.atStart) void runLogged(job);
        if (!job.everyMs) return;
        const timer = setInterval(() => void runLogged(job), job.everyMs);
        timer.unref();
        return () => clearInterval(timer);
      });
    },
    onStart(start: () => (() => void) | void) {
      starts.push(start);
    },
    start() {
      for (const start of starts) {
        const stop = start();
        if (stop) stops.push(stop);
      }
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
