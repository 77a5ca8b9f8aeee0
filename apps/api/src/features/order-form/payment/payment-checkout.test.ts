import { describe, expect, it } from 'vitest';
import type { PaymentForm } from '@marginalia/contracts/payments/payment-form.contract';

import type { CheckoutQuote } from './checkout';
import { addressSnapshot } from '../../../platform/billing/address-snapshot';
import { buildCheckout, cardCharge, invoiceAddressDiffers } from './payment-checkout';
import type { OrderFormRow } from '../../../platform/db/schema/order-forms';

const quote: CheckoutQuote = {
  currency: { isoCode: 'BRL', sign: 'R$', numDecimals: 2, perUsd: '5.400000', exchangeRate: '0.1851851852' },
  lines: [{ serviceIdentity: 'standard-editing', name: 'Standard Editing', serviceType: 'editing', serviceOptionId: 1, quantity: 1, listPrice: 72_900, discountAmount: 0, totalPrice: 72_900 }],
  listTotal: 72_900,
  total: 72_900,
  promotionalCodeId: null,
  rush: false,
  timelineBusinessDays: 5,
  calendar: { timeZone: 'America/New_York', holidays: [] },
};

const form = { id: 7, publicId: 'form-7', adminCreated: false, suppressInvoiceCreation: null, notifyCustomer: null } as OrderFormRow;
const address = { name: 'Ana Souza', organization: ' USP ', address1: 'Rua do Matão, 1010', address2: '', city: 'São Paulo', state: 'SP', zip: '05508090', countryId: 32, phone: '+55 11 3091 0000', vat: null };
const countries = [{ id: 32, name: 'Brazil' }];

function body(overrides: Partial<PaymentForm> = {}): PaymentForm {
  return { paymentMethodId: 9, billingAddress: address, ...overrides } as PaymentForm;
}

function checkout(overrides: Partial<PaymentForm> = {}, method = 9, fapiaoOffered = false, row: OrderFormRow = form) {
  return buildCheckout({ form: row, body: body(overrides), quote, method: method as 9, attemptKey: 'order-form:form-7:0', language: 'br', amounts: { creditsApplied: 0, prepaymentApplied: 0, amountDue: 72_900 }, voucherId: null, fapiaoOffered, countries });
}

describe('what a card is charged', () => {
  it('charges the amount due in the form currency', () => {
    expect(cardCharge(quote, 72_900, 'brl', false)).toEqual({ amount: 72_900, currency: 'BRL', numDecimals: 2 });
    expect(cardCharge(quote, 72_900, null, false)).toEqual({ amount: 72_900, currency: 'BRL', numDecimals: 2 });
  });

  it('charges US dollars at the form rate for FAPESP funds, and refuses other currencies', () => {
    expect(cardCharge(quote, 72_900, 'USD', true)).toEqual({ amount: 13_500, currency: 'USD', numDecimals: 2 });
    expect(cardCharge(quote, 72_900, 'USD', false)).toBeNull();
    expect(cardCharge(quote, 72_900, 'EUR', true)).toBeNull();
  });
});

describe('the checkout kept with a payment', () => {
  it('snapshots addresses with the country name and without blank fields', () => {
    expect(addressSnapshot(address, countries)).toEqual({ ...address, organization: 'USP', address2: null, countryName: 'Brazil' });
    expect(addressSnapshot(null, countries)).toBeNull();
  });

  it('reads the invoice-address choice from either field', () => {
    expect(invoiceAddressDiffers({ invoiceAddressDiffersFromBilling: true })).toBe(true);
    expect(invoiceAddressDiffers({ invoiceAddressSameAsBilling: false })).toBe(true);
    expect(invoiceAddressDiffers({ invoiceAddressSameAsBilling: true })).toBe(false);
    expect(invoiceAddressDiffers({})).toBe(false);
  });

  it('keeps the invoice address for bank transfer, the purchase order, and the boleto payer and tax id', () => {
    const transfer = checkout({ invoiceAddress: { ...address, organization: 'FAPESP' }, purchaseOrder: ' PO-1 ' });
    expect(transfer.invoiceAddress?.organization).toBe('FAPESP');
    expect(transfer.purchaseOrder).toBe('PO-1');
    const boleto = checkout({ boleto: { taxIdentification: { type: 'CPF', number: '529.982.247-25' }, payer: 'Ana Souza' } }, 20);
    expect(boleto.invoiceAddress).toBeNull();
    expect(boleto.extra).toEqual({ boletoPayer: 'Ana Souza', taxIdType: 'CPF', taxIdNumber: '529.982.247-25' });
  });

  it('keeps a fapiao only when offered, supported by the method and asked for', () => {
    const fapiao = { type: 'general' as const, deliveryTimeline: 'on-payment' as const, title: '复旦大学', taxpayerNumber: '12100000425006117P' };
    expect(checkout({ requireFapiao: 'yes', fapiao }, 19, true).fapiao).toMatchObject({ title: '复旦大学', specialInstructions: null });
    expect(checkout({ requireFapiao: 'no', fapiao }, 19, true).fapiao).toBeNull();
    expect(checkout({ requireFapiao: 'yes', fapiao }, 3, true).fapiao).toBeNull();
    expect(checkout({ requireFapiao: 'yes', fapiao }, 19, false).fapiao).toBeNull();
  });

  it('honours Admin Options only on admin-created forms', () => {
    const options = { adminOptions: { suppressInvoiceCreation: true, notifyCustomer: false } };
    expect(checkout(options)).toMatchObject({ suppressInvoiceCreation: false, notifyCustomer: true });
    const admin = { ...form, adminCreated: true } as OrderFormRow;
    expect(checkout(options, 9, false, admin)).toMatchObject({ suppressInvoiceCreation: true, notifyCustomer: false });
    expect(checkout({}, 9, false, { ...admin, suppressInvoiceCreation: true } as OrderFormRow)).toMatchObject({ suppressInvoiceCreation: true, notifyCustomer: true });
  });
});
