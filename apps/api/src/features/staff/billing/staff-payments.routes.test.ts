import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { downloadAvailable } from '@marginalia/contracts/orders/download-rules';
import { staffPaymentsDeskResponseSchema } from '@marginalia/contracts/staff/staff-billing.contract';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import { auditEvents, payments } from '../../../platform/db/schema/all-tables';
import { type TestUser } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { billingDesk, today } from './staff-billing-test-support';

/** The payments desk: access, the desk, bank transfers, boletos and write-offs. */
const t = useTestApp();
const desk = billingDesk(t);
const staff = useBeforeAll(() => desk.staff());
const researcher = useBeforeAll(() => desk.researcher());

const transfer = (invoiceNumber: string, payload: object, user: TestUser | null = staff) =>
  desk.call('POST', staffBillingPaths.bankTransfer(invoiceNumber), user, payload);

describe('access', () => {
  it('refuses researchers (404) and visitors (401) on every endpoint, before reading their input', async () => {
    const { invoice } = await desk.invoice(researcher);
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object][] = [
      ['GET', staffBillingPaths.desk],
      ['POST', staffBillingPaths.bankTransfer(invoice.invoiceNumber), { amount: 1 }],
      ['POST', staffBillingPaths.writeOff(invoice.invoiceNumber), {}],
      ['DELETE', staffBillingPaths.writeOff(invoice.invoiceNumber)],
      ['POST', staffBillingPaths.finalizeWriteOff(invoice.invoiceNumber), {}],
      ['POST', staffBillingPaths.markPaid('Pnope')],
      ['POST', staffBillingPaths.refund('Pnope'), {}],
    ];
    for (const [method, url, payload] of calls) {
      const asResearcher = await desk.call(method, url, researcher, payload);
      expect([url, asResearcher.statusCode, asResearcher.json().error.error]).toEqual([url, 404, 'not-found']);
      expect((await desk.call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect((await desk.invoiceRow(invoice.id)).balance).toBe(invoice.totalAmount);
  });

  it('answers bad input with translated 4xx', async () => {
    const { invoice } = await desk.invoice(researcher);
    const bad = await transfer(invoice.invoiceNumber, { amount: -5, reference: '  ', receivedOn: '01/13/2026' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['amount', 'receivedOn', 'reference']);
    expect(bad.json().error.fields.reference.error).toBe('bank-reference-required');
    const long = await transfer(invoice.invoiceNumber, { amount: 5, reference: 'x'.repeat(101), receivedOn: today() });
    expect(long.json().error.fields.reference.message).toContain('100');
    const impossible = await transfer(invoice.invoiceNumber, { amount: 5, reference: 'REF-1', receivedOn: '2026-02-30' });
    expect([impossible.statusCode, impossible.json().error.error]).toEqual([400, 'date-invalid']);
    const future = await transfer(invoice.invoiceNumber, { amount: 5, reference: 'REF-1', receivedOn: '2999-01-01' });
    expect([future.statusCode, future.json().error.error]).toEqual([400, 'bank-transfer-date-future']);
    const missing = await transfer('US999999', { amount: 5, reference: 'REF-1', receivedOn: today() });
    expect([missing.statusCode, missing.json().error.error]).toEqual([404, 'invoice-not-found']);
    const reason = await desk.call('POST', staffBillingPaths.writeOff(invoice.invoiceNumber), staff, { reason: ' ' });
    expect([reason.statusCode, reason.json().error.fields.reason.error]).toEqual([400, 'staff-reason-required']);
    const markCard = await desk.call('POST', staffBillingPaths.markPaid('Pnope'), staff);
    expect([markCard.statusCode, markCard.json().error.error]).toEqual([404, 'payment-not-found']);
  });
});

describe('the desk', () => {
  it('lists unpaid invoices with their customer and expected method, searchable, and the pending boletos', async () => {
    const customer = await desk.researcher({ email: `desk-${Date.now()}@example.test` });
    const plain = await desk.invoice(customer, { total: 12_000 });
    const brazil = await desk.researcher({ currency: 'BRL', countryId: 32 });
    const boletoInvoice = await desk.invoice(brazil, { currency: 'BRL', total: 54_000 });
    const boleto = await desk.boleto(brazil, boletoInvoice);
    const byEmail = staffPaymentsDeskResponseSchema.parse(
      (await desk.call('GET', `${staffBillingPaths.desk}?q=${encodeURIComponent(customer.email)}`, staff)).json(),
    );
    expect(byEmail.invoices).toHaveLength(1);
    expect(byEmail.invoices[0]).toMatchObject({
      invoiceNumber: plain.invoice.invoiceNumber,
      balance: 12_000,
      expectedPayment: 'bank-transfer',
      orderExternalId: plain.orderExternalId,
      customer: { email: customer.email },
    });
    const byOrder = staffPaymentsDeskResponseSchema.parse(
      (await desk.call('GET', `${staffBillingPaths.desk}?q=${boletoInvoice.orderExternalId}`, staff)).json(),
    );
    expect(byOrder.invoices[0]).toMatchObject({
      invoiceNumber: boletoInvoice.invoice.invoiceNumber,
      expectedPayment: 'boleto',
      pendingPaymentId: boleto.payment.publicId,
      currency: { isoCode: 'BRL', sign: 'R$' },
    });
    expect(byOrder.pendingPayments).toEqual([
      expect.objectContaining({
        publicId: boleto.payment.publicId,
        methodId: 20,
        amount: 54_000,
        canMarkPaid: true,
        invoiceNumbers: [boletoInvoice.invoice.invoiceNumber],
      }),
    ]);
    expect(byOrder.pendingPayments[0]?.boletoUrl).toMatch(/boleto/);
    expect(byOrder.invoicesPagination).toMatchObject({ page: 0, pageSize: 25, total: 1 });
  });
});

describe('recording a bank transfer', () => {
  it('pays partly, then fully: the order becomes paid and its downloads unlock; the customer is e-mailed', async () => {
    const customer = await desk.researcher({ siteLanguage: 'es' });
    const seeded = await desk.invoice(customer, { total: 30_000, orderStatus: 'completed' });
    const first = await transfer(seeded.invoice.invoiceNumber, {
      amount: 10_000,
      reference: ' bank 001 ',
      receivedOn: today(),
      note: 'Partial',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().invoice).toMatchObject({ balance: 20_000 });
    expect((await desk.order(seeded.orderId)).paid).toBe(false);
    const second = await transfer(seeded.invoice.invoiceNumber, { amount: 20_000, reference: 'BANK-002', receivedOn: today() });
    expect(second.json().invoice).toMatchObject({ balance: 0 });
    const order = await desk.order(seeded.orderId);
    expect(order.paid).toBe(true);
    expect(downloadAvailable({ status: order.status, paid: order.paid, overrideDownloadAvailable: false })).toBe(true);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.publicId, first.json().paymentId));
    expect(payment).toMatchObject({
      methodId: 9,
      status: 'succeeded',
      reference: 'BANK 001',
      recordedByStaffId: staff.id,
      purpose: 'payoff',
      amount: 10_000,
    });
    const list = await desk.call('GET', '/api/invoice/load', customer);
    expect(list.json().invoices[0]).toMatchObject({ invoiceNumber: seeded.invoice.invoiceNumber, balance: 0 });
    const mails = await desk.mails(customer.email, 'payment-received');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      language: 'es',
      params: { invoiceNumber: seeded.invoice.invoiceNumber, amount: '$100 USD', balance: '$200 USD' },
    });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, seeded.invoice.invoiceNumber));
    expect(audit.map((event) => [event.action, event.actorId, event.customerId, event.orderId])).toEqual([
      ['invoice.bank-transfer', staff.id, customer.id, seeded.orderId],
      ['invoice.bank-transfer', staff.id, customer.id, seeded.orderId],
    ]);
    expect(audit[0]?.after).toMatchObject({ balance: 20_000, reference: 'BANK 001' });
  });

  it('records one bank reference once: the same reference again is 409, also on another invoice', async () => {
    const customer = await desk.researcher();
    const a = await desk.invoice(customer, { total: 5_000 });
    const b = await desk.invoice(customer, { total: 5_000 });
    const body = { amount: 2_000, reference: 'DUP-REF-1', receivedOn: today() };
    expect((await transfer(a.invoice.invoiceNumber, body)).statusCode).toBe(200);
    const again = await transfer(a.invoice.invoiceNumber, { ...body, reference: 'dup-ref-1' });
    expect([again.statusCode, again.json().error.error]).toEqual([409, 'bank-transfer-duplicate']);
    expect(again.json().error.message).toContain('DUP-REF-1');
    expect((await transfer(b.invoice.invoiceNumber, body)).statusCode).toBe(409);
    expect((await desk.invoiceRow(a.invoice.id)).balance).toBe(3_000);
    expect((await desk.invoiceRow(b.invoice.id)).balance).toBe(5_000);
  });

  it('pays once when two requests with one reference arrive together', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 8_000 });
    const body = { amount: 8_000, reference: 'RACE-1', receivedOn: today() };
    const answers = await Promise.all([transfer(seeded.invoice.invoiceNumber, body), transfer(seeded.invoice.invoiceNumber, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await desk.invoiceRow(seeded.invoice.id)).balance).toBe(0);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an amount above the balance, a paid invoice and one being written off', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 4_000 });
    const above = await transfer(seeded.invoice.invoiceNumber, { amount: 4_001, reference: 'ABOVE-1', receivedOn: today() });
    expect([above.statusCode, above.json().error.error, above.json().error.params.balance]).toEqual([
      409,
      'bank-transfer-above-balance',
      '$40 USD',
    ]);
    await transfer(seeded.invoice.invoiceNumber, { amount: 4_000, reference: 'ABOVE-2', receivedOn: today() });
    const paid = await transfer(seeded.invoice.invoiceNumber, { amount: 1, reference: 'ABOVE-3', receivedOn: today() });
    expect([paid.statusCode, paid.json().error.error]).toEqual([409, 'invoice-already-paid']);
    const finalizing = await desk.invoice(customer, { total: 4_000, pendingWriteoff: true });
    const refused = await transfer(finalizing.invoice.invoiceNumber, { amount: 100, reference: 'ABOVE-4', receivedOn: today() });
    expect([refused.statusCode, refused.json().error.error]).toEqual([409, 'invoice-write-off-pending']);
  });
});

describe('marking a boleto paid', () => {
  it('settles it like the bank webhook, once, and records who did it', async () => {
    const brazil = await desk.researcher({ currency: 'BRL', countryId: 32, siteLanguage: 'br' });
    const seeded = await desk.invoice(brazil, { currency: 'BRL', total: 54_000 });
    const { payment } = await desk.boleto(brazil, seeded);
    const marked = await desk.call('POST', staffBillingPaths.markPaid(payment.publicId), staff);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ paymentId: payment.publicId, status: 'succeeded' });
    expect((await desk.invoiceRow(seeded.invoice.id)).balance).toBe(0);
    expect((await desk.order(seeded.orderId)).paid).toBe(true);
    const again = await desk.call('POST', staffBillingPaths.markPaid(payment.publicId), staff);
    expect([again.statusCode, again.json().error.error]).toEqual([409, 'payment-not-pending']);
    // The bank's own notification arriving later changes nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/boleto/${payment.gatewayTransactionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      status: 'succeeded',
      recordedByStaffId: staff.id,
      result: { invoiceNumbers: [seeded.invoice.invoiceNumber] },
    });
    expect((await desk.invoiceRow(seeded.invoice.id)).balance).toBe(0);
    expect(await desk.mails(brazil.email, 'payment-received')).toHaveLength(1);
  });

  it('refuses payments that are not boletos', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 7_000 });
    const card = await desk.cardPayment(customer, seeded);
    const refused = await desk.call('POST', staffBillingPaths.markPaid(card), staff);
    expect([refused.statusCode, refused.json().error.error]).toEqual([409, 'payment-not-boleto']);
  });
});

describe('write-offs', () => {
  it("start ('finalizing' for the researcher), can be taken back, and finalize to a zero balance", async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 6_000 });
    const number = seeded.invoice.invoiceNumber;
    const started = await desk.call('POST', staffBillingPaths.writeOff(number), staff, { reason: 'Customer unreachable' });
    expect(started.json().invoice).toMatchObject({ pendingWriteoff: true, balance: 6_000 });
    const list = await desk.call('GET', '/api/invoice/load', customer);
    expect(list.json().invoices[0]).toMatchObject({ invoiceNumber: number, pendingWriteoff: true });
    const deskView = staffPaymentsDeskResponseSchema.parse((await desk.call('GET', `${staffBillingPaths.desk}?q=${number}`, staff)).json());
    expect([deskView.invoices.length, deskView.writeOffs.map((row) => row.invoiceNumber)]).toEqual([0, [number]]);
    expect((await desk.call('DELETE', staffBillingPaths.writeOff(number), staff)).json().invoice).toMatchObject({ pendingWriteoff: false });
    const notPending = await desk.call('POST', staffBillingPaths.finalizeWriteOff(number), staff, {});
    expect([notPending.statusCode, notPending.json().error.error]).toEqual([409, 'invoice-write-off-not-pending']);
    await desk.call('POST', staffBillingPaths.writeOff(number), staff, { reason: 'Customer unreachable' });
    const finalized = await desk.call('POST', staffBillingPaths.finalizeWriteOff(number), staff, { reason: 'Approved by finance' });
    expect(finalized.json().invoice).toMatchObject({ pendingWriteoff: false, balance: 0 });
    expect((await desk.invoiceRow(seeded.invoice.id)).writtenOffAt).toBeInstanceOf(Date);
    const refused = await desk.call('POST', staffBillingPaths.writeOff(number), staff, { reason: 'Again' });
    expect([refused.statusCode, refused.json().error.error]).toEqual([409, 'invoice-nothing-to-write-off']);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, number));
    expect(audit.map((event) => event.action)).toEqual([
      'invoice.write-off',
      'invoice.write-off-cancel',
      'invoice.write-off',
      'invoice.write-off-finalize',
    ]);
    expect(audit[3]).toMatchObject({
      customerId: customer.id,
      orderId: seeded.orderId,
      before: { balance: 6_000, pendingWriteoff: true },
      after: { balance: 0, pendingWriteoff: false },
    });
  });
});
