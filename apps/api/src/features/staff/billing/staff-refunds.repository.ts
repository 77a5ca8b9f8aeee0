import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { currencies, payments, refunds, users } from '../../../platform/db/schema/all-tables';
import { customerColumns, staffMemberColumns, staffMembers } from './staff-billing-columns';

/** The payments desk's latest refunds, newest first, with who gave them. */
export async function listRecentRefunds(db: Db, limit: number) {
  return db
    .select({
      refund: refunds,
      paymentPublicId: payments.publicId,
      customer: customerColumns,
      currency: currencies,
      staff: staffMemberColumns,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(currencies, eq(currencies.isoCode, refunds.currency))
    .leftJoin(staffMembers, eq(staffMembers.id, refunds.staffId))
    .orderBy(desc(refunds.id))
    .limit(limit);
}
