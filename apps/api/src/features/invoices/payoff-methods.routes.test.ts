import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentSubmissionResponseSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { creditBalanceUsd, grantCredit } from '../../platform/billing/credits';
import { recordInternalPayment } from '../../platform/billing/recorded-payments';
import { credits, creditUses, paymentAllocations, payments } from '../../platform/db/schema/all-tables';
import { browserHeaders, createSignedInUser, type TestUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { pendingBoleto } from '../../test/billing-fixtures';
import { invoiceRow, sandboxNonce, seedInvoice, TEST_BILLING_ADDRESS } from './invoices-test-support';

/** Payoff methods and rules: credits, hosted wallets, validation, access, and boleto payments of the order form. */
const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', countryId: 237 }));

const post = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/payoff/payment', headers: user ? user.headers : browserHeaders(), payload });

describe('paying invoices with credits', () => {
  it('spends credits for the whole balance when they cover it', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    const { invoice } = await seedInvoice(t.database.db, user.id, { total: 9_000 });
    const credit = await grantCredit(t.database.db, { userId: user.id, source: 'courtesy', usdCents: 10_000, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    const response = await post(user, { paymentMethodId: 1, acceptedTermsAndConditions: true, payoffReceiptCodes: [invoice.receiptCode] });
    expect(response.statusCode).toBe(200);
    const body = paymentSubmissionResponseSchema.parse(response.json());
    expect(body.status).toBe('succeeded');
    expect((await invoiceRow(t.database.db, invoice.id)).balance).toBe(0);
    expect(await creditBalanceUsd(t.database.db, user.id, 'credits')).toBe(1_000);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.publicId, body.paymentId ?? ''));
    expect(payment).toMatchObject({ methodId: 1, gateway: null, amount: 9_000 });
    expect(await t.database.db.select({ creditId: creditUses.creditId, usdCents: creditUses.usdCents }).from(creditUses).where(eq(creditUses.paymentId, payment?.id ?? 0))).toEqual([{ creditId: credit.id, usdCents: 9_000 }]);
  });

  it('does not offer credits that fall short', async () => {
    const user = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    const { invoice } = await seedInvoice(t.database.db, user.id, { total: 9_000 });
    await grantCredit(t.database.db, { userId: user.id, source: 'courtesy', usdCents: 8_999 });
    const response = await post(user, { paymentMethodId: 1, acceptedTermsAndConditions: true, payoffReceiptCodes: [invoice.receiptCode] });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.paymentMethodId.error).toBe('payment-method-required');
    const [row] = await t.database.db.select().from(credits).where(eq(credits.userId, user.id));
    expect(row?.balanceUsdCents).toBe(8_999);
  });
});

describe('a hosted wallet', () => {
  it('sends the browser to the wallet’s page and pays on approval', async () => {
    const { invoice } = await seedInvoice(t.database.db, owner.id, { total: 3_300 });
    const response = await post(owner, { paymentMethodId: 6, acceptedTermsAndConditions: true, billingAddress: TEST_BILLING_ADDRESS, payoffReceiptCodes: [invoice.receiptCode] });
    const body = paymentSubmissionResponseSchema.parse(response.json());
    expect(body.status).toBe('pending');
    const approve = await t.app.inject({ method: 'POST', url: `${new URL(body.redirectUrl ?? '').pathname}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(approve.headers.location).toMatch(/\/en\/researcher\/invoices\/unpaid\/success$/);
    expect((await invoiceRow(t.database.db, invoice.id)).balance).toBe(0);
  });
});

describe('the rules of the payment form', () => {
  it('asks for the billing address, the terms, an offered method and the current amount', async () => {
    const { invoice } = await seedInvoice(t.database.db, owner.id, { total: 5_000 });
    const card = await sandboxNonce(t.app, owner.headers, '4111 1111 1111 1111');
    const base = { paymentMethodId: 3, acceptedTermsAndConditions: true, billingAddress: TEST_BILLING_ADDRESS, creditCard: { ...card, currency: 'USD' }, payoffReceiptCodes: [invoice.receiptCode] };

    const noAddress = await post(owner, { ...base, billingAddress: null });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().error.fields['billingAddress.name'].error).toBe('customer-name-required');
    const noTerms = await post(owner, { ...base, acceptedTermsAndConditions: false });
    expect(noTerms.json().error.fields.acceptedTermsAndConditions.error).toBe('payment-accept-terms-and-conditions-failure');
    const bankTransfer = await post(owner, { ...base, paymentMethodId: 9, purchaseOrder: 'PO-1' });
    expect(bankTransfer.json().error.fields.paymentMethodId.error).toBe('payment-method-required');
    const voucher = await post(owner, { ...base, paymentMethodId: null, voucherApplied: 'NSF-GRANT-2026' });
    expect(voucher.json().error.fields.paymentMethodId.error).toBe('payment-method-required');
    const changed = await post(owner, { ...base, amount: 4_000 });
    expect([changed.statusCode, changed.json().error.error]).toEqual([409, 'payment-amount-changed']);

    expect(await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.invoiceId, invoice.id))).toEqual([]);
    expect((await post(owner, { ...base, amount: 5_000 })).statusCode).toBe(200);
  });

  it('refuses other users’ invoices, invoices in two currencies and visitors', async () => {
    const other = await createSignedInUser(t.database, { currency: 'USD' });
    const theirs = await seedInvoice(t.database.db, other.id);
    const mine = await seedInvoice(t.database.db, owner.id);
    const reais = await seedInvoice(t.database.db, owner.id, { currency: 'BRL' });
    const form = { paymentMethodId: 6, acceptedTermsAndConditions: true, billingAddress: TEST_BILLING_ADDRESS };
    const foreign = await post(owner, { ...form, payoffReceiptCodes: [theirs.invoice.receiptCode] });
    expect([foreign.statusCode, foreign.json().error.error]).toEqual([404, 'invoice-not-found']);
    const mixed = await post(owner, { ...form, payoffReceiptCodes: [mine.invoice.receiptCode, reais.invoice.receiptCode] });
    expect([mixed.statusCode, mixed.json().error.error]).toEqual([422, 'invoices-different-currencies']);
    expect((await post(null, { ...form, payoffReceiptCodes: [mine.invoice.receiptCode] })).statusCode).toBe(401);
  });
});

describe('a boleto the order form takes for an unpaid invoice', () => {
  const boletoFor = (user: TestUser, invoiceId: number, amount: number) => pendingBoleto(t.app.platform, user, { id: invoiceId, balance: amount, currency: 'BRL' });

  it('stays pending with its voucher, then pays the invoice when the bank marks it paid', async () => {
    const user = await createSignedInUser(t.database, { currency: 'BRL', countryId: 32, siteLanguage: 'br' });
    const seeded = await seedInvoice(t.database.db, user.id, { currency: 'BRL', total: 54_000 });
    const outcome = await boletoFor(user, seeded.invoice.id, 54_000);
    expect(outcome.status).toBe('pending');
    const list = await t.app.inject({ method: 'GET', url: '/api/invoice/load?status=unpaid', headers: user.headers });
    expect(list.json().invoices[0]).toMatchObject({ invoiceNumber: seeded.invoice.invoiceNumber, boletoUrl: outcome.payment.boletoUrl });

    const transactionId = outcome.payment.gatewayTransactionId ?? '';
    const paid = await t.app.inject({ method: 'POST', url: `/api/payment/sandbox/boleto/${transactionId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect((await invoiceRow(t.database.db, seeded.invoice.id)).balance).toBe(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, outcome.payment.id));
    expect(payment?.result).toEqual({ invoiceNumbers: [seeded.invoice.invoiceNumber], orderExternalId: seeded.orderExternalId });
  });

  it('never overpays an invoice paid another way meanwhile: the money becomes credit', async () => {
    const user = await createSignedInUser(t.database, { currency: 'BRL', countryId: 32 });
    const seeded = await seedInvoice(t.database.db, user.id, { currency: 'BRL', total: 54_000 });
    const outcome = await boletoFor(user, seeded.invoice.id, 54_000);
    // Staff record a bank transfer for the same invoice before the boleto is paid.
    await t.database.db.transaction((tx) =>
      recordInternalPayment(tx, { userId: user.id, purpose: 'payoff', subject: {}, methodId: 9, currency: 'BRL', amount: 54_000, idempotencyKey: `staff-${seeded.invoice.id}`, invoiceId: seeded.invoice.id }),
    );
    await t.app.inject({ method: 'POST', url: `/api/payment/sandbox/boleto/${outcome.payment.gatewayTransactionId}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect((await invoiceRow(t.database.db, seeded.invoice.id)).balance).toBe(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, outcome.payment.id));
    expect(payment?.status).toBe('succeeded');
    expect(await t.database.db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, outcome.payment.id))).toEqual([]);
    // R$540,00 at 5.4 BRL per USD.
    const [credit] = await t.database.db.select().from(credits).where(eq(credits.userId, user.id));
    expect(credit).toMatchObject({ source: 'refund', balanceUsdCents: 10_000 });
  });
});
