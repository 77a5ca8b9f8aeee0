import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoices, paymentAllocations } from '../../platform/db/schema/all-tables';

/** The queries of taking, settling and releasing a prepayment's payment. */

/** The retainer invoice a prepayment's payment went to. */
export async function findAllocatedInvoiceNumber(tx: Db, userId: number, paymentId: number): Promise<string | null> {
  const [row] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(and(eq(paymentAllocations.paymentId, paymentId), eq(invoices.userId, userId)));
  return row?.invoiceNumber ?? null;
}
