import { fapiaoRequestable, fapiaoView } from '@marginalia/contracts/payments/fapiao.contract';
import type { Invoice } from '@marginalia/contracts/payments/invoices.contract';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { findInvoiceFapiaos, findPendingBoletoUrls, findSettledPayments, type InvoiceFapiaos, type InvoicePaymentRow, type InvoiceWithOrder, type LocalizationRow } from './invoices.repository';
import type { CurrencyRow } from '../../platform/db/schema/reference';
import type { InvoiceRow } from '../../platform/db/schema/billing';

/** How an invoice reads in the list, the payoff page and the banner. */

/** US retainer invoices (RET..US) never get a fapiao ('--' in the column). */
export const US_RETAINER_INVOICE = /^RET\d+US$/;
/** The retainer invoice a prepayment spend came from is kept in `payments.reference` (billing's recordInternalPayment). */
const RETAINER_REFERENCE = /^RET\d+[A-Z]+$/;

/** The retainer invoice number in a payment's reference, if that is what it holds (staff may note other things). */
export function retainerReference(reference: string | null): string | null {
  return reference !== null && RETAINER_REFERENCE.test(reference) ? reference : null;
}

export interface InvoiceViewContext {
  timeZone: string;
  language: SiteLanguage;
  /** The user's localization: a fapiao is requested where the invoice was issued. */
  userLocalization: string;
  localizations: ReadonlyMap<string, LocalizationRow>;
  now: Date;
}

export interface InvoiceDetails {
  payments: ReadonlyMap<number, InvoicePaymentRow[]>;
  boletoUrls: ReadonlyMap<number, string>;
  fapiaos: ReadonlyMap<number, InvoiceFapiaos>;
}

export async function loadInvoiceDetails(db: Db, invoiceIds: readonly number[]): Promise<InvoiceDetails> {
  const [settled, boletoUrls, fapiaos] = await Promise.all([findSettledPayments(db, invoiceIds), findPendingBoletoUrls(db, invoiceIds), findInvoiceFapiaos(db, invoiceIds)]);
  const payments = new Map<number, InvoicePaymentRow[]>();
  for (const row of settled) payments.set(row.invoiceId, [...(payments.get(row.invoiceId) ?? []), row]);
  return { payments, boletoUrls, fapiaos };
}

export function currencyView(row: CurrencyRow): PaymentCurrency {
  return { isoCode: row.isoCode, shortName: row.shortName, sign: row.sign, numDecimals: row.numDecimals };
}

/** Balance above 0 and no write-off under way. */
export function isPayable(invoice: InvoiceRow): boolean {
  return invoice.balance > 0 && !invoice.pendingWriteoff;
}

function fapiaoOf(invoice: InvoiceRow, fapiaos: InvoiceFapiaos | undefined, now: Date): Invoice['fapiao'] {
  const latest = fapiaos?.latest;
  if (!latest) return null;
  const { fapiao } = latest;
  return fapiaoView(
    {
      identity: fapiao.identity,
      type: fapiao.type,
      status: fapiao.status,
      number: fapiao.number,
      hasFile: fapiao.fileKey !== null,
      receiptCode: invoice.receiptCode,
      invoiceNumber: invoice.invoiceNumber,
      organizationName: fapiao.organizationName,
      taxpayerNumber: fapiao.taxpayerNumber,
      createdAt: fapiao.createdAt,
      paidAt: latest.paymentSettledAt ?? invoice.paidAt,
      rejectionReason: fapiao.rejectionReason,
    },
    now,
  );
}

function requestable(invoice: InvoiceRow, fapiaos: InvoiceFapiaos | undefined, context: InvoiceViewContext): boolean {
  if (US_RETAINER_INVOICE.test(invoice.invoiceNumber) || invoice.paidAt === null) return false;
  return fapiaoRequestable({
    invoiceBalance: invoice.balance,
    invoiceTotal: invoice.totalAmount,
    invoiceWrittenOff: invoice.writtenOffAt !== null,
    invoiceLocalization: invoice.localization,
    userLocalization: context.userLocalization,
    allowsFapiaoProcessingAfterPayment: context.localizations.get(invoice.localization)?.allowsFapiaoProcessingAfterPayment === true,
    fapiaoStatuses: fapiaos?.statuses ?? [],
  });
}

export function invoiceView(row: InvoiceWithOrder, details: InvoiceDetails, context: InvoiceViewContext): Invoice {
  const { invoice } = row;
  const fapiaos = details.fapiaos.get(invoice.id);
  return {
    invoiceNumber: invoice.invoiceNumber,
    receiptCode: invoice.receiptCode,
    kind: invoice.kind,
    transactionDate: invoice.createdAt.toISOString(),
    formattedDate: formatDate(invoice.createdAt, context.timeZone, context.language),
    balance: invoice.balance,
    totalAmount: invoice.totalAmount,
    exchangeRate: invoice.exchangeRate,
    currency: currencyView(row.currency),
    localization: invoice.localization,
    customFields: { Submission: invoice.description },
    orderExternalId: row.order?.externalId ?? null,
    payments: (details.payments.get(invoice.id) ?? []).map((payment) => ({
      id: payment.publicId,
      amount: payment.amount,
      retainerinvoice_id: retainerReference(payment.reference),
      methodId: payment.methodId,
      date: (payment.settledAt ?? payment.createdAt).toISOString(),
    })),
    pendingWriteoff: invoice.pendingWriteoff,
    boletoUrl: details.boletoUrls.get(invoice.id) ?? null,
    statementOfDelivery: { status: row.order?.status === 'completed' ? 'available' : 'pending' },
    fapiao: fapiaoOf(invoice, fapiaos, context.now),
    fapiaoRequestable: requestable(invoice, fapiaos, context),
  };
}
