import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { payments } from '../../platform/db/schema/all-tables';
import type { PaymentRow } from '../../platform/db/schema/billing';

/** The payoff's own queries: attempts already made and the payment a submission made before. */

/** How many payoffs of exactly these invoices have failed (part of the next attempt's idempotency key). */
export async function countFailedPayoffs(db: Db, userId: number, sortedInvoiceIds: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'payoff'),
        eq(payments.status, 'failed'),
        sql`${payments.subject} -> 'invoiceIds' = ${JSON.stringify(sortedInvoiceIds)}::jsonb`,
      ),
    );
  return Number(row?.failed ?? 0);
}

export async function findPaymentByKey(db: Db, userId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

