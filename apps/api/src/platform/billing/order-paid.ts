import type { Db } from '../db/client';

/**
 * What else happens when an order becomes paid (its last invoice settled), inside the transaction that
 * settled it. Billing knows nothing of what the listeners do (reward points today): features register a
 * listener at start-up (feature-handlers.ts), the way they register job and payment-purpose handlers.
 *
 * The registry is process-wide, keyed by name, so building the app twice in one process (tests) registers
 * each listener once. A listener that throws rolls the settlement back.
 */
export type OrderPaidListener = (tx: Db, orderId: number, now: Date) => Promise<void>;

const listeners = new Map<string, OrderPaidListener>();

export function onOrderPaid(name: string, listener: OrderPaidListener): void {
  listeners.set(name, listener);
}

export async function notifyOrderPaid(tx: Db, orderId: number, now: Date): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, orderId, now);
}
