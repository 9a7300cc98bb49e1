import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Language } from '@petshop/contracts/language';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, ValidationError } from '../../plugins/errors.ts';
import {
  deleteToken,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserBySession,
  insertToken,
  type SessionKey,
} from './auth.repo.ts';
import { insertUser } from '../account/users.service.ts';
import { grantWelcomeCoupons } from '../coupons/customer-coupons.repo.ts';
import { dueTouch, touchSession } from '../sessions/sessions.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { databaseCounts } from '../../lib/shared-counts.repo.ts';
import { LoginThrottle } from './login-throttle.ts';
import { passwordProblem } from './password-rules.ts';

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const INVALID_LOGIN = 'Invalid email or password';
export const DEACTIVATED = 'This account has been deactivated. Please contact us.';
const EMAIL_TAKEN = 'The email has already been taken.';
const PHONE_TAKEN = 'The phone has already been taken.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session a bearer token names, to be checked now (see validSessionSql in auth.repo.ts). */
export const sessionKey = (token: string): SessionKey => ({
  tokenHash: hashToken(token),
  now: new Date(),
});

export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string;
  tokenId: number;
}

/** Holds a login attempt (the per-account brake); tests pass one that does not wait. */
export type Sleep = (ms: number) => Promise<void>;
const sleepFor: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AuthServiceOptions {
  throttle?: LoginThrottle;
  sleep?: Sleep;
  /** Accounts with two-factor sign-in get a challenge instead of a session (decision 052). */
  twoFactor?: TwoFactorService;
}

/** What a right password of a two-factor account is answered with (decision 052). */
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';

export const tooManyFailures = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new AppError(
    429,
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

export function createAuthService(
  database: Database,
  {
    throttle = new LoginThrottle({ counts: databaseCounts(database), scope: 'customer' }),
    sleep = sleepFor,
    twoFactor,
  }: AuthServiceOptions = {},
) {
  const db = database.db;
  // Unknown emails are checked against this too, so both failures take the same time.
  let dummyHash: Promise<string> | undefined;
  const timingDecoy = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));

  async function issueToken(userId: number, userAgent: string | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertToken(db, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
      userAgent,
    });
    return token;
  }

  return {
    async register(input: {
      first_name: string;
      email: string;
      phone: string;
      password: string;
      language?: Language;
    }) {
      const errors: Record<string, string[]> = {};
      if (await findUserByEmail(db, input.email)) errors.email = [EMAIL_TAKEN];
      if (await findUserByPhone(db, input.phone)) errors.phone = [PHONE_TAKEN];
      const weak = passwordProblem(input.password, input.email);
      if (weak) errors.password = [weak];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      try {
        const passwordHash = await hash(input.password);
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            name: input.first_name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            ...(input.language ? { language: input.language } : {}),
          });
          // The welcome coupons the owner set up come with the account (issue 32).
          await grantWelcomeCoupons(tx, user.id);
          return user;
        });
      } catch (error) {
        // Two registrations racing for the same email or phone: the loser gets the same 422.
        if (!isUniqueViolation(error)) throw error;
        throw new ValidationError(
          isUniqueViolation(error, 'phone') ? { phone: [PHONE_TAKEN] } : { email: [EMAIL_TAKEN] },
        );
      }
    },

    /** `address` is the client's (request.ip): guesses are counted per address (decision 017). */
    async login(
      { email, password }: { email: string; password: string },
      address: string,
      userAgent: string | null = null,
    ) {
      const verdict = await throttle.check(address, email);
      if (verdict.waitMs > 0) throw tooManyFailures(verdict.waitMs);
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verify(user.passwordHash, password)
        : (await verify(await timingDecoy(), password), false);
      if (!user || !valid) {
        await throttle.recordFailure(address, email);
        throw new AppError(401, INVALID_LOGIN);
      }
      await throttle.recordSuccess(address, email);
      // Told only to whoever knows the password, so it reveals nothing about the address.
      if (user.deactivatedAt) throw new AppError(401, DEACTIVATED);
      if (user.totpEnabledAt && twoFactor) {
        const challenge = await twoFactor.startChallenge(
          { kind: 'customer', id: user.id },
          userAgent,
        );
        return { two_factor_required: true as const, challenge, message: CODE_NEEDED };
      }
      return {
        token: await issueToken(user.id, userAgent),
        user: { id: user.id, name: user.name, email: user.email },
        message: 'Login successful',
      };
    },

    /** A session for an account whose second factor was just checked (two-factor sign-in). */
    async openSession(userId: number, userAgent: string | null) {
      const user = await findUserById(db, userId);
      if (!user || user.deactivatedAt) throw new AppError(401, DEACTIVATED);
      return {
        token: await issueToken(user.id, userAgent),
        user: { id: user.id, name: user.name, email: user.email },
        message: 'Login successful',
      };
    },

    async logout(user: AuthenticatedUser) {
      await deleteToken(db, user.tokenId);
    },

    /** The customer a bearer token belongs to, or undefined when it is unknown or expired. */
    async authenticate(token: string): Promise<AuthenticatedUser | undefined> {
      const key = sessionKey(token);
      const row = await findUserBySession(database, key);
      if (!row) return undefined;
      // The devices list's "last used": written only when a few minutes old (sessions.ts).
      if (dueTouch(row.lastUsedAt, key.now))
        await touchSession(db, 'customer', row.tokenId, key.now);
      return { id: row.id, name: row.name, email: row.email, tokenId: row.tokenId };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
