import type { Transaction, ValidationResult, WebhookNotification } from 'braintree';
import type { GatewayEvent, GatewayMethod, SaleResult } from '../payment-gateway';

/**
 * Pure translations between Braintree's answers and the gateway interface (unit-tested with fixtures in
 * braintree-mapping.test.ts; no network). README.md "Braintree" lists what the adapter cannot do.
 */

/** Sale states in which the money is taken (or will be without anything more from the customer). */
const SUCCEEDED = new Set(['authorized', 'submitted_for_settlement', 'settling', 'settlement_pending', 'settled', 'settlement_confirmed']);
/** States that end a sale without money. */
const DECLINED = new Set(['processor_declined', 'gateway_rejected', 'failed', 'settlement_declined', 'voided', 'authorization_expired']);

/** Methods Braintree takes with a payment method nonce from its client SDK; the rest it cannot do. */
export const BRAINTREE_METHODS: ReadonlySet<GatewayMethod> = new Set(['card', 'paypal', 'unionpay']);

export function saleStatusOf(status: string): 'succeeded' | 'pending' | 'failed' {
  if (SUCCEEDED.has(status)) return 'succeeded';
  if (DECLINED.has(status)) return 'failed';
  return 'pending';
}

function cardOf(transaction: Transaction): { type: string; lastFour: string } | undefined {
  const card = transaction.creditCard;
  return card?.cardType && card.last4 ? { type: card.cardType, lastFour: card.last4 } : undefined;
}

function declineCode(transaction: Transaction): string {
  if (transaction.status === 'gateway_rejected') return `gateway_rejected:${transaction.gatewayRejectionReason ?? 'unknown'}`;
  if (transaction.processorResponseCode) return `${transaction.status}:${transaction.processorResponseCode}`;
  return transaction.status;
}

/** A transaction found or created: succeeded, declined ('payment-declined') or pending (awaiting settlement). */
export function saleResultOfTransaction(transaction: Transaction): SaleResult {
  const status = saleStatusOf(transaction.status);
  if (status === 'failed') return { status: 'declined', transactionId: transaction.id, code: declineCode(transaction), messageKey: 'payment-declined' };
  if (status === 'succeeded') {
    const card = cardOf(transaction);
    return { status: 'succeeded', transactionId: transaction.id, ...(card ? { card } : {}) };
  }
  return { status: 'pending', transactionId: transaction.id };
}

/** The answer of transaction.sale: a transaction (approved or declined), or validation errors without one. */
export function saleResultOf(result: ValidationResult<Transaction>): SaleResult {
  if (result.transaction) return saleResultOfTransaction(result.transaction);
  const first = result.errors?.deepErrors()[0];
  return { status: 'declined', transactionId: null, code: first ? `validation:${first.code}` : 'validation', messageKey: 'payment-processing-error' };
}

/** Minor units as Braintree's decimal string (`12345`, 2 → `123.45`; `500`, 0 → `500`). */
export function decimalAmount(minorUnits: number, numDecimals: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0) throw new RangeError(`amount must be a non-negative integer, got ${minorUnits}`);
  if (numDecimals === 0) return String(minorUnits);
  const digits = String(minorUnits).padStart(numDecimals + 1, '0');
  return `${digits.slice(0, -numDecimals)}.${digits.slice(-numDecimals)}`;
}

/**
 * The merchant account of a currency (each settles one currency). No accounts configured → the default
 * account (undefined); accounts configured but none for this currency → null (the sale is refused rather
 * than charged in another currency).
 */
export function merchantAccountFor(accounts: Record<string, string>, currency: string): string | undefined | null {
  if (Object.keys(accounts).length === 0) return undefined;
  return accounts[currency] ?? null;
}

export type NotificationMapping = GatewayEvent | 'ignored';

/**
 * A verified notification as a gateway event. The event id is the kind and the transaction, so a replayed
 * notification is recognised. `reference` is the sale's orderId (our idempotency key); the processing
 * core also finds the payment by its transaction id.
 */
export function eventOfNotification(notification: WebhookNotification): NotificationMapping {
  const transaction = notification.transaction;
  if (!transaction) return 'ignored';
  const type =
    notification.kind === 'transaction_settled' ? 'sale.succeeded' : notification.kind === 'transaction_settlement_declined' ? 'sale.failed' : null;
  if (!type) return 'ignored';
  const card = cardOf(transaction);
  return {
    eventId: `${notification.kind}:${transaction.id}`,
    type,
    transactionId: transaction.id,
    reference: transaction.orderId ?? '',
    ...(card ? { card } : {}),
  };
}

/** The bt_signature and bt_payload fields of a notification's form body. */
export function notificationFields(rawBody: string): { signature: string; payload: string } | null {
  const fields = new URLSearchParams(rawBody);
  const signature = fields.get('bt_signature');
  const payload = fields.get('bt_payload');
  return signature && payload ? { signature, payload } : null;
}
