import type { PaymentForm, PrepayPaymentInput } from '@marginalia/contracts/payments/payment-form.contract';

/**
 * The body of POST /api/prepay/payment: the payment panel's form plus either the total of a
 * new prepayment or the receipt code of an existing one, never both.
 */
export function prepayRequest(form: PaymentForm, amount: number, receiptCode: string | null): PrepayPaymentInput {
  const { receiptCode: _ignored, ...rest } = form;
  return receiptCode === null ? { ...rest, total: amount } : { ...rest, receiptCode };
}
