import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp, browserHeaders, type TestApp, type TestUser } from '../../test/test-app';
import { sandboxWebhook } from '../../platform/payments/sandbox/sandbox-gateway';
import { SIGNATURE_HEADER } from '../../platform/payments/sandbox/sandbox-signing';
import { cardNonce, installFakePurpose, paymentInput, take, type FakePurpose } from './payments-test-support';

const SECRET = 'api-test-webhook-secret-0123456789';

describe('payment gateway routes (sandbox)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let fake: FakePurpose;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_WEBHOOK_SECRET: SECRET, PUBLIC_URL: 'http://localhost:3000' });
    fake = installFakePurpose(t.app);
    owner = await createSignedInUser(t.database);
    other = await createSignedInUser(t.database);
  });
  afterAll(async () => t.close());

  const webhook = (rawBody: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payment/webhooks/sandbox', headers: { 'content-type': 'application/json', ...headers }, payload: rawBody });

  it('gives a client token to a signed-in user and 401 to a visitor', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/payment/braintree-client-token', headers: { cookie: owner.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ gateway: 'sandbox', clientToken: expect.stringMatching(/^sandbox_/) });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/payment/braintree-client-token' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.error).toBe('login-required');
  });

  it('tokenizes a test card and refuses bad input with translated field errors', async () => {
    const { clientToken } = (await t.app.inject({ method: 'GET', url: '/api/payment/braintree-client-token', headers: { cookie: owner.cookie } })).json() as { clientToken: string };
    const tokenize = (payload: Record<string, unknown>, language = 'en') =>
      t.app.inject({ method: 'POST', url: `/api/payment/sandbox/tokenize?language=${language}`, headers: owner.headers, payload });
    const good = await tokenize({ clientToken, number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ nonce: expect.stringMatching(/^nonce_/), type: 'Visa', lastFour: '1111' });

    const bad = await tokenize({ clientToken, number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12' }, 'br');
    expect(bad.statusCode).toBe(400);
    const error = bad.json().error;
    expect(Object.keys(error.fields).sort()).toEqual(['cvv', 'expiry', 'number']);
    expect(error.fields.number).toMatchObject({ error: 'card-number-invalid', message: expect.any(String) });
    expect(error.fields.number.message).not.toBe('Please enter a valid card number.');

    expect((await tokenize({ clientToken: 'sandbox_forged.00', number: '4111111111111111', expiry: '12/39', cvv: '123' })).json().error.error).toBe('card-nonce-invalid');
    const missing = await tokenize({ clientToken });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.number.error).toBe('card-number-invalid');
    const noCsrf = await t.app.inject({ method: 'POST', url: '/api/payment/sandbox/tokenize', headers: { cookie: owner.cookie }, payload: { clientToken, number: '4111111111111111', expiry: '12/39', cvv: '123' } });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('shows a payment status to its owner only: 404 for another user, 401 for a visitor', async () => {
    const outcome = await take(t.app, paymentInput(owner, 'card', { nonce: await cardNonce(t.app, owner) }));
    const url = `/api/payment/${outcome.payment.publicId}/status`;
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ paymentId: outcome.payment.publicId, purpose: 'prepay', status: 'succeeded', failureKey: null, orderExternalId: `ORD-${outcome.payment.publicId}`, boletoUrl: null });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/PNOPE/status', headers: { cookie: owner.cookie } })).json().error.error).toBe('payment-not-found');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a forged or stale webhook with 401, handles a signed one once and ignores its replay', async () => {
    const pending = await take(t.app, paymentInput(owner, 'paypal'));
    const transactionId = pending.payment.gatewayTransactionId ?? '';
    const event = { eventId: `evt_test_${transactionId}`, type: 'sale.succeeded' as const, transactionId, reference: pending.payment.publicId };
    const now = Math.floor(Date.now() / 1000);

    const forged = sandboxWebhook('not-the-secret-0123456789', event, now);
    const refused = await webhook(forged.rawBody, { [SIGNATURE_HEADER]: String(forged.headers[SIGNATURE_HEADER]) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.error).toBe('webhook-signature-invalid');
    const stale = sandboxWebhook(SECRET, event, now - 3600);
    expect((await webhook(stale.rawBody, { [SIGNATURE_HEADER]: String(stale.headers[SIGNATURE_HEADER]) })).statusCode).toBe(401);
    const signed = sandboxWebhook(SECRET, event, now);
    const tampered = await webhook(signed.rawBody.replace(pending.payment.publicId, 'PSOMEONEELSE'), { [SIGNATURE_HEADER]: String(signed.headers[SIGNATURE_HEADER]) });
    expect(tampered.statusCode).toBe(401);
    expect(fake.fulfilled).not.toContain(pending.payment.publicId);

    const first = await webhook(signed.rawBody, { [SIGNATURE_HEADER]: String(signed.headers[SIGNATURE_HEADER]) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'handled' });
    const replay = await webhook(signed.rawBody, { [SIGNATURE_HEADER]: String(signed.headers[SIGNATURE_HEADER]) });
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const later = sandboxWebhook(SECRET, event, now + 5);
    expect((await webhook(later.rawBody, { [SIGNATURE_HEADER]: String(later.headers[SIGNATURE_HEADER]) })).json().outcome).toBe('duplicate');
    expect(fake.fulfilled.filter((id) => id === pending.payment.publicId)).toHaveLength(1);

    const otherGateway = await t.app.inject({ method: 'POST', url: '/api/payment/webhooks/braintree', headers: { 'content-type': 'application/json' }, payload: signed.rawBody });
    expect(otherGateway.statusCode).toBe(404);
  });

  it('takes a webhook of any content type as raw text, within the 1 MB limit', async () => {
    const form = await t.app.inject({ method: 'POST', url: '/api/payment/webhooks/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'bt_signature=a&bt_payload=b' });
    expect(form.statusCode).toBe(401);
    const huge = await webhook(JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }), {});
    expect(huge.statusCode).toBe(413);
  });

  it('serves the allpago checkout frame with its script, and saves a card for a signed-in user', async () => {
    const frame = await t.app.inject({ method: 'GET', url: '/api/payment/allpago-checkout?receiptCode=RC1&amount=300.00&numberOfInstallments=3&lang=br', headers: { cookie: owner.cookie } });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toContain('text/html');
    expect(frame.body).toContain('Sandbox — nenhum dinheiro real');
    expect(frame.body).toContain('<script src="/api/payment/sandbox/allpago-checkout.js" defer></script>');
    expect(frame.body).not.toMatch(/<script>(?!<)/);
    const script = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/allpago-checkout.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.parent.postMessage({ checkoutId: checkoutId, height: height, saving: saving }, origin)');
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/allpago-checkout?receiptCode=RC1&amount=abc' })).statusCode).toBe(400);

    const payload = { receiptCode: 'RC1', amount: 30000, installments: 3, holder: 'Ana Souza', number: '4111111111111111', expiry: '12/39', cvv: '123' };
    const saved = await t.app.inject({ method: 'POST', url: '/api/payment/sandbox/allpago-checkout', headers: owner.headers, payload });
    expect(saved.json()).toMatchObject({ checkoutId: expect.stringMatching(/^chk_/), type: 'Visa', lastFour: '1111' });
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/sandbox/allpago-checkout', headers: browserHeaders(), payload })).statusCode).toBe(401);
  });
});

describe('payment gateway routes (braintree configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_GATEWAY: 'braintree', BRAINTREE_MERCHANT_ID: 'merchant', BRAINTREE_PUBLIC_KEY: 'public_key', BRAINTREE_PRIVATE_KEY: 'private_key' });
  });
  afterAll(async () => t.close());

  it('has no sandbox calls or pages', async () => {
    const user = await createSignedInUser(t.database);
    const tokenize = await t.app.inject({ method: 'POST', url: '/api/payment/sandbox/tokenize', headers: user.headers, payload: { clientToken: 'x', number: '4111111111111111', expiry: '12/39', cvv: '123' } });
    expect(tokenize.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/pay/txn_x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/allpago-checkout?receiptCode=R&amount=1.00' })).statusCode).toBe(404);
    const forged = await t.app.inject({ method: 'POST', url: '/api/payment/webhooks/braintree', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'bt_signature=public_key%7Cabc&bt_payload=PG5vdGlmaWNhdGlvbi8%2B' });
    expect(forged.statusCode).toBe(401);
  });
});
