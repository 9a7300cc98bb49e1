import { randomBytes } from 'node:crypto';
import { DELETE_ACCOUNT_WRONG_PASSWORD } from '@petshop/contracts';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { tooManyFailures, type Sleep } from '../auth/auth.service.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { erasePersonalData, lockAccount } from './account-deletion.repo.ts';
import { anonymizeCustomerOrders } from '../orders/orders.service.ts';
import { forgetCustomerReviews } from '../reviews/reviews.service.ts';
import { eraseUser, findUser } from './users.repo.ts';
import {
  fill,
  inLanguage,
  isolated,
  ltr,
  momentIn,
  textsIn,
  type Language,
} from '../mail/mail-language.ts';
import type { ShopContact } from '../mail/shop-contact.ts';

/** Its row leaves the outbox once delivered or given up (mail.service, decision 053). */
export const ACCOUNT_DELETED_MAIL = 'account-deleted';

export interface AccountDeletionOptions {
  db: Db;
  mailer: Mailer;
  /** The login brake itself: a guess here counts as a login guess, and the other way round. */
  throttle: LoginThrottle;
  sleep?: Sleep;
  shop: ShopContact;
  now?: () => Date;
}

/**
 * A customer deletes their own account (issue 21, UAE PDPL; decision 053): with their password,
 * in one transaction that erases their personal data everywhere and keeps the orders for the
 * shop's accounts, anonymised; then one e-mail says it is done.
 */
export function createAccountDeletionService(options: AccountDeletionOptions) {
  const { db, mailer, throttle, shop } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));

  function deletedMail(to: string, at: Date, language: Language): OutgoingMail {
    // No name and nothing else about the customer: the mail is the last thing the shop sends.
    const texts = textsIn(language);
    const shopName = isolated(language, shop.shopName);
    return inLanguage(language, {
      kind: ACCOUNT_DELETED_MAIL,
      recipient: to,
      subject: fill(texts.deletedSubject, { shop: shopName }),
      textBody: [
        texts.greetingNoName,
        '',
        fill(texts.deletedBody, { shop: shopName, moment: momentIn(language, at) }),
        '',
        texts.deletedErased,
        texts.deletedOrdersKept,
        '',
        texts.deletedWelcomeBack,
        '',
        fill(texts.deletedNotYou, {
          phone: ltr(language, shop.supportPhone),
          email: ltr(language, shop.supportEmail),
        }),
      ].join('\n'),
    });
  }

  /** The password is right for the account: wrong guesses meet the login brake. */
  async function checkPassword(userId: number, email: string, password: string, address: string) {
    const verdict = await throttle.check(address, email);
    if (verdict.waitMs > 0) throw tooManyFailures(verdict.waitMs);
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    const row = await findUser(db, userId);
    if (!row || !(await verify(row.passwordHash, password))) {
      await throttle.recordFailure(address, email);
      throw new ValidationError({ password: [DELETE_ACCOUNT_WRONG_PASSWORD] });
    }
    await throttle.recordSuccess(address, email);
    return row.passwordHash;
  }

  return {
    /**
     * Deletes the account of the session's customer. `address` is the client's (request.ip).
     * Twice at once (a double click) deletes once and mails once; both answers are the same.
     */
    async deleteAccount(
      customer: { id: number; email: string },
      password: string,
      address: string,
    ): Promise<void> {
      const checkedHash = await checkPassword(customer.id, customer.email, password, address);
      // A hash of 32 random bytes nobody keeps: no password matches it, and a login that types
      // the placeholder address meets a well-formed hash rather than an error.
      const unusableHash = await hash(randomBytes(32).toString('base64url'));
      const mailed = await db.transaction(async (tx) => {
        const user = await lockAccount(tx, customer.id);
        if (!user || user.deletedAt) return false;
        // The password was changed (a reset) between the check and the lock: check again.
        if (user.passwordHash !== checkedHash) {
          throw new ValidationError({ password: [DELETE_ACCOUNT_WRONG_PASSWORD] });
        }
        const at = now();
        await erasePersonalData(tx, user, at);
        await anonymizeCustomerOrders(tx, user.id, at);
        await forgetCustomerReviews(tx, user.id);
        await eraseUser(tx, user, at, unusableHash);
        // After the erasure, which removes every mail to the address, this one included.
        await enqueueMails(tx, [deletedMail(user.email, at, user.language)]);
        return true;
      });
      if (mailed) mailer.kick();
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
