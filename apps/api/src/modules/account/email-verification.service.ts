import {
  ALREADY_CONFIRMED,
  EMAIL_CONFIRMED,
  EMAIL_NOW_TAKEN,
  emailChanged,
  emailChangeSent,
  verificationSent,
} from '@petshop/contracts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, ValidationError } from '../../plugins/errors.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { mayMailUnconfirmed } from '../mail/unconfirmed-recipients.ts';
import {
  countRecentLinks,
  insertAccountLink,
  markLinkUsed,
  newLinkToken,
  takeAccountLink,
} from './account-links.ts';
import { emailChangedMail, verifyEmailMail } from './account-mails.ts';
import { pageLink } from '../mail/mail-language.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { RESET_LINK_INVALID } from './password-reset.service.ts';
import { findUser, isEmailTaken, updateUser, type UserRow } from './users.repo.ts';

/** A verification link works for 24 hours (decision 049), once, and only while the newest. */
export const VERIFY_LINK_MS = 24 * 60 * 60 * 1000;
/** Verification links (any address) one account may be sent an hour. */
export const VERIFY_LINKS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const TOO_MANY_LINKS =
  'We have sent you several links in the last hour. Please look for them in your inbox (and spam folder), or try again later.';
const TOO_MANY_MAILS_TO_ADDRESS =
  'We have sent several emails to this address today. Please look for them in its inbox (and spam folder), or try again tomorrow.';
const SAME_ADDRESS = 'This is already the email address of your account.';
const EMAIL_TAKEN = 'The email has already been taken.';

export interface EmailVerificationOptions {
  db: Db;
  mailer: Mailer;
  linkOrigin: string;
  shop: ShopContact;
  now?: () => Date;
}

/**
 * E-mail verification (issue 21, decision 049): a link on registration, on request, and to a new
 * address the customer wants; `account_links` rows of purpose verify_email whose `email` is the
 * address the link proves. The account's e-mail changes only when the new address's link is opened.
 */
export function createEmailVerificationService(options: EmailVerificationOptions) {
  const { db, mailer, shop } = options;
  const now = options.now ?? (() => new Date());

  /**
   * Stores a link proving `email` for `user` and queues its mail, in the caller's transaction;
   * false when the address has had its day's mails (decision 082): nothing is stored or sent.
   */
  async function sendLink(tx: Db, user: UserRow, email: string): Promise<boolean> {
    if (!(await mayMailUnconfirmed(tx, email))) return false;
    const { token, tokenHash } = newLinkToken();
    await insertAccountLink(tx, {
      userId: user.id,
      purpose: 'verify_email',
      tokenHash,
      email,
      now: now(),
      lifetimeMs: VERIFY_LINK_MS,
    });
    const link = `${pageLink(user.language, options.linkOrigin, '/user/verify-email')}#token=${token}`;
    await enqueueMails(tx, [
      verifyEmailMail(shop, email, link, email !== user.email, user.language),
    ]);
    return true;
  }

  /** sendLink for a person who asked for it: a full day's mails is their error to read. */
  async function sendRequestedLink(tx: Db, user: UserRow, email: string) {
    if (!(await sendLink(tx, user, email))) throw new AppError(429, TOO_MANY_MAILS_TO_ADDRESS);
  }

  /** The account, locked until the transaction ends: its link count cannot be raced past. */
  async function lockedUser(tx: Db, userId: number): Promise<UserRow> {
    const user = await findUser(tx, userId, true);
    if (!user) throw new AppError(401, 'Unauthenticated. Please log in again.');
    return user;
  }

  async function checkLinkBudget(tx: Db, userId: number) {
    const sent = await countRecentLinks(tx, userId, 'verify_email', now(), HOUR_MS);
    if (sent >= VERIFY_LINKS_PER_HOUR) throw new AppError(429, TOO_MANY_LINKS);
  }

  /** Moves the account to the link's address; refused if another account took it meanwhile. */
  async function moveTo(tx: Db, user: UserRow, email: string) {
    if (await isEmailTaken(tx, email, user.id)) {
      throw new ValidationError({ email: [EMAIL_NOW_TAKEN] });
    }
    await updateUser(tx, user.id, { email, emailVerifiedAt: now() }, now());
    const name = user.emailVerifiedAt ? user.name : null;
    await enqueueMails(tx, [emailChangedMail(shop, user.email, name, email, now(), user.language)]);
  }

  return {
    /** The first link, right after registration. */
    async afterRegistration(userId: number) {
      await db.transaction(async (tx) => {
        const user = await lockedUser(tx, userId);
        await sendLink(tx, user, user.email);
      });
      mailer.kick();
    },

    /** "Resend link": a new link to the account's address (older ones stop working). */
    async resend(userId: number): Promise<string> {
      const message = await db.transaction(async (tx) => {
        const user = await lockedUser(tx, userId);
        if (user.emailVerifiedAt) return ALREADY_CONFIRMED;
        await checkLinkBudget(tx, user.id);
        await sendRequestedLink(tx, user, user.email);
        return verificationSent(user.email);
      });
      mailer.kick();
      return message;
    },

    /** A link to `email`; the account moves there when it is opened (the password was checked). */
    async requestChange(userId: number, email: string): Promise<string> {
      await db.transaction(async (tx) => {
        const user = await lockedUser(tx, userId);
        if (user.email === email) throw new ValidationError({ email: [SAME_ADDRESS] });
        if (await isEmailTaken(tx, email)) throw new ValidationError({ email: [EMAIL_TAKEN] });
        await checkLinkBudget(tx, user.id);
        await sendRequestedLink(tx, user, email);
      });
      mailer.kick();
      return emailChangeSent(email);
    },

    /**
     * Opens a link: once, within 24 hours, only the account's newest. A link to the account's own
     * address confirms it; a link to another address moves the account there, confirmed.
     */
    async verify(token: string): Promise<{ message: string; email: string }> {
      try {
        const result = await db.transaction(async (tx) => {
          const link = await takeAccountLink(tx, token, 'verify_email', now());
          if (!link) throw new ValidationError({ token: [RESET_LINK_INVALID] });
          const user = await lockedUser(tx, link.userId);
          if (user.deactivatedAt || user.deletedAt) {
            throw new ValidationError({ token: [RESET_LINK_INVALID] });
          }
          const moving = link.email !== user.email;
          if (moving) await moveTo(tx, user, link.email);
          else if (!user.emailVerifiedAt) {
            await updateUser(tx, user.id, { emailVerifiedAt: now() }, now());
          }
          await markLinkUsed(tx, link.id, now());
          return {
            message: moving ? emailChanged(link.email) : EMAIL_CONFIRMED,
            email: link.email,
            moving,
          };
        });
        if (result.moving) mailer.kick();
        return { message: result.message, email: result.email };
      } catch (error) {
        // A registration that took the address between our check and our update.
        if (isUniqueViolation(error, 'email')) {
          throw new ValidationError({ email: [EMAIL_NOW_TAKEN] });
        }
        throw error;
      }
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
