import { convertFromUsd, convertToUsd } from '@marginalia/contracts/formatting/money';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { PayoffLoadResponse } from '@marginalia/contracts/payments/invoices.contract';
import { availablePaymentMethods, type PaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { creditBalanceUsd } from '../../platform/billing/credits';
import { reservedInvoiceIds } from '../../platform/billing/invoices';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';

import { findCountryIso2, findInvoicesByNumber, type InvoiceWithOrder } from './invoices.repository';
import { currencyView, invoiceView, isPayable, loadInvoiceDetails } from './invoice-view';
import { viewContext } from './invoices.service';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * Paying one or several invoices (the page /researcher/invoices/pay/{invoiceNumbers}, with its methods):
 * what the payoff involves, and the checks both the page and the submission make.
 */
export interface PayoffContext {
  invoices: InvoiceWithOrder[];
  currency: InvoiceWithOrder['currency'];
  /** The sum of the balances, in minor units of `currency`. */
  total: number;
  /** The user's credits (not prepayments) in US cents, and converted to `currency`. */
  creditUsdCents: number;
  creditBalance: number;
  countryIso2: string | null;
  methods: PaymentMethodId[];
}

/** The user's site language, for the browser return pages of outside payments. */
export function userLanguage(user: UserRow): SiteLanguage {
  return isSiteLanguage(user.siteLanguage) ? user.siteLanguage : 'en';
}

/** All found and the user's (else 404), one currency (else 422). Hidden invoices are as missing. */
export function requireSameCurrency(user: UserRow, requested: number, rows: InvoiceWithOrder[]): InvoiceWithOrder['currency'] {
  if (user.hideInvoices || rows.length !== requested || rows.length === 0) throw new AppError(404, 'invoice-not-found');
  const first = rows[0] as InvoiceWithOrder;
  if (rows.some((row) => row.invoice.currency !== first.invoice.currency)) throw new AppError(422, 'invoices-different-currencies');
  return first.currency;
}

/**
 * Each invoice is payable now, else 409: a paid one gives `paidKey` ('invoice-already-paid' when paying,
 * 'invoice-not-payable' when loading the page), one being written off 'invoice-not-payable', and one
 * reserved by a payment under way (another tab, a boleto awaiting payment) 'payment-in-progress'.
 */
export async function requirePayable(db: Db, invoices: readonly InvoiceWithOrder['invoice'][], paidKey: 'invoice-already-paid' | 'invoice-not-payable'): Promise<void> {
  for (const invoice of invoices) {
    if (invoice.balance <= 0) throw new AppError(409, paidKey, { invoiceNumber: invoice.invoiceNumber });
    if (!isPayable(invoice)) throw new AppError(409, 'invoice-not-payable', { invoiceNumber: invoice.invoiceNumber });
  }
  const reserved = await reservedInvoiceIds(db, invoices.map((invoice) => invoice.id));
  if (reserved.size > 0) throw new AppError(409, 'payment-in-progress');
}

export async function payoffContext(db: Db, user: UserRow, rows: InvoiceWithOrder[], currency: InvoiceWithOrder['currency']): Promise<PayoffContext> {
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.invoice.balance), 0);
  const [creditUsdCents, countryIso2] = await Promise.all([creditBalanceUsd(db, user.id, 'credits'), findCountryIso2(db, user.countryId)]);
  const creditBalance = convertFromUsd(creditUsdCents, currency.perUsd, currency.numDecimals);
  const methods = availablePaymentMethods({ context: 'payoff', countryId: user.countryId, countryIso2, localization: user.localization, creditBalance, selectedBalance: total });
  return { invoices: rows, currency, total, creditUsdCents, creditBalance, countryIso2, methods };
}

/** The US cents to take from credits to pay `total` (never more than the balance: conversions round). */
export function creditsToSpend(context: PayoffContext): number {
  return Math.min(context.creditUsdCents, convertToUsd(context.total, context.currency.perUsd, context.currency.numDecimals));
}

/** GET /api/payoff/load?invoiceNumbers=A,B */
export async function loadPayoff(db: Db, user: UserRow, invoiceNumbers: readonly string[], language: SiteLanguage, now: Date = new Date()): Promise<PayoffLoadResponse> {
  const numbers = [...new Set(invoiceNumbers)];
  const rows = await findInvoicesByNumber(db, user.id, numbers);
  const currency = requireSameCurrency(user, numbers.length, rows);
  await requirePayable(db, rows.map((row) => row.invoice), 'invoice-not-payable');
  const context = await payoffContext(db, user, rows, currency);
  const [details, view] = await Promise.all([
    loadInvoiceDetails(db, rows.map((row) => row.invoice.id)),
    viewContext(db, user, language, now),
  ]);
  return {
    invoices: rows.map((row) => invoiceView(row, details, view)),
    currency: currencyView(currency),
    total: context.total,
    payoffReceiptCodes: rows.map((row) => row.invoice.receiptCode),
    paymentMethods: context.methods,
    creditBalance: context.creditBalance,
  };
}
