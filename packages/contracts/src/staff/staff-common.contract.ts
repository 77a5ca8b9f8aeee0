import { z } from 'zod';

/** A staff member as the console shows them (assignee lists, authors of notes, actors of the audit). */
export const staffMemberSchema = z.object({
  identity: z.string(),
  name: z.string(),
  email: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMembersResponseSchema = z.object({ members: z.array(staffMemberSchema) });

/** One row of the audit trail: who, when, what, before and after. `actor` null = the system. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  actor: staffMemberSchema.nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(60).optional(),
  action: z.string().trim().max(60).optional(),
  subjectType: z.string().trim().max(40).optional(),
  beforeId: z.coerce.number().int().positive().optional(),
});
export const auditResponseSchema = z.object({ events: z.array(auditEventSchema), nextBeforeId: z.number().int().nullable() });

/** A reason staff give for an action the customer may ask about (cancel, refund, write-off, reject…). */
export const staffReasonSchema = z.string().trim().min(1, 'staff-reason-required').max(1000);

/** Pages of the console's lists: numbered from 0. */
export const STAFF_PAGE_SIZE = 25;
export const staffPageSchema = z.coerce.number().int().min(0).max(100_000).default(0);
export const staffPaginationSchema = z.object({ page: z.number().int(), pageCount: z.number().int(), total: z.number().int(), pageSize: z.number().int() });
