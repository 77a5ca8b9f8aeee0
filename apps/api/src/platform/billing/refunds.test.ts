import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { auditEvents, credits, invoices, payments, refunds } from '../db/schema/all-tables';
import { createInvoice } from './invoices';
import { recordInternalPayment } from './recorded-payments';
import { refundableByGateway, refundPayment } from './refunds';

/**
 * The refund rules on payments that moved no gateway money: credit at the invoice's rate,
 * never more than paid, the same key once, the payment 'refunded' when nothing is left. Gateway refunds
 * through the sandbox are tested on the payments desk (features/staff/billing/staff-refunds.routes.test.ts).
 */
const t = useTestApp();
const staff = useBeforeAll(() => createSignedInUser(t.database, { role: 'staff' }));

/** A BRL invoice paid by a recorded payment of the given method (9 bank transfer, 1 credits, 26 voucher). */
async function paidWith(methodId: number, total = 54_000) {
  const user = await createSignedInUser(t.database, { currency: 'BRL', countryId: 32 });
  const invoice = await createInvoice(t.database.db, {
    userId: user.id,
    localization: 'us',
    invoicePrefix: 'US',
    kind: 'order',
    currency: 'BRL',
    totalAmount: total,
    exchangeRate: '0.2',
    description: 'Editing',
  });
  const payment = await recordInternalPayment(t.database.db, {
    userId: user.id,
    purpose: 'payoff',
    subject: {},
    methodId,
    currency: 'BRL',
    amount: total,
    idempotencyKey: `refund-test:${invoice.receiptCode}`,
    invoiceId: invoice.id,
  });
  if (!payment) throw new Error('payment not recorded');
  return { user, invoice, payment };
}

const refund = (paymentPublicId: string, amount: number | null, method: 'gateway' | 'credit', key: string) =>
  refundPayment(t.app.platform, {
    paymentPublicId,
    amount,
    method,
    reason: '  Service not delivered  ',
    staffId: staff.id,
    idempotencyKey: key,
  });

describe('refundPayment', () => {
  it('gives credit in US cents at the invoice rate, partly then the rest; the invoice stays paid', async () => {
    const { user, invoice, payment } = await paidWith(9);
    const first = await refund(payment.publicId, 20_000, 'credit', 'p-credit-1');
    expect(first).toMatchObject({ amount: 20_000, method: 'credit' });
    const rest = await refund(payment.publicId, null, 'credit', 'p-credit-2');
    expect(rest.amount).toBe(34_000);
    const granted = await t.database.db.select().from(credits).where(eq(credits.userId, user.id)).orderBy(credits.id);
    // R$200,00 and R$340,00 at 0.2 USD per real.
    expect(granted.map((credit) => [credit.source, credit.totalUsdCents, credit.grantedByStaffId])).toEqual([
      ['refund', 4_000, staff.id],
      ['refund', 6_800, staff.id],
    ]);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.status).toBe('refunded');
    const [paidInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paidInvoice?.balance).toBe(0);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)).orderBy(refunds.id);
    expect(rows.map((row) => [row.amount, row.method, row.reason, row.invoiceId, row.creditId])).toEqual([
      [20_000, 'credit', 'Service not delivered', invoice.id, granted[0]?.id],
      [34_000, 'credit', 'Service not delivered', invoice.id, granted[1]?.id],
    ]);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, payment.publicId)).orderBy(auditEvents.id);
    expect(audit.map((event) => [event.action, event.actorId, event.customerId])).toEqual([
      ['payment.refund', staff.id, user.id],
      ['payment.refund', staff.id, user.id],
    ]);
    expect(audit[1]?.after).toMatchObject({ status: 'refunded', refunded: 54_000 });
  });

  it('answers a repeated key with the first refund and grants nothing more', async () => {
    const { user, payment } = await paidWith(1, 10_000);
    const first = await refund(payment.publicId, 1_000, 'credit', 'p-same');
    expect(await refund(payment.publicId, 5_000, 'credit', 'p-same')).toEqual(first);
    expect(await t.database.db.select().from(credits).where(eq(credits.userId, user.id))).toHaveLength(1);
    const other = await paidWith(1, 10_000);
    await expect(refund(other.payment.publicId, 1_000, 'credit', 'p-same')).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-key-reused',
    });
  });

  it('refuses more than is left, a gateway refund of money no gateway took, vouchers and empty reasons', async () => {
    const bank = await paidWith(9, 10_000);
    await expect(refund(bank.payment.publicId, 10_001, 'credit', 'p-over')).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-amount-too-large',
      params: { max: 'R$100 BRL' },
    });
    await expect(refund(bank.payment.publicId, null, 'gateway', 'p-gateway')).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-gateway-not-available',
    });
    const voucher = await paidWith(26, 10_000);
    await expect(refund(voucher.payment.publicId, null, 'credit', 'p-voucher')).rejects.toMatchObject({
      statusCode: 409,
      key: 'refund-voucher-not-allowed',
    });
    await expect(
      refundPayment(t.app.platform, {
        paymentPublicId: bank.payment.publicId,
        amount: null,
        method: 'credit',
        reason: ' ',
        staffId: staff.id,
        idempotencyKey: 'p-reason',
      }),
    ).rejects.toMatchObject({ statusCode: 400, key: 'staff-reason-required' });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, bank.payment.id))).toEqual([]);
  });

  it('tells gateway payments from the others', () => {
    expect(refundableByGateway({ methodId: 3, gateway: 'sandbox', gatewayTransactionId: 'txn_1' })).toBe(true);
    expect(refundableByGateway({ methodId: 20, gateway: 'sandbox', gatewayTransactionId: 'txn_2' })).toBe(true);
    expect(refundableByGateway({ methodId: 9, gateway: null, gatewayTransactionId: null })).toBe(false);
    expect(refundableByGateway({ methodId: 1, gateway: null, gatewayTransactionId: null })).toBe(false);
    expect(refundableByGateway({ methodId: 3, gateway: 'sandbox', gatewayTransactionId: null })).toBe(false);
  });
});
