import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { invoices, paymentAllocations, payments } from '../../platform/db/schema/all-tables';

/** The queries of taking, settling and releasing a prepayment's payment. */

/** How many attempts of this prepayment failed so far (the `{n}` of its idempotency key). */
export async function countFailedAttempts(db: Db, userId: number, attempt: string): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'prepay'),
        eq(payments.status, 'failed'),
        sql`${payments.subject}->>'attempt' = ${attempt}`,
      ),
    );
  return Number(row?.failed ?? 0);
}

/** The retainer invoice a prepayment's payment went to. */
export async function findAllocatedInvoiceNumber(tx: Db, userId: number, paymentId: number): Promise<string | null> {
  const [row] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(and(eq(paymentAllocations.paymentId, paymentId), eq(invoices.userId, userId)));
  return row?.invoiceNumber ?? null;
}
