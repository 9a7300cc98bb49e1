import { createHash, randomBytes, randomInt } from 'node:crypto';
import { verify as verifyPassword } from '@node-rs/argon2';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { AppError, ValidationError } from '../../plugins/errors.ts';
import { waitText } from '../../lib/wait-text.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { countRecentMails, enqueueMails } from '../mail/mail.repo.ts';
import { fill, inLanguage, isolated, textsIn, type Language } from '../mail/mail-language.ts';
import {
  acceptStep,
  consumeChallenge,
  countChallengeFailure,
  countUnusedRecoveryCodes,
  countWrongCodesSince,
  disable,
  enable,
  findAccount,
  findAccountLanguage,
  findOpenChallenge,
  insertChallenge,
  lockAccount,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  type AccountKind,
  type AccountRef,
} from './two-factor.repo.ts';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and ten single-use recovery
 * codes, for customers and staff alike (issue 21, decision 052).
 */

/** A challenge (the step between a right password and a right code) lasts this long. */
export const CHALLENGE_MS = 5 * 60 * 1000;
/** Wrong codes a challenge takes before it stops working. */
export const CHALLENGE_MAX_FAILURES = 5;
/**
 * Wrong codes an account takes in any 24 hours, across all its challenges and addresses
 * (decision 081). A guess hits one of the 3 codes accepted (±1 step) out of a million, so a
 * guesser gets at most 10 × 365 guesses a year: 0.011 expected breaks, one in about 90 years.
 * Recovery codes (50 bits) are still accepted past it, so the owner is never locked out.
 */
export const WRONG_CODES_PER_DAY = 10;
export const WRONG_CODE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The wrong code (in a day) at which the account holder is e-mailed, once a day. */
export const WARN_AT_WRONG_CODE = 3;
export const WRONG_CODES_MAIL = 'two-factor-wrong-codes';
const RECOVERY_CODE_COUNT = 10;
/** Seconds either side of now a code is accepted in: one 30-second step each way. */
const TOLERANCE_S = 30;
const PERIOD_S = 30;

export const WRONG_PASSWORD = 'The password is not right.';
export const WRONG_CODE =
  'That code is not right. Check the newest code in your authenticator app and try again.';
export const USED_CODE =
  'This code has already been used. Please wait for the next code in your authenticator app.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it has already been used.';
export const TOO_MANY_WRONG_CODES =
  'Too many wrong codes. Please log in again with your email and password.';
export const tooManyWrongCodesToday = (waitMs: number) =>
  `Too many wrong codes have been entered for this account today. Sign in with one of your recovery codes, or try again in ${waitText(waitMs)}.`;
export const ALREADY_ON = 'Two-factor sign-in is already on.';
export const NOT_ON = 'Two-factor sign-in is not on.';
export const SETUP_FIRST = 'Start the setup first: we have no secret waiting for a code.';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
const hashToken = hashCode;

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 10 characters of base32 (50 bits), shown as abcde-23456. */
function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += RECOVERY_ALPHABET[randomInt(32)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

const tooManyGuesses = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new AppError(
    429,
    `Too many wrong attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

export interface TwoFactorOptions {
  /** Brakes on wrong codes and passwords, per client address and account (login-throttle.ts). */
  throttle: LoginThrottle;
  /** The clock codes are checked against (tests fix it). */
  now?: () => Date;
}

/** "Someone who knows your password is entering wrong codes": to the account's own address. */
function wrongCodesMail(shopName: string, to: string, language: Language) {
  const texts = textsIn(language);
  const shop = isolated(language, shopName);
  return inLanguage(language, {
    kind: WRONG_CODES_MAIL,
    recipient: to,
    subject: fill(texts.wrongCodesSubject, { shop }),
    textBody: [
      texts.greetingNoName,
      '',
      fill(texts.wrongCodesBody, { shop }),
      '',
      texts.wrongCodesAdvice,
      '',
      fill(texts.wrongCodesLimit, { count: WRONG_CODES_PER_DAY }),
    ].join('\n'),
  });
}

/** Which code answers a challenge or confirms a change. */
export type SecondFactor = { code: string } | { recoveryCode: string };

export function createTwoFactorService(
  db: Db,
  {
    issuer,
    throttle,
    now = () => new Date(),
    shopName,
    mailer,
  }: TwoFactorOptions & {
    /** Shown in the authenticator app: the shop's name. */
    issuer: Record<AccountKind, string>;
    shopName: string;
    /** Asked to deliver the warning mail once it is queued. */
    mailer?: { kick(): void };
  },
) {
  const throttleKey = (ref: AccountRef) => `${ref.kind}:${ref.id}`;

  async function checkThrottle(address: string, ref: AccountRef) {
    const verdict = await throttle.check(address, throttleKey(ref));
    if (verdict.waitMs > 0) throw tooManyGuesses(verdict.waitMs);
  }

  async function account(ref: AccountRef, tx: Db = db) {
    const row = await findAccount(tx, ref);
    if (!row) throw new AppError(401, 'Unauthenticated. Please log in again.');
    return row;
  }

  /** The password of a signed-in account, checked like a login (wrong ones are throttled). */
  async function requirePassword(ref: AccountRef, password: string, address: string) {
    await checkThrottle(address, ref);
    const row = await account(ref);
    if (!row.passwordHash || !(await verifyPassword(row.passwordHash, password))) {
      await throttle.recordFailure(address, throttleKey(ref));
      throw new ValidationError({ password: [WRONG_PASSWORD] });
    }
    return row;
  }

  /** The step of a right code for `secret` (±1 step, not at or before `afterStep`), or undefined. */
  function matchingStep(secret: string, code: string, afterStep: number | null) {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(now().getTime() / 1000),
      epochTolerance: TOLERANCE_S,
      period: PERIOD_S,
    });
    if (!result.valid || !('timeStep' in result)) return { valid: false as const };
    const step = result.timeStep;
    return { valid: true as const, step, replay: afterStep !== null && step <= afterStep };
  }

  async function newRecoveryCodes(tx: Db, ref: AccountRef) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(
      tx,
      ref,
      codes.map((code) => hashCode(normalizeRecoveryCode(code))),
      now(),
    );
    return codes;
  }

  /**
   * Checks a second factor of an account with two-factor sign-in on and uses it up: a code's
   * step is accepted once (acceptStep), a recovery code is spent. Throws the person's error.
   */
  async function spendFactor(tx: Db, ref: AccountRef, factor: SecondFactor) {
    if ('recoveryCode' in factor) {
      const used = await useRecoveryCode(
        tx,
        ref,
        hashCode(normalizeRecoveryCode(factor.recoveryCode)),
        now(),
      );
      if (!used) throw new ValidationError({ recovery_code: [WRONG_RECOVERY_CODE] });
      return;
    }
    const row = await account(ref, tx);
    if (!row.totpEnabledAt || !row.totpSecret) throw new AppError(409, NOT_ON);
    const match = matchingStep(row.totpSecret, factor.code, row.totpLastStep);
    if (!match.valid) throw new ValidationError({ code: [WRONG_CODE] });
    if (match.replay || !(await acceptStep(tx, ref, match.step))) {
      throw new ValidationError({ code: [USED_CODE] });
    }
  }

  /** Whether an error is a wrong guess (counted by the brakes), not a replay or a state error. */
  const isWrongGuess = (error: unknown) =>
    error instanceof ValidationError &&
    (error.errors?.code?.[0] === WRONG_CODE ||
      error.errors?.recovery_code?.[0] === WRONG_RECOVERY_CODE);

  /** Queues the wrong-codes mail to the account's address unless one went in `withinMs`. */
  async function warnHolder(tx: Db, ref: AccountRef, withinMs: number) {
    const row = await account(ref, tx);
    if ((await countRecentMails(tx, WRONG_CODES_MAIL, row.email, withinMs)) > 0) return false;
    const language = await findAccountLanguage(tx, ref);
    await enqueueMails(tx, [wrongCodesMail(shopName, row.email, language)]);
    return true;
  }

  return {
    async status(ref: AccountRef) {
      const row = await account(ref);
      return {
        enabled: row.totpEnabledAt !== null,
        enabledAt: row.totpEnabledAt,
        recoveryCodesLeft: row.totpEnabledAt ? await countUnusedRecoveryCodes(db, ref) : 0,
      };
    },

    /** A new secret to add to the app; it is kept, unconfirmed, until a first code confirms it. */
    async beginSetup(ref: AccountRef, password: string, address: string) {
      const row = await requirePassword(ref, password, address);
      if (row.totpEnabledAt) throw new AppError(409, ALREADY_ON);
      const secret = generateSecret();
      if (!(await savePendingSecret(db, ref, secret, now()))) throw new AppError(409, ALREADY_ON);
      const otpauthUri = generateURI({ issuer: issuer[ref.kind], label: row.email, secret });
      const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
      return {
        secret,
        otpauthUri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** A first right code turns it on; the ten recovery codes are returned, to be shown once. */
    async confirmSetup(ref: AccountRef, code: string, address: string) {
      await checkThrottle(address, ref);
      const row = await account(ref);
      if (row.totpEnabledAt) throw new AppError(409, ALREADY_ON);
      if (!row.totpSecret) throw new AppError(409, SETUP_FIRST);
      const match = matchingStep(row.totpSecret, code, null);
      if (!match.valid) {
        await throttle.recordFailure(address, throttleKey(ref));
        throw new ValidationError({ code: [WRONG_CODE] });
      }
      return db.transaction(async (tx) => {
        if (!(await enable(tx, ref, row.totpSecret!, match.step, now()))) {
          throw new AppError(409, ALREADY_ON);
        }
        return newRecoveryCodes(tx, ref);
      });
    },

    /** Off again: the password and a code (or a recovery code) are needed. */
    async disable(ref: AccountRef, password: string, code: string, address: string) {
      await requirePassword(ref, password, address);
      const row = await account(ref);
      if (!row.totpEnabledAt) throw new AppError(409, NOT_ON);
      const typed = code.replace(/\s/g, '');
      const factor: SecondFactor = /^\d{6}$/.test(typed) ? { code: typed } : { recoveryCode: code };
      try {
        await db.transaction(async (tx) => {
          await spendFactor(tx, ref, factor);
          await disable(tx, ref, now());
        });
      } catch (error) {
        // Counted once the transaction has given its connection back (the counts use their own).
        if (isWrongGuess(error)) await throttle.recordFailure(address, throttleKey(ref));
        // One field on this form: the code, whichever kind it was.
        if (error instanceof ValidationError) throw new ValidationError({ code: [error.message] });
        throw error;
      }
    },

    /** Ten new recovery codes (the password is needed); the old ones stop working. */
    async regenerateRecoveryCodes(ref: AccountRef, password: string, address: string) {
      const row = await requirePassword(ref, password, address);
      if (!row.totpEnabledAt) throw new AppError(409, NOT_ON);
      return db.transaction((tx) => newRecoveryCodes(tx, ref));
    },

    /** After a right password: the token to answer with a code (only its SHA-256 is kept). */
    async startChallenge(ref: AccountRef, userAgent: string | null) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      await insertChallenge(db, ref, {
        tokenHash: hashToken(token),
        userAgent,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CHALLENGE_MS),
      });
      return token;
    },

    /**
     * Answers a challenge with a code or a recovery code. Right: the challenge and the factor are
     * used up together and the account (with the User-Agent of the sign-in) is returned for a
     * session. Wrong: counted on the challenge (it dies after CHALLENGE_MAX_FAILURES) and by the
     * brakes for the client address.
     */
    async finishChallenge(kind: AccountKind, token: string, factor: SecondFactor, address: string) {
      const challenge = await findOpenChallenge(
        db,
        kind,
        hashToken(token),
        now(),
        CHALLENGE_MAX_FAILURES,
      );
      if (!challenge) throw new AppError(401, 'This sign-in has expired. Please log in again.');
      const ref = { kind, id: challenge.accountId };
      await checkThrottle(address, ref);
      // One answer at a time per account: the day's wrong codes are counted, then added to.
      const outcome = await db.transaction(async (tx) => {
        await lockAccount(tx, ref);
        const since = new Date(now().getTime() - WRONG_CODE_WINDOW_MS);
        const today = await countWrongCodesSince(tx, ref, since);
        if ('code' in factor && today.wrong >= WRONG_CODES_PER_DAY) {
          const freedAt = (today.firstAt ?? now()).getTime() + WRONG_CODE_WINDOW_MS;
          return { result: 'refused' as const, waitMs: freedAt - now().getTime() };
        }
        try {
          await spendFactor(tx, ref, factor);
        } catch (error) {
          if (!isWrongGuess(error)) throw error;
          const failures = await countChallengeFailure(tx, challenge.id);
          const warn =
            today.wrong + 1 >= WARN_AT_WRONG_CODE &&
            (await warnHolder(tx, ref, WRONG_CODE_WINDOW_MS));
          return { result: 'wrong' as const, error, failures, warned: warn };
        }
        if (!(await consumeChallenge(tx, challenge.id, now(), CHALLENGE_MAX_FAILURES))) {
          throw new AppError(401, 'This sign-in has expired. Please log in again.');
        }
        return { result: 'right' as const };
      });
      if (outcome.result === 'refused') {
        throw new AppError(429, tooManyWrongCodesToday(outcome.waitMs));
      }
      if (outcome.result === 'wrong') {
        if (outcome.warned) mailer?.kick();
        await throttle.recordFailure(address, throttleKey(ref));
        if (outcome.failures >= CHALLENGE_MAX_FAILURES) {
          throw new AppError(401, TOO_MANY_WRONG_CODES);
        }
        throw outcome.error;
      }
      await throttle.recordSuccess(address, throttleKey(ref));
      return { accountId: challenge.accountId, userAgent: challenge.userAgent };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
