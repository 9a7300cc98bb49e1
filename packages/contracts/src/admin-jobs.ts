import { z } from 'zod';

/** A repeating background job as the back office shows it (issue 30, decision 114). */
export const jobStateSchema = z.object({
  name: z.string(),
  /** What it does, in words: "releasing lapsed checkouts". */
  what: z.string(),
  everySeconds: z.number(),
  nextRunAt: z.string(),
  /** A process holds it now. */
  running: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** The last run's error, or null when it succeeded (or never ran). */
  lastError: z.string().nullable(),
  /** Failed runs in a row. */
  failures: z.number(),
});
export type JobState = z.infer<typeof jobStateSchema>;

/** A mail given up after its attempts: it can be sent again. */
export const failedMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/admin/jobs (owners). */
export const jobsOverviewSchema = z.object({
  jobs: z.array(jobStateSchema),
  mail: z.object({ pending: z.number(), failed: z.number() }),
  /** The newest 50 failed mails. */
  failedMails: z.array(failedMailSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
