import {
  MAIL_PREFERENCE_MESSAGES,
  type MailList,
  type MailPreferences,
} from '@petshop/contracts/reviews';
import type { Db } from '../../db/client.ts';
import { UNAUTHENTICATED } from '../../plugins/auth.ts';
import { AppError, NotFoundError } from '../../plugins/errors.ts';
import { updateMailLists, type MailListChanges } from '../account/users.service.ts';
import { endWaitingAlertsOf } from '../stock-alerts/stock-alerts.service.ts';
import { findAccountByMailToken, findMailLists } from './mail-preferences.repo.ts';

/** The account's column of each list a customer may leave. */
const COLUMN_OF = {
  review_requests: 'mailReviewRequests',
  back_in_stock: 'mailBackInStock',
  offers: 'mailOffers',
} as const satisfies Record<MailList, keyof MailListChanges>;

type Lists = { email: string } & Required<MailListChanges>;

const present = (row: Required<MailListChanges>): MailPreferences => ({
  order_updates: true,
  review_requests: row.mailReviewRequests,
  back_in_stock: row.mailBackInStock,
  offers: row.mailOffers,
});

/**
 * Leaving the back-in-stock list ends the address's waiting alerts too: none of their mails
 * would go (decision 129).
 */
async function change(tx: Db, userId: number, changes: MailListChanges): Promise<Lists> {
  const row = await updateMailLists(tx, userId, changes);
  if (!row) throw new AppError(401, UNAUTHENTICATED);
  if (changes.mailBackInStock === false) await endWaitingAlertsOf(tx, row.email);
  return row;
}

/** The customer's e-mail preferences (issue 33, decision 129): order updates always go. */
export function createMailPreferencesService(db: Db) {
  return {
    async get(userId: number): Promise<MailPreferences> {
      const row = await findMailLists(db, userId);
      if (!row) throw new AppError(401, UNAUTHENTICATED);
      return present(row);
    },

    async update(userId: number, wanted: Partial<Record<MailList, boolean>>) {
      const changes: MailListChanges = {};
      for (const list of Object.keys(COLUMN_OF) as MailList[]) {
        const value = wanted[list];
        if (value !== undefined) changes[COLUMN_OF[list]] = value;
      }
      if (Object.keys(changes).length === 0) return this.get(userId);
      return present(await db.transaction((tx) => change(tx, userId, changes)));
    },

    /** A mail's unsubscribe link, without logging in: the account its token names leaves `list`. */
    async unsubscribe(token: string, list: MailList) {
      const account = await findAccountByMailToken(db, token);
      if (!account) throw new NotFoundError(MAIL_PREFERENCE_MESSAGES.unknownLink);
      await db.transaction((tx) => change(tx, account.id, { [COLUMN_OF[list]]: false }));
      return { list, message: MAIL_PREFERENCE_MESSAGES.unsubscribed[list] };
    },
  };
}

export type MailPreferencesService = ReturnType<typeof createMailPreferencesService>;
