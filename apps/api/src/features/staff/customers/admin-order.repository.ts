import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { orderForms } from '../../../platform/db/schema/all-tables';
import type { UserRow } from '../../../platform/db/schema/users';

/** Admin-created order forms, written for the customer by a staff member. */

export async function abandonAdminForms(tx: Db, customerId: number, staffId: number, now: Date): Promise<void> {
  await tx
    .update(orderForms)
    .set({ status: 'abandoned', updatedAt: now })
    .where(and(eq(orderForms.userId, customerId), eq(orderForms.createdByStaffId, staffId), eq(orderForms.adminCreated, true), eq(orderForms.status, 'open')));
}

/** A new open form of the customer, in their localization and currency, touched now so it is the one resumed. */
export async function insertAdminForm(tx: Db, input: { customer: UserRow; staffId: number; now: Date }) {
  const [row] = await tx
    .insert(orderForms)
    .values({
      // The same unguessable public id as every order form (16 random bytes).
      publicId: randomBytes(16).toString('base64url'),
      userId: input.customer.id,
      localization: input.customer.localization,
      currency: input.customer.currency,
      adminCreated: true,
      createdByStaffId: input.staffId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('admin order form insert returned nothing');
  return row;
}
