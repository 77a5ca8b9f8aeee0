import { z } from 'zod';
import { emailSchema } from '../auth/credentials';
import { captchaFieldSchema } from '../captcha/captcha.contract';
import { calendarDaySchema } from '../formatting/calendar-day';
import { BANK_REFERENCE_MAX } from '../staff/staff-billing.contract';
import {
  CONCIERGE_SERVICES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_STATUSES,
} from './support.constants';

/**
 * The customer's side of support (researchers and visitors): creating a request, the thread, replies,
 * attachments, the chat widget. Messages are keys of the catalogue.
 */

export const supportMessageSchema = z
  .string({ error: 'support-message-required' })
  .trim()
  .min(1, 'support-message-required')
  .max(SUPPORT_MESSAGE_MAX, 'support-message-too-long');

const attachmentIdsSchema = z
  .array(z.string().min(1).max(40))
  .max(SUPPORT_ATTACHMENTS_PER_MESSAGE, 'support-too-many-attachments')
  .default([]);

/** The transfer a researcher states with a proof of payment (the amount in the invoice's minor units). */
export const paymentProofSchema = z.object({
  invoiceNumber: z.string({ error: 'support-invoice-required' }).trim().min(1, 'support-invoice-required').max(40),
  amount: z
    .number({ error: 'support-proof-amount-invalid' })
    .int('support-proof-amount-invalid')
    .positive('support-proof-amount-invalid')
    .max(Number.MAX_SAFE_INTEGER, 'support-proof-amount-invalid'),
  transferredOn: calendarDaySchema('date-invalid'),
  bankReference: z.string({ error: 'bank-reference-required' }).trim().min(1, 'bank-reference-required').max(BANK_REFERENCE_MAX, 'bank-reference-too-long'),
});
export type PaymentProofInput = z.infer<typeof paymentProofSchema>;

/**
 * POST /api/support/requests. Visitors send `name` and `email` (and `captcha` when the flag is on) and only
 * questions and quotes; order-related types name the order; a proof of payment states the transfer.
 */
export const createSupportRequestSchema = z.object({
  type: z.enum(SUPPORT_REQUEST_TYPES, { error: 'support-type-invalid' }),
  orderExternalId: z.string().trim().min(1).max(40).optional(),
  quoteService: z.enum(CONCIERGE_SERVICES, { error: 'support-quote-service-invalid' }).optional(),
  /** Required, except with a proof of payment, whose stated transfer then says it all. */
  message: z.string({ error: 'support-message-required' }).trim().max(SUPPORT_MESSAGE_MAX, 'support-message-too-long').default(''),
  attachmentIds: attachmentIdsSchema,
  /** The chat widget's first message starts a conversation there; a form's, a request answered by e-mail. */
  channel: z.enum(['form', 'chat']).default('form'),
  name: z.string().trim().min(1, 'support-name-required').max(SUPPORT_NAME_MAX, 'field-too-long').optional(),
  email: emailSchema.optional(),
  captcha: captchaFieldSchema.optional(),
  proof: paymentProofSchema.optional(),
});
export type CreateSupportRequest = z.infer<typeof createSupportRequestSchema>;

export const supportReplySchema = z.object({ message: supportMessageSchema, attachmentIds: attachmentIdsSchema });
export type SupportReply = z.infer<typeof supportReplySchema>;

export const requestNumberParamsSchema = z.object({ number: z.string().min(1).max(40) });
export const attachmentParamsSchema = z.object({ id: z.string().min(1).max(40) });
export const supportOrderParamsSchema = z.object({ externalId: z.string().min(1).max(40) });
export const supportListQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(10_000).default(0) });

export const attachmentViewSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() });
export type AttachmentView = z.infer<typeof attachmentViewSchema>;
export const uploadAttachmentResponseSchema = z.object({ attachment: attachmentViewSchema });

export const orderRefSchema = z.object({ externalId: z.string(), title: z.string() });

/** The stated transfer of a proof of payment, as shown back. */
export const paymentProofViewSchema = z.object({
  invoiceNumber: z.string(),
  amount: z.number().int(),
  currency: z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int() }),
  transferredOn: z.string(),
  bankReference: z.string(),
});
export type PaymentProofView = z.infer<typeof paymentProofViewSchema>;

/** One message of the thread as the customer sees it (internal notes are never sent). */
export const customerMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['customer', 'staff']),
  /** The staff member's first name (the customer's own messages: null). */
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentViewSchema),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

export const supportRequestSummarySchema = z.object({
  number: z.string(),
  type: z.enum(SUPPORT_REQUEST_TYPES),
  quoteService: z.string().nullable(),
  channel: z.enum(['form', 'chat']),
  status: z.enum(SUPPORT_STATUSES),
  order: orderRefSchema.nullable(),
  /** The first line of the last message, shortened. */
  excerpt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff replies the customer has not read. */
  unread: z.number().int(),
});
export type SupportRequestSummary = z.infer<typeof supportRequestSummarySchema>;

export const supportRequestListSchema = z.object({
  requests: z.array(supportRequestSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type SupportRequestList = z.infer<typeof supportRequestListSchema>;

export const supportThreadSchema = z.object({
  request: supportRequestSummarySchema,
  proof: paymentProofViewSchema.nullable(),
  messages: z.array(customerMessageSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

/** The answer to a new request: its number, and the thread's page under the account (null for a visitor). */
export const createSupportResponseSchema = z.object({
  number: z.string(),
  /** Where the researcher follows it (null for a visitor, who is answered by e-mail). */
  threadPath: z.string().nullable(),
  /** The answer comes by e-mail (a visitor, or a chat begun while no staff member was signed in). */
  answerByEmail: z.boolean(),
  thread: supportThreadSchema.nullable(),
});
export type CreateSupportResponse = z.infer<typeof createSupportResponseSchema>;

export const orderSupportContextSchema = z.object({
  order: orderRefSchema,
  /** The order's invoices still owed, for a proof of payment. */
  unpaidInvoices: z.array(
    z.object({
      invoiceNumber: z.string(),
      balance: z.number().int(),
      currency: z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int() }),
    }),
  ),
  /** Open requests about the order, newest first. */
  openRequests: z.array(supportRequestSummarySchema),
});
export type OrderSupportContext = z.infer<typeof orderSupportContextSchema>;

export const chatStateSchema = z.object({
  /** Whether the widget shows for this user (setting `supportChat.audience`). */
  enabled: z.boolean(),
  /** A staff member is signed in: the chat is answered live. */
  staffOnline: z.boolean(),
  /** Otherwise: the promise shown (hours) and the answer comes by e-mail. */
  expectedReplyHours: z.number().int(),
  unread: z.number().int(),
  conversations: z.array(supportRequestSummarySchema),
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const supportOkSchema = z.object({ ok: z.literal(true) });

/**
 * The fields of the support forms as typed (the amount as the person writes it, `120.50` or `120,50`), checked
 * with the same rules as the request: a visitor's name and e-mail, a proof of payment's transfer.
 */
export function supportFormSchema(options: { visitor: boolean; proof: boolean }) {
  const optional = z.string().optional();
  return z.object({
    message: options.proof ? z.string().trim().max(SUPPORT_MESSAGE_MAX, 'support-message-too-long') : supportMessageSchema,
    name: options.visitor ? z.string().trim().min(1, 'support-name-required').max(SUPPORT_NAME_MAX, 'field-too-long') : optional,
    email: options.visitor ? emailSchema : optional,
    invoiceNumber: options.proof ? z.string().trim().min(1, 'support-invoice-required') : optional,
    amount: options.proof ? z.string().trim().regex(/^\d{1,12}([.,]\d{1,2})?$/, 'support-proof-amount-invalid') : optional,
    transferredOn: options.proof ? calendarDaySchema('date-invalid') : optional,
    bankReference: options.proof ? paymentProofSchema.shape.bankReference : optional,
  });
}
export type SupportFormInput = z.input<ReturnType<typeof supportFormSchema>>;
