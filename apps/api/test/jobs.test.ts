import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { mailOutbox, scheduledJobs } from '../src/db/schema.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { raceNote } from './helpers/db.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

/**
 * Issue 30 (decision 114): a repeating job runs once per interval however many processes run,
 * survives their restarts, and its failures (and the mails given up) show in the back office.
 */
let shop: TestShop;
/** A second process: the same shop built again on the same database. */
let other: FastifyInstance;
let owner: TestStaff;
/** How often each test job ran, and whether the flaky one fails now. */
const runs = { counted: 0, flaky: 0 };
let flakyFails = true;

const addTestJobs = (app: FastifyInstance) => {
  app.background.add({
    name: 'test-counted',
    what: 'counting its runs',
    everyMs: 60_000,
    run: async () => void runs.counted++,
  });
  app.background.add({
    name: 'test-flaky',
    what: 'failing until fixed',
    everyMs: 60_000,
    run: async () => {
      runs.flaky++;
      if (flakyFails) throw new Error('The courier API answered 503');
    },
  });
};

beforeAll(async () => {
  shop = await createTestShop();
  other = await buildApp(shop.config, shop.database);
  addTestJobs(shop.app);
  addTestJobs(other);
  await other.ready();
  owner = await staffSession(shop.app, shop.database, { role: 'owner' });
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

const jobRow = async (name: string) =>
  (await shop.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;

describe('repeating jobs in two processes', () => {
  it(`run once when both look for due jobs at the same moment${raceNote}`, async () => {
    const [ranHere, ranThere] = await Promise.all([
      shop.app.background.runDue(),
      other.background.runDue(),
    ]);
    expect([...ranHere, ...ranThere].filter((name) => name === 'test-counted')).toHaveLength(1);
    expect(runs.counted).toBe(1);
    // Not due again for a minute, in either process, nor in a process started now.
    const restarted = await buildApp(shop.config, shop.database);
    addTestJobs(restarted);
    await restarted.ready();
    try {
      await Promise.all([
        shop.app.background.runDue(),
        other.background.runDue(),
        restarted.background.runDue(),
      ]);
    } finally {
      await restarted.close();
    }
    expect(runs.counted).toBe(1);
    const row = await jobRow('test-counted');
    expect(row.lockedUntil).toBeNull();
    expect(row.nextRunAt.getTime() - row.lastStartedAt!.getTime()).toBe(60_000);
  });

  it('wait for a claim whose process died until its lease ends, then run', async () => {
    const due = sql`now() - interval '1 second'`;
    await shop.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: due, lockedUntil: sql`now() + interval '4 minutes'` })
      .where(eq(scheduledJobs.name, 'test-counted'));
    await other.background.runDue();
    expect(runs.counted).toBe(1);
    await shop.database.db
      .update(scheduledJobs)
      .set({ lockedUntil: due })
      .where(eq(scheduledJobs.name, 'test-counted'));
    expect(await other.background.runDue()).toContain('test-counted');
    expect(runs.counted).toBe(2);
  });

  it('keep a failed run’s error and count failures in a row', async () => {
    await shop.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'test-flaky'));
    // Whichever ran it first, it failed once; make it due again and fail a second time.
    await shop.app.background.runDue();
    await shop.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'test-flaky'));
    await other.background.runDue();
    const row = await jobRow('test-flaky');
    expect(row.failures).toBe(runs.flaky);
    expect(row.failures).toBeGreaterThanOrEqual(2);
    expect(row.lastError).toBe('The courier API answered 503');
  });
});

describe('/api/admin/jobs (owners)', () => {
  const asOwner = (method: 'GET' | 'POST', url: string) =>
    shop.app.inject({ method, url, headers: owner.headers });

  it('lists every job with its last run and error, and the outbox', async () => {
    const answer = await asOwner('GET', '/api/admin/jobs');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const names = body.jobs.map((job: { name: string }) => job.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'release-lapsed-checkouts',
        'mail-orders-without-address',
        'resume-stalled-refunds',
        'sweep-expired-counts',
        'test-flaky',
      ]),
    );
    const flaky = body.jobs.find((job: { name: string }) => job.name === 'test-flaky');
    expect(flaky).toMatchObject({
      what: 'failing until fixed',
      everySeconds: 60,
      running: false,
      lastError: 'The courier API answered 503',
    });
    expect(flaky.failures).toBeGreaterThanOrEqual(2);
    expect(body.mail).toEqual({ pending: expect.any(Number), failed: expect.any(Number) });
  });

  it('runs a job now on the owner’s word, and a success clears its failures', async () => {
    flakyFails = false;
    const answer = await asOwner('POST', '/api/admin/jobs/test-flaky/run');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'test-flaky', failures: 0, lastError: null });
    expect((await jobRow('test-flaky')).failures).toBe(0);
  });

  it('refuses a job another process is running, and a name that is none', async () => {
    await shop.database.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(scheduledJobs.name, 'test-counted'));
    const held = await asOwner('POST', '/api/admin/jobs/test-counted/run');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      message: 'This job is running in another process. Try again in a minute.',
    });
    const none = await asOwner('POST', '/api/admin/jobs/no-such-job/run');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No background job has this name.' });
  });

  it('sends a failed mail again with fresh attempts', async () => {
    const [failed] = await shop.database.db
      .insert(mailOutbox)
      .values({
        kind: 'order-confirmation',
        recipient: 'layla@example.ae',
        subject: 'Your order #1042',
        textBody: 'Thank you.',
        status: 'failed',
        attempts: 8,
        lastError: 'SMTP 550 mailbox unavailable',
      })
      .returning();
    const listed = (await asOwner('GET', '/api/admin/jobs')).json();
    expect(listed.mail.failed).toBeGreaterThanOrEqual(1);
    expect(listed.failedMails[0]).toMatchObject({
      id: failed!.id,
      recipient: 'layla@example.ae',
      subject: 'Your order #1042',
      attempts: 8,
      lastError: 'SMTP 550 mailbox unavailable',
    });

    const retried = await asOwner('POST', `/api/admin/mails/${failed!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: failed!.id, status: 'pending' });
    await shop.app.mailer.deliverDue();
    const [row] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });

    const again = await asOwner('POST', `/api/admin/mails/${failed!.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No failed mail has this number.' });
  });

  it('is the owner’s: staff are refused', async () => {
    const clerk = await staffSession(shop.app, shop.database);
    for (const [method, url] of [
      ['GET', '/api/admin/jobs'],
      ['POST', '/api/admin/jobs/test-counted/run'],
      ['POST', '/api/admin/mails/1/retry'],
    ] as const) {
      const answer = await shop.app.inject({ method, url, headers: clerk.headers });
      expect(answer.statusCode, url).toBe(403);
    }
  });
});
