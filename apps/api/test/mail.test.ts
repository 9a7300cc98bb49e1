import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { enqueueMails } from '../src/modules/mail/mail.repo.ts';
import { createMailer, MAX_MAIL_ATTEMPTS, retryDelayMs } from '../src/modules/mail/mail.service.ts';
import { createMailTransport, type MailTransport } from '../src/modules/mail/mail.transport.ts';
import { createTestDatabase } from './helpers/db.ts';

let database: Database;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOfKind = (kind: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('mail outbox', () => {
  it('writes each due mail as an .eml file and marks it sent', async () => {
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-mail-'));
    const mailer = createMailer({
      db: database.db,
      transport: createMailTransport({ mailDir }),
      from: 'Shop <orders@bestpetshop.ae>',
      log,
    });
    await enqueueMails(database.db, [
      {
        kind: 'test-eml',
        recipient: 'customer@example.ae',
        subject: 'Your order #ORD1',
        textBody: 'Thank you!',
      },
    ]);
    expect(await mailer.deliverDue()).toBe(1);
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(mailDir, files[0]!), 'utf8');
    expect(eml).toContain('To: customer@example.ae');
    expect(eml).toContain('Subject: Your order #ORD1');
    expect(eml).toContain('Thank you!');
    const [row] = await rowsOfKind('test-eml');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(await mailer.deliverDue()).toBe(0);
  });

  it('keeps a mail whose send failed for a later attempt, then gives up after the last', async () => {
    let sends = 0;
    const broken: MailTransport = {
      async send() {
        sends++;
        throw new Error('SMTP server said no');
      },
      close() {},
    };
    const mailer = createMailer({ db: database.db, transport: broken, from: 'x@y.ae', log });
    await enqueueMails(database.db, [
      { kind: 'test-retry', recipient: 'a@example.ae', subject: 'Hi', textBody: 'Hello' },
    ]);
    const before = Date.now();
    expect(await mailer.deliverDue()).toBe(0);
    let [row] = await rowsOfKind('test-retry');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP server said no' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1) - 1000);
    // Not due yet: nothing is sent again.
    await mailer.deliverDue();
    expect(sends).toBe(1);
    for (let attempt = 2; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, row!.id));
      await mailer.deliverDue();
    }
    [row] = await rowsOfKind('test-retry');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(sends).toBe(MAX_MAIL_ATTEMPTS);
  });

  it('backs off 1, 2, 4 … minutes up to two hours', () => {
    expect([1, 2, 3, 7, 8].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 3_840_000, 7_200_000,
    ]);
  });
});
