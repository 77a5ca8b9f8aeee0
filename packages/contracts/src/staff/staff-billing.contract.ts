import { z } from 'zod';
import { staffMemberSchema, staffPageSchema, staffPaginationSchema, staffReasonSchema } from './staff-common.contract';

/**
 * The payments desk and the fapiao desk of the staff console. Amounts are integer minor
 * units of the row's currency; every row carries its currency's format so the page can format it with
 * formatMoney. Days are YYYY-MM-DD.
 */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const staffCurrencySchema = z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int() });
export type StaffCurrency = z.infer<typeof staffCurrencySchema>;

export const staffBillingCustomerSchema = z.object({ identity: z.string(), name: z.string(), email: z.string() });

/** How the desk expects an unpaid invoice to be paid: a pending boleto or hosted page, else a bank transfer. */
export const expectedPaymentSchema = z.enum(['bank-transfer', 'boleto', 'online']);

export const staffInvoiceRowSchema = z.object({
  invoiceNumber: z.string(),
  kind: z.enum(['order', 'retainer']),
  customer: staffBillingCustomerSchema,
  orderExternalId: z.string().nullable(),
  description: z.string(),
  currency: staffCurrencySchema,
  totalAmount: z.number().int(),
  balance: z.number().int(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  ageDays: z.number().int(),
  expectedPayment: expectedPaymentSchema,
  /** A pending payment (boleto, hosted page) reserves the invoice. */
  pendingPaymentId: z.string().nullable(),
  pendingWriteoff: z.boolean(),
  writtenOffAt: z.string().nullable(),
  /** Transfers the researcher says they made (open proof-of-payment requests); recording the transfer closes them. */
  paymentProofs: z.array(
    z.object({
      number: z.string(),
      amount: z.number().int(),
      transferredOn: z.string(),
      bankReference: z.string(),
      attachments: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() })),
    }),
  ),
});
export type StaffInvoiceRow = z.infer<typeof staffInvoiceRowSchema>;

export const staffPendingPaymentSchema = z.object({
  publicId: z.string(),
  customer: staffBillingCustomerSchema,
  methodId: z.number().int(),
  amount: z.number().int(),
  currency: staffCurrencySchema,
  createdAt: z.string(),
  boletoUrl: z.string().nullable(),
  invoiceNumbers: z.array(z.string()),
  /** Staff may settle boletos by hand (the bank confirmed); hosted pages are settled by the provider. */
  canMarkPaid: z.boolean(),
});
export type StaffPendingPayment = z.infer<typeof staffPendingPaymentSchema>;

export const staffPaymentRowSchema = z.object({
  publicId: z.string(),
  customer: staffBillingCustomerSchema,
  methodId: z.number().int(),
  status: z.enum(['succeeded', 'refunded']),
  amount: z.number().int(),
  refunded: z.number().int(),
  currency: staffCurrencySchema,
  settledAt: z.string().nullable(),
  invoiceNumbers: z.array(z.string()),
  reference: z.string().nullable(),
  recordedBy: staffMemberSchema.nullable(),
  /** Taken through a gateway, so it can go back to the card or wallet; otherwise credit only. */
  gatewayRefundable: z.boolean(),
  /** Voucher payments are billed to the institution and never refunded to the customer. */
  refundable: z.boolean(),
});
export type StaffPaymentRow = z.infer<typeof staffPaymentRowSchema>;

export const staffRefundRowSchema = z.object({
  id: z.number().int(),
  paymentPublicId: z.string(),
  customer: staffBillingCustomerSchema,
  method: z.enum(['gateway', 'credit']),
  amount: z.number().int(),
  currency: staffCurrencySchema,
  reason: z.string(),
  staff: staffMemberSchema.nullable(),
  createdAt: z.string(),
  /** False while a gateway refund waits for the provider's answer. */
  confirmed: z.boolean(),
});
export type StaffRefundRow = z.infer<typeof staffRefundRowSchema>;

export const staffPaymentsDeskQuerySchema = z.object({
  /** Invoice number, order number or the customer's e-mail. */
  q: z.string().trim().max(120).optional(),
  page: staffPageSchema,
  paymentsPage: staffPageSchema,
});
export type StaffPaymentsDeskQuery = z.infer<typeof staffPaymentsDeskQuerySchema>;

export const staffPaymentsDeskResponseSchema = z.object({
  invoices: z.array(staffInvoiceRowSchema),
  invoicesPagination: staffPaginationSchema,
  pendingPayments: z.array(staffPendingPaymentSchema),
  payments: z.array(staffPaymentRowSchema),
  paymentsPagination: staffPaginationSchema,
  writeOffs: z.array(staffInvoiceRowSchema),
  refunds: z.array(staffRefundRowSchema),
});
export type StaffPaymentsDesk = z.infer<typeof staffPaymentsDeskResponseSchema>;

export const BANK_REFERENCE_MAX = 100;

/** A bank transfer staff saw arrive: in minor units of the invoice's currency, at most its balance. */
export const staffBankTransferRequestSchema = z.object({
  amount: z
    .number({ error: 'bank-transfer-amount-invalid' })
    .int('bank-transfer-amount-invalid')
    .positive('bank-transfer-amount-invalid')
    .max(Number.MAX_SAFE_INTEGER),
  reference: z.string().trim().min(1, 'bank-reference-required').max(BANK_REFERENCE_MAX, 'bank-reference-too-long'),
  receivedOn: z.string().regex(dayPattern, 'date-invalid'),
  note: z.string().trim().max(1000).optional(),
});
export type StaffBankTransferRequest = z.infer<typeof staffBankTransferRequestSchema>;

export const staffInvoiceActionResponseSchema = z.object({ invoice: staffInvoiceRowSchema, paymentId: z.string().nullable() });

export const staffMarkPaidResponseSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['succeeded', 'pending', 'failed', 'refunded']),
});

export const staffRefundRequestSchema = z.object({
  /** Minor units of the payment's currency; null refunds everything not yet refunded. */
  amount: z.number().int('refund-amount-invalid').positive('refund-amount-invalid').max(Number.MAX_SAFE_INTEGER).nullable(),
  method: z.enum(['gateway', 'credit']),
  reason: staffReasonSchema,
  /** Made by the page once per refund dialog, so a resent request refunds once. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type StaffRefundRequest = z.input<typeof staffRefundRequestSchema>;
export const staffRefundResponseSchema = z.object({
  refundId: z.number().int(),
  amount: z.number().int(),
  method: z.enum(['gateway', 'credit']),
});

export const staffWriteOffRequestSchema = z.object({ reason: staffReasonSchema });
export type StaffWriteOffRequest = z.input<typeof staffWriteOffRequestSchema>;

// ---- Fapiao desk ----

export const STAFF_FAPIAO_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export const staffFapiaoStatusSchema = z.enum(STAFF_FAPIAO_STATUSES);
export type StaffFapiaoStatus = z.infer<typeof staffFapiaoStatusSchema>;

/**
 * A fapiao number as printed on the receipt: digits only, 8 to 20. A paper or older electronic fapiao
 * has an 8-digit number (beside its 10- or 12-digit fapiao code); a fully digitalised e-fapiao (数电发票)
 * has one 20-digit number.
 */
export const fapiaoNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{8,20}$/, 'fapiao-number-invalid'));

/** The largest fapiao PDF staff may upload. */
export const FAPIAO_PDF_MAX_BYTES = 10 * 1024 * 1024;

export const staffFapiaoQuerySchema = z.object({
  status: staffFapiaoStatusSchema.default('pending'),
  /** Invoice number, organization name or the customer's e-mail. */
  q: z.string().trim().max(120).optional(),
  page: staffPageSchema,
});

export const staffFapiaoRowSchema = z.object({
  identity: z.string(),
  status: staffFapiaoStatusSchema,
  type: z.enum(['general', 'special']),
  serviceTypeId: z.number().int(),
  organizationName: z.string(),
  taxpayerNumber: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  deliveryTimeline: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  number: z.string().nullable(),
  hasFile: z.boolean(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  customer: staffBillingCustomerSchema,
  invoice: z.object({
    invoiceNumber: z.string(),
    kind: z.enum(['order', 'retainer']),
    totalAmount: z.number().int(),
    currency: staffCurrencySchema,
    paidAt: z.string().nullable(),
  }),
  paymentPublicId: z.string().nullable(),
});
export type StaffFapiaoRow = z.infer<typeof staffFapiaoRowSchema>;

export const staffFapiaoListResponseSchema = z.object({
  fapiaos: z.array(staffFapiaoRowSchema),
  counts: z.record(staffFapiaoStatusSchema, z.number().int()),
  pagination: staffPaginationSchema,
});
export type StaffFapiaoList = z.infer<typeof staffFapiaoListResponseSchema>;

export const staffFapiaoReasonRequestSchema = z.object({ reason: staffReasonSchema });
export type StaffFapiaoReasonRequest = z.input<typeof staffFapiaoReasonRequestSchema>;
export const staffFapiaoResponseSchema = z.object({ fapiao: staffFapiaoRowSchema });
