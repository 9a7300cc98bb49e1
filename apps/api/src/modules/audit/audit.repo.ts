import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

// Stand-in with the interface the back-office foundation (on main) exports; the merge takes main's.

export interface StaffActor {
  id: number;
  email: string;
  name: string;
  role: 'owner' | 'staff';
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

/** Records one staff write; call it inside the transaction of the write it records. */
export async function recordAudit(tx: Db, staff: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
