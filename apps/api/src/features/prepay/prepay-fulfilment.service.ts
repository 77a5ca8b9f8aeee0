import { releaseAllocations, settleAllocations } from '../../platform/billing/allocations';
import type { PaymentPurposeHandler } from '../../platform/payments/payment-purposes';
import { createRetainerInvoice, prepaySubjectSchema } from './prepay-invoice';
import { findAllocatedInvoiceNumber } from './prepay-payment.repository';

/**
 * What a prepayment's payment does once it ends (registered in feature-handlers.ts):
 * - succeeded: a new prepayment paid by card or a hosted method gets its retainer invoice now (so a
 *   declined card never consumes an invoice number); then the allocation settles the invoice, which the
 *   ledger turns into a 'prepayment' credit held in US cents. The browser gets the invoice number back.
 * - failed (declined card, refused hosted page, expired boleto): the reservation goes; an existing
 *   retainer invoice, or a boleto's, stays unpaid and payable again.
 */
export const prepayPaymentHandler: PaymentPurposeHandler = {
  async fulfil(tx, payment) {
    const subject = prepaySubjectSchema.parse(payment.subject);
    if (subject.invoiceId === undefined && subject.newInvoice) {
      await createRetainerInvoice(tx, {
        userId: payment.userId,
        paymentId: payment.id,
        currency: payment.currency,
        amount: payment.amount,
        invoice: subject.newInvoice,
      });
    }
    await settleAllocations(tx, payment.id);
    return { retainerInvoiceNumber: await findAllocatedInvoiceNumber(tx, payment.userId, payment.id) };
  },
  async release(tx, payment) {
    await releaseAllocations(tx, payment.id);
  },
};
