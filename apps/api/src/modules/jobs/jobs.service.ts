import type { JobState as JobView } from '@petshop/contracts/admin-jobs';
import type { ShopBackground } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobState } from '../../plugins/background.ts';
import { AppError, NotFoundError } from '../../plugins/errors.ts';
import { countMailByState, findFailedMails, requeueFailedMail } from '../mail/mail.repo.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const view = (job: JobState): JobView => ({
  name: job.name,
  what: job.what,
  everySeconds: Math.round(job.everyMs / 1000),
  nextRunAt: job.nextRunAt.toISOString(),
  running: job.running,
  lastStartedAt: iso(job.lastStartedAt),
  lastFinishedAt: iso(job.lastFinishedAt),
  lastError: job.lastError,
  failures: job.failures,
});

/** The back office's view of the background: the jobs' runs, the outbox, and their retries. */
export function createJobsService(db: Db, background: ShopBackground, mailer: { kick(): void }) {
  const NO_FAILED_MAIL = 'No failed mail has this number.';
  return {
    NO_FAILED_MAIL,

    async overview() {
      const [jobs, mail, failed] = await Promise.all([
        background.states(),
        countMailByState(db),
        findFailedMails(db, 50),
      ]);
      return {
        jobs: jobs.map(view),
        mail,
        failedMails: failed.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /** Runs the job in this request, unless a process is running it; answers its new state. */
    async runNow(name: string) {
      const outcome = await background.runNow(name);
      if (!outcome) throw new NotFoundError('No background job has this name.');
      if (!outcome.ran) {
        throw new AppError(409, 'This job is running in another process. Try again in a minute.');
      }
      const state = (await background.states()).find((job) => job.name === name)!;
      return view(state);
    },

    /** A failed mail queued again with fresh attempts, and delivery asked for at once. */
    async retryMail(id: number) {
      if (!(await requeueFailedMail(db, id))) throw new NotFoundError(NO_FAILED_MAIL);
      mailer.kick();
      return { id, status: 'pending' as const };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
