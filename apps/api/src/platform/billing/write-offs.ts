import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/all-tables';
import type { InvoiceRow } from '../db/schema/billing';

/**
 * Write-offs: what is still owed on an invoice is given up. Staff start one (until finance finalizes it the
 * researcher sees the invoice as 'finalizing' and cannot pay it), take it back, or finalize it; cancelling
 * an order writes off whatever its invoices still ask at once. The caller locked the invoices, checks
 * what may be written off and records the audit event.
 */

/** Marks a write-off as under way (true) or takes it back (false). */
export async function setWriteOffPending(tx: Db, invoiceId: number, pending: boolean): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set({ pendingWriteoff: pending }).where(eq(invoices.id, invoiceId)).returning();
  if (!row) throw new Error(`invoice ${invoiceId} vanished`);
  return row;
}

/** Writes the invoices' balances off: nothing is owed any more, and `writtenOffAt` says why. */
export async function writeOffInvoices(tx: Db, invoiceIds: readonly number[], at: Date): Promise<InvoiceRow[]> {
  if (invoiceIds.length === 0) return [];
  return tx
    .update(invoices)
    .set({ balance: 0, writtenOffAt: at, pendingWriteoff: false })
    .where(inArray(invoices.id, [...invoiceIds]))
    .returning();
}

/** Writes off what is still owed on an order's invoices (a cancelled order owes nothing); returns them as they were. */
export async function writeOffOrderInvoices(tx: Db, orderId: number, at: Date): Promise<Pick<InvoiceRow, 'id' | 'invoiceNumber' | 'balance'>[]> {
  const open = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, balance: invoices.balance })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), gt(invoices.balance, 0)))
    .for('update');
  await writeOffInvoices(
    tx,
    open.map((invoice) => invoice.id),
    at,
  );
  return open;
}
