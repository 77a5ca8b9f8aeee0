import type { Db } from '../db/client';

/**
 * What else happens when a payment is refunded (to the card or as credit), inside the transaction that records
 * the refund — for payments that bought something other than an order (a digital purchase ends when its payment
 * is refunded in full). Like order-refunded.ts: features register a listener at start-up (feature-handlers.ts)
 * and billing knows nothing of what it does. A listener that throws rolls the refund's record back.
 */
export interface PaymentRefund {
  paymentId: number;
  purpose: string;
  /** Everything paid has now been refunded. */
  fully: boolean;
  staffId: number | null;
}

export type PaymentRefundedListener = (tx: Db, refund: PaymentRefund, now: Date) => Promise<void>;

const listeners = new Map<string, PaymentRefundedListener>();

export function onPaymentRefunded(name: string, listener: PaymentRefundedListener): void {
  listeners.set(name, listener);
}

export async function notifyPaymentRefunded(tx: Db, refund: PaymentRefund, now: Date): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, refund, now);
}
