import { describe, expect, it } from 'vitest';
import { cardBillingLink } from './order-card-rules';

describe("the order card's invoices or fapiaos link", () => {
  const base = { hideInvoices: false, invoiceNumber: 'US1001', fapiaoAvailable: true, allowsFapiaoProcessingAfterPayment: true };
  it('names the fapiaos where the application offers them and the localization issues them after payment', () => {
    expect(cardBillingLink(base)).toBe('invoices-and-fapiaos');
  });
  it('is the invoices link elsewhere', () => {
    expect(cardBillingLink({ ...base, fapiaoAvailable: false })).toBe('invoices');
    expect(cardBillingLink({ ...base, allowsFapiaoProcessingAfterPayment: false })).toBe('invoices');
  });
  it('is hidden with hideInvoices, and without an invoice', () => {
    expect(cardBillingLink({ ...base, hideInvoices: true })).toBeNull();
    expect(cardBillingLink({ ...base, invoiceNumber: null })).toBeNull();
  });
});
