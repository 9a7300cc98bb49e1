import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runStatement, type Statement } from '../../db/prepared.ts';
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

const USER_BY_TOKEN: Statement = {
  name: 'auth_user_by_token',
  text: `SELECT u.id, u.name, u.email, t.id AS "tokenId"
  FROM auth_tokens t
  JOIN users u ON u.id = t.user_id
 WHERE t.token_hash = $1 AND t.expires_at > $2::timestamptz
 LIMIT 1`,
};

/** The account behind a token that has not expired (on every customer request: prepared). */
export async function findUserByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await runStatement<{ id: number; name: string; email: string; tokenId: number }>(
    db,
    USER_BY_TOKEN,
    [tokenHash, now.toISOString()],
  );
  return row;
}

export async function deleteToken(db: Db, tokenId: number) {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
