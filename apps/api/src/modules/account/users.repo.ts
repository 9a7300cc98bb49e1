import { DELETED_CUSTOMER_NAME } from '@petshop/contracts';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';

// Customers' accounts (users) and their signed-in sessions (auth_tokens): the only writer of a
// `users` row (decision 090). Registration, the account's own pages, the back office's
// deactivation and the account's deletion change it through users.service.ts.

export type UserRow = typeof users.$inferSelect;
/** What a customer's own pages may change on the account. */
export type UserChanges = Partial<
  Pick<
    UserRow,
    'name' | 'phone' | 'gender' | 'dateOfBirth' | 'email' | 'emailVerifiedAt' | 'passwordHash'
  >
>;

/** The account; with `lock`, its row is held (FOR UPDATE) until the transaction ends. */
export async function findUser(tx: Db, userId: number, lock = false) {
  const query = tx.select().from(users).where(eq(users.id, userId)).limit(1);
  const [user] = lock ? await query.for('update') : await query;
  return user;
}

export async function findUserWithEmail(tx: Db, email: string) {
  const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** Whether an account other than `exceptUserId` uses the e-mail address. */
export async function isEmailTaken(tx: Db, email: string, exceptUserId?: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/** Whether an account other than `exceptUserId` uses the phone number. */
export async function isPhoneTaken(tx: Db, phone: string, exceptUserId: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, exceptUserId)))
    .limit(1);
  return taken !== undefined;
}

export async function updateUser(tx: Db, userId: number, changes: UserChanges, now: Date) {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Signs the account out everywhere, or everywhere but the session `keepTokenId`. */
export async function endUserSessions(tx: Db, userId: number, keepTokenId?: number) {
  await tx
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId),
      ),
    );
}

/** The e-mail and phone a deleted account keeps: unique, and nobody's (RFC 2606 `.invalid`). */
export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;
export const deletedPhone = (userId: number) => `deleted-${userId}`;

/**
 * The account's row becomes its tombstone (decision 053): no name, address, number, password or
 * second factor anyone knows, deactivated and deleted.
 */
export async function eraseUser(tx: Db, user: UserRow, now: Date, unusableHash: string) {
  await tx
    .update(users)
    .set({
      name: DELETED_CUSTOMER_NAME,
      email: deletedEmail(user.id),
      phone: deletedPhone(user.id),
      passwordHash: unusableHash,
      address: null,
      city: null,
      country: null,
      postalCode: null,
      gender: null,
      dateOfBirth: null,
      emailVerifiedAt: null,
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      // Every check that refuses a deactivated account (sessions, login, password reset)
      // refuses a deleted one too, even a session a login racing this transaction opened.
      deactivatedAt: user.deactivatedAt ?? now,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}

export async function insertUser(
  db: Db,
  user: {
    name: string;
    email: string;
    phone: string;
    passwordHash: string;
    language?: 'en' | 'ar';
  },
) {
  const [row] = await db
    .insert(users)
    .values(user)
    .returning({ id: users.id, name: users.name, email: users.email });
  return row!;
}

/**
 * Marks the account deactivated and ends every session of it, in the caller's transaction; only
 * an active account (one statement decides): undefined when it was already deactivated or is gone.
 */
export async function deactivateCustomer(tx: Db, id: number) {
  const [row] = await tx
    .update(users)
    .set({ deactivatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  if (!row) return undefined;
  const ended = await tx
    .delete(authTokens)
    .where(eq(authTokens.userId, id))
    .returning({ id: authTokens.id });
  return { sessionsEnded: ended.length };
}

/** Lets a deactivated account log in again; undefined when it was not deactivated. */
export async function reactivateCustomer(tx: Db, id: number) {
  const [row] = await tx
    .update(users)
    .set({ deactivatedAt: null, updatedAt: sql`now()` })
    // A deleted account stays closed (decision 053).
    .where(and(eq(users.id, id), isNotNull(users.deactivatedAt), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return row;
}

/** The e-mail lists an account may leave (issue 33, decision 129); order mails always go. */
export type MailListChanges = Partial<
  Pick<UserRow, 'mailReviewRequests' | 'mailBackInStock' | 'mailOffers'>
>;

/**
 * Changes an account's e-mail lists (its own preferences, or a mail's unsubscribe link);
 * answers the account's lists after it, or undefined for no such account.
 */
export async function updateMailLists(tx: Db, userId: number, changes: MailListChanges) {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning({
    email: users.email,
    mailReviewRequests: users.mailReviewRequests,
    mailBackInStock: users.mailBackInStock,
    mailOffers: users.mailOffers,
  });
  return row;
}
