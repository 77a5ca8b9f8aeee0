import type { Db } from '../db/client';

import type { Platform } from '../platform';
import type { PaymentRow } from '../db/schema/billing';

/**
 * What happens when a payment of each purpose succeeds or fails. Features register their handler at
 * start-up (feature-handlers.ts), like job handlers, so a webhook arriving minutes later can finish the
 * payment in whichever process receives it.
 */
export interface PaymentPurposeHandler {
  /**
   * Runs in the transaction that marks the payment succeeded: create the order and invoice, apply the
   * allocations, send the e-mail (through the outbox, in the same transaction)... Returns what the browser
   * needs afterwards (stored on the payment as `result`, e.g. { orderExternalId }). Throwing rolls the
   * whole settlement back; the payment stays pending and a retry or the next webhook finishes it.
   */
  fulfil(tx: Db, payment: PaymentRow, platform: Platform): Promise<Record<string, unknown>>;
  /** Runs when a pending payment fails: undo reservations made at submission (optional). */
  release?(tx: Db, payment: PaymentRow, platform: Platform): Promise<void>;
}

export type PaymentPurpose = PaymentRow['purpose'];

export class PaymentPurposeRegistry {
  readonly #handlers = new Map<PaymentPurpose, PaymentPurposeHandler>();

  register(purpose: PaymentPurpose, handler: PaymentPurposeHandler): void {
    this.#handlers.set(purpose, handler);
  }

  get(purpose: PaymentPurpose): PaymentPurposeHandler {
    const handler = this.#handlers.get(purpose);
    if (!handler) throw new Error(`no payment handler registered for "${purpose}"`);
    return handler;
  }
}
