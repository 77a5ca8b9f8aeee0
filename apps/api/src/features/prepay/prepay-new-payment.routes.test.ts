import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentSubmissionResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { prepayLoadResponseSchema } from '@marginalia/contracts/payments/prepay.contract';
import { credits, paymentAllocations } from '../../platform/db/schema/all-tables';
import { handleGatewayEvent } from '../../platform/billing/gateway-events';
import { isSandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { boletoForm, BRAZIL, cardForm, cardNonce, CARDS, prepayCalls, US } from './prepay-test-support';

const t = useTestApp();

const { pay, retainerInvoices, userPayments } = prepayCalls(t);

describe('POST /api/prepay/payment — a new prepayment', () => {
  it('by card: the retainer invoice is paid and becomes a prepayment credit in US cents', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD', siteLanguage: 'en' });
    const card = await cardNonce(t.app, user.identity, CARDS.visa);
    const response = await pay(user, cardForm(card, 'USD', { total: 25_000 }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = paymentSubmissionResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ status: 'succeeded', redirectUrl: null, boletoUrl: null });

    const [invoice] = await retainerInvoices(user.id);
    expect(invoice).toMatchObject({ totalAmount: 25_000, balance: 0, currency: 'USD', description: 'Prepayment', localization: 'us' });
    expect(invoice?.invoiceNumber).toMatch(/^RET\d{6}US$/);
    expect(invoice?.paidAt).not.toBeNull();
    expect(invoice?.billingAddress?.countryName).toBe('United States');
    const [credit] = await t.database.db.select().from(credits).where(eq(credits.userId, user.id));
    expect(credit).toMatchObject({
      source: 'prepayment',
      totalUsdCents: 25_000,
      balanceUsdCents: 25_000,
      invoiceId: invoice?.id,
      expiresAt: null,
    });
    const [payment] = await userPayments(user.id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      purpose: 'prepay',
      cardLastFour: '1111',
      result: { retainerInvoiceNumber: invoice?.invoiceNumber },
    });
    expect(payment?.form).not.toHaveProperty('creditCard');

    const load = prepayLoadResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/prepay/load', headers: { cookie: user.cookie } })).json(),
    );
    expect(load.prepayments).toHaveLength(1);
    expect(load.prepayments[0]).toMatchObject({
      retainerInvoiceNumber: invoice?.invoiceNumber,
      availablePrepaymentAmount: 25_000,
      balance: 0,
      payment: { id: answer.paymentId, amount: 25_000 },
    });
  });

  it('charges once when the same prepayment is submitted twice', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const card = await cardNonce(t.app, user.identity, CARDS.visa);
    const form = cardForm(card, 'USD', { total: 12_345 });
    const [first, second] = [await pay(user, form), await pay(user, form)];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().paymentId).toBe(first.json().paymentId);
    expect(await retainerInvoices(user.id)).toHaveLength(1);
    expect(await userPayments(user.id)).toHaveLength(1);
  });

  it('charges once when the two submissions arrive at the same moment', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const form = cardForm(await cardNonce(t.app, user.identity, CARDS.visa), 'USD', { total: 30_000 });
    const answers = await Promise.all([pay(user, form), pay(user, form)]);
    // The second either answers what the first did or, while the first still waits for the gateway, 'in progress'.
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expect(answer.json().error.error).toBe('payment-in-progress');
    expect(new Set(succeeded.map((answer) => answer.json().paymentId)).size).toBe(1);
    expect(await retainerInvoices(user.id)).toHaveLength(1);
    expect(await userPayments(user.id)).toHaveLength(1);
  });

  it('a declined card leaves no retainer invoice behind, and a good card then pays', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const declined = await pay(user, cardForm(await cardNonce(t.app, user.identity, CARDS.declined), 'USD', { total: 20_000 }));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.error).toBe('payment-declined');
    expect(await retainerInvoices(user.id)).toEqual([]);
    const [failed] = await userPayments(user.id);
    expect(failed?.status).toBe('failed');
    expect(
      await t.database.db
        .select()
        .from(paymentAllocations)
        .where(eq(paymentAllocations.paymentId, failed?.id ?? 0)),
    ).toEqual([]);

    const retried = await pay(user, cardForm(await cardNonce(t.app, user.identity, CARDS.visa), 'USD', { total: 20_000 }));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe('succeeded');
    const [invoice] = await retainerInvoices(user.id);
    expect(invoice?.balance).toBe(0);
  });

  it('a card that needs confirmation answers with the sandbox page, returning to the prepay landing pages', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD', siteLanguage: 'es' });
    const response = await pay(user, cardForm(await cardNonce(t.app, user.identity, CARDS.confirm), 'USD', { total: 20_000 }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = paymentSubmissionResponseSchema.parse(response.json());
    expect(answer.status).toBe('pending');
    expect(answer.redirectUrl).toContain('/api/payment/sandbox/pay/');
    const gateway = t.app.platform.payments.gateway;
    if (!isSandboxGateway(gateway)) throw new Error('sandbox expected');
    const [payment] = await userPayments(user.id);
    const sale = await gateway.desk.sale(payment?.gatewayTransactionId ?? '');
    expect(sale?.returnUrl).toMatch(/\/es\/researcher\/prepay\/complete\/success$/);
    expect(sale?.cancelUrl).toMatch(/\/es\/researcher\/prepay\/complete\/error$/);
    // No retainer invoice (and no invoice number) until the money is in.
    expect(await retainerInvoices(user.id)).toEqual([]);
    const decision = await gateway.desk.decide(payment?.gatewayTransactionId ?? '', 'approve');
    if (!decision?.event) throw new Error('no event');
    expect(await handleGatewayEvent(t.app.platform, decision.event)).toBe('handled');
    const [invoice] = await retainerInvoices(user.id);
    expect(invoice).toMatchObject({ totalAmount: 20_000, balance: 0 });
    const [settled] = await userPayments(user.id);
    expect(settled).toMatchObject({ status: 'succeeded', result: { retainerInvoiceNumber: invoice?.invoiceNumber } });
    const [credit] = await t.database.db
      .select()
      .from(credits)
      .where(eq(credits.invoiceId, invoice?.id ?? 0));
    expect(credit?.totalUsdCents).toBe(20_000);
  });

  it('by boleto: the retainer invoice waits unpaid with its voucher; a refused boleto leaves it payable', async () => {
    const user = await createSignedInUser(t.database, { countryId: BRAZIL, currency: 'BRL', siteLanguage: 'br' });
    const response = await pay(user, boletoForm({ total: 60_000 }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = paymentSubmissionResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ status: 'awaiting-payment' });
    const [invoice] = await retainerInvoices(user.id);
    expect(invoice).toMatchObject({ totalAmount: 60_000, balance: 60_000, currency: 'BRL' });
    const load = prepayLoadResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/prepay/load', headers: { cookie: user.cookie } })).json(),
    );
    expect(load.prepayments[0]).toMatchObject({ receiptCode: invoice?.receiptCode, boletoUrl: answer.boletoUrl, balance: 60_000 });

    const gateway = t.app.platform.payments.gateway;
    if (!isSandboxGateway(gateway)) throw new Error('sandbox expected');
    const [payment] = await userPayments(user.id);
    const decision = await gateway.desk.decide(payment?.gatewayTransactionId ?? '', 'refuse');
    if (!decision?.event) throw new Error('no event');
    await handleGatewayEvent(t.app.platform, decision.event);
    const [kept] = await retainerInvoices(user.id);
    expect(kept).toMatchObject({ id: invoice?.id, balance: 60_000 });
    const retry = await pay(user, boletoForm({ receiptCode: invoice?.receiptCode }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().status).toBe('awaiting-payment');
  });

  it('refuses an amount below the minimum of the currency with the minimum formatted', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const response = await pay(user, cardForm(await cardNonce(t.app, user.identity, CARDS.visa), 'USD', { total: 9_999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ error: 'prepay-amount-too-low', params: { price: '$100' } });
    const brazilian = await createSignedInUser(t.database, { countryId: BRAZIL, currency: 'BRL' });
    const low = await pay(brazilian, boletoForm({ total: 49_999 }));
    expect(low.json().error).toMatchObject({ error: 'prepay-amount-too-low', params: { price: 'R$500' } });
    expect(await retainerInvoices(user.id)).toEqual([]);
  });

  it('checks the payment form: method offered, billing address, terms', async () => {
    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    const noTotal = await pay(user, cardForm({ nonce: 'x', type: 'Visa', lastFour: '1111' }, 'USD'));
    expect(noTotal.statusCode).toBe(422);
    expect(noTotal.json().error.fields.total.error).toBe('value-required');
    const bankTransfer = await pay(user, {
      paymentMethodId: 9,
      acceptedTermsAndConditions: true,
      total: 20_000,
      billingAddress: { name: 'A' },
    });
    expect(bankTransfer.statusCode).toBe(422);
    expect(bankTransfer.json().error.fields.paymentMethodId.error).toBe('payment-method-required');
    const incomplete = await pay(user, {
      paymentMethodId: 3,
      total: 20_000,
      creditCard: { nonce: 'x', currency: 'USD' },
      billingAddress: { name: 'Ada', address1: '', city: '', countryId: US },
    });
    expect(incomplete.statusCode).toBe(422);
    const fields = incomplete.json().error.fields;
    expect(fields.acceptedTermsAndConditions.error).toBe('payment-accept-terms-and-conditions-failure');
    expect(fields['billingAddress.city'].error).toBe('city-required');
    expect(await userPayments(user.id)).toEqual([]);
  });
});

