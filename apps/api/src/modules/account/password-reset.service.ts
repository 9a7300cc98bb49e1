import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accountLinks, authTokens, users } from '../../db/schema.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { hashToken } from '../auth/auth.service.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import {
  countRecentMails,
  enqueueMails,
  lockMailRecipient,
  type OutgoingMail,
} from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';

/** A reset link works for an hour (issue 21), once, and only while it is the newest. */
export const RESET_LINK_MS = 60 * 60 * 1000;
/** Reset mails one address may receive an hour; further requests send nothing. */
const RESET_MAILS_PER_HOUR = 3;
const RESET_MAIL = 'password-reset';

export const RESET_LINK_INVALID =
  'This link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_CHANGED =
  'Your password has been changed and you have been signed out everywhere. Please log in with your new password.';

export interface PasswordResetOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Origin the e-mailed links point at (PUBLIC_URL, or the local address). */
  linkOrigin: string;
  shop: { shopName: string; supportEmail: string; supportPhone: string };
  now?: () => Date;
}

/**
 * Forgot password for customers (issue 21, decision 047). A request is answered before anything
 * about the address is looked up, so the answer and its timing are the same whether or not an
 * account uses it; the lookup, the link and the mail follow in the background. Links are random
 * 32-byte tokens of which only a SHA-256 is kept.
 */
export function createPasswordResetService(options: PasswordResetOptions) {
  const { db, mailer, log, shop } = options;
  const now = options.now ?? (() => new Date());
  /** Requests still being handled after their answer went out (awaited on close and in tests). */
  const pending = new Set<Promise<void>>();

  function resetMail(to: string, name: string, link: string): OutgoingMail {
    return {
      kind: RESET_MAIL,
      recipient: to,
      subject: `Choose a new password for ${shop.shopName}`,
      textBody: [
        `Hello ${name},`,
        '',
        'Someone (we hope you) asked to reset the password of your account. Choose a new one here:',
        '',
        link,
        '',
        'The link works for one hour and only once. If you did not ask, ignore this email: your password stays as it is.',
        '',
        `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      ].join('\n'),
    };
  }

  function changedMail(to: string, name: string): OutgoingMail {
    return {
      kind: 'password-changed',
      recipient: to,
      subject: `Your ${shop.shopName} password was changed`,
      textBody: [
        `Hello ${name},`,
        '',
        `The password of your account was changed on ${now().toISOString().slice(0, 16).replace('T', ' ')} UTC, and every device was signed out.`,
        '',
        `If this was not you, reply to this email or call ${shop.supportPhone} at once.`,
      ].join('\n'),
    };
  }

  async function sendResetLink(email: string): Promise<void> {
    const queued = await db.transaction(async (tx) => {
      // One request at a time per address: the hourly count below cannot be raced past.
      await lockMailRecipient(tx, email);
      if ((await countRecentMails(tx, RESET_MAIL, email, 60 * 60 * 1000)) >= RESET_MAILS_PER_HOUR)
        return false;
      const [user] = await tx.select().from(users).where(eq(users.email, email));
      if (!user || user.deactivatedAt) return false;
      const token = randomBytes(32).toString('base64url');
      await tx.insert(accountLinks).values({
        userId: user.id,
        purpose: 'reset',
        tokenHash: hashToken(token),
        email,
        createdAt: now(),
        expiresAt: new Date(now().getTime() + RESET_LINK_MS),
      });
      const link = `${options.linkOrigin}/user/reset-password#token=${token}`;
      await enqueueMails(tx, [resetMail(email, user.name, link)]);
      return true;
    });
    if (queued) mailer.kick();
  }

  return {
    /** Starts a reset for `email` in the background; the caller answers at once. */
    requestReset(email: string): void {
      const work = sendResetLink(email)
        .catch((error: unknown) => log.error({ err: error }, 'password reset request failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },

    /** Waits for requests still being handled (server close, tests). */
    async settle(): Promise<void> {
      await Promise.all([...pending]);
    },

    /**
     * Sets a new password with an e-mailed link: once, within the hour, and only the newest link
     * of the account. Every session of the account ends, and the customer is told by e-mail.
     */
    async reset(token: string, password: string): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        const [link] = await tx
          .select()
          .from(accountLinks)
          .where(
            and(eq(accountLinks.tokenHash, hashToken(token)), eq(accountLinks.purpose, 'reset')),
          )
          .for('update');
        if (!link || link.usedAt || link.expiresAt <= now()) return invalid();
        const [newest] = await tx
          .select({ id: accountLinks.id })
          .from(accountLinks)
          .where(and(eq(accountLinks.userId, link.userId), eq(accountLinks.purpose, 'reset')))
          .orderBy(desc(accountLinks.createdAt), desc(accountLinks.id))
          .limit(1);
        if (newest?.id !== link.id) return invalid();
        const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
        if (!user || user.deactivatedAt) return invalid();
        const weak = passwordProblem(password, user.email);
        if (weak) throw new ValidationError({ password: [weak] });
        await tx
          .update(users)
          .set({ passwordHash: await hash(password), updatedAt: now() })
          .where(eq(users.id, user.id));
        await tx.update(accountLinks).set({ usedAt: now() }).where(eq(accountLinks.id, link.id));
        await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
        await enqueueMails(tx, [changedMail(user.email, user.name)]);
        return true;
      });
      if (changed) mailer.kick();
    },
  };
}

function invalid(): never {
  throw new ValidationError({ token: [RESET_LINK_INVALID] });
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
