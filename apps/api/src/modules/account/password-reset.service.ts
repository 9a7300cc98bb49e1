import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { hashToken } from '../auth/auth.service.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { countRecentMails, enqueueMails, lockMailRecipient } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import * as staffIdentities from '../staff/staff.service.ts';
import { insertAccountLink, markLinkUsed, newLinkToken, takeAccountLink } from './account-links.ts';
import { passwordChangedMail, resetMail } from './account-mails.ts';
import { pageLink, type Language } from '../mail/mail-language.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import {
  endUserSessions,
  findUser,
  findUserWithEmail,
  updateUser,
  type UserRow,
} from './users.repo.ts';

/** A reset link works for an hour (issue 21), once, and only while it is the newest. */
export const RESET_LINK_MS = 60 * 60 * 1000;
/** Reset mails one address may receive an hour; further requests send nothing. */
const RESET_MAILS_PER_HOUR = 3;

export const RESET_LINK_INVALID =
  'This link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_CHANGED =
  'Your password has been changed and you have been signed out everywhere. Please log in with your new password.';

/** Whose password: a customer's (users) or a staff member's (staff). */
export type ResetAudience = 'customer' | 'staff';

interface ResetAccount {
  id: number;
  email: string;
  /** For the greeting: null while a customer's address is unconfirmed (decision 082). */
  name: string | null;
  /** The language of a customer's mails (issue 34); staff are written to in English. */
  language?: Language;
}

/** A customer as a reset sees them: named only once their address is confirmed. */
const resetCustomer = (user: UserRow): ResetAccount => ({
  id: user.id,
  email: user.email,
  name: user.emailVerifiedAt ? user.name : null,
  language: user.language,
});

/**
 * What differs between customers and staff: their tables, the page the link opens, the outbox
 * kind the per-address limit counts. The flow around it (answer first, limits, mails) is one.
 */
interface AccountStore {
  mailKind: string;
  pagePath: string;
  /** The active account using `email`, given a new link `tokenHash`; undefined: none. */
  issueLink(tx: Db, email: string, tokenHash: string, now: Date): Promise<ResetAccount | undefined>;
  /** Uses the link once (unused, unexpired, newest): its active account, or undefined. */
  takeLink(tx: Db, token: string, now: Date): Promise<ResetAccount | undefined>;
  /** Sets the password hash and ends every session of the account. */
  setPassword(tx: Db, id: number, passwordHash: string, now: Date): Promise<void>;
}

const customers: AccountStore = {
  mailKind: 'password-reset',
  pagePath: '/user/reset-password',
  async issueLink(tx, email, tokenHash, now) {
    const user = await findUserWithEmail(tx, email);
    if (!user || user.deactivatedAt || user.deletedAt) return undefined;
    await insertAccountLink(tx, {
      userId: user.id,
      purpose: 'reset',
      tokenHash,
      email,
      now,
      lifetimeMs: RESET_LINK_MS,
    });
    return resetCustomer(user);
  },
  async takeLink(tx, token, now) {
    const link = await takeAccountLink(tx, token, 'reset', now);
    if (!link) return undefined;
    const user = await findUser(tx, link.userId);
    if (!user || user.deactivatedAt || user.deletedAt) return undefined;
    await markLinkUsed(tx, link.id, now);
    return resetCustomer(user);
  },
  async setPassword(tx, id, passwordHash, now) {
    await updateUser(tx, id, { passwordHash }, now);
    await endUserSessions(tx, id);
  },
};

/** Staff links live in staff_password_links beside the owner-given ones (decision 048). */
const staffMembers: AccountStore = {
  mailKind: 'staff-password-reset',
  pagePath: '/admin/reset-password',
  async issueLink(tx, email, tokenHash, now) {
    const row = await staffIdentities.findStaffByEmail(tx, email);
    if (!row || !row.isActive) return undefined;
    const expiresAt = new Date(now.getTime() + RESET_LINK_MS);
    await staffIdentities.insertPasswordLink(tx, {
      staffId: row.id,
      tokenHash,
      purpose: 'reset',
      expiresAt,
    });
    return row;
  },
  async takeLink(tx, token, now) {
    const staffId = await staffIdentities.consumePasswordLink(tx, hashToken(token), now);
    const row =
      staffId === undefined ? undefined : await staffIdentities.findStaffById(tx, staffId);
    return row?.isActive ? row : undefined;
  },
  async setPassword(tx, id, passwordHash) {
    await staffIdentities.updateStaffRow(tx, id, { passwordHash });
    await staffIdentities.deleteStaffSessions(tx, id);
  },
};

const STORES: Record<ResetAudience, AccountStore> = { customer: customers, staff: staffMembers };

export interface PasswordResetOptions {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Origin the e-mailed links point at (PUBLIC_URL, or the local address). */
  linkOrigin: string;
  shop: ShopContact;
  now?: () => Date;
}

/**
 * Forgot password for customers and staff (issue 21, decisions 047 and 048). A request is
 * answered before anything about the address is looked up, so the answer and its timing are the
 * same whether or not an account uses it; the lookup, the link and the mail follow in the
 * background. Links are random 32-byte tokens of which only a SHA-256 is kept.
 */
export function createPasswordResetService(options: PasswordResetOptions) {
  const { db, mailer, log, shop } = options;
  const now = options.now ?? (() => new Date());
  /** Requests still being handled after their answer went out (awaited on close and in tests). */
  const pending = new Set<Promise<void>>();

  async function sendResetLink(email: string, store: AccountStore): Promise<void> {
    const queued = await db.transaction(async (tx) => {
      // One request at a time per address: the hourly count below cannot be raced past.
      await lockMailRecipient(tx, email);
      if (
        (await countRecentMails(tx, store.mailKind, email, RESET_LINK_MS)) >= RESET_MAILS_PER_HOUR
      )
        return false;
      const { token, tokenHash } = newLinkToken();
      const account = await store.issueLink(tx, email, tokenHash, now());
      if (!account) return false;
      // In the fragment: never sent to a server, never in an access log or a Referer header.
      const language = account.language ?? 'en';
      const link = `${pageLink(language, options.linkOrigin, store.pagePath)}#token=${token}`;
      await enqueueMails(tx, [
        resetMail(shop, store.mailKind, email, account.name, link, language),
      ]);
      return true;
    });
    if (queued) mailer.kick();
  }

  return {
    /** Starts a reset for `email` in the background; the caller answers at once. */
    requestReset(email: string, audience: ResetAudience = 'customer'): void {
      const work = sendResetLink(email, STORES[audience])
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
     * of the account. Every session of the account ends, and its owner is told by e-mail.
     */
    async reset(token: string, password: string, audience: ResetAudience = 'customer') {
      const store = STORES[audience];
      const passwordHash = await hash(password);
      const changed = await db.transaction(async (tx) => {
        const account = await store.takeLink(tx, token, now());
        if (!account) return invalid();
        const weak = passwordProblem(password, account.email);
        // Thrown inside the transaction: the link stays unused for a better password.
        if (weak) throw new ValidationError({ password: [weak] });
        await store.setPassword(tx, account.id, passwordHash, now());
        await enqueueMails(tx, [
          passwordChangedMail(
            shop,
            account.email,
            account.name,
            now(),
            'everywhere',
            account.language,
          ),
        ]);
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
