import { describe, expect, it } from 'vitest';
import { appliedPromoCode, currencyLabel, marketingBanners, promoGreetingCode, type BannerInput } from './banner-rules';

const visitor: BannerInput = {
  page: 'get-started',
  preferredGroup: null,
  promoCode: null,
  loggedIn: false,
  currencyName: 'US Dollars',
  currencyChoices: 5,
};

describe('marketing banners', () => {
  it('greets a visitor with the currency the prices are shown in', () => {
    expect(marketingBanners(visitor)).toEqual([{ kind: 'currency', currencyName: 'US Dollars', choosable: true }]);
    expect(marketingBanners({ ...visitor, currencyChoices: 1 })).toEqual([{ kind: 'currency', currencyName: 'US Dollars', choosable: false }]);
  });

  it('shows no currency banner to a signed-in user', () => {
    expect(marketingBanners({ ...visitor, loggedIn: true })).toEqual([]);
  });

  it('welcomes members of the revenue-share group cambridge1 only', () => {
    const member = { ...visitor, loggedIn: true, preferredGroup: { code: 'cambridge1', greetingText: 'Welcome, CUP author' } };
    expect(marketingBanners(member)).toEqual([{ kind: 'revenue-share', greetingText: 'Welcome, CUP author' }]);
    expect(marketingBanners({ ...member, preferredGroup: { code: 'oxford2', greetingText: 'Hi' } })).toEqual([]);
  });

  it('greets a promotional code', () => {
    expect(marketingBanners({ ...visitor, loggedIn: true, promoCode: 'SPRING10' })).toEqual([{ kind: 'promo', code: 'SPRING10' }]);
  });

  it('appears only on get-started and manuscript-services', () => {
    const all = { ...visitor, promoCode: 'SPRING10', preferredGroup: { code: 'cambridge1', greetingText: '' } };
    expect(marketingBanners({ ...all, page: 'manuscript-services' })).toHaveLength(3);
    expect(marketingBanners({ ...all, page: 'additional-services' })).toEqual([]);
    expect(marketingBanners({ ...all, page: 'details' })).toEqual([]);
  });
});

describe('the promotional code greeted', () => {
  it('is the code the page was opened with', () => {
    expect(promoGreetingCode({ promoCode: ' SPRING10 ' }, [])).toBe('SPRING10');
  });

  it('is otherwise a promotional code already on the form', () => {
    const discounts = [
      { type: 'preferred-group', code: null },
      { type: 'promotional-code', code: 'WELCOME5' },
    ];
    expect(promoGreetingCode(null, discounts)).toBe('WELCOME5');
    expect(promoGreetingCode({ other: 1 }, discounts)).toBe('WELCOME5');
  });

  it('is absent when there is none', () => {
    expect(promoGreetingCode(undefined, [{ type: 'service', code: null }])).toBeNull();
    expect(promoGreetingCode({ promoCode: '' }, [])).toBeNull();
  });
});

describe('the promotional code of a new form', () => {
  const form = (discounts: { type: string; code: string | null }[]) => ({ discounts });

  it('is greeted when the server applied it', () => {
    expect(appliedPromoCode(' SPRING10 ', { requestedCodeApplied: true, orderForm: form([]) })).toBe('SPRING10');
  });

  it('is greeted when the form lists it', () => {
    expect(appliedPromoCode('spring10', { orderForm: form([{ type: 'promotional-code', code: 'SPRING10' }]) })).toBe('spring10');
  });

  it('is not greeted when the server dropped it, or when there is none', () => {
    expect(appliedPromoCode('EXPIRED', { orderForm: form([]) })).toBeNull();
    expect(appliedPromoCode('OTHER', { requestedCodeApplied: false, orderForm: form([{ type: 'promotional-code', code: 'BEST' }]) })).toBeNull();
    expect(appliedPromoCode(null, { requestedCodeApplied: true, orderForm: form([]) })).toBeNull();
    expect(appliedPromoCode('  ', { requestedCodeApplied: true, orderForm: form([]) })).toBeNull();
  });
});

describe('the currency named in the banner', () => {
  it('is named in the page language, with its code', () => {
    expect(currencyLabel('USD', 'US Dollar', 'en-US')).toBe('US Dollar (USD)');
    expect(currencyLabel('USD', 'US Dollar', 'zh-CN')).toBe('美元 (USD)');
    expect(currencyLabel('BRL', 'Brazilian Real', 'pt-BR')).toBe('Real brasileiro (BRL)');
  });

  it('falls back to the server name, then to the code', () => {
    expect(currencyLabel('XQQ', 'Test money', 'en-US')).toBe('Test money (XQQ)');
    expect(currencyLabel('XQQ', '', 'en-US')).toBe('XQQ');
  });
});
