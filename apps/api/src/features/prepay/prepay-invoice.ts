import { z } from 'zod';
import { createInvoice } from '../../platform/billing/invoices';
import { reserveAllocations } from '../../platform/billing/allocations';
import type { Db } from '../../platform/db/client';
import { invoiceDetailsSchema } from '../../platform/billing/invoice-details';
import type { InvoiceRow } from '../../platform/db/schema/billing';

/**
 * What a prepayment's payment carries in `payments.subject` (README.md): the attempt it belongs to, the
 * existing retainer invoice it pays, or what the new retainer invoice will be once the money is in.
 */
export const newRetainerInvoiceSchema = invoiceDetailsSchema;
export type NewRetainerInvoice = z.infer<typeof newRetainerInvoiceSchema>;

export const prepaySubjectSchema = z.object({
  attempt: z.string(),
  /** The retainer invoice paid (an existing one, or the new one of a boleto, created at submission). */
  invoiceId: z.number().int().optional(),
  /** A new prepayment: the invoice to create (at settlement for cards and hosted methods). */
  newInvoice: newRetainerInvoiceSchema.nullable(),
});
export type PrepaySubject = z.infer<typeof prepaySubjectSchema>;

export const PREPAYMENT_DESCRIPTION = 'Prepayment';

/** Creates a prepayment's retainer invoice and reserves it for the payment. */
export async function createRetainerInvoice(
  tx: Db,
  input: { userId: number; paymentId: number; currency: string; amount: number; invoice: NewRetainerInvoice },
): Promise<InvoiceRow> {
  const invoice = await createInvoice(tx, {
    userId: input.userId,
    localization: input.invoice.localization,
    invoicePrefix: input.invoice.invoicePrefix,
    kind: 'retainer',
    currency: input.currency,
    totalAmount: input.amount,
    exchangeRate: input.invoice.exchangeRate,
    description: PREPAYMENT_DESCRIPTION,
    purchaseOrder: input.invoice.purchaseOrder,
    billingAddress: input.invoice.billingAddress,
    invoiceAddress: input.invoice.invoiceAddress,
  });
  await reserveAllocations(tx, input.paymentId, [{ invoiceId: invoice.id, amount: input.amount }]);
  return invoice;
}
