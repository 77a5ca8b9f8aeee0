import { describe, expect, it } from 'vitest';

import { describingPayment } from './order-payment.service';
import type { PaymentRow } from '../../../platform/db/schema/billing';

let next = 1;
const payment = (methodId: number, status: PaymentRow['status']): PaymentRow => ({ id: next++, methodId, status }) as PaymentRow;

describe('the payment that describes an order', () => {
  it('prefers a pending boleto or wallet, then outside money, then a voucher, then credits', () => {
    const credits = payment(1, 'succeeded');
    const card = payment(3, 'succeeded');
    const boleto = payment(20, 'pending');
    const voucher = payment(26, 'succeeded');
    expect(describingPayment([credits, card, boleto])).toBe(boleto);
    expect(describingPayment([credits, card])).toBe(card);
    expect(describingPayment([credits, voucher])).toBe(voucher);
    expect(describingPayment([credits])).toBe(credits);
  });

  it('ignores failed payments and answers null without any', () => {
    const failed = payment(3, 'failed');
    const credits = payment(1, 'succeeded');
    expect(describingPayment([failed, credits])).toBe(credits);
    expect(describingPayment([failed])).toBeNull();
    expect(describingPayment([])).toBeNull();
  });
});
