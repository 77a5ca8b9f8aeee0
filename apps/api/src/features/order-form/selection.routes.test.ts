import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp, useBeforeAll } from '../../test/use-test-app';
import { call, formOf, signedIn, visitor, type Browser } from './test-support';

const t = useTestApp();
const owner = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));
const other = useBeforeAll(() => createSignedInUser(t.database, { currency: 'USD' }));

async function started(browser: Browser, body: Record<string, unknown> = {}) {
  const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
  const saved = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: 'editing', uploadLater: true, manuscriptLanguageId: 1, wordCount: 5200, serviceBundlesRequested: false, ...body }));
  return { id, saved };
}

describe('help me decide', () => {
  it('offers the bundles that cover the answers, cheapest first, and prices the chosen one with its discount', async () => {
    const browser = signedIn(owner.headers);
    const { id, saved } = await started(browser, { serviceBundlesRequested: true });
    expect(saved.orderForm.serviceBundle.interested).toBe(true);
    expect(saved.orderForm.serviceBundleQuestions.map((q) => q.type)).toContain('multiple-choice');
    const missingChoice = await call(t.app, browser, 'POST', `/api/order-form/${id}/service-bundle-questions`, { answers: { 1: true, 2: true, 4: 0 } });
    expect(missingChoice.statusCode).toBe(400);
    expect(missingChoice.json().error.fields['5'].error).toBe('selectOneCheckbox');
    const answered = formOf(await call(t.app, browser, 'POST', `/api/order-form/${id}/service-bundle-questions`, { answers: { 1: true, 2: true, 4: 0, 5: [501] } }));
    expect(answered.nextUrl).toBe('/researcher/submit/service-bundles');
    const bundles = answered.orderForm.availableServiceBundles;
    expect(bundles.length).toBeGreaterThan(0);
    expect(bundles.every((bundle) => bundle.services.some((s) => s.id === 'illustration'))).toBe(true);
    expect(bundles.map((b) => b.fullPrice)).toEqual([...bundles.map((b) => b.fullPrice)].sort((a, b) => a - b));
    const first = bundles[0];
    if (!first) throw new Error('no bundle');
    expect(first.discountPrice).toBe(Math.round((first.fullPrice * (100 - first.discount.percent)) / 100));
    const chosen = formOf(await call(t.app, browser, 'POST', `/api/order-form/${id}/service-bundle`, { bundleId: first.id, addOns: [], rush: false }));
    expect(chosen.nextUrl).toBe('/researcher/submit/details');
    expect(chosen.orderForm.total).toBe(first.discountPrice);
    expect(chosen.orderForm.discounts).toEqual([expect.objectContaining({ type: 'service', applied: true, appliedAmount: first.discountAmount })]);
  });

  it('says when no bundle fits (translation plus figures)', async () => {
    const browser = signedIn(owner.headers);
    const { id } = await started(browser, { serviceBundlesRequested: true });
    const answered = formOf(await call(t.app, browser, 'POST', `/api/order-form/${id}/service-bundle-questions`, { answers: { 1: true, 2: false, 4: 0, 5: [504] } }));
    expect(answered.nextUrl).toBeNull();
    expect(answered.orderForm.availableServiceBundles).toEqual([]);
  });
});

describe('services, word count and steps', () => {
  it('never removes the last service, sets figure counts and looks up the bin of a new word count', async () => {
    const browser = signedIn(owner.headers);
    const { id } = await started(browser);
    formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/services`, { serviceIdentities: ['advanced-editing'], declineEditing: false }));
    const last = await call(t.app, browser, 'DELETE', `/api/order-form/${id}/services/advanced-editing`);
    expect(last.statusCode).toBe(400);
    expect(last.json().error.error).toBe('service-not-removable');
    formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/services/illustration`, {}));
    const five = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/service-options/illustration/quantity`, { serviceIdentity: 'illustration', quantity: 5 }));
    expect(five.orderForm.lineItems.find((item) => item.serviceIdentity === 'illustration')).toMatchObject({ quantity: 5, listPrice: 20000 });
    const bin = await call(t.app, browser, 'GET', `/api/order-form/${id}/get-bin-price?newWordCount=1400`);
    expect(bin.json()).toEqual({ newService: { name: '1-1500', price: 9000, serviceIdentity: 'advanced-editing' } });
    const none = await call(t.app, browser, 'GET', `/api/order-form/${id}/get-bin-price?newWordCount=0`);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.newWordCount.message).toBe('Value cannot be zero');
    const updated = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/update-word-count`, { newWordCount: 1400 }));
    expect(updated.orderForm.wordCount).toBe(1400);
    expect(updated.orderForm.lineItems[0]).toMatchObject({ serviceIdentity: 'advanced-editing', listPrice: 9000 });
    const back = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/step`, { step: 'manuscript-services' }));
    expect(back.nextUrl).toBe('/researcher/submit/manuscript-services');
    const ahead = await call(t.app, browser, 'PUT', `/api/order-form/${id}/step`, { step: 'payment-details' });
    expect(ahead.statusCode).toBe(400);
    expect((await call(t.app, signedIn(other.headers), 'DELETE', `/api/order-form/${id}/services/illustration`)).statusCode).toBe(404);
  });

  it('lets a visitor pick a currency (not CNY) and shows prices in it; signed-in users keep theirs', async () => {
    const browser = visitor();
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    const euro = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/currency`, { currencyIso: 'EUR' }));
    expect(euro.orderForm.currency.isoCode).toBe('EUR');
    expect((await call(t.app, browser, 'PUT', `/api/order-form/${id}/currency`, { currencyIso: 'CNY' })).statusCode).toBe(400);
    const mine = formOf(await call(t.app, signedIn(owner.headers), 'GET', '/api/order-form/load')).orderForm.id;
    const refused = await call(t.app, signedIn(owner.headers), 'PUT', `/api/order-form/${mine}/currency`, { currencyIso: 'EUR' });
    expect(refused.json().error.error).toBe('currency-change-not-allowed');
  });

  it("lets a signed-in user without a currency choose one on the payment step; it becomes the account's", async () => {
    const newcomer = await createSignedInUser(t.database, { currency: null });
    const browser = signedIn(newcomer.headers);
    const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    expect((await call(t.app, browser, 'PUT', `/api/order-form/${id}/currency`, { currencyIso: 'CNY' })).statusCode).toBe(400);
    const chosen = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/currency`, { currencyIso: 'GBP' }));
    expect(chosen.orderForm.currency.isoCode).toBe('GBP');
    const again = await call(t.app, browser, 'PUT', `/api/order-form/${id}/currency`, { currencyIso: 'EUR' });
    expect(again.json().error.error).toBe('currency-change-not-allowed');
  });

  it('reset abandons the open form and starts at get started; order count is the own user only', async () => {
    const browser = signedIn(owner.headers);
    const before = formOf(await call(t.app, browser, 'GET', '/api/order-form/load')).orderForm.id;
    const reset = formOf(await call(t.app, browser, 'POST', '/api/order-form/reset'));
    expect(reset.orderForm.id).not.toBe(before);
    expect(reset.nextUrl).toBe('/researcher/submit/get-started');
    expect((await call(t.app, browser, 'GET', `/api/order-form/${before}/load`)).statusCode).toBe(404);
    expect((await call(t.app, browser, 'GET', `/api/users/${owner.identity}/order-count`)).json()).toEqual({ numberOfOrders: 0 });
    expect((await call(t.app, browser, 'GET', `/api/users/${other.identity}/order-count`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${owner.identity}/order-count` })).statusCode).toBe(401);
  });
});
