import { z } from 'zod';
import { fapiaoSchema } from './fapiao.contract';
import { paymentCurrencySchema } from './payment-load.contract';

/** Invoice pages hold 10; pages are numbered from 0; the pager shows from 10 invoices. */
export const INVOICE_PAGE_SIZE = 10;
export const INVOICE_PAGER_FROM = 10;

/** Dates in the filters are month/day/year. */
export const US_DATE_PATTERN = /^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}$/;

export const invoiceQuerySchema = z.object({
  status: z.enum(['unpaid', 'all']).optional(),
  from: z.string().regex(US_DATE_PATTERN, 'date-invalid').optional(),
  to: z.string().regex(US_DATE_PATTERN, 'date-invalid').optional(),
  orderNumber: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

export const invoiceSchema = z.object({
  invoiceNumber: z.string(),
  receiptCode: z.string(),
  kind: z.enum(['order', 'retainer']),
  transactionDate: z.string(),
  formattedDate: z.string(),
  balance: z.number().int(),
  totalAmount: z.number().int(),
  /** US dollars per unit of the invoice currency (usdBalance = balance × exchangeRate). */
  exchangeRate: z.string(),
  currency: paymentCurrencySchema,
  localization: z.string(),
  customFields: z.object({ Submission: z.string() }),
  orderExternalId: z.string().nullable(),
  payments: z.array(z.object({ id: z.string(), amount: z.number().int(), retainerinvoice_id: z.string().nullable(), methodId: z.number().int(), date: z.string() })),
  pendingWriteoff: z.boolean(),
  boletoUrl: z.string().nullable(),
  statementOfDelivery: z.object({ status: z.enum(['pending', 'available']) }),
  fapiao: fapiaoSchema.nullable(),
  /** A fapiao may be requested for it (paid, CN localization allows it, none yet). */
  fapiaoRequestable: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLoadResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  pagination: z.object({ current: z.number().int(), previous: z.number().int().nullable(), next: z.number().int().nullable(), total: z.number().int(), pageSize: z.number().int() }),
  unpaidInvoices: z.array(z.object({ invoiceNumber: z.string(), balance: z.number().int(), formattedDate: z.string(), currency: paymentCurrencySchema })),
  paymentMethods: z.array(z.number().int()),
  /** The user's localization (the fapiao column compares each invoice's with it). */
  currentLocalization: z.object({ identity: z.string(), allowsFapiaoProcessingAfterPayment: z.boolean() }),
});
export type InvoiceLoadResponse = z.infer<typeof invoiceLoadResponseSchema>;

/** GET /api/payoff/load?invoiceNumbers=A,B */
export const payoffLoadResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  currency: paymentCurrencySchema,
  total: z.number().int(),
  payoffReceiptCodes: z.array(z.string()),
  paymentMethods: z.array(z.number().int()),
  /** The user's credit balance in the invoices' currency. */
  creditBalance: z.number().int(),
});
export type PayoffLoadResponse = z.infer<typeof payoffLoadResponseSchema>;
