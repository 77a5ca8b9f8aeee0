import { formatDate } from '@marginalia/contracts/formatting/dates';
import { convertFromUsd } from '@marginalia/contracts/formatting/money';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import type { Credit, Prepayment } from '@marginalia/contracts/payments/prepay.contract';

/** How the prepay page shows credits and prepayments. Pure. */
export interface ViewCurrency extends PaymentCurrency {
  /** Units of the currency per US dollar (currencies.per_usd). */
  perUsd: string;
}

export interface Display {
  language: SiteLanguage;
  timeZone: string;
}

export function currencyView(currency: ViewCurrency): PaymentCurrency {
  return { isoCode: currency.isoCode, shortName: currency.shortName, sign: currency.sign, numDecimals: currency.numDecimals };
}

export interface CreditInput {
  referenceNumber: string;
  source: Credit['source'];
  totalUsdCents: number;
  balanceUsdCents: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/** A credit, held in US cents, shown in the user's currency at today's rate. */
export function creditView(credit: CreditInput, currency: ViewCurrency, display: Display): Credit {
  return {
    referenceNumber: credit.referenceNumber,
    formattedDate: formatDate(credit.createdAt, display.timeZone, display.language),
    totalAmount: convertFromUsd(credit.totalUsdCents, currency.perUsd, currency.numDecimals),
    balance: convertFromUsd(credit.balanceUsdCents, currency.perUsd, currency.numDecimals),
    formattedExpirationDate: credit.expiresAt ? formatDate(credit.expiresAt, display.timeZone, display.language) : null,
    source: credit.source,
  };
}

/**
 * What is left of a prepayment in its invoice's currency: the unspent share of what was paid. Proportional
 * rather than converted at today's rate, so an untouched R$500 prepayment still shows R$500 (its credit is
 * held in US cents, and a round trip through cents could lose a centavo). Rounded half up.
 */
export function availableInInvoiceCurrency(invoiceTotal: number, creditTotalUsdCents: number, creditBalanceUsdCents: number): number {
  if (creditTotalUsdCents <= 0 || creditBalanceUsdCents <= 0) return 0;
  if (creditBalanceUsdCents >= creditTotalUsdCents) return invoiceTotal;
  const numerator = BigInt(invoiceTotal) * BigInt(creditBalanceUsdCents);
  const denominator = BigInt(creditTotalUsdCents);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export interface PrepaymentInput {
  invoice: { invoiceNumber: string; receiptCode: string; createdAt: Date; totalAmount: number; balance: number };
  currency: ViewCurrency;
  credit: { totalUsdCents: number; balanceUsdCents: number } | null;
  /** Pending and succeeded payments of the invoice, newest first. */
  payments: readonly { publicId: string; status: string; amount: number; boletoUrl: string | null }[];
  fapiao: Fapiao | null;
  fapiaoRequestable: boolean;
}

export function prepaymentView(input: PrepaymentInput, display: Display): Prepayment {
  const { invoice, credit } = input;
  const pendingBoleto = input.payments.find((payment) => payment.status === 'pending' && payment.boletoUrl);
  const paid = input.payments.find((payment) => payment.status === 'succeeded');
  return {
    retainerInvoiceNumber: invoice.invoiceNumber,
    receiptCode: invoice.receiptCode,
    formattedDate: formatDate(invoice.createdAt, display.timeZone, display.language),
    transactionDate: invoice.createdAt.toISOString(),
    totalAmount: invoice.totalAmount,
    availablePrepaymentAmount: credit ? availableInInvoiceCurrency(invoice.totalAmount, credit.totalUsdCents, credit.balanceUsdCents) : 0,
    balance: invoice.balance,
    currency: currencyView(input.currency),
    boletoUrl: invoice.balance > 0 ? (pendingBoleto?.boletoUrl ?? null) : null,
    fapiao: input.fapiao,
    fapiaoRequestable: input.fapiaoRequestable,
    payment: paid ? { id: paid.publicId, amount: paid.amount } : null,
  };
}
