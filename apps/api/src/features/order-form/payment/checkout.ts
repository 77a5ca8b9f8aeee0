import { z } from 'zod';
import { addressSnapshotSchema } from '../../../platform/billing/address-snapshot';
import { FAPIAO_DELIVERY_TIMELINES, FAPIAO_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import { SITE_LANGUAGES } from '@marginalia/contracts/i18n/languages';

/**
 * A checkout: the priced form and the payment choices of one submission, frozen when the researcher
 * pays. A card or wallet payment keeps it in `payments.form`, so the order its webhook creates minutes
 * later is the one that was paid for, even if the form was edited in another tab meanwhile.
 * The schema is checked again when it is read back (the row may come from an older version).
 */
export const checkoutQuoteSchema = z.object({
  currency: z.object({ isoCode: z.string(), sign: z.string(), numDecimals: z.number().int(), perUsd: z.string(), exchangeRate: z.string() }),
  lines: z.array(
    z.object({
      serviceIdentity: z.string(),
      name: z.string(),
      serviceType: z.string(),
      serviceOptionId: z.number().int().nullable(),
      quantity: z.number().int(),
      listPrice: z.number().int(),
      discountAmount: z.number().int(),
      totalPrice: z.number().int(),
    }),
  ),
  listTotal: z.number().int(),
  /** Never below 0. */
  total: z.number().int(),
  /** The promotional code whose discount applied (its use is recorded with the order). */
  promotionalCodeId: z.number().int().nullable(),
  rush: z.boolean(),
  /** The order's timeline and the company calendar: the deadline is counted again when the order is made. */
  timelineBusinessDays: z.number().int(),
  calendar: z.object({ timeZone: z.string(), holidays: z.array(z.string()) }),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;


export const checkoutSchema = z.object({
  formId: z.number().int(),
  formPublicId: z.string(),
  /** The submission's idempotency key; internal payments derive theirs from it (`…:credits`). */
  attemptKey: z.string(),
  language: z.enum(SITE_LANGUAGES),
  /** The effective payment method (its code). */
  methodId: z.number().int(),
  quote: checkoutQuoteSchema,
  /** Minor units of the quote's currency. */
  creditsApplied: z.number().int(),
  prepaymentApplied: z.number().int(),
  /** What the payment method itself pays, in the quote's currency (the rest of the total after credits and prepayment). */
  amountDue: z.number().int(),
  voucherId: z.number().int().nullable(),
  billingAddress: addressSnapshotSchema.nullable(),
  invoiceAddress: addressSnapshotSchema.nullable(),
  purchaseOrder: z.string().nullable(),
  fapiao: z
    .object({
      type: z.enum(FAPIAO_TYPES),
      deliveryTimeline: z.enum(FAPIAO_DELIVERY_TIMELINES),
      title: z.string(),
      taxpayerNumber: z.string().nullable(),
      specialInstructions: z.string().nullable(),
    })
    .nullable(),
  /** Admin Options of an admin-created order. */
  suppressInvoiceCreation: z.boolean(),
  notifyCustomer: z.boolean(),
  /** Brazil: FAPESP process number, boleto payer and tax id — kept with the payment for finance. */
  extra: z.record(z.string(), z.string()),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export function readCheckout(stored: unknown): Checkout {
  const parsed = checkoutSchema.safeParse(stored);
  if (!parsed.success) throw new Error(`order-form payment without a readable checkout: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
