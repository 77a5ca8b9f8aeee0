import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';

/**
 * What choosing `chosen` as the assignee does when `current` is assigned: nothing when it is the same
 * person (choosing the assigned editor again is not a way to unassign), else the new assignee (null only
 * from the explicit Unassign button).
 */
export function assignmentChange(current: string | null, chosen: string | null): 'none' | { assignee: string | null } {
  return chosen === current ? 'none' : { assignee: chosen };
}

/** What was paid for the order and not yet refunded, in its currency's minor units. */
export function refundableAmount(payments: StaffOrderWorkbench['payments']): number {
  return payments
    .filter((payment) => payment.status === 'succeeded' || payment.status === 'refunded')
    .reduce((sum, payment) => sum + Math.max(0, payment.amount - payment.refunded), 0);
}

/** One changed field of a history entry; values are null when absent (or empty) on that side. */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields of the audit trail that mean nothing to a reader (internal ids) or are shown with another (currency). */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['key', 'noteId', 'payment', 'refundId', 'currency']);

const empty = (value: unknown) => (value === undefined || value === '' ? null : value);

/**
 * The fields an audit event changed, in the order they first appear: those equal on both sides and the
 * internal ones left out. An empty string counts as no value.
 */
export function historyChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): HistoryChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !HIDDEN_FIELDS.has(field));
  return fields
    .map((field) => ({ field, before: empty(before?.[field]), after: empty(after?.[field]) }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** Money fields of the audit trail, in minor units of the `currency` recorded beside them. */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(['amount', 'balance', 'refunded', 'totalAmount']);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether a history value is an instant (shown in the staff member's zone). */
export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

export { formatFileSize } from '@marginalia/contracts/formatting/file-size';
