import { describe, expect, it } from 'vitest';
import type { Transaction, ValidationResult } from 'braintree';
import { decimalAmount, eventOfNotification, merchantAccountFor, notificationFields, saleResultOf, saleResultOfTransaction, saleStatusOf } from './braintree-mapping';

/** Fixtures shaped like the `braintree` package's answers (no network). */
const transaction = (overrides: Partial<Transaction>): Transaction => ({
  id: 'bt_tx_1',
  type: 'sale',
  status: 'submitted_for_settlement',
  amount: '123.45',
  currencyIsoCode: 'USD',
  orderId: 'order-form:F1:0',
  creditCard: { cardType: 'Visa', last4: '1111' },
  ...overrides,
});

describe('braintree mapping', () => {
  it('maps transaction statuses', () => {
    for (const status of ['authorized', 'submitted_for_settlement', 'settling', 'settled', 'settlement_confirmed']) expect(saleStatusOf(status)).toBe('succeeded');
    for (const status of ['processor_declined', 'gateway_rejected', 'failed', 'settlement_declined', 'voided']) expect(saleStatusOf(status)).toBe('failed');
    expect(saleStatusOf('authorizing')).toBe('pending');
  });

  it('answers an approved sale with the card', () => {
    expect(saleResultOf({ success: true, transaction: transaction({}) })).toEqual({ status: 'succeeded', transactionId: 'bt_tx_1', card: { type: 'Visa', lastFour: '1111' } });
    expect(saleResultOfTransaction(transaction({ status: 'settled', creditCard: null }))).toEqual({ status: 'succeeded', transactionId: 'bt_tx_1' });
  });

  it('answers processor declines and gateway rejections as payment-declined', () => {
    const declined: ValidationResult<Transaction> = {
      success: false,
      message: 'Do Not Honor',
      transaction: transaction({ status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor' }),
    };
    expect(saleResultOf(declined)).toEqual({ status: 'declined', transactionId: 'bt_tx_1', code: 'processor_declined:2000', messageKey: 'payment-declined' });
    const rejected = { success: false, transaction: transaction({ status: 'gateway_rejected', gatewayRejectionReason: 'cvv' }) };
    expect(saleResultOf(rejected)).toMatchObject({ status: 'declined', code: 'gateway_rejected:cvv', messageKey: 'payment-declined' });
    expect(saleResultOf({ success: false, transaction: transaction({ status: 'failed' }) })).toMatchObject({ status: 'declined', messageKey: 'payment-declined' });
  });

  it('answers validation errors (no transaction) as payment-processing-error', () => {
    const invalid: ValidationResult<Transaction> = {
      success: false,
      message: 'Cannot use a payment_method_nonce more than once.',
      errors: { deepErrors: () => [{ code: '93107', message: 'Cannot use a payment_method_nonce more than once.', attribute: 'payment_method_nonce' }] },
    };
    expect(saleResultOf(invalid)).toEqual({ status: 'declined', transactionId: null, code: 'validation:93107', messageKey: 'payment-processing-error' });
  });

  it('turns minor units into decimal strings without floats', () => {
    expect(decimalAmount(12345, 2)).toBe('123.45');
    expect(decimalAmount(5, 2)).toBe('0.05');
    expect(decimalAmount(500, 0)).toBe('500');
    expect(decimalAmount(1, 3)).toBe('0.001');
    expect(decimalAmount(900719925474099, 2)).toBe('9007199254740.99');
    expect(() => decimalAmount(1.5, 2)).toThrow(RangeError);
  });

  it('picks the merchant account of the currency', () => {
    expect(merchantAccountFor({}, 'USD')).toBeUndefined();
    expect(merchantAccountFor({ USD: 'acct_usd', BRL: 'acct_brl' }, 'BRL')).toBe('acct_brl');
    expect(merchantAccountFor({ USD: 'acct_usd' }, 'JPY')).toBeNull();
  });

  it('maps settlement notifications to events with a stable id', () => {
    const settled = eventOfNotification({ kind: 'transaction_settled', timestamp: new Date(), transaction: transaction({ status: 'settled' }) });
    expect(settled).toEqual({ eventId: 'transaction_settled:bt_tx_1', type: 'sale.succeeded', transactionId: 'bt_tx_1', reference: 'order-form:F1:0', card: { type: 'Visa', lastFour: '1111' } });
    const declined = eventOfNotification({ kind: 'transaction_settlement_declined', transaction: transaction({ status: 'settlement_declined', creditCard: null }) });
    expect(declined).toEqual({ eventId: 'transaction_settlement_declined:bt_tx_1', type: 'sale.failed', transactionId: 'bt_tx_1', reference: 'order-form:F1:0' });
    expect(eventOfNotification({ kind: 'check' })).toBe('ignored');
    expect(eventOfNotification({ kind: 'transaction_disbursed', transaction: transaction({}) })).toBe('ignored');
  });

  it('reads bt_signature and bt_payload from the form body', () => {
    expect(notificationFields('bt_signature=key%7Csig&bt_payload=PG5vdGlm%2BaWNhdGlvbj4%3D%0A')).toEqual({ signature: 'key|sig', payload: 'PG5vdGlm+aWNhdGlvbj4=\n' });
    expect(notificationFields('bt_signature=only')).toBeNull();
    expect(notificationFields('{"json":true}')).toBeNull();
  });
});
