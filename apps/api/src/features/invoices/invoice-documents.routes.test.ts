import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCode } from '../../platform/ids/random-ids';
import { recordInternalPayment } from '../../platform/billing/recorded-payments';
import { payments } from '../../platform/db/schema/all-tables';
import { pdfText } from '../../platform/pdf/pdf-test-tools';
import { browserHeaders, createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedInvoice, type SeededInvoice } from './invoices-test-support';
import type { PaymentRow } from '../../platform/db/schema/billing';

/** The billing PDFs: invoice, retainer invoice, statement of delivery, payment receipt. */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let unpaid: SeededInvoice;
let paid: SeededInvoice;
let completed: SeededInvoice;
let retainer: SeededInvoice;
let receipt: PaymentRow;

const address = { name: 'Ada Tester', organization: 'Institute of Marine Biology', address1: '1 Harbour Road', address2: null, city: 'Boston', state: 'MA', zip: '02110', countryId: 237, countryName: 'United States', phone: null, vat: 'US-VAT-99812' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD', countryId: 237, siteLanguage: 'en' });
  other = await createSignedInUser(t.database, { currency: 'USD' });
  unpaid = await seedInvoice(t.database.db, owner.id, { total: 25_000, purchaseOrder: 'PO-2025-0042', billingAddress: address, invoiceAddress: { ...address, organization: 'Grants Office' } });
  paid = await seedInvoice(t.database.db, owner.id, { total: 12_345 });
  completed = await seedInvoice(t.database.db, owner.id, { total: 9_900, orderStatus: 'completed', title: 'Thermal tolerance of reef-building corals' });
  retainer = await seedInvoice(t.database.db, owner.id, { kind: 'retainer', total: 50_000 });
  const payment = await t.database.db.transaction((tx) =>
    recordInternalPayment(tx, { userId: owner.id, purpose: 'payoff', subject: {}, methodId: 1, currency: 'USD', amount: 12_345, idempotencyKey: 'receipt-test', invoiceId: paid.invoice.id }),
  );
  if (!payment) throw new Error('payment not recorded');
  receipt = payment;
});
afterAll(async () => {
  await t.close();
});

async function pdf(user: TestUser, url: string): Promise<{ text: string; disposition: string }> {
  const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { text: pdfText(response.rawPayload, { layout: true }).replace(/\n/g, ' '), disposition: String(response.headers['content-disposition']) };
}

describe('the invoice PDF', () => {
  it('bills an unpaid invoice with its lines, totals and the company’s bank details', async () => {
    const number = unpaid.invoice.invoiceNumber;
    const { text, disposition } = await pdf(owner, `/api/invoice/${number}/pdf?localization=us`);
    expect(disposition).toBe(`attachment; filename="invoice-${number}.pdf"`);
    for (const expected of [
      'Marginalia Research Services, Inc.',
      `Invoice no. ${number}`,
      unpaid.orderExternalId ?? '',
      'PO-2025-0042',
      'Institute of Marine Biology',
      'Grants Office',
      'VAT no.: US-VAT-99812',
      'Standard Editing',
      'Manuscript Formatting',
      'Subtotal $260.00',
      'Discounts -$10.00',
      'Total (USD) $250.00',
      'Amount paid $0.00',
      'Balance due $250.00',
      'Harborview National Bank, N.A.',
      'Account number 4401229077360',
      'ABA routing number 031907286',
      'SWIFT/BIC HVNBUS33XXX',
      `Please quote the invoice number ${number} as the payment reference`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says a paid invoice is paid, lists the payment and leaves the bank details out', async () => {
    const { text } = await pdf(owner, `/api/invoice/${paid.invoice.invoiceNumber}/pdf`);
    expect(text).toContain('Balance due $0.00');
    expect(text).toContain('Amount paid $123.45');
    expect(text).toContain('Account credit');
    expect(text).toContain('Paid in full');
    expect(text).not.toContain('SWIFT');
  });

  it('is written in the reader’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/invoice/${unpaid.invoice.invoiceNumber}/pdf?language=br`, headers: owner.headers });
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Fatura nº ${unpaid.invoice.invoiceNumber}`);
    expect(text).toContain('Saldo devedor $250.00');
    expect(text).toContain('Informe o número da fatura');
  });

  it('prints Chinese for a Chinese invoice, with the WFOE’s bank account', async () => {
    const researcher = await createSignedInUser(t.database, { currency: 'CNY', countryId: 46, localization: 'cn', siteLanguage: 'cn', timeZone: 'Asia/Shanghai' });
    const { invoice } = await seedInvoice(t.database.db, researcher.id, { currency: 'CNY', localization: 'cn', total: 188_800 });
    const { text } = await pdf(researcher, `/api/invoice/${invoice.invoiceNumber}/pdf`);
    expect(text).toContain(`账单号 ${invoice.invoiceNumber}`);
    expect(text).toContain('Marginalia (Shanghai) Information Technology Co., Ltd.');
    expect(text).toContain('应付余额 ¥1,888.00');
    expect(text).toContain('浦江商业银行上海静安支行');
    expect(text).toContain('PJCBCNSHXXX');
  });
});

describe('the other billing documents', () => {
  it('prints a retainer invoice for a prepayment only', async () => {
    const number = retainer.invoice.invoiceNumber;
    const { text, disposition } = await pdf(owner, `/api/retainer-invoice/${number}/pdf`);
    expect(disposition).toBe(`attachment; filename="retainer-invoice-${number}.pdf"`);
    expect(text).toContain(`Retainer invoice`);
    expect(text).toContain('Prepayment for manuscript services');
    expect(text).toContain('Balance due $500.00');
    const notRetainer = await t.app.inject({ method: 'GET', url: `/api/retainer-invoice/${unpaid.invoice.invoiceNumber}/pdf`, headers: owner.headers });
    expect(notRetainer.statusCode).toBe(404);
  });

  it('states what a completed order delivered, and refuses before completion', async () => {
    const { text } = await pdf(owner, `/api/invoice/${completed.invoice.invoiceNumber}/statement-of-delivery`);
    expect(text).toContain('Statement of delivery');
    expect(text).toContain(completed.orderExternalId ?? '');
    expect(text).toContain('Thermal tolerance of reef-building corals');
    expect(text).toContain('Standard Editing');
    const pending = await t.app.inject({ method: 'GET', url: `/api/invoice/${unpaid.invoice.invoiceNumber}/statement-of-delivery`, headers: owner.headers });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.error).toBe('statement-of-delivery-pending');
  });

  it('gives a receipt for a succeeded payment, optionally for one invoice', async () => {
    const { text, disposition } = await pdf(owner, `/api/payment/${receipt.publicId}/pdf?invoice_number=${paid.invoice.invoiceNumber}&amount=999&localization=us`);
    expect(disposition).toBe(`attachment; filename="receipt-${receipt.publicId}.pdf"`);
    expect(text).toContain(`Receipt no. ${receipt.publicId}`);
    expect(text).toContain(paid.invoice.invoiceNumber);
    // The amount printed is the ledger's, whatever the link says.
    expect(text).toContain('Amount paid $123.45');
    expect(text).not.toContain('999');
    const wrongInvoice = await t.app.inject({ method: 'GET', url: `/api/payment/${receipt.publicId}/pdf?invoice_number=${unpaid.invoice.invoiceNumber}`, headers: owner.headers });
    expect(wrongInvoice.statusCode).toBe(404);
  });

  it('gives no receipt for a payment that has not succeeded', async () => {
    const [pending] = await t.database.db
      .insert(payments)
      .values({ publicId: publicCode('P'), userId: owner.id, purpose: 'payoff', subject: {}, methodId: 3, currency: 'USD', amount: 100, idempotencyKey: 'pending-receipt' })
      .returning();
    const response = await t.app.inject({ method: 'GET', url: `/api/payment/${pending?.publicId}/pdf`, headers: owner.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.error).toBe('payment-not-found');
  });
});

describe('access', () => {
  const routes = () => [
    { url: `/api/invoice/${unpaid.invoice.invoiceNumber}/pdf`, key: 'invoice-not-found' },
    { url: `/api/invoice/${completed.invoice.invoiceNumber}/statement-of-delivery`, key: 'invoice-not-found' },
    { url: `/api/retainer-invoice/${retainer.invoice.invoiceNumber}/pdf`, key: 'invoice-not-found' },
    { url: `/api/payment/${receipt.publicId}/pdf`, key: 'payment-not-found' },
  ];

  it('answers another user’s documents as not found', async () => {
    for (const route of routes()) {
      const response = await t.app.inject({ method: 'GET', url: route.url, headers: other.headers });
      expect(response.statusCode, route.url).toBe(404);
      expect(response.json().error.error).toBe(route.key);
    }
  });

  it('asks a visitor to sign in', async () => {
    for (const route of routes()) {
      const response = await t.app.inject({ method: 'GET', url: route.url, headers: browserHeaders() });
      expect(response.statusCode, route.url).toBe(401);
    }
  });
});
