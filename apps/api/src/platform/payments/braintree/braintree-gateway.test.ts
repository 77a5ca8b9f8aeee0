import braintree, { type BraintreeGateway, type Transaction, type TransactionSearch } from 'braintree';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PaymentsConfig } from '../../config';
import type { SaleRequest } from '../payment-gateway';
import { createBraintreeGateway } from './braintree-gateway';

/** The adapter against a fake SDK (sales, searches) and the real SDK's offline webhook parser. No network. */
const config: PaymentsConfig = {
  gateway: 'braintree',
  webhookSecret: 'unused-here-0123456789',
  braintree: { environment: 'sandbox', merchantId: 'merchant', publicKey: 'public_key', privateKey: 'private_key', merchantAccounts: { USD: 'acct_usd', BRL: 'acct_brl' } },
};
const log = pino({ level: 'silent' });

const request = (overrides: Partial<SaleRequest> = {}): SaleRequest => ({
  idempotencyKey: 'order-form:F1:0',
  amount: 12345,
  currency: 'USD',
  numDecimals: 2,
  method: 'card',
  nonce: 'fake-valid-nonce',
  reference: 'P1',
  description: 'Order',
  customer: { email: 'ada@example.test', name: 'Ada' },
  returnUrl: 'https://portal.example/r',
  cancelUrl: 'https://portal.example/c',
  ...overrides,
});

function fakeSdk(existing: Transaction[] = []) {
  const sales: Record<string, unknown>[] = [];
  const searches: Record<string, string>[] = [];
  const sdk = {
    transaction: {
      async sale(attributes: Record<string, unknown>) {
        sales.push(attributes);
        return { success: true, transaction: { id: 'bt_new', status: 'submitted_for_settlement', creditCard: { cardType: 'Visa', last4: '1111' } } };
      },
      search(build: (search: TransactionSearch) => void) {
        const criteria: Record<string, string> = {};
        build({ orderId: () => ({ is: (value: string) => void (criteria.orderId = value) }), type: () => ({ is: (value: string) => void (criteria.type = value) }) });
        searches.push(criteria);
        return (async function* () {
          yield* existing.filter((each) => each.orderId === criteria.orderId && each.type === criteria.type);
        })();
      },
    },
  } as unknown as BraintreeGateway;
  return { sdk, sales, searches };
}

describe('braintree adapter', () => {
  it('creates a sale with a decimal amount, the merchant account of the currency and orderId = idempotency key', async () => {
    const fake = fakeSdk();
    const gateway = createBraintreeGateway(config, log, fake.sdk);
    expect(await gateway.sale(request())).toEqual({ status: 'succeeded', transactionId: 'bt_new', card: { type: 'Visa', lastFour: '1111' } });
    expect(fake.sales).toEqual([
      { amount: '123.45', paymentMethodNonce: 'fake-valid-nonce', orderId: 'order-form:F1:0', merchantAccountId: 'acct_usd', customer: { email: 'ada@example.test' }, options: { submitForSettlement: true } },
    ]);
    expect(fake.searches).toEqual([{ orderId: 'order-form:F1:0', type: 'sale' }]);
  });

  it('answers an existing transaction of the same key instead of a second sale', async () => {
    const fake = fakeSdk([{ id: 'bt_old', type: 'sale', status: 'settled', orderId: 'order-form:F1:0', creditCard: { cardType: 'Mastercard', last4: '4444' } }]);
    const gateway = createBraintreeGateway(config, log, fake.sdk);
    expect(await gateway.sale(request())).toEqual({ status: 'succeeded', transactionId: 'bt_old', card: { type: 'Mastercard', lastFour: '4444' } });
    expect(fake.sales).toHaveLength(0);
  });

  it('finds a sale by its key (the orderId) without creating one', async () => {
    const fake = fakeSdk([{ id: 'bt_old', type: 'sale', status: 'settled', orderId: 'order-form:F1:0', creditCard: { cardType: 'Mastercard', last4: '4444' } }]);
    const gateway = createBraintreeGateway(config, log, fake.sdk);
    expect(await gateway.findSaleByKey('order-form:F1:0')).toEqual({ status: 'succeeded', transactionId: 'bt_old', card: { type: 'Mastercard', lastFour: '4444' } });
    expect(await gateway.findSaleByKey('order-form:F2:0')).toBeNull();
    expect(fake.sales).toHaveLength(0);
  });

  it('refuses methods Braintree cannot take and currencies without an account, without calling it', async () => {
    const fake = fakeSdk();
    const gateway = createBraintreeGateway(config, log, fake.sdk);
    for (const method of ['alipay', 'wechat', 'boleto', 'allpago-card', 'allpago-paypal', 'wfoe-web', 'wfoe-qr'] as const) {
      expect(await gateway.sale(request({ method }))).toMatchObject({ status: 'declined', transactionId: null, messageKey: 'payment-processing-error' });
    }
    expect(await gateway.sale(request({ currency: 'JPY', numDecimals: 0 }))).toMatchObject({ status: 'declined', code: 'currency-not-configured:JPY' });
    expect(fake.sales).toHaveLength(0);
  });

  it('verifies notifications with the SDK parser: a sample settles, a tampered one is refused', async () => {
    const real = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, merchantId: 'merchant', publicKey: 'public_key', privateKey: 'private_key' });
    const gateway = createBraintreeGateway(config, log, real);
    const sample = real.webhookTesting.sampleNotification('transaction_settled', 'bt_tx_9');
    const rawBody = new URLSearchParams(sample).toString();
    expect(await gateway.verifyWebhook({ headers: {}, rawBody })).toMatchObject({ eventId: 'transaction_settled:bt_tx_9', type: 'sale.succeeded', transactionId: 'bt_tx_9' });
    const tampered = new URLSearchParams({ ...sample, bt_signature: `public_key|${'0'.repeat(40)}` }).toString();
    expect(await gateway.verifyWebhook({ headers: {}, rawBody: tampered })).toBeNull();
    expect(await gateway.verifyWebhook({ headers: {}, rawBody: 'nothing' })).toBeNull();
    const check = new URLSearchParams(real.webhookTesting.sampleNotification('check', '')).toString();
    expect(await gateway.verifyWebhook({ headers: {}, rawBody: check })).toBe('ignored');
  });
});
