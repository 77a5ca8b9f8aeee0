import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { payments } from '../../platform/db/schema/all-tables';
import type { PaymentRow } from '../../platform/db/schema/billing';

/** The caller's payment by its public id; another user's payment is not found (answered 404). */
export async function findOwnedPayment(db: Db, userId: number, publicId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.publicId, publicId), eq(payments.userId, userId)));
  return row ?? null;
}
