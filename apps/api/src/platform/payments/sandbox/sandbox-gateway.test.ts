import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { sandboxTransactions } from '../../db/schema/all-tables';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../test/test-database';
import type { SaleRequest } from '../payment-gateway';
import { createSandboxGateway, sandboxWebhook, type SandboxGateway } from './sandbox-gateway';
import { SIGNATURE_HEADER, signatureHeader } from './sandbox-signing';

const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://portal.example', ALLOW_SANDBOX: 'true', PAYMENT_WEBHOOK_SECRET: 'sandbox-test-secret-0123456789' });
let counter = 0;

function saleRequest(overrides: Partial<SaleRequest> = {}): SaleRequest {
  counter += 1;
  return {
    idempotencyKey: `key-${counter}-${Math.random()}`,
    amount: 12345,
    currency: 'USD',
    numDecimals: 2,
    method: 'card',
    reference: `P${counter}`,
    description: 'Order',
    customer: { email: 'ada@example.test', name: 'Ada' },
    returnUrl: 'https://portal.example/en/return',
    cancelUrl: 'https://portal.example/en/cancel',
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('sandbox gateway on %s', (kind) => {
  let testDb: TestDatabase;
  let gateway: SandboxGateway;
  const nonce = async (number: string) => {
    const clientToken = await gateway.clientToken({ userIdentity: 'u_test' });
    return (await gateway.desk.tokenize({ clientToken, number, expiry: '12/39', cvv: '123' })).nonce;
  };
  const salesWithKey = async (key: string) => testDb.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.idempotencyKey, `sale:${key}`));

  beforeAll(async () => {
    testDb = await openTestDatabase(kind, { seed: true });
    gateway = createSandboxGateway(config, testDb.database.db);
  });
  afterAll(async () => testDb.close());

  it('tokenizes a card with a valid client token into a one-time nonce with type and last four', async () => {
    const clientToken = await gateway.clientToken({ userIdentity: 'u_test' });
    const answer = await gateway.desk.tokenize({ clientToken, number: '5555 5555 5555 4444', expiry: '12/39', cvv: '123' });
    expect(answer).toMatchObject({ type: 'Mastercard', lastFour: '4444' });
    await expect(gateway.desk.tokenize({ clientToken: 'forged', number: '4111111111111111', expiry: '12/39', cvv: '123' })).rejects.toMatchObject({ statusCode: 400, key: 'card-nonce-invalid' });
    await expect(gateway.desk.tokenize({ clientToken, number: '4111111111111112', expiry: '12/39', cvv: '1' })).rejects.toMatchObject({
      statusCode: 400,
      key: 'card-number-invalid',
      fields: { number: 'card-number-invalid', cvv: 'card-cvv-invalid' },
    });
  });

  it('approves, declines or asks for confirmation by test card', async () => {
    const approved = await gateway.sale(saleRequest({ nonce: await nonce('4111111111111111') }));
    expect(approved).toMatchObject({ status: 'succeeded', card: { type: 'Visa', lastFour: '1111' } });
    const declined = await gateway.sale(saleRequest({ nonce: await nonce('4000000000000002') }));
    expect(declined).toMatchObject({ status: 'declined', messageKey: 'payment-declined', code: 'card-declined' });
    const confirm = await gateway.sale(saleRequest({ nonce: await nonce('4000000000003220') }));
    expect(confirm).toMatchObject({ status: 'pending', action: { type: 'redirect' } });
    if (confirm.status !== 'pending' || confirm.action?.type !== 'redirect') throw new Error('expected a redirect');
    expect(confirm.action.url).toBe(`https://portal.example/api/payment/sandbox/pay/${confirm.transactionId}`);
    expect(await gateway.findSale(confirm.transactionId)).toEqual({ status: 'pending' });
    if (approved.status !== 'succeeded') throw new Error('expected success');
    expect(await gateway.findSale(approved.transactionId)).toEqual({ status: 'succeeded' });
    expect(await gateway.findSale('txn_unknown')).toBeNull();
  });

  it('uses a nonce once: a second sale with it (another key) is refused', async () => {
    const used = await nonce('4111111111111111');
    expect((await gateway.sale(saleRequest({ nonce: used }))).status).toBe('succeeded');
    expect(await gateway.sale(saleRequest({ nonce: used }))).toMatchObject({ status: 'declined', code: 'nonce-invalid', messageKey: 'payment-processing-error' });
    expect(await gateway.sale(saleRequest({ nonce: undefined }))).toMatchObject({ status: 'declined', code: 'nonce-invalid' });
  });

  it('answers the same key with the same sale and never creates a second one', async () => {
    const request = saleRequest({ nonce: await nonce('4111111111111111') });
    const first = await gateway.sale(request);
    const again = await gateway.sale({ ...request, nonce: 'nonce_other' });
    expect(again).toEqual(first);
    expect(await salesWithKey(request.idempotencyKey)).toHaveLength(1);
    const both = await Promise.all([gateway.sale(saleRequest({ method: 'paypal', idempotencyKey: 'race-key' })), gateway.sale(saleRequest({ method: 'paypal', idempotencyKey: 'race-key' }))]);
    expect(both[0]).toEqual(both[1]);
    expect(await salesWithKey('race-key')).toHaveLength(1);
  });

  it('finds a sale by its key as it stands now, without creating one', async () => {
    const approved = saleRequest({ nonce: await nonce('4111111111111111') });
    const sale = await gateway.sale(approved);
    expect(await gateway.findSaleByKey(approved.idempotencyKey)).toEqual(sale);
    expect(await gateway.findSaleByKey('never-asked')).toBeNull();
    expect(await salesWithKey('never-asked')).toHaveLength(0);
    const hosted = saleRequest({ method: 'paypal' });
    const pending = await gateway.sale(hosted);
    expect(await gateway.findSaleByKey(hosted.idempotencyKey)).toMatchObject({ status: 'pending' });
    await gateway.desk.recordDecision(pending.transactionId ?? '', 'approve');
    expect(await gateway.findSaleByKey(hosted.idempotencyKey)).toEqual({ status: 'succeeded', transactionId: pending.transactionId });
  });

  it('sends wallets to the hosted page and boleto to its voucher', async () => {
    for (const method of ['paypal', 'alipay', 'wechat', 'unionpay', 'allpago-paypal', 'wfoe-web', 'wfoe-qr'] as const) {
      expect(await gateway.sale(saleRequest({ method }))).toMatchObject({ status: 'pending', action: { type: 'redirect' } });
    }
    const boleto = await gateway.sale(saleRequest({ method: 'boleto', currency: 'BRL' }));
    if (boleto.status !== 'pending') throw new Error('expected pending');
    expect(boleto.boletoUrl).toBe(`https://portal.example/api/payment/sandbox/boleto/${boleto.transactionId}/pdf`);
    const view = await gateway.desk.sale(boleto.transactionId);
    expect(view?.boleto?.digitableLine.replace(/\D/g, '')).toHaveLength(47);
  });

  it('takes allpago cards through a checkout of the frame', async () => {
    const checkout = await gateway.desk.createCheckout({ userIdentity: 'u_test', holder: 'Ana', number: '4111111111111111', expiry: '12/39', cvv: '123', receiptCode: 'R1', amount: '30000', installments: 3 });
    expect(await gateway.sale(saleRequest({ method: 'allpago-card', nonce: checkout.checkoutId }))).toMatchObject({ status: 'declined', code: 'nonce-invalid' });
    const again = await gateway.desk.createCheckout({ userIdentity: 'u_test', holder: 'Ana', number: '4111111111111111', expiry: '12/39', cvv: '123', receiptCode: 'R1', amount: '30000', installments: 3 });
    const sale = await gateway.sale(saleRequest({ method: 'allpago-card', checkoutId: again.checkoutId, installments: 3, currency: 'BRL' }));
    expect(sale).toMatchObject({ status: 'pending', action: { type: 'redirect' } });
  });

  it('refunds fully or partly, once per key, never more than the sale', async () => {
    const sale = await gateway.sale(saleRequest({ nonce: await nonce('4111111111111111'), amount: 10000 }));
    if (sale.status !== 'succeeded') throw new Error('expected success');
    const refund = (key: string, amount: number) => gateway.refund({ idempotencyKey: key, transactionId: sale.transactionId, amount, currency: 'USD', numDecimals: 2 });
    const partial = await refund('r1', 4000);
    expect(partial.status).toBe('succeeded');
    expect(await refund('r1', 4000)).toEqual(partial);
    expect(await refund('r2', 7000)).toEqual({ status: 'failed', code: 'amount-invalid' });
    expect((await refund('r3', 6000)).status).toBe('succeeded');
    expect(await refund('r4', 1)).toMatchObject({ status: 'failed' });
    expect(await gateway.refund({ idempotencyKey: 'r5', transactionId: 'txn_unknown', amount: 1, currency: 'USD', numDecimals: 2 })).toEqual({ status: 'failed', code: 'transaction-not-found' });
    const pending = await gateway.sale(saleRequest({ method: 'paypal' }));
    expect(await gateway.refund({ idempotencyKey: 'r6', transactionId: pending.transactionId ?? '', amount: 1, currency: 'USD', numDecimals: 2 })).toEqual({ status: 'failed', code: 'transaction-not-settled' });
  });

  it('verifies webhooks: the sandbox own, a tampered body, an old timestamp', async () => {
    const secret = config.payments.webhookSecret;
    const now = Math.floor(Date.now() / 1000);
    const event = { eventId: 'evt_1', type: 'sale.succeeded' as const, transactionId: 'txn_1', reference: 'P1', card: { type: 'Visa', lastFour: '1111' } };
    const webhook = sandboxWebhook(secret, event, now);
    expect(await gateway.verifyWebhook(webhook)).toEqual(event);
    expect(await gateway.verifyWebhook({ ...webhook, rawBody: webhook.rawBody.replace('sale.succeeded', 'sale.failed') })).toBeNull();
    const old = sandboxWebhook(secret, event, now - 600);
    expect(await gateway.verifyWebhook(old)).toBeNull();
    const notJson = 'not json';
    expect(await gateway.verifyWebhook({ rawBody: notJson, headers: { [SIGNATURE_HEADER]: signatureHeader(secret, notJson, now) } })).toBeNull();
    expect(await gateway.verifyWebhook({ rawBody: webhook.rawBody, headers: {} })).toBeNull();
  });
});
