import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import { STAFF_TOPIC, userTopic } from '../../platform/realtime/realtime';
import type { SupportRequestRow } from '../../platform/db/schema/support';

/**
 * The real-time notices of support (platform/realtime): published in the transaction of the change, so a page
 * that hears one can read it. Staff hear of every new request and customer message; the customer's tabs hear
 * of their own requests' changes.
 */
export async function notify(tx: Db, context: { platform: Platform }, request: SupportRequestRow): Promise<void> {
  await context.platform.realtime.publish(STAFF_TOPIC, { type: 'support.request', request: request.number }, { db: tx });
  await notifyCustomer(tx, context, request, 'support.message');
}

/** The customer's own tabs (a staff reply, a status change); nothing for a visitor, who has no stream. */
export async function notifyCustomer(tx: Db, context: { platform: Platform }, request: SupportRequestRow, type: 'support.message' | 'support.status'): Promise<void> {
  if (request.userId !== null) await context.platform.realtime.publish(userTopic(request.userId), { type, request: request.number }, { db: tx });
}
