import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { payments } from '../../platform/db/schema/all-tables';
import type { PaymentRow } from '../../platform/db/schema/billing';

/** The payoff's own queries: attempts already made and the payment a submission made before. */

export async function findPaymentByKey(db: Db, userId: number, idempotencyKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

