import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, staff, twoFactorChallenges, users } from '../../db/schema.ts';

/**
 * Two-factor rows of a customer (users) or a staff member (staff): the same columns on both
 * tables, the same recovery_codes and two_factor_challenges with user_id or staff_id set.
 * Every step two requests could race for is one conditional statement (decision 052).
 */
export type AccountKind = 'customer' | 'staff';
export interface AccountRef {
  kind: AccountKind;
  id: number;
}

const accounts = { customer: users, staff } as const;
const ownerColumn = {
  codes: { customer: recoveryCodes.userId, staff: recoveryCodes.staffId },
  challenges: { customer: twoFactorChallenges.userId, staff: twoFactorChallenges.staffId },
} as const;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface TwoFactorAccount {
  id: number;
  email: string;
  passwordHash: string | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
}

export async function findAccount(db: Db, ref: AccountRef): Promise<TwoFactorAccount | undefined> {
  const table = accounts[ref.kind];
  const [row] = await db
    .select({
      id: table.id,
      email: table.email,
      passwordHash: table.passwordHash,
      totpSecret: table.totpSecret,
      totpEnabledAt: table.totpEnabledAt,
      totpLastStep: table.totpLastStep,
    })
    .from(table)
    .where(eq(table.id, ref.id));
  return row;
}

/** The language of an account's mails (issue 34): a customer's own; staff read English. */
export async function findAccountLanguage(db: Db, ref: AccountRef): Promise<'en' | 'ar'> {
  if (ref.kind === 'staff') return 'en';
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, ref.id));
  return row?.language ?? 'en';
}

/** Keeps a new secret to confirm, unless two-factor sign-in is already on. */
export async function savePendingSecret(db: Db, ref: AccountRef, secret: string, now: Date) {
  const table = accounts[ref.kind];
  const rows = await db
    .update(table)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: now })
    .where(and(eq(table.id, ref.id), isNull(table.totpEnabledAt)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Turns it on with the confirmed secret (the one the code was checked against) and step. */
export async function enable(db: Db, ref: AccountRef, secret: string, step: number, now: Date) {
  const table = accounts[ref.kind];
  const rows = await db
    .update(table)
    .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
    .where(and(eq(table.id, ref.id), isNull(table.totpEnabledAt), eq(table.totpSecret, secret)))
    .returning({ id: table.id });
  return rows.length === 1;
}

export async function disable(db: Db, ref: AccountRef, now: Date) {
  const table = accounts[ref.kind];
  await db
    .update(table)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(table.id, ref.id));
  await db.delete(recoveryCodes).where(eq(ownerColumn.codes[ref.kind], ref.id));
}

/**
 * Accepts a code's 30-second step: only if it is later than the last accepted one, in one
 * statement, so the same code used twice at once signs in once (a replay is refused).
 */
export async function acceptStep(db: Db, ref: AccountRef, step: number) {
  const table = accounts[ref.kind];
  const rows = await db
    .update(table)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(table.id, ref.id),
        isNotNull(table.totpEnabledAt),
        or(isNull(table.totpLastStep), lt(table.totpLastStep, step)),
      ),
    )
    .returning({ id: table.id });
  return rows.length === 1;
}

/** The account's recovery codes become these (the old ones stop working). */
export async function replaceRecoveryCodes(db: Db, ref: AccountRef, hashes: string[], now: Date) {
  const column = ref.kind === 'customer' ? 'userId' : 'staffId';
  await db.delete(recoveryCodes).where(eq(ownerColumn.codes[ref.kind], ref.id));
  await db
    .insert(recoveryCodes)
    .values(hashes.map((codeHash) => ({ [column]: ref.id, codeHash, createdAt: now })));
}

/** Uses a recovery code once: marked used in one statement, so two uses at once succeed once. */
export async function useRecoveryCode(db: Db, ref: AccountRef, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(ownerColumn.codes[ref.kind], ref.id),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, ref: AccountRef) {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(ownerColumn.codes[ref.kind], ref.id), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

export async function insertChallenge(
  db: Db,
  ref: AccountRef,
  values: { tokenHash: string; userAgent: string | null; createdAt: Date; expiresAt: Date },
) {
  await db
    .insert(twoFactorChallenges)
    .values({ ...values, [ref.kind === 'customer' ? 'userId' : 'staffId']: ref.id });
}

/** A challenge that can still be answered: unused, unexpired, not worn out by wrong codes. */
const open = (now: Date, maxFailures: number) =>
  and(
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, at(now)),
    lt(twoFactorChallenges.failedAttempts, maxFailures),
  );

export async function findOpenChallenge(
  db: Db,
  kind: AccountKind,
  tokenHash: string,
  now: Date,
  maxFailures: number,
) {
  const [row] = await db
    .select({
      id: twoFactorChallenges.id,
      accountId: ownerColumn.challenges[kind],
      userAgent: twoFactorChallenges.userAgent,
    })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNotNull(ownerColumn.challenges[kind]),
        open(now, maxFailures),
      ),
    );
  return row?.accountId == null ? undefined : { ...row, accountId: row.accountId };
}

/** Counts a wrong code against a challenge; the wrong codes it has had now. */
export async function countChallengeFailure(db: Db, id: number) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
    .where(eq(twoFactorChallenges.id, id))
    .returning({ failedAttempts: twoFactorChallenges.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Uses a challenge once (one statement: two answers at once sign in once). */
export async function consumeChallenge(db: Db, id: number, now: Date, maxFailures: number) {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.id, id), open(now, maxFailures)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length === 1;
}

/**
 * Holds the account's row until the transaction ends: wrong codes on one account are counted
 * and decided one at a time, whatever the challenges and processes they come through.
 */
export async function lockAccount(db: Db, ref: AccountRef) {
  const table = accounts[ref.kind];
  await db.select({ id: table.id }).from(table).where(eq(table.id, ref.id)).for('update');
}

/** Wrong codes and recovery codes entered on the account's challenges started after `since`. */
export async function countWrongCodesSince(db: Db, ref: AccountRef, since: Date) {
  const [row] = await db
    .select({
      wrong: sql<number>`coalesce(sum(${twoFactorChallenges.failedAttempts}), 0)::int`,
      firstAt: sql<
        string | null
      >`min(${twoFactorChallenges.createdAt}) filter (where ${twoFactorChallenges.failedAttempts} > 0)`,
    })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(ownerColumn.challenges[ref.kind], ref.id),
        gt(twoFactorChallenges.createdAt, at(since)),
      ),
    );
  return { wrong: row?.wrong ?? 0, firstAt: row?.firstAt ? new Date(row.firstAt) : null };
}
