import type { Db } from '../../db/client.ts';
import { parsePathId } from '../../lib/path-id.ts';
import {
  endOtherSessions,
  endSession,
  listSessions,
  NO_SESSION,
  type SessionOwner,
} from '../sessions/sessions.ts';
import type { AccountKind, AccountRef } from './two-factor.repo.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export const RECOVERY_CODES_NOTE =
  'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.';

/** Who is asking: their account for two-factor sign-in, and the session they ask from. */
export interface Principal {
  account: AccountRef;
  session: SessionOwner;
}

/**
 * What a customer's and a staff member's "Sign-in & security" routes do alike (issue 21,
 * decisions 051 and 052). Each routes file states only what differs: who is signed in, paths,
 * schemas, and how the answer names its fields (customers snake_case, staff camelCase); so the
 * answers here use the staff's camelCase names and the customer routes rename them.
 */
export function securityActions(db: Db, twoFactor: TwoFactorService) {
  return {
    /** The second step of a login: a code, else the recovery code (the schema asks for one). */
    finishLogin(
      kind: AccountKind,
      body: { challenge: string; code?: string; recoveryCode?: string },
      address: string,
    ) {
      const factor =
        body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode! };
      return twoFactor.finishChallenge(kind, body.challenge, factor, address);
    },

    async sessions(who: Principal) {
      return (await listSessions(db, who.session)).map((row) => ({
        id: row.id,
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.current,
      }));
    },

    async signOutDevice(who: Principal, id: string) {
      await endSession(db, who.session, parsePathId(id, NO_SESSION));
      return { message: 'The device has been signed out.' };
    },

    async signOutOthers(who: Principal) {
      const count = await endOtherSessions(db, who.session);
      return {
        message:
          count === 0
            ? 'No other device was signed in.'
            : `Signed out of ${count} other device${count === 1 ? '' : 's'}.`,
        signedOut: count,
      };
    },

    async status(who: Principal) {
      const status = await twoFactor.status(who.account);
      return {
        enabled: status.enabled,
        enabledAt: status.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: status.recoveryCodesLeft,
      };
    },

    beginSetup(who: Principal, password: string, address: string) {
      return twoFactor.beginSetup(who.account, password, address);
    },

    async confirmSetup(who: Principal, code: string, address: string) {
      return {
        message: RECOVERY_CODES_NOTE,
        recoveryCodes: await twoFactor.confirmSetup(who.account, code, address),
      };
    },

    async newRecoveryCodes(who: Principal, password: string, address: string) {
      return {
        message: RECOVERY_CODES_NOTE,
        recoveryCodes: await twoFactor.regenerateRecoveryCodes(who.account, password, address),
      };
    },

    async disable(who: Principal, password: string, code: string, address: string) {
      await twoFactor.disable(who.account, password, code, address);
      return { message: 'Two-factor sign-in is off.' };
    },
  };
}
