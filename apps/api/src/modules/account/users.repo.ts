import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';

// Customers' accounts (users) and their signed-in sessions (auth_tokens), as the account's own
// pages change them: details, password, e-mail address.

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
