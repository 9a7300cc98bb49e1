import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserByPhone(db: Db, phone: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return user;
}

export async function insertUser(
  db: Db,
  user: { name: string; email: string; phone: string; passwordHash: string },
) {
  const [row] = await db
    .insert(users)
    .values(user)
    .returning({ id: users.id, name: users.name, email: users.email });
  return row!;
}

export async function insertToken(
  db: Db,
  token: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(authTokens).values(token);
}

/** The account behind a token that has not expired. */
export async function findUserByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteToken(db: Db, tokenId: number) {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
