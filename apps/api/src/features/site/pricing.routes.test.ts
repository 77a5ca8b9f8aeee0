import { describe, expect, it } from 'vitest';
import type { PricingResponse } from '@marginalia/contracts/site/site.contract';
import { sitePaths } from '@marginalia/contracts/site/site.paths';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { createSignedInUser } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { call, formOf, signedIn } from '../order-form/test-support';

/**
 * The price list is generated from the live catalogue with the order form's own engine: for three services in
 * three currencies, the price and rush price the list shows for a word count are those the order form charges.
 */
const t = useTestApp();

async function orderFormServices(currency: string, goal: 'editing' | 'translation', languageId: number, wordCount: number): Promise<OrderFormService[]> {
  const buyer = await createSignedInUser(t.database, { currency, countryId: 237 });
  const browser = signedIn(buyer.headers);
  const id = formOf(await call(t.app, browser, 'GET', '/api/order-form/new')).orderForm.id;
  const form = formOf(await call(t.app, browser, 'PUT', `/api/order-form/${id}/basic-details`, { customerGoal: goal, uploadLater: true, manuscriptLanguageId: languageId, wordCount, serviceBundlesRequested: false })).orderForm;
  expect(form.currency.isoCode).toBe(currency);
  return [...form.availableServices, ...form.additionalServices];
}

async function priceList(currency: string): Promise<PricingResponse> {
  const answer = await t.app.inject({ method: 'GET', url: `${sitePaths.pricing}?currency=${currency}` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

function listed(list: PricingResponse, identity: string, count: number) {
  const service = list.groups.flatMap((group) => group.services).find((each) => each.identity === identity);
  return service?.bins.find((bin) => bin.low <= count && count <= bin.high);
}

describe('the price list', () => {
  it.each([
    ['USD', 2800],
    ['EUR', 7300],
    ['JPY', 16_000],
  ])('shows in %s the prices the order form charges for %i words: editing, translation and formatting, with rush', async (currency, words) => {
    const list = await priceList(currency);
    expect(list.currency.isoCode).toBe(currency);
    const editing = (await orderFormServices(currency, 'editing', 1, words)).filter((service) => ['standard-editing', 'formatting'].includes(service.identity));
    const translation = (await orderFormServices(currency, 'translation', 3, words)).filter((service) => service.identity === 'translation');
    const charged = [...editing, ...translation];
    expect(charged.map((service) => service.identity).sort()).toEqual(['formatting', 'standard-editing', 'translation']);
    for (const service of charged) {
      const bin = listed(list, service.identity, words);
      expect(bin, `${service.identity} in ${currency}`).toBeDefined();
      expect(bin?.price, `${service.identity} in ${currency}`).toBe(service.rushData.nonRushOption?.price);
      expect(bin?.timeline).toBe(service.rushData.nonRushOption?.timeline);
      expect(bin?.rushPrice ?? null).toBe(service.rushData.rushOption?.price ?? null);
    }
  });

  it('lists every service group the order form sells with all its bins, the bundles with their discounts and the quoted services', async () => {
    const list = await priceList('USD');
    expect(list.groups.map((group) => group.slug)).toEqual(['editing', 'translation', 'additional']);
    const standard = list.groups[0]?.services.find((service) => service.identity === 'standard-editing');
    expect(standard?.bins).toHaveLength(11);
    expect(standard?.bins[0]).toMatchObject({ low: 1, high: 1500, price: 6800, timeline: 3, rushPrice: 13600, rushTimeline: 1 });
    expect(list.groups.flatMap((group) => group.services).map((service) => service.identity)).not.toContain('touch-up');
    const bundle = list.bundles.find((each) => each.name === 'Editing + Formatting');
    expect(bundle).toMatchObject({ discountPercent: 15, services: ['advanced-editing', 'formatting'], addOns: ['table-formatting'] });
    expect(bundle?.example.discountPrice).toBeLessThan(bundle?.example.fullPrice ?? 0);
    expect(list.conciergeServices).toContain('video-abstract');
    expect(list.currencies.map((currency) => currency.isoCode)).toEqual(expect.arrayContaining(['USD', 'EUR', 'BRL', 'CNY', 'JPY']));
  });

  it("defaults to the signed-in researcher's currency, and refuses one it does not sell in", async () => {
    const researcher = await createSignedInUser(t.database, { currency: 'BRL' });
    const mine = await t.app.inject({ method: 'GET', url: sitePaths.pricing, headers: { cookie: researcher.cookie } });
    expect(mine.json().currency.isoCode).toBe('BRL');
    expect((await t.app.inject({ method: 'GET', url: sitePaths.pricing })).json().currency.isoCode).toBe('USD');
    for (const bad of ['XYZ', 'EURO', '12', '']) {
      const answer = await t.app.inject({ method: 'GET', url: `${sitePaths.pricing}?currency=${bad}` });
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().error.error).toMatch(/currency-invalid|validation-error/);
    }
  });

  it('gives the contact details of the site, its hours and whether someone answers now', async () => {
    const answer = await t.app.inject({ method: 'GET', url: sitePaths.contact });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ companyName: expect.any(String), address: expect.arrayContaining(['United States']), supportEmail: 'support@marginalia.local', hours: { timeZone: 'America/New_York' }, expectedReplyHours: 24, staffOnline: false });
    await createSignedInUser(t.database, { role: 'staff' });
    expect((await t.app.inject({ method: 'GET', url: sitePaths.contact })).json().staffOnline).toBe(true);
  });
});
