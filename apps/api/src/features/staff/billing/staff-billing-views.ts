import { personName } from '@marginalia/contracts/formatting/person-name';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { StaffCurrency, StaffInvoiceRow, StaffPaymentRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { PAYMENT_METHOD } from '@marginalia/contracts/payments/payment-methods';
import { refundableByGateway } from '../../../platform/billing/refunds';
import type { CustomerRow } from './staff-billing-columns';
import type { InvoiceListing } from './staff-invoices.repository';
import type { PaymentListing } from './staff-payments.repository';
import type { CurrencyRow } from '../../../platform/db/schema/reference';

/** Rows of the payments desk as the contract shows them (staff-billing.contract.ts). */
const DAY_MS = 86_400_000;

export const currencyView = (currency: Pick<CurrencyRow, 'isoCode' | 'sign' | 'numDecimals'>): StaffCurrency => ({
  isoCode: currency.isoCode,
  sign: currency.sign,
  numDecimals: currency.numDecimals,
});

export const customerView = (customer: Pick<CustomerRow, 'identity' | 'email' | 'firstName' | 'lastName'>, language: SiteLanguage) => ({
  identity: customer.identity,
  name: personName(language, customer) || customer.email,
  email: customer.email,
});

export const staffView = (member: { identity: string; firstName: string; lastName: string; email: string } | null, language: SiteLanguage) =>
  member ? { identity: member.identity, name: personName(language, member), email: member.email } : null;

export function invoiceRowView(
  listing: InvoiceListing,
  pending: { publicId: string; methodId: number } | undefined,
  now: Date,
  language: SiteLanguage,
  paymentProofs: StaffInvoiceRow['paymentProofs'] = [],
): StaffInvoiceRow {
  const { invoice } = listing;
  const expectedPayment = !pending ? 'bank-transfer' : pending.methodId === PAYMENT_METHOD.boleto ? 'boleto' : 'online';
  return {
    invoiceNumber: invoice.invoiceNumber,
    kind: invoice.kind,
    customer: customerView(listing.customer, language),
    orderExternalId: listing.orderExternalId,
    description: invoice.description,
    currency: currencyView(listing.currency),
    totalAmount: invoice.totalAmount,
    balance: invoice.balance,
    createdAt: invoice.createdAt.toISOString(),
    ageDays: Math.max(0, Math.floor((now.getTime() - invoice.createdAt.getTime()) / DAY_MS)),
    expectedPayment,
    pendingPaymentId: pending?.publicId ?? null,
    pendingWriteoff: invoice.pendingWriteoff,
    writtenOffAt: invoice.writtenOffAt?.toISOString() ?? null,
    paymentProofs,
  };
}

export function paymentRowView(listing: PaymentListing, invoiceNumbers: string[], refunded: number, language: SiteLanguage): StaffPaymentRow {
  const { payment } = listing;
  return {
    publicId: payment.publicId,
    customer: customerView(listing.customer, language),
    methodId: payment.methodId,
    status: payment.status === 'refunded' ? 'refunded' : 'succeeded',
    amount: payment.amount,
    refunded,
    currency: currencyView(listing.currency),
    settledAt: payment.settledAt?.toISOString() ?? null,
    invoiceNumbers,
    reference: payment.reference,
    recordedBy: staffView(listing.recordedBy, language),
    gatewayRefundable: refundableByGateway(payment),
    refundable: payment.methodId !== PAYMENT_METHOD.voucher && payment.status === 'succeeded' && refunded < payment.amount,
  };
}

/** Today's date (YYYY-MM-DD) in a time zone; UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A real calendar day (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
