import { z } from 'zod';
import { auditEventSchema, staffMemberSchema, staffPageSchema, staffPaginationSchema, staffReasonSchema } from './staff-common.contract';
import { ORDER_STATUSES } from './order-workflow';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

const flag = z.enum(['true', 'false']).transform((value) => value === 'true').optional();
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The order queue's filters. Days are YYYY-MM-DD in the staff member's time zone. */
export const staffOrderQueryQuerySchema = z.object({
  status: z.enum([...ORDER_STATUSES, 'open', 'all']).default('open'),
  service: z.string().trim().max(60).optional(),
  deadlineFrom: z.string().regex(dayPattern, 'date-invalid').optional(),
  deadlineTo: z.string().regex(dayPattern, 'date-invalid').optional(),
  overdue: flag,
  unassigned: flag,
  unpaid: flag,
  /** Assigned to this staff member (`me` = the one asking). */
  assignee: z.string().trim().max(60).optional(),
  country: z.coerce.number().int().positive().optional(),
  /** Order number, title, or the customer's name or e-mail. */
  q: z.string().trim().max(120).optional(),
  sort: z.enum(['deadline', '-deadline', 'created', '-created']).default('deadline'),
  page: staffPageSchema,
});
export type StaffOrderQuery = z.infer<typeof staffOrderQueryQuerySchema>;

export const staffCustomerSummarySchema = z.object({
  identity: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
});

export const staffOrderRowSchema = z.object({
  externalId: z.string(),
  title: z.string(),
  status: orderStatusSchema,
  customer: staffCustomerSummarySchema,
  services: z.array(z.object({ identity: z.string(), name: z.string() })),
  wordCount: z.number().int(),
  /** ISO 8601, UTC; the page shows it and the time left in the staff member's zone. */
  deadline: z.string(),
  createdAt: z.string(),
  paid: z.boolean(),
  rush: z.boolean(),
  adminCreated: z.boolean(),
  assignee: staffMemberSchema.nullable(),
  overdue: z.boolean(),
  currency: z.string(),
  totalAmount: z.number().int(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderQueueResponseSchema = z.object({
  orders: z.array(staffOrderRowSchema),
  /** Orders per status over the whole book, for the tabs. */
  counts: z.record(orderStatusSchema, z.number().int()),
  pagination: staffPaginationSchema,
});
export type StaffOrderQueueResponse = z.infer<typeof staffOrderQueueResponseSchema>;

export const deliverableKindSchema = z.enum(['tracked', 'clean', 'formatted', 'figures', 'other']);
export type DeliverableKind = z.infer<typeof deliverableKindSchema>;

export const staffDeliverableSchema = z.object({
  key: z.string(),
  kind: deliverableKindSchema,
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  uploadedBy: staffMemberSchema.nullable(),
});

export const staffOrderWorkbenchSchema = z.object({
  order: z.object({
    externalId: z.string(),
    title: z.string(),
    status: orderStatusSchema,
    createdAt: z.string(),
    deadline: z.string(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    paid: z.boolean(),
    paidAt: z.string().nullable(),
    /** Whether the researcher can download the deliverables now (completed + paid, or the override). */
    downloadAvailable: z.boolean(),
    wordCount: z.number().int(),
    /** The stored (English) name; the workbench names it by `manuscriptLanguageId` in the staff member's language. */
    manuscriptLanguage: z.string(),
    manuscriptLanguageId: z.number().int(),
    customerGoal: z.string(),
    styleOfEnglish: z.enum(['american', 'british']),
    journalName: z.string().nullable(),
    projectTitle: z.string().nullable(),
    projectAuthors: z.string().nullable(),
    rush: z.boolean(),
    adminCreated: z.boolean(),
    currency: z.string(),
    totalAmount: z.number().int(),
    rewardPoints: z.number().int(),
    /** The service questions as asked, with the answers given. */
    answers: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  customer: staffCustomerSummarySchema.extend({ siteLanguage: z.string(), localization: z.string(), timeZone: z.string() }),
  services: z.array(z.object({ identity: z.string(), name: z.string(), type: z.string(), quantity: z.number().int(), totalPrice: z.number().int() })),
  files: z.array(z.object({ id: z.string(), kind: z.string(), name: z.string(), size: z.number().int(), wordCount: z.number().int().nullable(), createdAt: z.string() })),
  deliverables: z.array(staffDeliverableSchema),
  notes: z.array(z.object({ id: z.number().int(), body: z.string(), author: staffMemberSchema, createdAt: z.string() })),
  history: z.array(auditEventSchema),
  invoices: z.array(
    z.object({ invoiceNumber: z.string(), totalAmount: z.number().int(), balance: z.number().int(), currency: z.string(), paidAt: z.string().nullable(), pendingWriteoff: z.boolean() }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      methodId: z.number().int(),
      amount: z.number().int(),
      refunded: z.number().int(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  certificate: z.object({ code: z.string(), title: z.string(), authors: z.string(), issuedOn: z.string() }).nullable(),
  assignee: staffMemberSchema.nullable(),
  allowedTransitions: z.array(orderStatusSchema),
  /** The deadline the order's services would give if it started now (on a 30-minute step), or null. */
  suggestedDeadline: z.string().nullable(),
});
export type StaffOrderWorkbench = z.infer<typeof staffOrderWorkbenchSchema>;

export const assignOrderSchema = z.object({ staffIdentity: z.string().trim().min(1).max(60).nullable() });
export type AssignOrderRequest = z.input<typeof assignOrderSchema>;

export const changeOrderStatusSchema = z.object({
  status: orderStatusSchema,
  reason: z.string().trim().max(1000).optional(),
  /** Completing from in progress: the staff member skips the quality check on purpose (a reason is required). */
  skipQualityCheck: z.boolean().optional(),
});
export type ChangeOrderStatusRequest = z.input<typeof changeOrderStatusSchema>;

/** Required, on a 30-minute step (checked by the API too). */
export const orderDeadlineSchema = z.object({
  deadline: z.string({ error: 'deadline-required' }).trim().min(1, 'deadline-required').pipe(z.iso.datetime({ offset: true, message: 'date-invalid' })),
  reason: z.string().trim().max(1000).optional(),
});
export type OrderDeadlineRequest = z.input<typeof orderDeadlineSchema>;

export const cancelOrderSchema = z.object({
  reason: staffReasonSchema,
  /** What happens to the money paid: back through the gateway, to account credit, or nothing (unpaid orders). */
  refund: z.enum(['gateway', 'credit', 'none']),
});
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

export const orderNoteSchema = z.object({ body: z.string().trim().min(1, 'staff-note-required').max(4000) });
export type OrderNoteRequest = z.input<typeof orderNoteSchema>;
