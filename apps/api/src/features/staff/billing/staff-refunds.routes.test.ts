import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffBillingPaths } from '@marginalia/contracts/staff/staff.paths';
import { refundPayment } from '../../../platform/billing/refunds';
import { auditEvents, credits, refunds } from '../../../platform/db/schema/all-tables';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { billingDesk, today } from './staff-billing-test-support';

/** Refunds on the payments desk: through the sandbox gateway or as credit, never more than paid, once per key. */
const t = useTestApp();
const desk = billingDesk(t);
const staff = useBeforeAll(() => desk.staff());

const refund = (paymentPublicId: string, input: { amount: number | null; method: 'gateway' | 'credit'; key: string }) =>
  refundPayment(t.app.platform, {
    paymentPublicId,
    amount: input.amount,
    method: input.method,
    reason: 'Customer asked',
    staffId: staff.id,
    idempotencyKey: input.key,
  });

const paymentRow = (publicId: string) => desk.payment(publicId);

async function sandboxRefunds(): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    `select count(*)::int as n from sandbox_transactions where kind = 'refund' and status <> 'created'`,
  );
  return row?.n ?? 0;
}

describe('refundPayment', () => {
  it('refunds a card payment through the gateway, partly then the rest; the invoice balance stays paid', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 10_000 });
    const paymentId = await desk.cardPayment(customer, seeded);
    const before = await sandboxRefunds();
    const partial = await refund(paymentId, { amount: 4_000, method: 'gateway', key: 'card-1' });
    expect(partial).toMatchObject({ amount: 4_000, method: 'gateway' });
    expect((await paymentRow(paymentId)).status).toBe('succeeded');
    const rest = await refund(paymentId, { amount: null, method: 'gateway', key: 'card-2' });
    expect(rest.amount).toBe(6_000);
    expect((await paymentRow(paymentId)).status).toBe('refunded');
    expect(await sandboxRefunds()).toBe(before + 2);
    expect((await desk.invoiceRow(seeded.invoice.id)).balance).toBe(0);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.idempotencyKey, 'card-1'));
    expect(rows[0]).toMatchObject({ method: 'gateway', amount: 4_000, currency: 'USD', staffId: staff.id, invoiceId: seeded.invoice.id });
    expect(rows[0]?.gatewayRefundId).toBeTruthy();
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, paymentId));
    expect(audit.map((event) => [event.action, event.customerId, event.orderId])).toEqual([
      ['payment.refund', customer.id, seeded.orderId],
      ['payment.refund', customer.id, seeded.orderId],
    ]);
    await expect(refund(paymentId, { amount: 1, method: 'credit', key: 'card-3' })).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-nothing-left',
    });
  });

  it('answers the same key with the first refund and never refunds twice, also when sent together', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 9_000 });
    const paymentId = await desk.cardPayment(customer, seeded);
    const before = await sandboxRefunds();
    const first = await refund(paymentId, { amount: 3_000, method: 'gateway', key: 'same-key' });
    expect(await refund(paymentId, { amount: 3_000, method: 'gateway', key: 'same-key' })).toEqual(first);
    const together = await Promise.all([
      refund(paymentId, { amount: 2_000, method: 'gateway', key: 'race-key' }),
      refund(paymentId, { amount: 2_000, method: 'gateway', key: 'race-key' }),
    ]);
    expect(together[0]).toEqual(together[1]);
    expect(await sandboxRefunds()).toBe(before + 2);
    const rows = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await paymentRow(paymentId)).id));
    expect(rows.map((row) => row.amount).sort()).toEqual([2_000, 3_000]);
  });

  it('refuses more than what is left, with the amount that is', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 5_000 });
    const paymentId = await desk.cardPayment(customer, seeded);
    await refund(paymentId, { amount: 2_000, method: 'credit', key: 'over-1' });
    await expect(refund(paymentId, { amount: 3_001, method: 'gateway', key: 'over-2' })).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-amount-too-large',
      params: { max: '$30 USD' },
    });
    await expect(refund(paymentId, { amount: 0, method: 'gateway', key: 'over-3' })).rejects.toMatchObject({
      statusCode: 400,
      key: 'refund-amount-invalid',
    });
  });

  it('gives credit in US cents at the invoice rate; a bank transfer can only be refunded as credit', async () => {
    const customer = await desk.researcher({ currency: 'BRL', countryId: 32 });
    const seeded = await desk.invoice(customer, { currency: 'BRL', total: 54_000 });
    const recorded = await desk.call('POST', staffBillingPaths.bankTransfer(seeded.invoice.invoiceNumber), staff, {
      amount: 54_000,
      reference: 'BR-REFUND-1',
      receivedOn: today(),
    });
    const paymentId = recorded.json().paymentId as string;
    await expect(refund(paymentId, { amount: null, method: 'gateway', key: 'bank-1' })).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-gateway-not-available',
    });
    const done = await refund(paymentId, { amount: 27_000, method: 'credit', key: 'bank-2' });
    expect(done).toMatchObject({ amount: 27_000, method: 'credit' });
    const [credit] = await t.database.db.select().from(credits).where(eq(credits.userId, customer.id));
    // R$270,00 at the invoice's rate (0.1851851852 USD per real) is US$50.00.
    expect(credit).toMatchObject({ source: 'refund', totalUsdCents: 5_000, balanceUsdCents: 5_000, grantedByStaffId: staff.id });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.idempotencyKey, 'bank-2'));
    expect(row?.creditId).toBe(credit?.id);
    expect((await desk.invoiceRow(seeded.invoice.id)).balance).toBe(0);
  });

  it('refuses pending payments and unknown ones', async () => {
    const customer = await desk.researcher({ currency: 'BRL', countryId: 32 });
    const seeded = await desk.invoice(customer, { currency: 'BRL', total: 10_000 });
    const { payment } = await desk.boleto(customer, seeded);
    await expect(refund(payment.publicId, { amount: null, method: 'credit', key: 'pending-1' })).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-payment-not-succeeded',
    });
    await expect(refund('Pnothing', { amount: null, method: 'credit', key: 'pending-2' })).rejects.toMatchObject({
      statusCode: 404,
      key: 'payment-not-found',
    });
  });
});

describe('POST refund (staff)', () => {
  it('refunds through the route, answers translated errors, and lists the refund on the desk', async () => {
    const customer = await desk.researcher();
    const seeded = await desk.invoice(customer, { total: 2_500 });
    const paymentId = await desk.cardPayment(customer, seeded);
    const url = staffBillingPaths.refund(paymentId);
    const bad = await desk.call('POST', url, staff, { amount: null, method: 'cash', reason: '', idempotencyKey: 'short' });
    expect(bad.statusCode).toBe(400);
    const ok = await desk.call('POST', url, staff, {
      amount: null,
      method: 'gateway',
      reason: 'Duplicate order',
      idempotencyKey: 'route-key-0001',
    });
    expect([ok.statusCode, ok.json().amount]).toEqual([200, 2_500]);
    const again = await desk.call('POST', url, staff, {
      amount: null,
      method: 'gateway',
      reason: 'Duplicate order',
      idempotencyKey: 'route-key-0001',
    });
    expect(again.json()).toEqual(ok.json());
    const over = await desk.call('POST', url, staff, { amount: 1, method: 'credit', reason: 'Again', idempotencyKey: 'route-key-0002' });
    expect([over.statusCode, over.json().error.error]).toEqual([409, 'refund-nothing-left']);
    const view = await desk.call('GET', `${staffBillingPaths.desk}?q=${encodeURIComponent(customer.email)}`, staff);
    expect(view.json().payments[0]).toMatchObject({
      publicId: paymentId,
      status: 'refunded',
      refunded: 2_500,
      refundable: false,
      gatewayRefundable: true,
    });
    expect(view.json().refunds[0]).toMatchObject({
      paymentPublicId: paymentId,
      method: 'gateway',
      amount: 2_500,
      confirmed: true,
      reason: 'Duplicate order',
    });
  });
});
