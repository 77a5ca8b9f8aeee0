import { FAPIAO_SERVICE_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import { reserveAllocations, settleAllocations } from '../../platform/billing/allocations';
import { recordFapiaoRequest } from '../../platform/billing/fapiaos';
import { createInvoice } from '../../platform/billing/invoices';
import { publicCode } from '../../platform/ids/random-ids';
import type { PaymentPurposeHandler } from '../../platform/payments/payment-purposes';
import { users } from '../../platform/db/schema/all-tables';
import { eq } from 'drizzle-orm';
import { findPurchaseOfPayment, findPurchases, insertPurchase, lockCustomer } from './digital-purchases.repository';
import { endOf, subscriptionStart } from './purchase-rules';
import { purchaseSubjectSchema } from './purchase-subject';

/**
 * The payment purpose 'digital-purchase' (registered in feature-handlers.ts), for every kind of digital
 * product: once the money is in, one transaction issues the invoice with the receipt code chosen at
 * submission, settles it with the payment (the ledger's invoice and receipt), records the fapiao request
 * when one was asked for, and creates the purchase record with its uses and period — a subscription bought while
 * one runs starts when it ends, so the year is added to what is left. Run twice (a webhook
 * and a retried request), it finds the purchase of the payment and answers the same. Nothing is reserved
 * before the money is in, so a failed payment has nothing to release.
 */
export const digitalPurchasePaymentHandler: PaymentPurposeHandler = {
  async fulfil(tx, payment) {
    const subject = purchaseSubjectSchema.parse(payment.subject);
    const existing = await findPurchaseOfPayment(tx, payment.id);
    if (existing) return { receiptCode: existing.receiptCode, purchaseIdentity: existing.identity };
    const now = payment.settledAt ?? new Date();
    const invoice = await createInvoice(tx, {
      userId: payment.userId,
      localization: subject.localization,
      invoicePrefix: subject.invoicePrefix,
      kind: 'order',
      currency: payment.currency,
      totalAmount: payment.amount,
      exchangeRate: subject.exchangeRate,
      description: subject.label,
      purchaseOrder: subject.purchaseOrder,
      billingAddress: subject.billingAddress,
      invoiceAddress: subject.invoiceAddress ?? subject.billingAddress,
      receiptCode: subject.receiptCode,
    });
    await reserveAllocations(tx, payment.id, [{ invoiceId: invoice.id, amount: payment.amount }]);
    await settleAllocations(tx, payment.id, now);
    if (subject.fapiao) {
      const [owner] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, payment.userId));
      const service = subject.kind === 'translation-package' ? 'fapiao-service-translation' : 'fapiao-service-editing';
      await recordFapiaoRequest(tx, {
        userId: payment.userId,
        invoiceId: invoice.id,
        paymentId: payment.id,
        type: subject.fapiao.type,
        serviceTypeId: FAPIAO_SERVICE_TYPES.find((type) => type.key === service)?.id ?? 1,
        organizationName: subject.fapiao.title,
        taxpayerNumber: subject.fapiao.taxpayerNumber,
        contactEmail: owner?.email ?? '',
        contactPhone: subject.billingAddress?.phone ?? owner?.phone ?? null,
        deliveryTimeline: subject.fapiao.deliveryTimeline,
        specialInstructions: subject.fapiao.specialInstructions,
      });
    }
    // The customer's row is locked so that two subscriptions paid at once are chained, not started together.
    if (subject.kind === 'editing-subscription') await lockCustomer(tx, payment.userId);
    const startsAt = subject.kind === 'editing-subscription' ? subscriptionStart(await findPurchases(tx, payment.userId, subject.kind), now) : now;
    const purchase = await insertPurchase(tx, {
      identity: publicCode('D', 10),
      userId: payment.userId,
      kind: subject.kind,
      productId: subject.productId,
      label: subject.label,
      source: 'payment',
      paymentId: payment.id,
      invoiceId: invoice.id,
      receiptCode: subject.receiptCode,
      allowedLanguages: subject.allowedLanguages,
      numberOfUses: subject.numberOfUses,
      usesRemaining: subject.numberOfUses,
      startsAt,
      endsAt: endOf(startsAt, subject.validDays),
    });
    return { receiptCode: subject.receiptCode, purchaseIdentity: purchase?.identity ?? null, invoiceNumber: invoice.invoiceNumber };
  },
};
