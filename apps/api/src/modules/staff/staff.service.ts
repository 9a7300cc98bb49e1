import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { CreateStaffRequest, StaffPermission, StaffRole } from '@petshop/contracts/admin';
import type { Database, Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { PERMISSION_MISSING } from '../../plugins/staff-auth.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { CODE_NEEDED, hashToken, type Sleep } from '../auth/auth.service.ts';
import { dueTouch, touchSession } from '../sessions/sessions.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import { databaseCounts } from '../../lib/shared-counts.repo.ts';
import { LoginThrottle } from '../auth/login-throttle.ts';
import { passwordProblem } from '../auth/password-rules.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { staffInviteMail } from './staff-mails.ts';
import {
  consumePasswordLink,
  countOtherActiveOwners,
  countStaff,
  deleteStaffSession,
  deleteStaffSessions,
  findStaffByEmail,
  findStaffById,
  findStaffBySession,
  insertPasswordLink,
  insertStaff,
  insertStaffSession,
  listStaff,
  permissionsOf,
  presentStaff,
  updateStaffRow,
  type StaffRow,
} from './staff.repo.ts';

/** The staff member behind a request's bearer token. */
export interface AuthenticatedStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  /**
   * An owner of a shop in production without two-factor sign-in: the session may only set it
   * up (decision 052); every other staff route answers 403.
   */
  twoFactorPending: boolean;
  /** What they may do besides the everyday work (an owner: everything; decision 076). */
  permissions: StaffPermission[];
  /**
   * May move money, in a shop that wants two-factor sign-in for that, without it: refunds and
   * paid-order cancellations answer 403 until it is on (decision 076).
   */
  moneyNeedsTwoFactor: boolean;
}

const INVALID_LOGIN = 'Invalid email or password';
const EMAIL_TAKEN = 'A staff account with this email already exists.';
const LINK_INVALID =
  'This link has expired or has already been used. Ask the shop owner for a new one.';
const LAST_OWNER = 'The shop needs at least one active owner.';
export const PASSWORD_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sleepFor: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StaffServiceOptions {
  /** Hours a staff session lasts (STAFF_SESSION_HOURS). */
  sessionHours: number;
  /** Origin the one-time links point at (PUBLIC_URL, or the local address). */
  linkOrigin: string;
  throttle?: LoginThrottle;
  sleep?: Sleep;
  /** Staff with two-factor sign-in get a challenge instead of a session (decision 052). */
  twoFactor?: TwoFactorService;
  /**
   * Owners, and staff who may move money, must have two-factor sign-in (OWNER_TWO_FACTOR, by
   * default in production).
   */
  ownersNeedTwoFactor?: boolean;
  /** Mails the invitation with the link when a staff account is added (decision 077). */
  mailer?: Mailer;
  shop?: ShopContact;
}

/** What a staff member (not an owner) may never do to staff accounts, even with "staff". */
const OWNER_ACCOUNT = "Only the shop owner can change an owner's account.";
const MAKE_OWNER = 'Only the shop owner can make someone an owner.';
const OWN_PERMISSIONS = 'You cannot change your own permissions. Ask the shop owner.';
const GRANT_OWN_ONLY = 'You can give or take away only the permissions you have yourself.';

/**
 * Staff accounts: separate from customers (their own table, sessions and brake), shorter
 * sessions, passwords set only through one-time links (decision 031).
 */
export function createStaffService(database: Database, options: StaffServiceOptions) {
  const db = database.db;
  const throttle =
    options.throttle ?? new LoginThrottle({ counts: databaseCounts(database), scope: 'staff' });
  const sleep = options.sleep ?? sleepFor;
  let dummyHash: Promise<string> | undefined;
  const timingDecoy = () => (dummyHash ??= hash(randomBytes(16).toString('hex')));

  async function openSession(tx: Db, row: StaffRow, userAgent: string | null = null) {
    const token = randomBytes(32).toString('base64url');
    await insertStaffSession(tx, {
      staffId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + options.sessionHours * 60 * 60 * 1000),
      userAgent,
    });
    return { token, staff: presentStaff(row) };
  }

  /** A fresh one-time link for a staff member; only the newest works, for 24 hours. */
  async function issueLink(tx: Db, staffId: number, purpose: 'setup' | 'reset') {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_LINK_LIFETIME_MS);
    await insertPasswordLink(tx, { staffId, tokenHash: hashToken(token), purpose, expiresAt });
    // In the fragment: never sent to a server, never in an access log or a Referer header.
    const link = `${options.linkOrigin}/admin/set-password#token=${token}`;
    return { link, expiresAt: expiresAt.toISOString() };
  }

  /** The invitation mail with a set-up link, queued in `tx` (sent once it commits). */
  async function invite(tx: Db, row: StaffRow, link: string) {
    if (!options.mailer || !options.shop) return;
    await enqueueMails(tx, [staffInviteMail(options.shop, row.email, row.role, link)]);
  }

  /**
   * A staff member with "staff" manages staff accounts, never an owner's, and gives or takes away
   * only the permissions they have themselves (so no one grants more than they hold).
   */
  function checkStaffChange(
    actor: AuthenticatedStaff,
    target: { id?: number; role: StaffRole; permissions: readonly StaffPermission[] },
    next: { role?: StaffRole | undefined; permissions?: readonly StaffPermission[] | undefined },
  ) {
    if (actor.role === 'owner') return;
    if (!actor.permissions.includes('staff')) throw new AppError(403, PERMISSION_MISSING.staff);
    if (target.role === 'owner') throw new AppError(403, OWNER_ACCOUNT);
    if (next.role === 'owner') throw new AppError(403, MAKE_OWNER);
    if (next.permissions === undefined) return;
    const changed = [
      ...next.permissions.filter((permission) => !target.permissions.includes(permission)),
      ...target.permissions.filter((permission) => !next.permissions!.includes(permission)),
    ];
    if (changed.length === 0) return;
    if (target.id === actor.id) throw new AppError(403, OWN_PERMISSIONS);
    if (changed.some((permission) => !actor.permissions.includes(permission))) {
      throw new AppError(403, GRANT_OWN_ONLY);
    }
  }

  function checkPassword(password: string, email: string) {
    const weak = passwordProblem(password, email);
    if (weak) throw new ValidationError({ password: [weak] });
  }

  async function insertOrExplain(tx: Db, values: Parameters<typeof insertStaff>[1]) {
    try {
      return await insertStaff(tx, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ValidationError({ email: [EMAIL_TAKEN] });
      throw error;
    }
  }

  return {
    async login(
      { email, password }: { email: string; password: string },
      address: string,
      userAgent: string | null = null,
    ) {
      const verdict = await throttle.check(address, email);
      if (verdict.waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(verdict.waitMs / 60_000));
        throw new AppError(
          429,
          `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const row = await findStaffByEmail(db, email);
      const usable = row?.isActive && row.passwordHash !== null ? row : undefined;
      const valid = usable
        ? await verify(usable.passwordHash!, password)
        : (await verify(await timingDecoy(), password), false);
      if (!usable || !valid) {
        await throttle.recordFailure(address, email);
        throw new AppError(401, INVALID_LOGIN);
      }
      await throttle.recordSuccess(address, email);
      if (usable.totpEnabledAt && options.twoFactor) {
        const ref = { kind: 'staff' as const, id: usable.id };
        const challenge = await options.twoFactor.startChallenge(ref, userAgent);
        return { twoFactorRequired: true as const, challenge, message: CODE_NEEDED };
      }
      return openSession(db, usable, userAgent);
    },

    /** A session for a staff member whose second factor was just checked. */
    async openSessionFor(staffId: number, userAgent: string | null) {
      const row = await findStaffById(db, staffId);
      if (!row?.isActive) throw new AppError(401, INVALID_LOGIN);
      return openSession(db, row, userAgent);
    },

    async logout(actor: AuthenticatedStaff) {
      await deleteStaffSession(db, actor.sessionId);
    },

    async authenticate(token: string): Promise<AuthenticatedStaff | undefined> {
      const now = new Date();
      const row = await findStaffBySession(database, hashToken(token), now);
      if (!row) return undefined;
      if (dueTouch(row.lastUsedAt, now)) await touchSession(db, 'staff', row.sessionId, now);
      const permissions = permissionsOf(row);
      const needsTwoFactor = Boolean(options.ownersNeedTwoFactor && !row.twoFactorOn);
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        sessionId: row.sessionId,
        twoFactorPending: needsTwoFactor && row.role === 'owner',
        permissions,
        moneyNeedsTwoFactor: needsTwoFactor && permissions.includes('refunds'),
      };
    },

    async me(actor: AuthenticatedStaff) {
      const row = await findStaffById(db, actor.id);
      if (!row) throw new NotFoundError('This staff account no longer exists.');
      return { ...presentStaff(row), moneyNeedsTwoFactor: actor.moneyNeedsTwoFactor };
    },

    /**
     * Sets the password of the link's account, signs it out everywhere else and logs it in.
     * A link works once, for 24 hours, and only while it is the account's newest.
     */
    async setPassword({ token, password }: { token: string; password: string }) {
      const passwordHash = await hash(password);
      return db.transaction(async (tx) => {
        const staffId = await consumePasswordLink(tx, hashToken(token), new Date());
        const row = staffId === undefined ? undefined : await findStaffById(tx, staffId);
        if (!row || !row.isActive) throw new AppError(410, LINK_INVALID);
        checkPassword(password, row.email);
        await deleteStaffSessions(tx, row.id);
        const updated = await updateStaffRow(tx, row.id, { passwordHash });
        return openSession(tx, updated!);
      });
    },

    list: async () => (await listStaff(db)).map(presentStaff),

    /**
     * An owner (or staff with "staff") adds a staff member, who is mailed the link to set their
     * own password; the link is also answered, for the owner to pass on another way.
     */
    async create(
      actor: AuthenticatedStaff,
      input: CreateStaffRequest & { role: StaffRole; permissions?: StaffPermission[] | undefined },
    ) {
      const permissions = input.role === 'owner' ? [] : (input.permissions ?? []);
      checkStaffChange(
        actor,
        { role: 'staff', permissions: [] },
        { role: input.role, permissions },
      );
      const created = await db.transaction(async (tx) => {
        const row = await insertOrExplain(tx, {
          email: input.email,
          name: input.name,
          role: input.role,
          permissions,
        });
        const staff = presentStaff(row);
        await recordAudit(tx, actor, {
          action: 'staff.create',
          entityType: 'staff',
          entityId: row.id,
          after: staff,
        });
        const link = await issueLink(tx, row.id, 'setup');
        await invite(tx, row, link.link);
        return { staff, ...link };
      });
      options.mailer?.kick();
      return created;
    },

    async update(
      actor: AuthenticatedStaff,
      id: number,
      changes: {
        name?: string | undefined;
        role?: StaffRole | undefined;
        isActive?: boolean | undefined;
        permissions?: StaffPermission[] | undefined;
      },
    ) {
      return db.transaction(async (tx) => {
        const row = await findStaffById(tx, id);
        if (!row) throw new NotFoundError('No staff account has this id.');
        checkStaffChange(actor, row, changes);
        const losesOwner =
          row.role === 'owner' &&
          row.isActive &&
          (changes.role === 'staff' || changes.isActive === false);
        if (losesOwner && (await countOtherActiveOwners(tx, id)) === 0) {
          throw new AppError(409, LAST_OWNER);
        }
        const updated = await updateStaffRow(tx, id, changes);
        if (changes.isActive === false) await deleteStaffSessions(tx, id);
        const after = presentStaff(updated!);
        await recordAudit(tx, actor, {
          action: 'staff.update',
          entityType: 'staff',
          entityId: id,
          before: presentStaff(row),
          after,
        });
        return after;
      });
    },

    /**
     * A new one-time link for a staff member who forgot their password (the old one stops); one
     * who never set a password is mailed the invitation again.
     */
    async passwordLink(actor: AuthenticatedStaff, id: number) {
      const answer = await db.transaction(async (tx) => {
        const row = await findStaffById(tx, id);
        if (!row) throw new NotFoundError('No staff account has this id.');
        checkStaffChange(actor, row, {});
        const setup = row.passwordHash === null;
        const link = await issueLink(tx, id, setup ? 'setup' : 'reset');
        if (setup) await invite(tx, row, link.link);
        await recordAudit(tx, actor, {
          action: 'staff.password_link',
          entityType: 'staff',
          entityId: id,
        });
        return { staff: presentStaff(row), ...link };
      });
      options.mailer?.kick();
      return answer;
    },

    /**
     * The command line's first owner (npm run admin:create): with a password it can log in at
     * once; without one it gets a one-time link. Refuses an e-mail that already has an account.
     */
    async createOwner(input: { email: string; name: string; password?: string | undefined }) {
      if (input.password !== undefined) checkPassword(input.password, input.email);
      const passwordHash = input.password === undefined ? null : await hash(input.password);
      return db.transaction(async (tx) => {
        const row = await insertOrExplain(tx, { ...input, role: 'owner', passwordHash });
        const link = passwordHash === null ? await issueLink(tx, row.id, 'setup') : undefined;
        return { staff: presentStaff(row), link };
      });
    },

    /** Whether any staff account exists (the demo seed creates an owner only into an empty shop). */
    hasStaff: async () => (await countStaff(db)) > 0,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * Staff identities are this module's (decision 090): the staff password reset
 * (account/password-reset.service.ts) issues and takes its links and sets the password here.
 */
export {
  consumePasswordLink,
  deleteStaffSessions,
  findStaffByEmail,
  findStaffById,
  insertPasswordLink,
  updateStaffRow,
} from './staff.repo.ts';
