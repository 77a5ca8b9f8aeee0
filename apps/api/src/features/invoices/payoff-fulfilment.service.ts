import { convertToUsd } from '@marginalia/contracts/formatting/money';
import { grantCredit, returnSpentCredits } from '../../platform/billing/credits';
import { findCurrency } from '../../platform/reference/currencies';
import { lockAllocatedInvoices, releaseAllocations, resizeAllocation, settleAllocations } from '../../platform/billing/allocations';
import type { Db } from '../../platform/db/client';
import type { PaymentPurposeHandler } from '../../platform/payments/payment-purposes';
import type { PaymentRow } from '../../platform/db/schema/billing';

/**
 * What happens when a 'payoff' payment ends: invoice payoffs from the invoice pages, and the boleto
 * payments the order form takes for the unpaid invoice of a boleto order (subject { invoiceIds }).
 *
 * fulfil: the reserved allocations lower the invoices' balances (billing's settleAllocations), which marks
 * settled invoices and orders paid. The reservation normally guarantees the balances still cover the
 * allocations; when money arrives for an invoice something else paid meanwhile (staff recorded a bank
 * transfer while a boleto was pending), the allocation is cut to what is still owed and the rest is kept
 * for the customer as a credit, so an invoice is never overpaid and no money is lost.
 * release: the reservation is deleted (and credits taken for it returned), so the invoices can be paid again.
 */
async function trimToBalances(tx: Db, payment: PaymentRow): Promise<{ invoiceNumbers: string[]; orderExternalIds: string[] }> {
  const allocations = await lockAllocatedInvoices(tx, payment.id);
  let excess = 0;
  for (const allocation of allocations) {
    const payable = Math.max(0, Math.min(allocation.amount, allocation.balance));
    if (payable === allocation.amount) continue;
    excess += allocation.amount - payable;
    await resizeAllocation(tx, payment.id, allocation.invoiceId, payable);
  }
  if (excess > 0) {
    const currency = await findCurrency(tx, payment.currency);
    if (!currency) throw new Error(`payment ${payment.publicId} has an unknown currency ${payment.currency}`);
    await grantCredit(tx, { userId: payment.userId, source: 'refund', usdCents: convertToUsd(excess, currency.perUsd, currency.numDecimals), note: `Overpayment ${payment.publicId}` });
  }
  return {
    invoiceNumbers: allocations.map((allocation) => allocation.invoiceNumber),
    orderExternalIds: [...new Set(allocations.flatMap((allocation) => (allocation.orderExternalId ? [allocation.orderExternalId] : [])))],
  };
}

export const payoffPaymentHandler: PaymentPurposeHandler = {
  async fulfil(tx, payment) {
    const { invoiceNumbers, orderExternalIds } = await trimToBalances(tx, payment);
    await settleAllocations(tx, payment.id);
    // A boleto order's payment answers its status page with the order, like an order-form payment.
    return { invoiceNumbers, ...(orderExternalIds.length === 1 ? { orderExternalId: orderExternalIds[0] } : {}) };
  },
  async release(tx, payment) {
    await releaseAllocations(tx, payment.id);
    await returnSpentCredits(tx, payment.id);
  },
};
