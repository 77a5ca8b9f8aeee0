import { z } from 'zod';
import { addressSnapshotSchema } from './address-snapshot';

/**
 * What an invoice issued once the money is in needs to know from the moment the payment was submitted (kept
 * in the payment's subject): the localization that bills it, its number prefix, the rate of its currency and
 * the addresses and purchase order of the form.
 */
export const invoiceDetailsSchema = z.object({
  localization: z.string(),
  invoicePrefix: z.string(),
  /** US dollars per unit of the currency when the payment was submitted. */
  exchangeRate: z.string(),
  purchaseOrder: z.string().nullable(),
  billingAddress: addressSnapshotSchema.nullable(),
  invoiceAddress: addressSnapshotSchema.nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;
