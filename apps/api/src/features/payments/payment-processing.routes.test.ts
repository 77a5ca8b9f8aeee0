import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, sandboxTransactions } from '../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { cardNonce, installFakePurpose, paymentInput, take, type FakePurpose } from './payments-test-support';

/** takePayment through the real app and the sandbox gateway, with a counting purpose handler. */
describe('taking payments through the sandbox', () => {
  let t: TestApp;
  let user: TestUser;
  let fake: FakePurpose;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    fake = installFakePurpose(t.app);
    user = await createSignedInUser(t.database);
  });
  afterAll(async () => t.close());

  const timesFulfilled = (publicId: string) => fake.fulfilled.filter((id) => id === publicId).length;
  const sandboxSales = (key: string) => t.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.idempotencyKey, `sale:${key}`));
  const paymentRow = async (publicId: string) => (await t.database.db.select().from(payments).where(eq(payments.publicId, publicId)))[0];
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('approves on the hosted page: the webhook fulfils once, the browser goes to the return URL', async () => {
    const outcome = await take(t.app, paymentInput(user, 'alipay'));
    expect(outcome.status).toBe('pending');
    if (outcome.action?.type !== 'redirect') throw new Error('expected a redirect');
    const page = await t.app.inject({ method: 'GET', url: `${pathOf(outcome.action.url)}?lang=jp` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('サンドボックス — 実際のお金は動きません');
    expect(page.body).toContain('$123.45 USD');
    expect(page.body).toContain('支払いを承認');

    const approve = await t.app.inject({ method: 'POST', url: `${pathOf(outcome.action.url)}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`http://localhost:3000/en/researcher/prepay/complete/success?payment=${outcome.payment.publicId}`);
    const again = await t.app.inject({ method: 'POST', url: `${pathOf(outcome.action.url)}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(again.statusCode).toBe(303);
    expect(timesFulfilled(outcome.payment.publicId)).toBe(1);
    expect(await paymentRow(outcome.payment.publicId)).toMatchObject({ status: 'succeeded', result: { orderExternalId: `ORD-${outcome.payment.publicId}` } });
    const decided = await t.app.inject({ method: 'GET', url: pathOf(outcome.action.url) });
    expect(decided.body).toContain('Payment approved');
    expect(decided.body).not.toContain('<form');
  });

  it('refuses on the hosted page: the payment fails, the reservation is released, the browser goes to the cancel URL', async () => {
    const outcome = await take(t.app, paymentInput(user, 'wechat'));
    if (outcome.action?.type !== 'redirect') throw new Error('expected a redirect');
    const page = await t.app.inject({ method: 'GET', url: pathOf(outcome.action.url) });
    expect(page.body).toContain('<svg');
    const refuse = await t.app.inject({ method: 'POST', url: `${pathOf(outcome.action.url)}/refuse`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(refuse.statusCode).toBe(303);
    expect(refuse.headers.location).toBe('http://localhost:3000/en/researcher/prepay/complete/error');
    expect(await paymentRow(outcome.payment.publicId)).toMatchObject({ status: 'failed', failureKey: 'payment-declined' });
    expect(fake.released).toContain(outcome.payment.publicId);
    expect(timesFulfilled(outcome.payment.publicId)).toBe(0);
  });

  it('charges once for a double submission with the same key', async () => {
    const input = paymentInput(user, 'card', { nonce: await cardNonce(t.app, user) });
    const first = await take(t.app, input);
    const second = await take(t.app, input);
    expect(first.status).toBe('succeeded');
    expect(second.status).toBe('succeeded');
    expect(second.payment.publicId).toBe(first.payment.publicId);
    expect(second.result).toEqual(first.result);
    expect(await sandboxSales(input.idempotencyKey)).toHaveLength(1);
    expect(timesFulfilled(first.payment.publicId)).toBe(1);
    expect(first.payment).toMatchObject({ cardType: 'Visa', cardLastFour: '1111', gateway: 'sandbox' });
  });

  it('fails a declined card with payment-declined and releases the reservation; the same key answers the decline again', async () => {
    const reserved: string[] = [];
    const input = paymentInput(user, 'card', { nonce: await cardNonce(t.app, user, '4000 0000 0000 0002'), reserve: async (_tx, payment) => void reserved.push(payment.publicId) });
    await expect(take(t.app, input)).rejects.toMatchObject({ statusCode: 402, key: 'payment-declined' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
    expect(row).toMatchObject({ status: 'failed', failureKey: 'payment-declined' });
    expect(reserved).toEqual([row?.publicId]);
    expect(fake.released).toContain(row?.publicId);
    await expect(take(t.app, input)).rejects.toMatchObject({ statusCode: 402, key: 'payment-declined' });
    expect(await sandboxSales(input.idempotencyKey)).toHaveLength(1);
  });

  it('asks for a confirmation with the 3-D Secure card, then settles it with the card details', async () => {
    const outcome = await take(t.app, paymentInput(user, 'card', { nonce: await cardNonce(t.app, user, '4000000000003220') }));
    expect(outcome.status).toBe('pending');
    if (outcome.action?.type !== 'redirect') throw new Error('expected a redirect');
    expect((await t.app.inject({ method: 'GET', url: pathOf(outcome.action.url) })).body).toContain('Visa ending in 3220');
    await t.app.inject({ method: 'POST', url: `${pathOf(outcome.action.url)}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(await paymentRow(outcome.payment.publicId)).toMatchObject({ status: 'succeeded', cardType: 'Visa', cardLastFour: '3220' });
  });

  it('issues a boleto that stays pending until the bank page marks it paid', async () => {
    const outcome = await take(t.app, paymentInput(user, 'boleto', { currency: 'BRL', customer: { email: user.email, name: 'Ana <b>Souza</b>', taxId: '123.456.789-09' } }));
    expect(outcome.status).toBe('pending');
    expect(outcome.payment.boletoUrl).toMatch(/^http:\/\/localhost:3000\/api\/payment\/sandbox\/boleto\/txn_[\w-]+\/pdf$/);
    const pdf = await t.app.inject({ method: 'GET', url: pathOf(outcome.payment.boletoUrl ?? '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bankPath = pathOf(outcome.payment.boletoUrl ?? '').replace(/\/pdf$/, '');
    const bank = await t.app.inject({ method: 'GET', url: `${bankPath}?lang=br` });
    expect(bank.body).toContain('Marcar como pago');
    expect(bank.body).toContain('Ana &lt;b&gt;Souza&lt;/b&gt;');
    expect(bank.body).not.toContain('<b>Souza');
    expect((await paymentRow(outcome.payment.publicId))?.status).toBe('pending');
    const paid = await t.app.inject({ method: 'POST', url: `${bankPath}/pay?language=br`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${bankPath}?language=br`);
    expect(await paymentRow(outcome.payment.publicId)).toMatchObject({ status: 'succeeded' });
    expect(timesFulfilled(outcome.payment.publicId)).toBe(1);
    // A boleto has no hosted page, and a hosted sale no bank page.
    expect((await t.app.inject({ method: 'GET', url: bankPath.replace('/boleto/', '/pay/') })).statusCode).toBe(404);
  });

  it('answers 404 pages for unknown sales', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/pay/txn_unknown?lang=es' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Pago no encontrado');
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/sandbox/pay/txn_unknown/approve', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(404);
  });
});

/** Two submissions of the same attempt at the same moment, on PostgreSQL where they truly run in parallel. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('concurrent submissions on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('makes exactly one sale and one fulfilment when two takePayment calls race with the same key', async () => {
    const fake = installFakePurpose(t.app);
    const user = await createSignedInUser(t.database);
    for (let round = 0; round < 5; round++) {
      const input = paymentInput(user, 'card', { nonce: await cardNonce(t.app, user) });
      const results = await Promise.allSettled([take(t.app, input), take(t.app, input)]);
      const succeeded = results.filter((each) => each.status === 'fulfilled');
      expect(succeeded.length).toBeGreaterThanOrEqual(1);
      for (const each of results) {
        if (each.status === 'rejected') expect(each.reason).toMatchObject({ statusCode: 409, key: 'payment-in-progress' });
        else expect(each.value.status).toBe('succeeded');
      }
      const sales = await t.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.idempotencyKey, `sale:${input.idempotencyKey}`));
      expect(sales).toHaveLength(1);
      const rows = await t.database.db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
      expect(rows).toHaveLength(1);
      expect(fake.fulfilled.filter((id) => id === rows[0]?.publicId)).toHaveLength(1);
    }
  });
});
