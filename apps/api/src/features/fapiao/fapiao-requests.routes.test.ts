import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fapiaoCreateResponseSchema, fapiaoListResponseSchema } from '@marginalia/contracts/payments/fapiao.contract';
import { fapiaos, invoices } from '../../platform/db/schema/all-tables';
import { browserHeaders } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fapiaoTester, fieldErrors, general } from './fapiao-test-support';

const t = useTestApp();
const { chineseUser, invoiceOf, create } = fapiaoTester(t);

describe('fapiao requests', () => {
  it('asks a visitor to sign in on every route', async () => {
    const visitor = browserHeaders();
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/fapiao', headers: visitor }),
      t.app.inject({ method: 'POST', url: '/api/fapiao', headers: visitor, payload: general('R1') }),
      t.app.inject({ method: 'DELETE', url: '/api/fapiao/F1', headers: visitor }),
      t.app.inject({ method: 'GET', url: '/api/fapiao/organizations?name=北京', headers: visitor }),
      t.app.inject({ method: 'GET', url: '/api/fapiao/F1/pdf', headers: visitor }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });

  it('a researcher requests a fapiao for a paid invoice and sees it in the list, pending', async () => {
    const user = await chineseUser();
    const { invoice, paymentId } = await invoiceOf(user);
    const response = await create(user, general(invoice.receiptCode, { paymentId }));
    expect(response.statusCode, response.body).toBe(200);
    const { fapiao } = fapiaoCreateResponseSchema.parse(response.json());
    expect(fapiao).toMatchObject({
      type: 'general',
      status: 'pending',
      completed: false,
      url: null,
      receiptCode: invoice.receiptCode,
      invoiceNumber: invoice.invoiceNumber,
      taxpayerNumber: null,
      cancellable: false,
    });
    const list = fapiaoListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/fapiao', headers: { cookie: user.cookie } })).json(),
    );
    expect(list.fapiaos.map((f) => f.identity)).toEqual([fapiao.identity]);
    const other = await chineseUser();
    const otherList = fapiaoListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/fapiao', headers: { cookie: other.cookie } })).json(),
    );
    expect(otherList.fapiaos).toEqual([]);
  });

  it('allows a paid retainer invoice (a prepayment) of the user’s localization', async () => {
    const user = await chineseUser();
    const { invoice } = await invoiceOf(user, { kind: 'retainer' });
    const response = await create(
      user,
      general(invoice.receiptCode, { type: 'special', taxpayerNumber: '91110000600037341L', contactPhone: '13800138000' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fapiao).toMatchObject({ type: 'special', taxpayerNumber: '91110000600037341L' });
  });

  it('refuses another user’s invoice (404), an unpaid one, another localization’s, and a second request (409)', async () => {
    const user = await chineseUser();
    const stranger = await chineseUser();
    const { invoice: theirs } = await invoiceOf(stranger);
    expect((await create(user, general(theirs.receiptCode))).json().error.error).toBe('invoice-not-found');
    expect((await create(user, general(theirs.receiptCode))).statusCode).toBe(404);

    const { invoice: unpaid } = await invoiceOf(user, { paid: false });
    const refused = await create(user, general(unpaid.receiptCode));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.error).toBe('fapiao-not-available');

    const { invoice: american } = await invoiceOf(user, { localization: 'us' });
    expect((await create(user, general(american.receiptCode))).json().error.error).toBe('fapiao-not-available');

    const { invoice } = await invoiceOf(user);
    expect((await create(user, general(invoice.receiptCode))).statusCode).toBe(200);
    const twice = await create(user, general(invoice.receiptCode));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.error).toBe('fapiao-already-requested');
  });

  it('refuses a payment that did not pay the invoice', async () => {
    const user = await chineseUser();
    const { invoice } = await invoiceOf(user);
    const { paymentId: otherPayment } = await invoiceOf(user);
    const response = await create(user, general(invoice.receiptCode, { paymentId: otherPayment }));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.error).toBe('payment-not-found');
  });

  it('checks every field rule of the request', async () => {
    const user = await chineseUser();
    const { invoice } = await invoiceOf(user);
    const code = invoice.receiptCode;
    const problems = async (extra: Record<string, unknown>) => {
      const response = await create(user, general(code, extra));
      expect(response.statusCode).toBe(400);
      return fieldErrors(response.json());
    };
    expect(await problems({ organizationName: 'Peking University 北京大学' })).toEqual({
      organizationName: 'fapiao-organization-name-error',
    });
    expect(await problems({ organizationName: '北'.repeat(101) })).toEqual({ organizationName: 'fapiao-organization-name-error' });
    expect(await problems({ organizationName: '' })).toEqual({ organizationName: 'fapiao-title-required' });
    expect(await problems({ type: undefined })).toEqual({ type: 'fapiao-type-required' });
    expect(await problems({ serviceType: 99 })).toEqual({ serviceType: 'value-required' });
    expect(await problems({ taxpayerNumber: 'abc123def' })).toEqual({ taxpayerNumber: 'fapiao-taxpayer-number-error' });
    expect(await problems({ taxpayerNumber: 'A1B2C' })).toEqual({ taxpayerNumber: 'fapiao-taxpayer-number-error' });
    expect(await problems({ type: 'special', taxpayerNumber: '', contactPhone: '' })).toEqual({
      taxpayerNumber: 'taxpayer-number-required',
      contactPhone: 'phone-required',
    });
    expect(await problems({ contactPhone: '1'.repeat(16) })).toEqual({ contactPhone: 'phone-number-too-long' });
    expect(await problems({ contactEmail: 'li.wei@' })).toEqual({ contactEmail: 'emailAddressInvalidFormat' });
    // The general type takes an optional taxpayer number of the right shape, and an optional phone.
    const ok = await create(user, general(code, { taxpayerNumber: '91110000600037341L', contactPhone: '13800138000' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('fapiao data', () => {
  it('two requests for one invoice at the same moment make one fapiao', async () => {
    const user = await chineseUser();
    const { invoice } = await invoiceOf(user);
    const answers = await Promise.all([create(user, general(invoice.receiptCode)), create(user, general(invoice.receiptCode))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(fapiaos).where(eq(fapiaos.invoiceId, invoice.id))).toHaveLength(1);
  });

  it('keeps the invoice untouched by a request', async () => {
    const user = await chineseUser();
    const { invoice } = await invoiceOf(user);
    await create(user, general(invoice.receiptCode));
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toMatchObject({ balance: 0, totalAmount: 71_200 });
  });
});
