import type { Platform } from '../platform/platform';
import { reserveAllocations } from '../platform/billing/allocations';
import { takePayment } from '../platform/billing/payments';
import type { TestUser } from './test-app';

/** Billing situations several features' tests arrange the same way. */

/** A pending boleto for what an invoice still asks, taken the way the order form takes it for an unpaid invoice. */
export function pendingBoleto(platform: Platform, user: TestUser, invoice: { id: number; balance: number; currency: string }) {
  return takePayment(platform, {
    userId: user.id,
    purpose: 'payoff',
    subject: { invoiceIds: [invoice.id] },
    methodId: 20,
    amount: invoice.balance,
    currency: invoice.currency,
    numDecimals: 2,
    idempotencyKey: `order-form:test-${invoice.id}:0`,
    gatewayMethod: 'boleto',
    customer: { email: user.email, name: 'Ada Tester', taxId: '529.982.247-25' },
    description: 'Boleto',
    returnPath: (id) => `/br/researcher/submit/payment-return/${id}`,
    cancelPath: (id) => `/br/researcher/submit/payment-return/${id}`,
    form: {},
    reserve: (tx, payment) => reserveAllocations(tx, payment.id, [{ invoiceId: invoice.id, amount: invoice.balance }]),
  });
}

/** A general (non-VAT) fapiao request for an invoice, as a Beijing university's researcher fills it in. */
export const generalFapiaoRequest = (receiptCode: string, extra: Record<string, unknown> = {}) => ({
  type: 'general',
  serviceType: 1,
  organizationName: '北京大学医学部',
  taxpayerNumber: '',
  contactEmail: 'li.wei@example.cn',
  contactPhone: '',
  shippingAddress: '北京市海淀区学院路38号',
  receiptCode,
  ...extra,
});
