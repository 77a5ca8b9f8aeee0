import { auditFields, recordAudit } from '../../../platform/audit/audit-log';
import { lockInvoiceByNumber } from '../../../platform/billing/invoices';
import { setWriteOffPending, writeOffInvoices } from '../../../platform/billing/write-offs';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import { invoiceView } from './staff-payments.service';

/**
 * Write-offs: staff start one (the researcher's list shows the invoice as 'finalizing' and it cannot be
 * paid), finance finalizes it (balance 0, writtenOffAt) or staff take it back. Paid invoices are refused.
 */
const ACTIONS = { start: 'invoice.write-off', cancel: 'invoice.write-off-cancel', finalize: 'invoice.write-off-finalize' } as const;
const AUDITED = ['balance', 'pendingWriteoff', 'writtenOffAt'] as const;

export async function changeWriteOff(
  context: StaffContext,
  invoiceNumber: string,
  change: 'start' | 'cancel' | 'finalize',
  reason: string | null,
) {
  const { db, staff, now } = context;
  await db.transaction(async (tx) => {
    const invoice = await lockInvoiceByNumber(tx, invoiceNumber);
    if (!invoice) throw new AppError(404, 'invoice-not-found');
    if (invoice.balance === 0) throw new AppError(409, 'invoice-nothing-to-write-off', { invoiceNumber });
    if (change === 'start' && invoice.pendingWriteoff) return;
    if (change !== 'start' && !invoice.pendingWriteoff) throw new AppError(409, 'invoice-write-off-not-pending', { invoiceNumber });
    const after =
      change === 'finalize' ? (await writeOffInvoices(tx, [invoice.id], now))[0] : await setWriteOffPending(tx, invoice.id, change === 'start');
    if (!after) throw new Error(`invoice ${invoiceNumber} vanished`);
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action: ACTIONS[change],
        subjectType: 'invoice',
        subjectId: invoiceNumber,
        orderId: invoice.orderId,
        customerId: invoice.userId,
        before: auditFields(invoice, [...AUDITED]),
        after: { ...auditFields(after, [...AUDITED]), currency: invoice.currency },
        reason,
      },
      now,
    );
  });
  return { invoice: await invoiceView(context, invoiceNumber), paymentId: null };
}
