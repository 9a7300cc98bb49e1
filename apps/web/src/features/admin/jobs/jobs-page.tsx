import type { FailedMail, JobState } from '@petshop/contracts/admin-jobs';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopMoment } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { ListError } from '../admin-ui.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { useJobsOverview, useRetryMail, useRunJob } from './api/get-jobs.ts';

/** "releasing lapsed checkouts" → "Releasing lapsed checkouts". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How often a job runs: "Every 5 minutes", "Every hour", "Every 30 seconds". */
function everyWords(seconds: number): string {
  const unit = (count: number, one: string) =>
    count === 1 ? `Every ${one}` : `Every ${count} ${one}s`;
  if (seconds > 0 && seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds > 0 && seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

function JobBadge({ job }: { job: JobState }) {
  if (job.running) return <StatusBadge tone="progress">Running</StatusBadge>;
  if (job.failures > 0) {
    return <StatusBadge tone="critical">Failing ({job.failures} in a row)</StatusBadge>;
  }
  return <StatusBadge tone="success">OK</StatusBadge>;
}

const Moment = ({ at }: { at: string }) => <time dateTime={at}>{formatShopMoment(at)}</time>;

/** /admin/jobs (owners): the background jobs' last runs, the outbox, and the mails given up. */
export function Component() {
  usePageHead({ title: 'Jobs' });
  const overview = useJobsOverview();
  const data = overview.data;
  return (
    <section aria-labelledby="jobs-title" className="max-w-5xl">
      <h1 id="jobs-title" className="text-2xl font-bold text-ink">
        Jobs
      </h1>
      <p className="mt-1 text-sm text-gray-600">
        Work the shop does in the background. A job that failed shows its last error; run it again
        once the cause is fixed.
      </p>
      {overview.isPending && <p className="mt-6 text-gray-600">Loading jobs…</p>}
      {overview.isError && <ListError error={overview.error} />}
      {data && (
        <>
          <p className="mt-4 text-sm text-ink">
            Mail: {data.mail.pending} waiting to be sent, {data.mail.failed} given up.
          </p>
          {data.jobs.length === 0 ? (
            <p className="mt-6 text-gray-600">The shop has no background jobs.</p>
          ) : (
            <ul
              aria-labelledby="jobs-title"
              className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white"
            >
              {data.jobs.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </ul>
          )}
          <FailedMails mails={data.failedMails} total={data.mail.failed} />
        </>
      )}
    </section>
  );
}

/** A job as a row that stacks on a phone: what it does, how often, its runs, and "Run now". */
function JobRow({ job }: { job: JobState }) {
  const titleId = `job-${job.name}`;
  const run = useRunJob(job.name, (ran) => {
    if (ran.lastError === null) toast.success(`Done: ${ran.what}.`);
    else toast.warning(`${capitalised(ran.what)} failed again: ${ran.lastError}`);
  });
  return (
    <li aria-labelledby={titleId} className="px-4 py-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p id={titleId} className="font-semibold text-ink">
            {capitalised(job.what)}
          </p>
          <p className="font-mono text-xs break-all text-gray-600">{job.name}</p>
        </div>
        <JobBadge job={job} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-700">
        <dt className="font-semibold">How often</dt>
        <dd>{everyWords(job.everySeconds)}</dd>
        <dt className="font-semibold">Last run</dt>
        <dd>{job.lastFinishedAt ? <Moment at={job.lastFinishedAt} /> : 'Not run yet'}</dd>
        <dt className="font-semibold">Next run</dt>
        <dd>
          <Moment at={job.nextRunAt} />
        </dd>
      </dl>
      {job.lastError !== null && (
        <div className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">Last error</p>
          <p className="break-words">{job.lastError}</p>
        </div>
      )}
      {run.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {errorMessage(run.error)}
        </p>
      )}
      <button
        type="button"
        className={`${buttonClass('secondary', 'sm')} mt-3`}
        disabled={run.isPending}
        onClick={() => run.mutate()}
      >
        {run.isPending ? 'Running…' : 'Run now'}
      </button>
    </li>
  );
}

/** The mails given up after their attempts (the newest 50), each of which may be sent again. */
function FailedMails({ mails, total }: { mails: FailedMail[]; total: number }) {
  return (
    <section aria-labelledby="failed-mails-title" className="mt-8">
      <h2 id="failed-mails-title" className="text-lg font-bold text-ink">
        Mails given up
      </h2>
      {mails.length === 0 ? (
        <p className="mt-2 text-gray-600">No mail has been given up.</p>
      ) : (
        <>
          {total > mails.length && (
            <p className="mt-1 text-sm text-gray-600">
              The newest {mails.length} of {total} are shown.
            </p>
          )}
          <ul
            aria-labelledby="failed-mails-title"
            className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white"
          >
            {mails.map((mail) => (
              <MailRow key={mail.id} mail={mail} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function MailRow({ mail }: { mail: FailedMail }) {
  const titleId = `mail-${mail.id}`;
  const retry = useRetryMail(mail.id, () => toast.success(`Queued again: ${mail.subject}.`));
  return (
    <li aria-labelledby={titleId} className="px-4 py-4 text-sm">
      <p id={titleId} className="font-semibold break-words text-ink">
        {mail.subject}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-700">
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{mail.recipient}</dd>
        <dt className="font-semibold">Kind</dt>
        <dd className="font-mono text-xs leading-5">{mail.kind}</dd>
        <dt className="font-semibold">Attempts</dt>
        <dd>{mail.attempts}</dd>
        <dt className="font-semibold">Queued</dt>
        <dd>
          <Moment at={mail.createdAt} />
        </dd>
      </dl>
      {mail.lastError !== null && (
        <div className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">Last error</p>
          <p className="break-words">{mail.lastError}</p>
        </div>
      )}
      {retry.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {errorMessage(retry.error)}
        </p>
      )}
      <button
        type="button"
        className={`${buttonClass('secondary', 'sm')} mt-3`}
        disabled={retry.isPending}
        onClick={() => retry.mutate()}
      >
        {retry.isPending ? 'Sending…' : 'Send again'}
      </button>
    </li>
  );
}

export default Component;
