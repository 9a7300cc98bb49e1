import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

// Reads of an account's e-mail lists (issue 33, decision 129); the account module writes them.

const listColumns = {
  id: users.id,
  email: users.email,
  mailReviewRequests: users.mailReviewRequests,
  mailBackInStock: users.mailBackInStock,
  mailOffers: users.mailOffers,
};

export async function findMailLists(db: Db, userId: number) {
  const [row] = await db.select(listColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The account a mail's unsubscribe link names (users.mail_token), if any. */
export async function findAccountByMailToken(db: Db, token: string) {
  const [row] = await db.select(listColumns).from(users).where(eq(users.mailToken, token)).limit(1);
  return row;
}
