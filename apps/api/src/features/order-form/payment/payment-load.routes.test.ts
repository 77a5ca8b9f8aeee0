import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentLoadResponseSchema } from '@marginalia/contracts/payments/payment-load.contract';
import { orderForms } from '../../../platform/db/schema/all-tables';
import { createSignedInUser, impersonatedBy, type TestUser } from '../../../test/test-app';
import { useTestApp, useBeforeAll } from '../../../test/use-test-app';
import { call, signedIn, visitor } from '../test-support';
import { BRAZIL, CHINA, giveCredit, readyForm } from './payment-test-support';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', countryId: 237, voucherAvailable: true }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD', countryId: 237 }));

const load = (user: TestUser, formId?: string) => call(t.app, signedIn(user.headers), 'GET', formId ? `/api/payment/load?orderFormId=${formId}` : '/api/payment/load');

describe('GET /api/payment/load', () => {
  it('gives the owner the methods, currencies, countries, fapiao choices, addresses and a receipt code kept across loads', async () => {
    const form = await readyForm(t.database, owner);
    const response = await load(owner, form.publicId);
    expect(response.statusCode).toBe(200);
    const body = paymentLoadResponseSchema.parse(response.json());
    expect(body.payment.paymentMethods).toEqual([3, 6, 9]);
    expect(body.payment.currencies.map((currency) => currency.isoCode)).not.toContain('CNY');
    expect(body.payment.countries.find((country) => country.iso2 === 'US')).toMatchObject({ postalCodeRequired: true });
    expect(body.payment.countries.find((country) => country.iso2 === 'US')?.states.length).toBeGreaterThan(50);
    expect(body.payment.fapiaoTypes.map((type) => type.id)).toEqual(['general', 'special']);
    expect(body.payment.fapiaoTypes[0]?.name).toBe('General fapiao');
    expect(body.payment.fapiaoOffered).toBe(false);
    expect(body.payment.installments).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.payment.receiptCodes).toHaveLength(1);
    expect(body.user).toMatchObject({ identity: owner.identity, currencyIso: 'USD', voucherAvailable: true, hideInvoices: false, credits: { balance: 0 } });
    const again = paymentLoadResponseSchema.parse((await load(owner, form.publicId)).json());
    expect(again.payment.receiptCodes).toEqual(body.payment.receiptCodes);
    const [row] = await t.database.db.select({ receiptCode: orderForms.receiptCode }).from(orderForms).where(eq(orderForms.id, form.id));
    expect(row?.receiptCode).toBe(body.payment.receiptCodes[0]);
  });

  it("answers 404 for another user's form, 401 for a visitor and 400 for a bad query", async () => {
    const form = await readyForm(t.database, owner);
    expect((await load(other, form.publicId)).statusCode).toBe(404);
    expect((await call(t.app, visitor(), 'GET', `/api/payment/load?orderFormId=${form.publicId}`)).statusCode).toBe(401);
    expect((await call(t.app, signedIn(owner.headers), 'GET', `/api/payment/load?orderFormId=${'x'.repeat(80)}`)).statusCode).toBe(400);
  });

  it('converts credits and prepayments from US cents into the form currency', async () => {
    const brazilian = await createSignedInUser(t.database, { currency: 'BRL', countryId: BRAZIL });
    await giveCredit(t.database, brazilian.id, 1999);
    await giveCredit(t.database, brazilian.id, 10_000, 'prepayment');
    const form = await readyForm(t.database, brazilian);
    const body = paymentLoadResponseSchema.parse((await load(brazilian, form.publicId)).json());
    // $19.99 at 5.40 reais per dollar is R$107,946 → R$107,95; $100 is R$540.
    expect(body.user.credits).toEqual({ balance: 10_795, totalAmount: 10_795 });
    expect(body.user.prepayments.availablePrepaymentAmount).toBe(54_000);
    expect(body.payment.paymentMethods).toEqual([3, 20, 23, 22, 6, 9]);
  });

  it('removes bank transfer for multimedia forms and offers China its methods, CNY and fapiao', async () => {
    const figures = await readyForm(t.database, owner, { goal: 'figures-only', services: [{ identity: 'illustration', quantity: 2 }] });
    expect(paymentLoadResponseSchema.parse((await load(owner, figures.publicId)).json()).payment.paymentMethods).toEqual([3, 6]);
    const chinese = await createSignedInUser(t.database, { currency: 'USD', countryId: CHINA, localization: 'us' });
    const form = await readyForm(t.database, chinese);
    const body = paymentLoadResponseSchema.parse((await load(chinese, form.publicId)).json());
    expect(body.payment.paymentMethods).toEqual([19, 25, 21, 3, 9]);
    expect(body.payment.currencies.map((currency) => currency.isoCode)).toContain('CNY');
    // The US company cannot issue fapiao after payment, so it is asked for on the payment step.
    expect(body.payment.fapiaoOffered).toBe(true);
    const wfoe = await createSignedInUser(t.database, { currency: 'CNY', countryId: CHINA, localization: 'cn', siteLanguage: 'cn' });
    const cnForm = await readyForm(t.database, wfoe);
    const cnBody = paymentLoadResponseSchema.parse((await load(wfoe, cnForm.publicId)).json());
    expect(cnBody.payment.paymentMethods).toEqual([19, 25, 21, 3, 9, 27, 28]);
    expect(cnBody.payment.fapiaoOffered).toBe(false);
  });

  it('offers an admin-created form the wider set of methods, to staff acting as the customer only', async () => {
    const form = await readyForm(t.database, owner, { adminCreated: true });
    const staff = await impersonatedBy(t.database, owner);
    expect(paymentLoadResponseSchema.parse((await load(staff, form.publicId)).json()).payment.paymentMethods).toEqual([3, 6, 19, 20, 21, 22, 23, 25]);
    expect((await load(owner, form.publicId)).statusCode).toBe(404);
  });

  it('without a form, answers the user-level data and no receipt code', async () => {
    const body = paymentLoadResponseSchema.parse((await load(owner)).json());
    expect(body.payment.receiptCodes).toEqual([]);
    expect(body.payment.paymentMethods).toEqual([3, 6, 9]);
  });
});

describe('GET /api/payment/currencies', () => {
  it('lists the selectable currencies without CNY, except for users in China', async () => {
    const visitorList = (await call(t.app, visitor(), 'GET', '/api/payment/currencies')).json().currencies.map((currency: { isoCode: string }) => currency.isoCode);
    expect(visitorList).toEqual(['USD', 'EUR', 'GBP', 'BRL', 'JPY']);
    const chinese = await createSignedInUser(t.database, { currency: 'CNY', countryId: CHINA, localization: 'cn' });
    const list = (await call(t.app, signedIn(chinese.headers), 'GET', '/api/payment/currencies')).json().currencies.map((currency: { isoCode: string }) => currency.isoCode);
    expect(list).toContain('CNY');
  });
});
