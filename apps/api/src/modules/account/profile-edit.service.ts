import { hash, verify } from '@node-rs/argon2';
import { WRONG_CURRENT_PASSWORD, type UpdateProfileRequest } from '@petshop/contracts';
import type { Language } from '@petshop/contracts/language';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, ValidationError } from '../../plugins/errors.ts';
import type { AuthenticatedUser, Sleep } from '../auth/auth.service.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { splitFullName } from '../profile/profile.service.ts';
import { passwordChangedMail } from './account-mails.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { endUserSessions, findUser, isPhoneTaken, updateUser } from './users.repo.ts';

const PHONE_TAKEN = 'The phone has already been taken.';
const SAME_PASSWORD = 'The new password must be different from the current one.';

/** The parsed PATCH body (the schema has trimmed and normalised it). */
type ProfileChanges = {
  [K in Exclude<keyof UpdateProfileRequest, 'language'>]?: string | null | undefined;
} & { language?: Language | undefined };

const sleepFor: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ProfileEditOptions {
  db: Db;
  mailer: Mailer;
  shop: ShopContact;
  /** Brakes on guessing the current password from a stolen session (decision 017's rules). */
  throttle: LoginThrottle;
  sleep?: Sleep;
  now?: () => Date;
}

/** A customer edits the account: details, and (with the current password) e-mail or password. */
export function createProfileEditService(options: ProfileEditOptions) {
  const { db, mailer, shop } = options;
  const throttle = options.throttle;
  const sleep = options.sleep ?? sleepFor;
  const now = options.now ?? (() => new Date());

  async function loadUser(userId: number) {
    const user = await findUser(db, userId);
    if (!user) throw new AppError(401, 'Unauthenticated. Please log in again.');
    return user;
  }

  /** Refuses a session that does not know its password, counted like failed logins. */
  async function checkCurrentPassword(userId: number, password: string, address: string) {
    const user = await loadUser(userId);
    const verdict = await throttle.check(address, user.email);
    if (verdict.waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(verdict.waitMs / 60_000));
      throw new AppError(
        429,
        `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    if (!(await verify(user.passwordHash, password))) {
      await throttle.recordFailure(address, user.email);
      throw new ValidationError({ current_password: [WRONG_CURRENT_PASSWORD] });
    }
    await throttle.recordSuccess(address, user.email);
    return user;
  }

  return {
    checkCurrentPassword,

    /** The General tab's fields; only those sent change. */
    async update(userId: number, changes: ProfileChanges) {
      const user = await loadUser(userId);
      const current = splitFullName(user.name);
      const first = changes.first_name ?? current.first;
      const last = changes.last_name ?? current.last;
      const phone = changes.phone ?? undefined;
      if (phone && phone !== user.phone) {
        if (await isPhoneTaken(db, phone, userId))
          throw new ValidationError({ phone: [PHONE_TAKEN] });
      }
      try {
        await updateUser(
          db,
          userId,
          {
            name: [first, last].filter(Boolean).join(' '),
            ...(phone ? { phone } : {}),
            ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
            ...(changes.date_of_birth !== undefined ? { dateOfBirth: changes.date_of_birth } : {}),
            ...(changes.language ? { language: changes.language } : {}),
          },
          now(),
        );
      } catch (error) {
        // Another account took the phone between the check and the update.
        if (isUniqueViolation(error, 'phone')) throw new ValidationError({ phone: [PHONE_TAKEN] });
        throw error;
      }
    },

    /**
     * A new password for a customer who knows the current one: this session stays, every other
     * session of the account ends, and the address is told by e-mail.
     */
    async changePassword(
      session: AuthenticatedUser,
      input: { current_password: string; password: string },
      address: string,
    ) {
      const user = await checkCurrentPassword(session.id, input.current_password, address);
      const weak = passwordProblem(input.password, user.email);
      if (weak) throw new ValidationError({ password: [weak] });
      if (input.password === input.current_password) {
        throw new ValidationError({ password: [SAME_PASSWORD] });
      }
      const passwordHash = await hash(input.password);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash }, now());
        await endUserSessions(tx, user.id, session.tokenId);
        await enqueueMails(tx, [
          passwordChangedMail(
            shop,
            user.email,
            user.emailVerifiedAt ? user.name : null,
            now(),
            'other devices',
            user.language,
          ),
        ]);
      });
      mailer.kick();
    },
  };
}

export type ProfileEditService = ReturnType<typeof createProfileEditService>;
