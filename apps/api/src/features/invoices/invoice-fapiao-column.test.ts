import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceLoadResponseSchema, type Invoice } from '@marginalia/contracts/payments/invoices.contract';
import { publicCode } from '../../platform/ids/random-ids';
import { recordInternalPayment } from '../../platform/billing/recorded-payments';
import { reserveAllocations } from '../../platform/billing/allocations';
import { fapiaos, invoices, payments } from '../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { seedInvoice } from './invoices-test-support';

/** The fapiao column and the boleto link of the invoice list. */
let t: TestApp;
let researcher: TestUser;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  researcher = await createSignedInUser(t.database, { currency: 'CNY', countryId: 46, localization: 'cn', siteLanguage: 'cn', timeZone: 'Asia/Shanghai' });
});
afterAll(async () => {
  await t.close();
});

async function paidInvoice(options: { localization?: string; kind?: 'order' | 'retainer'; paidDaysAgo?: number } = {}) {
  const { invoice } = await seedInvoice(t.database.db, researcher.id, { currency: 'CNY', localization: options.localization ?? 'cn', kind: options.kind ?? 'order', total: 88_000 });
  await t.database.db.transaction((tx) =>
    recordInternalPayment(tx, { userId: researcher.id, purpose: 'payoff', subject: {}, methodId: 1, currency: 'CNY', amount: 88_000, idempotencyKey: `paid-${invoice.id}`, invoiceId: invoice.id }),
  );
  if (options.paidDaysAgo) {
    const at = new Date(Date.now() - options.paidDaysAgo * DAY);
    await t.database.db.update(invoices).set({ paidAt: at }).where(eq(invoices.id, invoice.id));
    await t.database.db.update(payments).set({ settledAt: at }).where(eq(payments.idempotencyKey, `paid-${invoice.id}`));
  }
  return invoice;
}

async function addFapiao(invoiceId: number, status: 'pending' | 'completed' | 'rejected' | 'cancelled') {
  const identity = publicCode('F', 8);
  await t.database.db.insert(fapiaos).values({
    identity,
    userId: researcher.id,
    invoiceId,
    type: 'general',
    serviceTypeId: 1,
    organizationName: '上海海洋大学',
    contactEmail: 'finance@example.cn',
    status,
    number: status === 'completed' ? '0440012345' : null,
    completedAt: status === 'completed' ? new Date() : null,
    fileKey: status === 'completed' ? `fapiaos/${identity}.pdf` : null,
  });
  return identity;
}

async function list(): Promise<Map<string, Invoice>> {
  const response = await t.app.inject({ method: 'GET', url: '/api/invoice/load', headers: researcher.headers });
  expect(response.statusCode).toBe(200);
  const body = invoiceLoadResponseSchema.parse(response.json());
  expect(body.currentLocalization).toEqual({ identity: 'cn', allowsFapiaoProcessingAfterPayment: true });
  return new Map(body.invoices.map((invoice) => [invoice.invoiceNumber, invoice]));
}

describe('the fapiao column', () => {
  it('offers a fapiao for a paid invoice of the user’s localization that has none yet', async () => {
    const plain = await paidInvoice();
    const pending = await paidInvoice();
    const pendingId = await addFapiao(pending.id, 'pending');
    const afterCancel = await paidInvoice();
    await addFapiao(afterCancel.id, 'cancelled');
    const afterRejection = await paidInvoice();
    await addFapiao(afterRejection.id, 'rejected');
    const otherLocalization = await paidInvoice({ localization: 'us' });
    const usRetainer = await paidInvoice({ localization: 'us', kind: 'retainer' });
    const unpaid = (await seedInvoice(t.database.db, researcher.id, { currency: 'CNY', localization: 'cn' })).invoice;

    const rows = await list();
    expect(rows.get(plain.invoiceNumber)).toMatchObject({ fapiaoRequestable: true, fapiao: null, formattedDate: expect.stringMatching(/年/) });
    expect(rows.get(pending.invoiceNumber)).toMatchObject({ fapiaoRequestable: false, fapiao: { identity: pendingId, status: 'pending', url: null, completed: false, cancellable: false } });
    expect(rows.get(afterCancel.invoiceNumber)).toMatchObject({ fapiaoRequestable: true, fapiao: null });
    expect(rows.get(afterRejection.invoiceNumber)).toMatchObject({ fapiaoRequestable: true, fapiao: { status: 'rejected' } });
    expect(rows.get(otherLocalization.invoiceNumber)?.fapiaoRequestable).toBe(false);
    expect(usRetainer.invoiceNumber).toMatch(/^RET\d+US$/);
    expect(rows.get(usRetainer.invoiceNumber)?.fapiaoRequestable).toBe(false);
    expect(rows.get(unpaid.invoiceNumber)?.fapiaoRequestable).toBe(false);
  });

  it('links a completed fapiao, cancellable only within a year of the payment', async () => {
    const recent = await paidInvoice({ paidDaysAgo: 30 });
    const recentId = await addFapiao(recent.id, 'completed');
    const old = await paidInvoice({ paidDaysAgo: 400 });
    await addFapiao(old.id, 'completed');
    const rows = await list();
    expect(rows.get(recent.invoiceNumber)?.fapiao).toMatchObject({ completed: true, url: `/api/fapiao/${recentId}/pdf`, cancellable: true, number: '0440012345', receiptCode: recent.receiptCode });
    expect(rows.get(old.invoiceNumber)?.fapiao).toMatchObject({ completed: true, cancellable: false });
  });
});

describe('boleto invoices', () => {
  it('link the voucher of the boleto awaiting payment', async () => {
    const { invoice } = await seedInvoice(t.database.db, researcher.id, { currency: 'CNY', localization: 'cn' });
    await t.database.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({ publicId: publicCode('P'), userId: researcher.id, purpose: 'payoff', subject: { invoiceIds: [invoice.id] }, methodId: 20, currency: 'CNY', amount: invoice.balance, idempotencyKey: `boleto-${invoice.id}`, boletoUrl: '/api/payment/sandbox/boleto/sbx_1/pdf' })
        .returning();
      if (payment) await reserveAllocations(tx, payment.id, [{ invoiceId: invoice.id, amount: invoice.balance }]);
    });
    expect((await list()).get(invoice.invoiceNumber)).toMatchObject({ boletoUrl: '/api/payment/sandbox/boleto/sbx_1/pdf', balance: invoice.balance });
  });
});
