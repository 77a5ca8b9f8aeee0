import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentSubmissionResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { prepayLoadResponseSchema } from '@marginalia/contracts/payments/prepay.contract';
import { createInvoice } from '../../platform/billing/invoices';
import { credits } from '../../platform/db/schema/all-tables';
import { handleGatewayEvent } from '../../platform/billing/gateway-events';
import { isSandboxGateway } from '../../platform/payments/sandbox/sandbox-gateway';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { boletoForm, BRAZIL, cardForm, cardNonce, CARDS, prepayCalls, US } from './prepay-test-support';

const t = useTestApp();

const { pay, retainerInvoices, userPayments } = prepayCalls(t);

describe('POST /api/prepay/payment — an existing prepayment', () => {
  async function brazilianWithRetainer() {
    const user = await createSignedInUser(t.database, { countryId: BRAZIL, currency: 'BRL', localization: 'us', siteLanguage: 'br' });
    const invoice = await createInvoice(t.database.db, {
      userId: user.id,
      localization: 'us',
      invoicePrefix: 'US',
      kind: 'retainer',
      currency: 'BRL',
      totalAmount: 54_000,
      exchangeRate: '0.1851851852',
      description: 'Prepayment',
    });
    return { user, invoice };
  }

  it('by boleto stays pending with its voucher until the bank pays it, then becomes a credit', async () => {
    const { user, invoice } = await brazilianWithRetainer();
    const response = await pay(user, boletoForm({ receiptCode: invoice.receiptCode }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = paymentSubmissionResponseSchema.parse(response.json());
    expect(answer.status).toBe('awaiting-payment');
    expect(answer.boletoUrl).toContain('/api/payment/sandbox/boleto/');

    const [unpaid] = await retainerInvoices(user.id);
    expect(unpaid?.balance).toBe(54_000);
    const load = prepayLoadResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/prepay/load', headers: { cookie: user.cookie } })).json(),
    );
    expect(load.prepayments[0]).toMatchObject({
      retainerInvoiceNumber: invoice.invoiceNumber,
      balance: 54_000,
      boletoUrl: answer.boletoUrl,
      availablePrepaymentAmount: 0,
    });

    // Submitting again answers the same voucher: one boleto, one payment.
    const again = await pay(user, boletoForm({ receiptCode: invoice.receiptCode }));
    expect(again.json().paymentId).toBe(answer.paymentId);
    expect(await userPayments(user.id)).toHaveLength(1);

    const gateway = t.app.platform.payments.gateway;
    if (!isSandboxGateway(gateway)) throw new Error('sandbox expected');
    const [payment] = await userPayments(user.id);
    const decision = await gateway.desk.decide(payment?.gatewayTransactionId ?? '', 'approve');
    if (!decision?.event) throw new Error('no event');
    expect(await handleGatewayEvent(t.app.platform, decision.event)).toBe('handled');
    const [paid] = await retainerInvoices(user.id);
    expect(paid?.balance).toBe(0);
    const [credit] = await t.database.db.select().from(credits).where(eq(credits.invoiceId, invoice.id));
    expect(credit).toMatchObject({ source: 'prepayment', totalUsdCents: 10_000 });
    const after = prepayLoadResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/prepay/load', headers: { cookie: user.cookie } })).json(),
    );
    expect(after.prepayments[0]).toMatchObject({ balance: 0, boletoUrl: null, availablePrepaymentAmount: 54_000 });
  });

  it('a refused boleto keeps the existing retainer invoice, unreserved and payable', async () => {
    const { user, invoice } = await brazilianWithRetainer();
    await pay(user, boletoForm({ receiptCode: invoice.receiptCode }));
    const gateway = t.app.platform.payments.gateway;
    if (!isSandboxGateway(gateway)) throw new Error('sandbox expected');
    const [payment] = await userPayments(user.id);
    const decision = await gateway.desk.decide(payment?.gatewayTransactionId ?? '', 'refuse');
    if (!decision?.event) throw new Error('no event');
    await handleGatewayEvent(t.app.platform, decision.event);
    expect(await retainerInvoices(user.id)).toHaveLength(1);
    const retry = await pay(user, boletoForm({ receiptCode: invoice.receiptCode }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().paymentId).not.toBe(payment?.publicId);
  });

  it('another user’s prepayment is not found, and a paid one is refused', async () => {
    const { invoice } = await brazilianWithRetainer();
    const stranger = await createSignedInUser(t.database, { countryId: BRAZIL, currency: 'BRL' });
    const foreign = await pay(stranger, boletoForm({ receiptCode: invoice.receiptCode }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.error).toBe('prepayment-not-found');

    const user = await createSignedInUser(t.database, { countryId: US, currency: 'USD' });
    await pay(user, cardForm(await cardNonce(t.app, user.identity, CARDS.visa), 'USD', { total: 20_000 }));
    const [paid] = await retainerInvoices(user.id);
    const again = await pay(user, cardForm(await cardNonce(t.app, user.identity, CARDS.visa), 'USD', { receiptCode: paid?.receiptCode }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.error).toBe('invoice-already-paid');
  });
});
