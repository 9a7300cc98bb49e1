import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, users, type MailAttachment } from '../../db/schema.ts';

export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  attachments?: MailAttachment[] | null;
}

/**
 * The mails a customer may stop (issue 33, decision 129), by kind: each names the account's
 * column of its list. Order, refund, booking and account mails are not here: they always go.
 * A kind starting with "offer" is an offer (none is sent yet).
 */
const OPTIONAL_KINDS: Record<string, 'mail_review_requests' | 'mail_back_in_stock'> = {
  'review-request': 'mail_review_requests',
  'back-in-stock': 'mail_back_in_stock',
};
const listOf = (kind: string) =>
  OPTIONAL_KINDS[kind] ?? (kind.startsWith('offer') ? 'mail_offers' : undefined);

/** The optional mails among `mails` whose recipient's account has left that mail's list. */
async function unwantedMails(db: Db, mails: OutgoingMail[]): Promise<Set<OutgoingMail>> {
  const optional = mails.filter((mail) => listOf(mail.kind) !== undefined);
  if (optional.length === 0) return new Set();
  const addresses = [...new Set(optional.map((mail) => mail.recipient.toLowerCase()))];
  const rows = await db
    .select({
      email: sql<string>`lower(${users.email})`,
      mail_review_requests: users.mailReviewRequests,
      mail_back_in_stock: users.mailBackInStock,
      mail_offers: users.mailOffers,
    })
    .from(users)
    // Accounts' addresses are stored in lower case (the unique index answers).
    .where(inArray(users.email, addresses));
  const byAddress = new Map(rows.map((row) => [row.email, row]));
  return new Set(
    optional.filter(
      (mail) => byAddress.get(mail.recipient.toLowerCase())?.[listOf(mail.kind)!] === false,
    ),
  );
}

/**
 * Queues mails; pass the caller's transaction so they commit or roll back with its rows. The one
 * place every mail passes: an optional mail (a review request, a back-in-stock alert, an offer)
 * to an address whose account left its list is dropped here (decision 129).
 */
export async function enqueueMails(db: Db, mails: OutgoingMail[]) {
  if (mails.length === 0) return;
  const unwanted = await unwantedMails(db, mails);
  const wanted = unwanted.size === 0 ? mails : mails.filter((mail) => !unwanted.has(mail));
  if (wanted.length > 0) await db.insert(mailOutbox).values(wanted);
}

/**
 * Mails of `kind` (null: of any kind) queued for `recipient` (any case) in the last `withinMs`,
 * sent or not. Call it after lockMailRecipient in the same transaction to decide on one more.
 */
export async function countRecentMails(
  db: Db,
  kind: string | null,
  recipient: string,
  withinMs: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        kind === null ? undefined : eq(mailOutbox.kind, kind),
        sql`lower(${mailOutbox.recipient}) = ${recipient.toLowerCase()}`,
        gt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${withinMs / 1000})`),
      ),
    );
  return row?.n ?? 0;
}

/** The first key of the two-key advisory locks on mail recipients (a space of their own). */
const MAIL_RECIPIENT_LOCKS = 0x6d61696c; // 'mail'

/** Serialises the transactions that queue mail for one address (any case) until they end. */
export async function lockMailRecipient(db: Db, recipient: string) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${MAIL_RECIPIENT_LOCKS}::int, hashtext(${recipient.toLowerCase()}))`,
  );
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Takes up to `limit` due mails and leases them for five minutes, so another process (or a crash
 * mid-send) neither sends them twice at once nor loses them.
 */
export async function claimDueMails(db: Db, limit: number): Promise<QueuedMail[]> {
  const result = await db.execute(sql`
    UPDATE ${mailOutbox}
       SET next_attempt_at = now() + interval '5 minutes', attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM ${mailOutbox}
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, recipient, subject, text_body AS "textBody", html_body AS "htmlBody",
              attachments, attempts`);
  return (result as unknown as { rows: QueuedMail[] }).rows;
}

/**
 * Kinds whose row is deleted once delivered or given up, instead of kept as sent or failed: the
 * recipient asked the shop to forget them (account-deleted, decision 053).
 */
export const FORGOTTEN_AFTER_DELIVERY: ReadonlySet<string> = new Set(['account-deleted']);

export async function forgetMail(db: Db, id: number) {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export async function markMailSent(db: Db, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(
  db: Db,
  id: number,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed' },
    )
    .where(eq(mailOutbox.id, id));
}

/** How many mails wait to be sent and how many were given up (the back office's jobs screen). */
export async function countMailByState(db: Db) {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM ${mailOutbox}`);
  const [row] = (result as unknown as { rows: { pending: number; failed: number }[] }).rows;
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

/** The newest `limit` mails given up after their attempts. */
export function findFailedMails(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(sql`${mailOutbox.id} DESC`)
    .limit(limit);
}

/** A failed mail back in the queue with fresh attempts; false when it is not a failed one. */
export async function requeueFailedMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
