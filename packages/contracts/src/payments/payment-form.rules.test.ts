import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD as M, BRAZIL_COUNTRY_ID } from './payment-methods';
import { isValidTaxNumber, paymentFormProblems, type PaymentRulesContext } from './payment-form.rules';
import { paymentFormSchema, type PaymentForm } from './payment-form.contract';

const countries = [
  { id: 1, states: [{ code: 'MA', name: 'Massachusetts' }], postalCodeRequired: true },
  { id: 46, states: [], postalCodeRequired: true },
  { id: BRAZIL_COUNTRY_ID, states: [], postalCodeRequired: true },
];
const context: PaymentRulesContext = {
  availableMethods: [M.creditCard, M.paypal, M.bankTransfer, M.alipay, M.boleto, M.allpagoCard, M.allpagoPaypal, M.wfoeQrPay],
  amountDue: 15_600,
  countryId: 1,
  countryIso2: 'US',
  fapiaoOffered: false,
  maxPrepayment: 0,
  maxCredits: 0,
  countries,
  termsRequired: true,
};
const address = { name: 'Ana Lima', organization: null, address1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', countryId: 1, phone: null };
const form = (input: Record<string, unknown>): PaymentForm => paymentFormSchema.parse({ acceptedTermsAndConditions: true, ...input });

describe('paymentFormProblems', () => {
  it('asks for a method, and for the terms', () => {
    expect(paymentFormProblems(form({ paymentMethodId: null, acceptedTermsAndConditions: false }), context)).toEqual({
      acceptedTermsAndConditions: 'payment-accept-terms-and-conditions-failure',
      paymentMethodId: 'payment-method-required',
    });
    expect(paymentFormProblems(form({ paymentMethodId: M.unionpay }), context)).toEqual({ paymentMethodId: 'payment-method-required' });
  });

  it('needs nothing else when nothing is due or a voucher pays', () => {
    expect(paymentFormProblems(form({ paymentMethodId: null }), { ...context, amountDue: 0 })).toEqual({});
    expect(paymentFormProblems(form({ paymentMethodId: null, voucherApplied: 'NSF' }), context)).toEqual({});
  });

  it('needs the card nonce and the payment currency for a card', () => {
    const problems = paymentFormProblems(form({ paymentMethodId: M.creditCard, billingAddress: address }), context);
    expect(problems).toEqual({ 'creditCard.currency': 'payment-currency-required', 'creditCard.nonce': 'card-details-required' });
    expect(paymentFormProblems(form({ paymentMethodId: M.creditCard, billingAddress: address, creditCard: { nonce: 'n', currency: 'USD' } }), context)).toEqual({});
  });

  it('checks the billing address with the address rules', () => {
    const problems = paymentFormProblems(form({ paymentMethodId: M.paypal, billingAddress: { ...address, city: '', state: null } }), context);
    expect(problems).toEqual({ 'billingAddress.city': 'city-required', 'billingAddress.state': 'state-required' });
  });

  it('makes bank transfer need an organization, a phone, a separate invoice address with the payer and a PO number', () => {
    const problems = paymentFormProblems(form({ paymentMethodId: M.bankTransfer, billingAddress: address }), context);
    expect(problems).toMatchObject({
      'billingAddress.organization': 'organization-name-required',
      'billingAddress.phone': 'phone-required',
      'invoiceAddress.name': 'customer-name-required',
      purchaseOrder: 'purchase-order-required',
    });
    const ok = form({
      paymentMethodId: M.bankTransfer,
      billingAddress: { ...address, organization: 'Broad Institute', phone: '+1 617 555 0100' },
      invoiceAddress: { ...address, organization: 'Broad Institute Accounts Payable' },
      purchaseOrder: 'PO-2026-118',
    });
    expect(paymentFormProblems(ok, context)).toEqual({});
  });

  it('makes Alipay need a phone, and asks no billing address for the WFOE methods', () => {
    expect(paymentFormProblems(form({ paymentMethodId: M.alipay, billingAddress: address }), context)).toEqual({ 'billingAddress.phone': 'phone-required' });
    expect(paymentFormProblems(form({ paymentMethodId: M.wfoeQrPay }), context)).toEqual({});
  });

  it('lets users in China leave the postal address out', () => {
    const cn = { ...context, countryId: 46, countryIso2: 'CN' };
    const problems = paymentFormProblems(form({ paymentMethodId: M.alipay, billingAddress: { name: '李华', address1: '', city: '', countryId: 46, phone: '13800138000' } }), cn);
    expect(problems).toEqual({});
  });

  it('applies the Brazilian rules: option, tax type and number, payer, postcode, installments', () => {
    const br = { ...context, countryId: BRAZIL_COUNTRY_ID, countryIso2: 'BR' };
    const brAddress = { ...address, state: null, countryId: BRAZIL_COUNTRY_ID, zip: '0131' };
    const boleto = paymentFormProblems(form({ paymentMethodId: M.boleto, billingAddress: brAddress }), br);
    expect(boleto).toMatchObject({
      brazilPaymentMethods: 'option-required',
      'boleto.taxIdentification.type': 'tax-type-required',
      'boleto.taxIdentification.number': 'tax-number-required',
      'boleto.payer': 'value-required',
      'billingAddress.zip': 'postcode-eight-digits',
    });
    const badCpf = paymentFormProblems(
      form({ paymentMethodId: M.boleto, brazilPaymentMethods: 'no-requirements', billingAddress: { ...brAddress, zip: '01310-100' }, boleto: { taxIdentification: { type: 'CPF', number: '123.456.789-00' }, payer: 'Ana Lima' } }),
      br,
    );
    expect(badCpf).toEqual({ 'boleto.taxIdentification.number': 'tax-number-invalid' });
    const allpago = paymentFormProblems(form({ paymentMethodId: M.allpagoCard, brazilPaymentMethods: 'allpago', billingAddress: { ...brAddress, zip: '01310100', organization: 'USP' }, allpagoCreditCard: { numberOfInstallments: 7 } }), br);
    expect(allpago).toEqual({ 'allpagoCreditCard.numberOfInstallments': 'installments-required' });
  });

  it('asks whether a fapiao is needed, and checks its form, when fapiao is offered', () => {
    const cn = { ...context, countryId: 46, countryIso2: 'CN', fapiaoOffered: true };
    const billing = { name: '李华', address1: '', city: '', countryId: 46, phone: '13800138000' };
    expect(paymentFormProblems(form({ paymentMethodId: M.alipay, billingAddress: billing }), cn)).toEqual({ requireFapiao: 'option-required' });
    const wanted = paymentFormProblems(form({ paymentMethodId: M.alipay, billingAddress: { ...billing, phone: '1380013' }, requireFapiao: 'yes', fapiao: { title: 'Peking University' } }), cn);
    expect(wanted).toEqual({
      'fapiao.type': 'fapiao-type-required',
      'fapiao.deliveryTimeline': 'fapiao-delivery-timeline-required',
      'fapiao.title': 'fapiao-organization-name-error',
      'fapiao.taxpayerNumber': 'taxpayer-number-required',
      'billingAddress.phone': 'phone-eleven-digits',
    });
  });

  it('refuses a partial prepayment above the maximum', () => {
    const problems = paymentFormProblems(form({ paymentMethodId: M.paypal, billingAddress: address, prepaymentOption: 'partialPayment', prepaymentApplied: 5_001 }), { ...context, maxPrepayment: 5_000 });
    expect(problems).toEqual({ prepaymentApplied: 'prepay-amount-exceeded' });
  });
});

describe('isValidTaxNumber', () => {
  it('checks CPF and CNPJ check digits', () => {
    expect(isValidTaxNumber('CPF', '529.982.247-25')).toBe(true);
    expect(isValidTaxNumber('CPF', '529.982.247-24')).toBe(false);
    expect(isValidTaxNumber('CPF', '111.111.111-11')).toBe(false);
    expect(isValidTaxNumber('CNPJ', '11.222.333/0001-81')).toBe(true);
    expect(isValidTaxNumber('CNPJ', '11.222.333/0001-80')).toBe(false);
  });
});
