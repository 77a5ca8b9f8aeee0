import { recordAudit } from '../../../platform/audit/audit-log';
import type { Db } from '../../../platform/db/client';
import type { StaffContext } from '../staff-context';
import type { OrderRow } from '../../../platform/db/schema/orders';

/** An audit event about an order, by the staff member acting, inside the change's transaction. */
export async function auditOrder(
  tx: Db,
  context: StaffContext,
  order: OrderRow,
  action: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; reason?: string | null },
): Promise<void> {
  await recordAudit(
    tx,
    {
      actorId: context.staff.id,
      action,
      subjectType: 'order',
      subjectId: order.externalId,
      orderId: order.id,
      customerId: order.userId,
      before: change.before ?? null,
      after: change.after ?? null,
      reason: change.reason?.trim() || null,
    },
    context.now,
  );
}

export function isClosed(order: Pick<OrderRow, 'status'>): boolean {
  return order.status === 'completed' || order.status === 'cancelled';
}
