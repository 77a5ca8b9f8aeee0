import { describe, expect, it } from 'vitest';
import type { PaymentForm } from '@marginalia/contracts/payments/payment-form.contract';
import { prepayPaymentSchema } from '@marginalia/contracts/payments/payment-form.contract';
import { prepayRequest } from './prepay-request';

const form: PaymentForm = {
  paymentMethodId: 3,
  amount: 15000,
  acceptedTermsAndConditions: true,
  creditCard: { nonce: 'nonce-1', type: 'Visa', lastFour: '1111', currency: 'USD' },
  receiptCode: 'FROM-THE-PANEL',
};

describe('prepayRequest', () => {
  it('sends the total of a new prepayment without a receipt code', () => {
    const body = prepayRequest(form, 15000, null);
    expect(body).toMatchObject({ paymentMethodId: 3, total: 15000, creditCard: { nonce: 'nonce-1' } });
    expect(body).not.toHaveProperty('receiptCode');
    expect(prepayPaymentSchema.safeParse(body).success).toBe(true);
  });

  it('sends the receipt code of an existing prepayment without a total', () => {
    const body = prepayRequest(form, 5000, 'RC-123');
    expect(body).toMatchObject({ paymentMethodId: 3, receiptCode: 'RC-123', amount: 15000 });
    expect(body).not.toHaveProperty('total');
    expect(prepayPaymentSchema.safeParse(body).success).toBe(true);
  });
});
