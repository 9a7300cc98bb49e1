import { eq } from 'drizzle-orm';
import type { Db, Queryable, Statement } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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

export async function insertToken(
  db: Db,
  token: { userId: number; tokenHash: string; expiresAt: Date; userAgent?: string | null },
) {
  await db.insert(authTokens).values(token);
}

/** What identifies a session: the hash of its bearer token, and the time it is checked at. */
export interface SessionKey {
  tokenHash: string;
  now: Date;
}

/**
 * The rule for who a bearer token stands for, as SQL: the session stored under the token's hash,
 * if it has not expired (logout deletes it), and its account unless staff deactivated it
 * (deactivating deletes the tokens too; this holds even if one survived). `tokenHash` and `now` are the
 * statement's placeholders for them (bind with sessionValues); one row (token_id, user_id, name,
 * email, last_used_at, expires_at) or none. The token lookup below and statements that check the session in their own
 * round trip (cart add) use this text, so the rule lives here only.
 */
export function validSessionSql(tokenHash: string, now: string): string {
  return `SELECT t.id AS token_id, u.id AS user_id, u.name, u.email, t.last_used_at, t.expires_at
    FROM auth_tokens t
    JOIN users u ON u.id = t.user_id
   WHERE t.token_hash = ${tokenHash}::text AND t.expires_at > ${now}::timestamptz
     AND u.deactivated_at IS NULL
   LIMIT 1`;
}

/** The values of validSessionSql's two placeholders, in its order. */
export const sessionValues = (session: SessionKey) => [
  session.tokenHash,
  session.now.toISOString(),
];

const USER_BY_TOKEN: Statement = {
  name: 'auth_user_by_token',
  text: `SELECT user_id AS id, name, email, token_id AS "tokenId", last_used_at AS "lastUsedAt"
  FROM (${validSessionSql('$1', '$2')}) session`,
};

/** The account behind a valid session (on every customer request: prepared). */
export async function findUserBySession(database: Queryable, session: SessionKey) {
  const [row] = await database.query<{
    id: number;
    name: string;
    email: string;
    tokenId: number;
    lastUsedAt: Date | string;
  }>(USER_BY_TOKEN, sessionValues(session));
  return row;
}

export async function deleteToken(db: Db, tokenId: number) {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}
