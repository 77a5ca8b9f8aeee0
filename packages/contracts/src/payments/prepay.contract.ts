import { z } from 'zod';
import { fapiaoSchema } from './fapiao.contract';
import { paymentCurrencySchema } from './payment-load.contract';

/** The default minimum prepayment, and the tables' rows before 'show more'. */
export const DEFAULT_MINIMUM_PREPAY = 100;
export const PREPAY_TABLE_ROWS = 5;

/** The minimum prepayment in major units of a currency: configured per currency, else 100. */
export function minimumPrepayAmount(minimums: Record<string, number>, isoCode: string): number {
  return minimums[isoCode] ?? DEFAULT_MINIMUM_PREPAY;
}

export const creditSchema = z.object({
  referenceNumber: z.string(),
  formattedDate: z.string(),
  /** In the user's currency, minor units (held in USD and converted). */
  totalAmount: z.number().int(),
  balance: z.number().int(),
  formattedExpirationDate: z.string().nullable(),
  source: z.enum(['prepayment', 'referral', 'courtesy', 'refund', 'reward']),
});
export type Credit = z.infer<typeof creditSchema>;

export const prepaymentSchema = z.object({
  retainerInvoiceNumber: z.string(),
  receiptCode: z.string(),
  formattedDate: z.string(),
  transactionDate: z.string(),
  totalAmount: z.number().int(),
  /** What is left to spend of it (0 until paid). */
  availablePrepaymentAmount: z.number().int(),
  /** What is still to pay on its retainer invoice. */
  balance: z.number().int(),
  currency: paymentCurrencySchema,
  boletoUrl: z.string().nullable(),
  fapiao: fapiaoSchema.nullable(),
  fapiaoRequestable: z.boolean(),
  payment: z.object({ id: z.string(), amount: z.number().int() }).nullable(),
});
export type Prepayment = z.infer<typeof prepaymentSchema>;

export const prepayLoadResponseSchema = z.object({
  enabled: z.boolean(),
  currency: paymentCurrencySchema.nullable(),
  /** In minor units of the user's currency. */
  minimumAmount: z.number().int(),
  credits: z.array(creditSchema),
  prepayments: z.array(prepaymentSchema),
  paymentMethods: z.array(z.number().int()),
});
export type PrepayLoadResponse = z.infer<typeof prepayLoadResponseSchema>;
