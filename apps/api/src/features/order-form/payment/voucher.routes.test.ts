import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { voucherApplications, vouchers } from '../../../platform/db/schema/all-tables';
import { createSignedInUser, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { call, signedIn, visitor } from '../test-support';
import { addVoucher, invoicesOfOrder, ordersOfForm, pay, paymentsOfUser, readyForm } from './payment-test-support';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.database, { currency: 'USD', countryId: 237, voucherAvailable: true });
  other = await createSignedInUser(t.database, { currency: 'USD', countryId: 237, voucherAvailable: true });
  await addVoucher(t.database, { code: 'GRANT-OPEN', maxAmountUsdCents: null, remainingUses: 5, expiresAt: new Date(Date.now() + 30 * DAY) });
  await addVoucher(t.database, { code: 'GRANT-SMALL', maxAmountUsdCents: 10_000, remainingUses: 5 });
  await addVoucher(t.database, { code: 'GRANT-OLD', expiresAt: new Date(Date.now() - DAY) });
  await addVoucher(t.database, { code: 'GRANT-SPENT', remainingUses: 0 });
  await addVoucher(t.database, { code: 'GRANT-OFF', active: false });
  await addVoucher(t.database, { code: 'GRANT-ONCE', remainingUses: 1 });
});
afterAll(async () => {
  await t.close();
});

const apply = (user: TestUser, formId: string, code: string) => call(t.app, signedIn(user.headers), 'PUT', `/api/order-form/${formId}/voucher/${encodeURIComponent(code)}`);

describe('PUT and DELETE /api/order-form/{id}/voucher/{code}', () => {
  it('applies a voucher whatever its case and surrounding spaces, and removes it', async () => {
    const form = await readyForm(t.database, owner);
    const response = await apply(owner, form.publicId, ' grant-open ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ voucher: { code: 'GRANT-OPEN', institution: 'Test grant office' } });
    expect(await t.database.db.select().from(voucherApplications).where(eq(voucherApplications.orderFormId, form.id))).toHaveLength(1);
    const removed = await call(t.app, signedIn(owner.headers), 'DELETE', `/api/order-form/${form.publicId}/voucher/GRANT-OPEN`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ voucher: null });
    expect(await t.database.db.select().from(voucherApplications).where(eq(voucherApplications.orderFormId, form.id))).toHaveLength(0);
  });

  it.each([
    ['NO-SUCH-CODE', 400, 'voucher-invalid'],
    ['GRANT-OFF', 400, 'voucher-invalid'],
    ['GRANT-OLD', 400, 'voucher-expired'],
    ['GRANT-SPENT', 400, 'voucher-used-up'],
    ['GRANT-SMALL', 400, 'voucher-amount-exceeded'],
  ])('refuses %s with %i %s on the voucher field', async (code, status, key) => {
    const form = await readyForm(t.database, owner);
    const response = await apply(owner, form.publicId, code);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ error: key, fields: { voucherApplied: { error: key } } });
  });

  it('refuses users without vouchers (403), other users (404) and visitors (401)', async () => {
    const plain = await createSignedInUser(t.database, { currency: 'USD', countryId: 237 });
    const own = await readyForm(t.database, plain);
    const refused = await apply(plain, own.publicId, 'GRANT-OPEN');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.error).toBe('voucher-not-available');
    const form = await readyForm(t.database, owner);
    expect((await apply(other, form.publicId, 'GRANT-OPEN')).statusCode).toBe(404);
    expect((await call(t.app, signedIn(other.headers), 'DELETE', `/api/order-form/${form.publicId}/voucher/GRANT-OPEN`)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'PUT', `/api/order-form/${form.publicId}/voucher/GRANT-OPEN`)).statusCode).toBe(401);
  });

  it('a voucher pays the whole order: paid order, voucher payment, one use taken', async () => {
    const form = await readyForm(t.database, owner);
    expect((await apply(owner, form.publicId, 'GRANT-ONCE')).statusCode).toBe(200);
    const response = await pay(t, owner, form.publicId, { paymentMethodId: 3, acceptedTermsAndConditions: true, amount: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('succeeded');
    const [order] = await ordersOfForm(t.database, form.id);
    expect(order).toMatchObject({ paid: true, totalAmount: 13_500 });
    const [invoice] = await invoicesOfOrder(t.database, order?.id ?? 0);
    expect(invoice?.balance).toBe(0);
    const voucherPayments = (await paymentsOfUser(t.database, owner.id)).filter((payment) => payment.methodId === 26);
    expect(voucherPayments).toEqual([expect.objectContaining({ amount: 13_500, status: 'succeeded' })]);
    const [voucher] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, 'GRANT-ONCE'));
    expect(voucher?.remainingUses).toBe(0);
    const [application] = await t.database.db.select().from(voucherApplications).where(eq(voucherApplications.orderFormId, form.id));
    expect(application?.orderId).toBe(order?.id);

    // Used up now: another form cannot apply it, and a form that applied it earlier cannot pay with it.
    const next = await readyForm(t.database, owner);
    expect((await apply(owner, next.publicId, 'GRANT-ONCE')).json().error.error).toBe('voucher-used-up');
  });

  it('a voucher used up between applying and paying is refused at payment and nothing is ordered', async () => {
    await addVoucher(t.database, { code: 'GRANT-RACE', remainingUses: 1 });
    const first = await readyForm(t.database, owner);
    const second = await readyForm(t.database, owner);
    expect((await apply(owner, first.publicId, 'GRANT-RACE')).statusCode).toBe(200);
    expect((await apply(owner, second.publicId, 'GRANT-RACE')).statusCode).toBe(200);
    expect((await pay(t, owner, first.publicId, { paymentMethodId: null, acceptedTermsAndConditions: true })).statusCode).toBe(200);
    const late = await pay(t, owner, second.publicId, { paymentMethodId: null, acceptedTermsAndConditions: true });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.error).toBe('voucher-used-up');
    expect(await ordersOfForm(t.database, second.id)).toHaveLength(0);
  });
});
