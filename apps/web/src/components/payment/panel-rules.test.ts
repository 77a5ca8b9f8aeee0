import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { brazilOptionMethods, panelProblems, panelState, type PanelRulesInput } from './panel-rules';
import { panelDefaults, toPaymentForm, type PanelValues } from './panel-values';

const US = { id: 1, iso2: 'US', name: 'United States', states: [{ code: 'MA', name: 'Massachusetts' }], postalCodeRequired: true };
const BR = { id: 32, iso2: 'BR', name: 'Brazil', states: [], postalCodeRequired: true };
const now = new Date(2026, 4, 15);

function input(over: Partial<PanelRulesInput> = {}): PanelRulesInput {
  return {
    methods: [3, 6, 9],
    total: 15600,
    numDecimals: 2,
    creditBalance: 0,
    prepaymentBalance: 0,
    countryId: 1,
    countryIso2: 'US',
    fapiaoOffered: false,
    countries: [US, BR],
    voucherApplied: null,
    adminCreated: false,
    receiptCode: 'RC1',
    ...over,
  };
}

function values(over: Partial<PanelValues> = {}): PanelValues {
  const base = panelDefaults({ defaultName: 'Ada Lovelace', countryId: 1, currencyIso: 'USD', creditBalance: 0, savedAddresses: [] });
  return {
    ...base,
    billingAddress: { ...base.billingAddress, address1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110' },
    acceptedTermsAndConditions: true,
    ...over,
  };
}

describe('the payment panel rules', () => {
  it('asks for a method, then for the card details of a card payment', () => {
    expect(panelProblems(values(), input(), now)).toEqual({ paymentMethodId: 'payment-method-required' });
    const card = values({ paymentMethodId: 3 });
    expect(panelProblems(card, input(), now)).toEqual({ 'card.number': 'card-details-required' });
    const filled = values({
      paymentMethodId: 3,
      card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', currency: 'USD', save: false },
    });
    expect(panelProblems(filled, input(), now)).toEqual({});
  });

  it('forces the free method when credits cover the total, and turns them off on request', () => {
    const state = panelState(values({ useCredits: 'yes' }), input({ creditBalance: 30000 }));
    expect(state.method).toBe(PAYMENT_METHOD.free);
    expect(state.amounts).toMatchObject({ creditsApplied: 15600, amountDue: 0 });
    expect(panelProblems(values({ useCredits: 'yes' }), input({ creditBalance: 30000 }), now)).toEqual({});
    expect(panelState(values({ useCredits: 'no' }), input({ creditBalance: 30000 })).method).toBeNull();
  });

  it('refuses a partial prepayment above what may be applied', () => {
    const over = values({ prepaymentOption: 'partialPayment', prepaymentAmount: '200', paymentMethodId: 6 });
    expect(panelProblems(over, input({ prepaymentBalance: 50000 }), now)).toMatchObject({ prepaymentAmount: 'prepay-amount-exceeded' });
    const fine = values({ prepaymentOption: 'partialPayment', prepaymentAmount: '100.50', paymentMethodId: 6 });
    expect(panelState(fine, input({ prepaymentBalance: 50000 })).amounts).toMatchObject({ prepaymentApplied: 10050, amountDue: 5550 });
    expect(panelProblems(fine, input({ prepaymentBalance: 50000 }), now)).toEqual({});
  });

  it('requires the purchase order and the invoice address with the payer name for bank transfer', () => {
    const problems = panelProblems(values({ paymentMethodId: 9 }), input(), now);
    expect(problems).toMatchObject({
      purchaseOrder: 'purchase-order-required',
      'billingAddress.organization': 'organization-name-required',
      'billingAddress.phone': 'phone-required',
      'invoiceAddress.organization': 'payer-name-required',
    });
  });

  it('shows Brazil the methods of the chosen requirement and checks CPF/CNPJ and the postcode', () => {
    const methods = [3, 20, 23, 22, 6, 9];
    expect(brazilOptionMethods('', methods as never)).toEqual([]);
    expect(brazilOptionMethods('fapesp', methods as never)).toEqual([3, 9]);
    // The gateway's methods are among the buttons, not behind a requirement of their own.
    expect(brazilOptionMethods('no-requirements', methods as never)).toEqual([3, 20, 23, 22, 6, 9]);
    const brazil = input({ methods, countryId: 32, countryIso2: 'BR' });
    const base = values();
    const boleto = values({
      brazilPaymentMethods: 'no-requirements',
      paymentMethodId: 20,
      taxType: 'CPF',
      taxNumber: '123.456.789-00',
      billingAddress: { ...base.billingAddress, countryId: 32, state: '', zip: '1234' },
    });
    expect(panelProblems(values({ paymentMethodId: 20 }), brazil, now)).toMatchObject({ brazilPaymentMethods: 'option-required' });
    expect(panelProblems(boleto, brazil, now)).toEqual({
      taxNumber: 'tax-number-invalid',
      boletoPayer: 'value-required',
      'billingAddress.zip': 'postcode-eight-digits',
    });
    const good = {
      ...boleto,
      taxNumber: '529.982.247-25',
      boletoPayer: 'Ana Souza',
      billingAddress: { ...boleto.billingAddress, zip: '01310-100' },
    };
    expect(panelProblems(good, brazil, now)).toEqual({});
  });

  it('sends the card as a nonce and never the number', () => {
    const filled = values({
      paymentMethodId: 3,
      card: { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', currency: 'USD', save: true },
    });
    const form = toPaymentForm(filled, {
      method: 3,
      amountDue: 15600,
      creditsApplied: 0,
      prepaymentApplied: 0,
      prepaymentRequested: 0,
      countryId: 1,
      fapiaoOffered: false,
      voucherApplied: null,
      adminCreated: false,
      receiptCode: 'RC1',
      card: { nonce: 'nonce-1', type: 'Visa', lastFour: '1111' },
    });
    expect(form.creditCard).toEqual({ nonce: 'nonce-1', type: 'Visa', lastFour: '1111', currency: 'USD', braintreeSaveCC: true });
    expect(JSON.stringify(form)).not.toContain('4111 1111');
    expect(form).toMatchObject({ amount: 15600, invoiceAddressSameAsBilling: true, invoiceAddress: null, purchaseOrder: null });
  });
});
