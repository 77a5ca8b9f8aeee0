import { z } from 'zod';
import { staffMemberSchema } from '../staff/staff-common.contract';
import { INBOX_VIEWS, SUPPORT_REQUEST_TYPES, SUPPORT_STATUSES } from './support.constants';
import { attachmentViewSchema, orderRefSchema, paymentProofViewSchema, supportMessageSchema } from './support.contract';

/** The staff inbox (features/support, staff routes). */

export const inboxQuerySchema = z.object({
  view: z.enum(INBOX_VIEWS).default('open'),
  q: z.string().trim().max(120).optional(),
  /** A customer's identity: their requests (the customer page). */
  customer: z.string().trim().min(1).max(40).optional(),
  /** An order's number: its requests (the workbench). */
  order: z.string().trim().min(1).max(40).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** Who asked: a researcher (with identity) or a visitor (name and e-mail only). */
export const supportCustomerSchema = z.object({
  identity: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  language: z.string(),
});

export const inboxRowSchema = z.object({
  number: z.string(),
  type: z.enum(SUPPORT_REQUEST_TYPES),
  quoteService: z.string().nullable(),
  channel: z.enum(['form', 'chat']),
  status: z.enum(SUPPORT_STATUSES),
  customer: supportCustomerSchema,
  order: orderRefSchema.nullable(),
  assignee: staffMemberSchema.nullable(),
  excerpt: z.string(),
  /** The last message is the customer's: they wait for an answer. */
  awaitingReply: z.boolean(),
  answerByEmail: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Minutes from the request to the first staff reply; null while unanswered. */
  firstResponseMinutes: z.number().int().nullable(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;

export const inboxResponseSchema = z.object({
  requests: z.array(inboxRowSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** Requests per view, for the tabs. */
  counts: z.object({ open: z.number().int(), unassigned: z.number().int(), mine: z.number().int(), waiting: z.number().int() }),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const staffThreadMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['customer', 'staff', 'note']),
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentViewSchema),
});

export const staffRequestSchema = z.object({
  request: inboxRowSchema,
  proof: paymentProofViewSchema.nullable(),
  messages: z.array(staffThreadMessageSchema),
  history: z.array(
    z.object({ id: z.number().int(), action: z.string(), actor: staffMemberSchema.nullable(), after: z.record(z.string(), z.unknown()).nullable(), createdAt: z.string() }),
  ),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;

export const staffReplySchema = z.object({
  message: supportMessageSchema,
  /** An internal note: staff only, never shown or sent to the customer. */
  internal: z.boolean().default(false),
  attachmentIds: z.array(z.string().min(1).max(40)).max(5, 'support-too-many-attachments').default([]),
});
export const staffAssigneeSchema = z.object({ assignee: z.string().trim().min(1).max(40).nullable() });
export const staffStatusSchema = z.object({ status: z.enum(['open', 'closed']) });
