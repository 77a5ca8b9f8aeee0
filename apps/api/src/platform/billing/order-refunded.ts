import type { Db } from '../db/client';

/**
 * What else happens when money paid for an order is given back (a refund confirmed, to the card or as
 * credit), inside the transaction that records it. Like order-paid.ts: features register a listener at
 * start-up (feature-handlers.ts; today the referral credit taken back) and billing knows nothing of what
 * it does. A listener that throws rolls the refund's record back.
 */
export type OrderRefundedListener = (tx: Db, orderId: number, now: Date) => Promise<void>;

const listeners = new Map<string, OrderRefundedListener>();

export function onOrderRefunded(name: string, listener: OrderRefundedListener): void {
  listeners.set(name, listener);
}

export async function notifyOrderRefunded(tx: Db, orderId: number, now: Date): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, orderId, now);
}
