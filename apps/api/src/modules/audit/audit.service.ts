/**
 * The audit log (decisions 031, 073): other modules record their staff writes and the Staff screen
 * reads them through here. The log has no rules of its own beyond its rows, so these are the
 * repo's functions; only this module writes `audit_log`.
 */
export {
  listAudit,
  recordAudit,
  type AuditActor,
  type AuditEntryInput,
  type AuditFilter,
} from './audit.repo.ts';
