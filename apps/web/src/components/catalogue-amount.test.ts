import { describe, expect, it } from 'vitest';
import { catalogueAmount, currencyOf, referralAmount } from './catalogue-amount';

const USD = { isoCode: 'USD', sign: '$', numDecimals: 2, perUsd: '1.000000' };
const EUR = { isoCode: 'EUR', sign: '€', numDecimals: 2, perUsd: '0.860000' };
const CNY = { isoCode: 'CNY', sign: '¥', numDecimals: 2, perUsd: '7.120000' };
const BRL = { isoCode: 'BRL', sign: 'R$', numDecimals: 2, perUsd: '5.400000' };
const JPY = { isoCode: 'JPY', sign: '¥', numDecimals: 0, perUsd: '150.000000' };

describe('a catalogue price on the landing page, in the visitor currency', () => {
  it('shows "From $68" as the order form prices it in each currency: whole units, ten yen', () => {
    expect(catalogueAmount(6800, USD)).toBe('$68');
    expect(catalogueAmount(6800, EUR)).toBe('€58');
    expect(catalogueAmount(6800, CNY)).toBe('¥484');
    expect(catalogueAmount(6800, BRL)).toBe('R$367');
    expect(catalogueAmount(6800, JPY)).toBe('¥10,200');
  });

  it('leaves the amount out when the rate is unusable', () => {
    expect(catalogueAmount(6800, { ...EUR, perUsd: '0' })).toBeNull();
    expect(catalogueAmount(6800, { ...EUR, perUsd: '' })).toBeNull();
  });
});

describe('the referral reward, in the page currency', () => {
  it('converts the US-dollar setting and rounds it like a price ($40 is €34, ¥285, R$216, ¥6,000)', () => {
    expect(referralAmount(40, USD)).toBe('$40');
    expect(referralAmount(40, EUR)).toBe('€34');
    expect(referralAmount(40, CNY)).toBe('¥285');
    expect(referralAmount(40, BRL)).toBe('R$216');
    expect(referralAmount(40, JPY)).toBe('¥6,000');
  });

  it('announces $40 when the setting is empty, and says US dollars when the rate is unusable', () => {
    expect(referralAmount(0, EUR)).toBe('€34');
    expect(referralAmount(40, { ...EUR, perUsd: '' })).toBe('$40 USD');
  });

  it("finds an order form's currency among the load's, else keeps the user's", () => {
    const dollar = { ...USD, shortName: 'US Dollar', exchangeRate: 1 };
    const euro = { ...EUR, shortName: 'Euro', exchangeRate: 1.1627906977 };
    expect(currencyOf([dollar, euro], 'EUR', dollar)).toBe(euro);
    expect(currencyOf([dollar, euro], 'XXX', euro)).toBe(euro);
  });
});
