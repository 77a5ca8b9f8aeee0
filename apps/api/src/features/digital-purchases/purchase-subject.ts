import { z } from 'zod';
import { invoiceDetailsSchema } from '../../platform/billing/invoice-details';

/**
 * What a digital purchase's payment carries in `payments.subject` (README.md): the product as it was
 * priced, the receipt code its invoice will have (so the purchase page's return URL names it before the
 * money is in) and what the invoice needs. The invoice and the purchase record are made in `fulfil`.
 */
export const purchaseSubjectSchema = invoiceDetailsSchema.extend({
  attempt: z.string(),
  receiptCode: z.string(),
  productId: z.number().int(),
  productIdentity: z.string(),
  kind: z.enum(['translation-package', 'editing-subscription']),
  label: z.string(),
  allowedLanguages: z.array(z.string()),
  numberOfUses: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  fapiao: z
    .object({ type: z.enum(['general', 'special']), title: z.string(), taxpayerNumber: z.string().nullable(), deliveryTimeline: z.string().nullable(), specialInstructions: z.string().nullable() })
    .nullable(),
});
export type PurchaseSubject = z.infer<typeof purchaseSubjectSchema>;
