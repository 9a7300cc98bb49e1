import { STAFF_PERMISSIONS, type StaffPermission } from '@petshop/contracts/admin';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable, Statement } from '../../db/client.ts';
import { staff, staffPasswordLinks, staffSessions } from '../../db/schema.ts';

export type StaffRow = typeof staff.$inferSelect;

/** What a staff member may do besides the everyday work: an owner all of it (decision 076). */
export const permissionsOf = (row: {
  role: 'owner' | 'staff';
  permissions: readonly StaffPermission[];
}): StaffPermission[] =>
  row.role === 'owner'
    ? [...STAFF_PERMISSIONS]
    : STAFF_PERMISSIONS.filter((permission) => row.permissions.includes(permission));

/** What the API shows of a staff account (never the password hash or the two-factor secret). */
export const presentStaff = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  isActive: row.isActive,
  hasPassword: row.passwordHash !== null,
  permissions: permissionsOf(row),
  twoFactor: row.totpEnabledAt !== null,
});

export async function findStaffByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export async function listStaff(db: Db) {
  return db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
}

export async function countStaff(db: Db) {
  const [row] = await db.select({ total: count() }).from(staff);
  return row?.total ?? 0;
}

/** Active owners other than `exceptId`: an owner may not remove the last one. */
export async function countOtherActiveOwners(db: Db, exceptId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.isActive, true), ne(staff.id, exceptId)));
  return row?.total ?? 0;
}

export async function insertStaff(
  db: Db,
  values: {
    email: string;
    name: string;
    role: 'owner' | 'staff';
    permissions?: StaffPermission[];
    passwordHash?: string | null;
  },
) {
  const [row] = await db.insert(staff).values(values).returning();
  return row!;
}

export async function updateStaffRow(
  db: Db,
  id: number,
  values: Partial<Pick<StaffRow, 'name' | 'role' | 'isActive' | 'passwordHash' | 'permissions'>>,
) {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

export async function insertStaffSession(
  db: Db,
  session: { staffId: number; tokenHash: string; expiresAt: Date; userAgent?: string | null },
) {
  await db.insert(staffSessions).values(session);
}

export async function deleteStaffSession(db: Db, sessionId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Signs a staff member out everywhere (deactivation, a new password). */
export async function deleteStaffSessions(db: Db, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

const STAFF_BY_TOKEN: Statement = {
  name: 'staff_by_token',
  text: `SELECT s.id, s.email, s.name, s.role, s.permissions, t.id AS "sessionId",
         s.totp_enabled_at IS NOT NULL AS "twoFactorOn", t.last_used_at AS "lastUsedAt"
    FROM staff_sessions t
    JOIN staff s ON s.id = t.staff_id
   WHERE t.token_hash = $1::text AND t.expires_at > $2::timestamptz AND s.is_active
   LIMIT 1`,
};

/** The active staff member behind an unexpired session (every staff request: prepared). */
export async function findStaffBySession(database: Queryable, tokenHash: string, now: Date) {
  const [row] = await database.query<{
    id: number;
    email: string;
    name: string;
    role: 'owner' | 'staff';
    permissions: StaffPermission[];
    sessionId: number;
    twoFactorOn: boolean;
    lastUsedAt: Date | string;
  }>(STAFF_BY_TOKEN, [tokenHash, now.toISOString()]);
  return row;
}

export async function insertPasswordLink(
  db: Db,
  link: { staffId: number; tokenHash: string; purpose: 'setup' | 'reset'; expiresAt: Date },
) {
  // A new link replaces any unused one: only the newest link works.
  await db
    .update(staffPasswordLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(staffPasswordLinks.staffId, link.staffId), isNull(staffPasswordLinks.usedAt)));
  await db.insert(staffPasswordLinks).values(link);
}

/**
 * Uses a link: marks it used if it is unused and unexpired, in one statement, so two requests
 * with the same link cannot both succeed. Returns the staff id, or undefined.
 */
export async function consumePasswordLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, tokenHash),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ staffId: staffPasswordLinks.staffId });
  return row?.staffId;
}
