import { describe, expect, it } from 'vitest';
import { BRAZIL_COUNTRY_ID, PAYMENT_METHOD as M, availablePaymentMethods, effectiveMethod, fapiaoOfferedOnPayment, methodSupportsFapesp, methodSupportsFapiao } from './payment-methods';

const us = { countryId: 1, countryIso2: 'US', localization: 'us' };
const china = { countryId: 46, countryIso2: 'CN', localization: 'cn' };
const brazil = { countryId: BRAZIL_COUNTRY_ID, countryIso2: 'BR', localization: 'us' };

describe('availablePaymentMethods', () => {
  it('offers card, PayPal and bank transfer to most countries', () => {
    expect(availablePaymentMethods({ context: 'order-form', ...us })).toEqual([M.creditCard, M.paypal, M.bankTransfer]);
  });

  it('offers the Brazil-style methods for country id 32', () => {
    const methods = availablePaymentMethods({ context: 'order-form', ...brazil });
    expect(methods).toEqual(expect.arrayContaining([M.boleto, M.allpagoCard, M.allpagoPaypal, M.creditCard]));
    expect(availablePaymentMethods({ context: 'order-form', ...us })).not.toContain(M.boleto);
  });

  it("offers China's methods, and the WFOE's own web and QR pay only under the China localization", () => {
    const wfoe = availablePaymentMethods({ context: 'order-form', ...china });
    expect(wfoe).toEqual(expect.arrayContaining([M.alipay, M.wechat, M.unionpay, M.wfoeWebPay, M.wfoeQrPay]));
    const usEntity = availablePaymentMethods({ context: 'order-form', ...china, localization: 'us' });
    expect(usEntity).toContain(M.alipay);
    expect(usEntity).not.toContain(M.wfoeWebPay);
  });

  it('removes bank transfer for multimedia orders', () => {
    expect(availablePaymentMethods({ context: 'order-form', ...us, multimedia: true })).toEqual([M.creditCard, M.paypal]);
  });

  it('gives admin-created orders the wider set of methods whatever the country', () => {
    const methods = availablePaymentMethods({ context: 'order-form', ...us, adminCreated: true });
    expect(methods).toEqual([M.creditCard, M.paypal, M.alipay, M.boleto, M.unionpay, M.allpagoPaypal, M.allpagoCard, M.wechat]);
  });

  it('excludes Alipay, credits and bank transfer from prepay', () => {
    const methods = availablePaymentMethods({ context: 'prepay', ...china });
    expect(methods).not.toContain(M.alipay);
    expect(methods).not.toContain(M.bankTransfer);
    expect(methods).not.toContain(M.credits);
    expect(methods).toContain(M.wechat);
  });

  it('excludes bank transfer and boleto from digital purchases', () => {
    const methods = availablePaymentMethods({ context: 'digital', ...brazil });
    expect(methods).not.toContain(M.bankTransfer);
    expect(methods).not.toContain(M.boleto);
  });

  it('offers credits for a payoff only when the credit balance covers the selected invoices', () => {
    expect(availablePaymentMethods({ context: 'payoff', ...us, creditBalance: 5000, selectedBalance: 5000 })[0]).toBe(M.credits);
    expect(availablePaymentMethods({ context: 'payoff', ...us, creditBalance: 4999, selectedBalance: 5000 })).not.toContain(M.credits);
    expect(availablePaymentMethods({ context: 'payoff', ...us, creditBalance: 5000, selectedBalance: 5000 })).not.toContain(M.bankTransfer);
  });
});

describe('effectiveMethod', () => {
  it('forces the free method when nothing is due and clears it when something is due again', () => {
    expect(effectiveMethod(M.creditCard, 0, false)).toBe(M.free);
    expect(effectiveMethod(null, -100, false)).toBe(M.free);
    expect(effectiveMethod(M.free, 500, false)).toBeNull();
    expect(effectiveMethod(M.paypal, 500, false)).toBe(M.paypal);
  });

  it('uses the voucher once one is applied', () => {
    expect(effectiveMethod(M.creditCard, 500, true)).toBe(M.voucher);
  });
});

describe('fapiao and FAPESP support', () => {
  it('supports fapiao for Alipay, UnionPay and bank transfer only', () => {
    expect([M.alipay, M.unionpay, M.bankTransfer].every(methodSupportsFapiao)).toBe(true);
    expect([M.creditCard, M.wechat, M.paypal].some(methodSupportsFapiao)).toBe(false);
  });

  it('supports FAPESP funds for card and bank transfer', () => {
    expect(methodSupportsFapesp(M.creditCard) && methodSupportsFapesp(M.bankTransfer)).toBe(true);
    expect(methodSupportsFapesp(M.boleto)).toBe(false);
  });

  it('offers fapiao on payment only when available, for CN users, without post-payment processing', () => {
    expect(fapiaoOfferedOnPayment({ fapiaoAvailable: true, countryIso2: 'CN', allowsFapiaoProcessingAfterPayment: false })).toBe(true);
    expect(fapiaoOfferedOnPayment({ fapiaoAvailable: true, countryIso2: 'CN', allowsFapiaoProcessingAfterPayment: true })).toBe(false);
    expect(fapiaoOfferedOnPayment({ fapiaoAvailable: false, countryIso2: 'CN', allowsFapiaoProcessingAfterPayment: false })).toBe(false);
    expect(fapiaoOfferedOnPayment({ fapiaoAvailable: true, countryIso2: 'US', allowsFapiaoProcessingAfterPayment: false })).toBe(false);
  });
});
