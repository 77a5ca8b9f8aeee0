import { and, eq } from 'drizzle-orm';
import { gatewayEvents, payments } from '../db/schema/all-tables';
import type { GatewayEvent } from '../payments/payment-gateway';
import type { Platform } from '../platform';
import { fail, settle } from './payments';

/**
 * A verified webhook event: recorded once (a replay is recognised by its id and ignored), then the
 * payment it names is settled or failed in the same transaction.
 */
export async function handleGatewayEvent(platform: Platform, event: GatewayEvent): Promise<'handled' | 'duplicate' | 'unknown-payment'> {
  const gateway = platform.payments.gateway.name;
  return platform.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(gatewayEvents).values({ gateway, eventId: event.eventId }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate';
    // By our reference, else by the gateway's transaction id (Braintree echoes its orderId, not our id).
    const [byReference] = event.reference ? await tx.select().from(payments).where(eq(payments.publicId, event.reference)) : [];
    const [payment] = byReference
      ? [byReference]
      : await tx
          .select()
          .from(payments)
          .where(and(eq(payments.gateway, gateway), eq(payments.gatewayTransactionId, event.transactionId)));
    if (!payment || (payment.gatewayTransactionId !== null && payment.gatewayTransactionId !== event.transactionId)) return 'unknown-payment';
    if (event.type === 'sale.succeeded') await settle(platform, payment.id, { transactionId: event.transactionId, card: event.card }, tx);
    else await fail(platform, payment.id, 'payment-declined', event.transactionId, tx);
    return 'handled';
  });
}
