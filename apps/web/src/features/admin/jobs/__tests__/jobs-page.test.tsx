import type { FailedMail, JobsOverview, JobState } from '@petshop/contracts/admin-jobs';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, signInStaff } from '../../../../test/admin-screen.tsx';
import { json, routeFetch, type FetchRoute } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { Component as JobsPage } from '../jobs-page.tsx';

const OVERVIEW = 'GET /api/admin/jobs';
const RUN_REFUNDS = 'POST /api/admin/jobs/refund-resume/run';
const RETRY_MAIL = 'POST /api/admin/mails/17/retry';

const job = (more: Partial<JobState>): JobState => ({
  name: 'checkout-release',
  what: 'releasing lapsed checkouts',
  everySeconds: 60,
  nextRunAt: '2026-11-27T15:08:00.000Z',
  running: false,
  lastStartedAt: '2026-11-27T15:07:00.000Z',
  lastFinishedAt: '2026-11-27T15:07:17.272Z',
  lastError: null,
  failures: 0,
  ...more,
});

const releasing = job({});
const failingRefunds = job({
  name: 'refund-resume',
  what: 'resuming stalled card refunds',
  everySeconds: 300,
  nextRunAt: '2026-11-27T15:10:00.000Z',
  lastFinishedAt: '2026-11-27T15:05:02.000Z',
  lastError: 'The card provider answered 503',
  failures: 2,
});
const forgetting = job({
  name: 'sign-in-counts',
  what: 'forgetting expired login and request counts',
  everySeconds: 3600,
  nextRunAt: '2026-11-27T16:00:00.000Z',
  running: true,
  lastFinishedAt: null,
});

const bouncedMail: FailedMail = {
  id: 17,
  kind: 'order-confirmation',
  recipient: 'omar@example.ae',
  subject: 'Your order ORD-000041 is confirmed',
  attempts: 5,
  lastError: 'Mailbox unavailable',
  createdAt: '2026-11-26T08:00:00.000Z',
};

const overview = (more: Partial<JobsOverview> = {}): JobsOverview => ({
  jobs: [releasing, failingRefunds, forgetting],
  mail: { pending: 3, failed: 1 },
  failedMails: [bouncedMail],
  ...more,
});

/** The Jobs screen over a server whose overview is `state.overview` (a test changes it). */
function renderJobs(routes: Record<string, FetchRoute> = {}, start = overview()) {
  const state = { overview: start };
  const router = routeFetch({ [OVERVIEW]: () => json(200, state.overview), ...routes });
  renderAdmin(<JobsPage />, '/admin/jobs');
  return { ...router, state };
}

const jobRow = (what: string) => screen.findByRole('listitem', { name: what });

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  signInStaff({ name: 'Mariam', role: 'owner' }, 'owner-tok');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the Jobs screen', () => {
  it('lists each job with how often it runs, its runs in Dubai time, its state and its error', async () => {
    renderJobs();
    expect(await screen.findByText('Mail: 3 waiting to be sent, 1 given up.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeTruthy();

    const releasingRow = await jobRow('Releasing lapsed checkouts');
    expect(within(releasingRow).getByText('checkout-release')).toBeTruthy();
    expect(within(releasingRow).getByText('Every minute')).toBeTruthy();
    expect(within(releasingRow).getByText('27 Nov 2026, 19:07').tagName).toBe('TIME');
    expect(within(releasingRow).getByText('27 Nov 2026, 19:08').tagName).toBe('TIME');
    expect(within(releasingRow).getByText('OK')).toBeTruthy();
    expect(within(releasingRow).queryByText('Last error')).toBeNull();

    const refundsRow = await jobRow('Resuming stalled card refunds');
    expect(within(refundsRow).getByText('Every 5 minutes')).toBeTruthy();
    expect(within(refundsRow).getByText('Failing (2 in a row)')).toBeTruthy();
    expect(within(refundsRow).getByText('Last error')).toBeTruthy();
    expect(within(refundsRow).getByText('The card provider answered 503')).toBeTruthy();

    const forgettingRow = await jobRow('Forgetting expired login and request counts');
    expect(within(forgettingRow).getByText('Every hour')).toBeTruthy();
    expect(within(forgettingRow).getByText('Not run yet')).toBeTruthy();
    expect(within(forgettingRow).getByText('Running')).toBeTruthy();

    const mails = within(screen.getByRole('list', { name: 'Mails given up' }));
    const mail = mails.getByRole('listitem', { name: 'Your order ORD-000041 is confirmed' });
    expect(mail.textContent).toContain('Toomar@example.ae');
    expect(mail.textContent).toContain('Kindorder-confirmation');
    expect(mail.textContent).toContain('Attempts5');
    expect(within(mail).getByText('26 Nov 2026, 12:00').tagName).toBe('TIME');
    expect(within(mail).getByText('Mailbox unavailable')).toBeTruthy();
  });

  it('runs a job now and shows its new state', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { state, callsTo } = renderJobs({
      [RUN_REFUNDS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const row = await jobRow('Resuming stalled card refunds');
    fireEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    const pending = await within(row).findByRole('button', { name: 'Running…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(callsTo(RUN_REFUNDS)).toBe(1));
    const ran = {
      ...failingRefunds,
      lastFinishedAt: '2026-11-27T15:09:30.000Z',
      lastError: null,
      failures: 0,
    };
    state.overview = overview({ jobs: [releasing, ran, forgetting] });
    answer(json(200, ran));

    await waitFor(() => expect(within(row).getByText('OK')).toBeTruthy());
    expect(within(row).getByText('27 Nov 2026, 19:09').tagName).toBe('TIME');
    expect(within(row).queryByText('The card provider answered 503')).toBeNull();
    expect(within(row).queryByText('Failing (2 in a row)')).toBeNull();
    expect(
      (within(row).getByRole('button', { name: 'Run now' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(callsTo(RUN_REFUNDS)).toBe(1);
    expect(toasts).toEqual(['success: Done: resuming stalled card refunds.']);
  });

  it('says so when the job failed again', async () => {
    const again = { ...failingRefunds, failures: 3, lastError: 'The card provider answered 502' };
    const { state } = renderJobs({
      [RUN_REFUNDS]: () => {
        state.overview = overview({ jobs: [releasing, again, forgetting] });
        return json(200, again);
      },
    });
    const row = await jobRow('Resuming stalled card refunds');
    fireEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    expect(await within(row).findByText('Failing (3 in a row)')).toBeTruthy();
    expect(within(row).getByText('The card provider answered 502')).toBeTruthy();
    expect(toasts).toEqual([
      'warning: Resuming stalled card refunds failed again: The card provider answered 502',
    ]);
  });

  it('shows why a job could not be run (another process is running it)', async () => {
    renderJobs({
      [RUN_REFUNDS]: () =>
        json(409, { message: 'This job is running in another process. Try again in a minute.' }),
    });
    const row = await jobRow('Resuming stalled card refunds');
    fireEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'This job is running in another process. Try again in a minute.',
    );
    expect(within(row).getByRole('button', { name: 'Run now' })).toBeTruthy();
    expect(within(row).getByText('Failing (2 in a row)')).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('sends a mail given up again, which leaves the list', async () => {
    const { state, calls } = renderJobs({
      [RETRY_MAIL]: () => {
        state.overview = overview({ mail: { pending: 4, failed: 0 }, failedMails: [] });
        return json(200, { id: 17, status: 'pending' });
      },
    });
    const mail = await screen.findByRole('listitem', {
      name: 'Your order ORD-000041 is confirmed',
    });
    fireEvent.click(within(mail).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('No mail has been given up.')).toBeTruthy();
    expect(screen.getByText('Mail: 4 waiting to be sent, 0 given up.')).toBeTruthy();
    expect(calls.filter((call) => call.key === RETRY_MAIL)).toHaveLength(1);
    expect(toasts).toEqual(['success: Queued again: Your order ORD-000041 is confirmed.']);
  });

  it('shows why a mail could not be sent again', async () => {
    renderJobs({ [RETRY_MAIL]: () => json(404, { message: 'No failed mail has this number.' }) });
    const mail = await screen.findByRole('listitem', {
      name: 'Your order ORD-000041 is confirmed',
    });
    fireEvent.click(within(mail).getByRole('button', { name: 'Send again' }));
    expect((await within(mail).findByRole('alert')).textContent).toBe(
      'No failed mail has this number.',
    );
    expect(toasts).toEqual([]);
  });

  it('says when no mail has been given up', async () => {
    renderJobs({}, overview({ mail: { pending: 0, failed: 0 }, failedMails: [] }));
    expect(await screen.findByText('No mail has been given up.')).toBeTruthy();
    expect(screen.getByText('Mail: 0 waiting to be sent, 0 given up.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Mails given up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});
