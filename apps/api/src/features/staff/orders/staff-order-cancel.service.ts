import type { z } from 'zod';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import type { cancelOrderSchema } from '@marginalia/contracts/staff/staff-orders.contract';
import { refundableByGateway, refundableOrderPayments, refundPayment, type RefundOutcome } from '../../../platform/billing/refunds';
import { writeOffOrderInvoices } from '../../../platform/billing/write-offs';
import { currencyOf } from '../../../platform/reference/currencies';
import { AppError } from '../../../platform/errors/app-error';
import { orderCancelledRefundText, type CancellationRefund } from '../../../platform/mail/templates/order-cancelled';
import type { StaffContext } from '../staff-context';
import { auditOrder } from './staff-order-audit';
import { customerLanguage } from './staff-order-completion.service';
import { assertTransition } from './staff-order-transitions';
import { findOrder, findUser, lockOrder, updateOrder } from './staff-orders.repository';

type CancelInput = z.infer<typeof cancelOrderSchema>;

/**
 * Cancels an order: every succeeded payment of its invoices is refunded for what it paid
 * towards them — through the gateway when asked and possible, otherwise (credits, bank transfers) as
 * account credit; vouchers are billed to the institution and are not refunded. Then, in one transaction,
 * the order is cancelled, its unpaid balances written off and the researcher e-mailed.
 *
 * The refunds talk to the gateway, so they cannot share the transaction: each is idempotent by its key
 * `cancel:{order}:{payment}`, so a cancellation that fails half-way is simply submitted again.
 */
export async function cancelOrder(context: StaffContext, externalId: string, input: CancelInput, language: SiteLanguage): Promise<void> {
  const { db, platform, staff, now } = context;
  const reason = input.reason.trim();
  const order = await findOrder(db, externalId);
  assertTransition({ from: order.status, to: 'cancelled', reason, assigned: order.assignedStaffId !== null, deliverables: 0 }, language);
  const paid = (await refundableOrderPayments(db, order.id)).filter((payment) => payment.methodId !== PAYMENT_METHOD.voucher);
  if (paid.length > 0 && input.refund === 'none') throw new AppError(409, 'order-cancel-refund-required', {}, { refund: 'order-cancel-refund-required' });

  const refunded: (RefundOutcome & { currency: string })[] = [];
  for (const payment of paid) {
    const method = input.refund === 'gateway' && refundableByGateway(payment) ? 'gateway' : 'credit';
    const outcome = await refundPayment(platform, {
      paymentPublicId: payment.publicId,
      amount: payment.toRefund,
      method,
      reason,
      staffId: staff.id,
      idempotencyKey: `cancel:${order.externalId}:${payment.publicId}`,
    });
    refunded.push({ ...outcome, currency: payment.currency });
  }

  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, externalId);
    assertTransition({ from: locked.status, to: 'cancelled', reason, assigned: locked.assignedStaffId !== null, deliverables: 0 }, language);
    await updateOrder(tx, locked.id, { status: 'cancelled', cancelledAt: now });
    const writtenOff = await writeOffOrderInvoices(tx, locked.id, now);
    const customer = await findUser(tx, locked.userId);
    const mailLanguage = customerLanguage(customer);
    const currency = await currencyOf(tx, locked.currency);
    const total = (method: 'gateway' | 'credit') => refunded.filter((refund) => refund.method === method).reduce((sum, refund) => sum + refund.amount, 0);
    const lines: CancellationRefund[] = [];
    for (const method of ['gateway', 'credit'] as const) {
      if (total(method) > 0) lines.push({ kind: method, amount: formatMoney(total(method), currency, { withIsoCode: true }) });
    }
    if (lines.length === 0) lines.push({ kind: 'none' });
    await platform.mail.send(
      {
        to: customer.email,
        template: 'order-cancelled',
        language: mailLanguage,
        params: {
          name: customer.firstName || customer.email,
          orderNumber: locked.externalId,
          title: locked.title,
          refund: lines.map((line) => orderCancelledRefundText(mailLanguage, line)).join('\n'),
        },
      },
      { db: tx },
    );
    await auditOrder(tx, context, locked, 'order.cancel', {
      before: { status: locked.status, owed: writtenOff.map((invoice) => ({ invoiceNumber: invoice.invoiceNumber, balance: invoice.balance })) },
      after: {
        status: 'cancelled',
        cancelledAt: now.toISOString(),
        refunds: refunded.map((refund) => ({ refundId: refund.refundId, method: refund.method, amount: refund.amount, currency: refund.currency })),
        writtenOff: writtenOff.map((invoice) => invoice.invoiceNumber),
      },
      reason,
    });
  });
}
