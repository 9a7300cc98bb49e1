import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { deviceLabel } from './device-label.ts';
import {
  deleteOtherSessions,
  deleteSession,
  findLiveSessions,
  touchSessionRow,
  type SessionKind as Kind,
} from './sessions.repo.ts';

/**
 * Signed-in devices (issue 21, decision 051): a customer's auth_tokens or a staff member's
 * staff_sessions, listed with a name read from the User-Agent, ended one at a time or all but
 * the current one. Only the owner's own rows are ever touched: another account's id is a 404.
 */

/** last_used_at is written at most this often per session, not on every request. */
export const LAST_USED_EVERY_MS = 5 * 60 * 1000;

export const NO_SESSION = 'No signed-in device of yours has this id.';

export interface SessionOwner {
  kind: Kind;
  /** The user's or staff member's id. */
  accountId: number;
  /** The session making the request. */
  currentId: number;
}

export interface DeviceRow {
  id: number;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

export async function listSessions(db: Db, owner: SessionOwner, now = new Date()) {
  const rows = await findLiveSessions(db, owner.kind, owner.accountId, now);
  return rows.map((row): DeviceRow => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.id === owner.currentId,
  }));
}

/** Ends one of the owner's sessions; 404 for an id that is not theirs (or no longer exists). */
export async function endSession(db: Db, owner: SessionOwner, id: number) {
  const ended = await deleteSession(db, owner.kind, owner.accountId, id);
  if (!ended) throw new NotFoundError(NO_SESSION);
}

/** Ends every session of the owner but the one making the request; how many ended. */
export async function endOtherSessions(db: Db, owner: SessionOwner) {
  return deleteOtherSessions(db, owner.kind, owner.accountId, owner.currentId);
}

/**
 * Records that a session was used now, if its last_used_at is older than LAST_USED_EVERY_MS.
 * Callers check the age they already read first, so a request normally writes nothing; the
 * condition keeps parallel requests from writing more than once.
 */
export async function touchSession(db: Db, kind: Kind, id: number, now = new Date()) {
  await touchSessionRow(db, kind, id, now, new Date(now.getTime() - LAST_USED_EVERY_MS));
}

/** Whether a session last seen at `lastUsedAt` is due a touch. */
export const dueTouch = (lastUsedAt: Date | string, now = new Date()) =>
  now.getTime() - new Date(lastUsedAt).getTime() >= LAST_USED_EVERY_MS;
