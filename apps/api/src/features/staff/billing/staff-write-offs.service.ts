import { auditFields, recordAudit } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/errors/app-error';
import type { StaffContext } from '../staff-context';
import { invoiceView } from './staff-payments.service';
import * as repo from './staff-payments.repository';

/**
 * Write-offs: staff start one (the researcher's list shows the invoice as 'finalizing' and it cannot be
 * paid), finance finalizes it (balance 0, writtenOffAt) or staff take it back. Paid invoices are refused.
 */
export async function changeWriteOff(
  context: StaffContext,
  invoiceNumber: string,
  change: 'start' | 'cancel' | 'finalize',
  reason: string | null,
) {
  const { db, staff, now } = context;
  await db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, invoiceNumber);
    if (!invoice) throw new AppError(404, 'invoice-not-found');
    if (invoice.balance === 0) throw new AppError(409, 'invoice-nothing-to-write-off', { invoiceNumber });
    if (change === 'start' && invoice.pendingWriteoff) return;
    if (change !== 'start' && !invoice.pendingWriteoff) throw new AppError(409, 'invoice-write-off-not-pending', { invoiceNumber });
    const values =
      change === 'start'
        ? { pendingWriteoff: true }
        : change === 'cancel'
          ? { pendingWriteoff: false }
          : { pendingWriteoff: false, balance: 0, writtenOffAt: now };
    const after = await repo.updateInvoice(tx, invoice.id, values);
    const fields = ['balance', 'pendingWriteoff', 'writtenOffAt'] as const;
    await recordAudit(
      tx,
      {
        actorId: staff.id,
        action: change === 'start' ? 'invoice.write-off' : change === 'cancel' ? 'invoice.write-off-cancel' : 'invoice.write-off-finalize',
        subjectType: 'invoice',
        subjectId: invoiceNumber,
        orderId: invoice.orderId,
        customerId: invoice.userId,
        before: auditFields(invoice, [...fields]),
        after: { ...auditFields(after, [...fields]), currency: invoice.currency },
        reason,
      },
      now,
    );
  });
  return { invoice: await invoiceView(context, invoiceNumber), paymentId: null };
}
