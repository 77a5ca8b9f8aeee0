import type { AuditEventView } from '@marginalia/contracts/staff/staff-common.contract';
import type { listAudit } from '../../../platform/audit/audit-log';

type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/** An audit row as the console shows it: the actor as a staff member (null = the system). */
export function auditEventView(row: AuditRow): AuditEventView {
  return {
    id: row.id,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    actor:
      row.actorIdentity !== null
        ? { identity: row.actorIdentity, name: `${row.actorName ?? ''} ${row.actorLastName ?? ''}`.trim(), email: row.actorEmail ?? '' }
        : null,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
