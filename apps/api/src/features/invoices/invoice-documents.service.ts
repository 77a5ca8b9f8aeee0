import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { billingRoutes } from '@marginalia/contracts/payments/payments.paths';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';

import { companyDetails } from '../../platform/billing/company-details';
import { findCurrency } from '../../platform/reference/currencies';
import { findOrder, findOrderLines, findPaymentAllocations, findSucceededPayment } from './invoice-documents.repository';
import { findInvoiceByNumber, findLocalizations, findSettledPayments, type InvoiceWithOrder } from './invoices.repository';
import { safeTimeZone } from './invoices.service';
import { retainerReference } from './invoice-view';
import type { BillingCompany, BillingCustomer } from './pdf/billing-pdf';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { renderReceiptPdf } from './pdf/receipt-pdf';
import { renderStatementPdf } from './pdf/statement-pdf';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * The billing PDFs (the download calls): invoice, retainer invoice, payment receipt and statement of
 * delivery, each in the customer's language with dates in their time zone. Every amount is read from the
 * ledger; the query parameters the pages' links carry (amount, localization) never change what is printed.
 */
const PAYMENT_TERMS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DocumentRequest {
  db: Db;
  user: UserRow;
  language: SiteLanguage;
  /** The site's public URL, printed as the company website and in the pay-online hint. */
  siteUrl: string;
  now: Date;
}

export interface PdfFile {
  pdf: Buffer;
  fileName: string;
}

async function company(db: Db, localization: string, siteUrl: string): Promise<BillingCompany> {
  const row = (await findLocalizations(db)).get(localization);
  const details = companyDetails(localization);
  return { name: row?.companyName ?? 'Marginalia', address: details.address, website: siteUrl, supportEmail: details.supportEmail, bankAccount: details.bankAccount };
}

function customer(user: UserRow): BillingCustomer {
  return { name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email, institution: user.institution };
}

async function ownInvoice(request: DocumentRequest, invoiceNumber: string, kind?: 'retainer'): Promise<InvoiceWithOrder> {
  const row = await findInvoiceByNumber(request.db, request.user.id, invoiceNumber);
  if (!row || (kind && row.invoice.kind !== kind)) throw new AppError(404, 'invoice-not-found');
  return row;
}

async function invoiceFile(request: DocumentRequest, row: InvoiceWithOrder): Promise<PdfFile> {
  const { db, user, language, siteUrl } = request;
  const { invoice } = row;
  const lines = invoice.orderId === null ? [] : await findOrderLines(db, invoice.orderId);
  const payments = await findSettledPayments(db, [invoice.id]);
  const pdf = await renderInvoicePdf(
    {
      kind: invoice.kind,
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.createdAt,
      dueAt: new Date(invoice.createdAt.getTime() + PAYMENT_TERMS_DAYS * DAY_MS),
      paidAt: invoice.paidAt,
      orderExternalId: row.order?.externalId ?? null,
      purchaseOrder: invoice.purchaseOrder,
      description: invoice.description,
      company: await company(db, invoice.localization, siteUrl),
      customer: customer(user),
      billingAddress: invoice.billingAddress,
      invoiceAddress: invoice.invoiceAddress,
      currency: row.currency,
      timeZone: safeTimeZone(user.timeZone),
      lines: lines.map((line) => ({ name: line.name, note: null, quantity: line.quantity, listPrice: line.listPrice, discountAmount: line.discountAmount, totalPrice: line.totalPrice })),
      total: invoice.totalAmount,
      balance: invoice.balance,
      pendingWriteoff: invoice.pendingWriteoff,
      payments: payments.map((payment) => ({
        date: payment.settledAt ?? payment.createdAt,
        methodId: payment.methodId,
        reference: retainerReference(payment.reference),
        amount: payment.amount,
      })),
      payOnlineUrl: new URL(`/${language}${invoice.kind === 'retainer' ? billingRoutes.prepay(invoice.invoiceNumber) : billingRoutes.payInvoices([invoice.invoiceNumber])}`, siteUrl).toString(),
    },
    language,
  );
  return { pdf, fileName: `invoice-${invoice.invoiceNumber}.pdf` };
}

/** GET /api/invoice/{invoiceNumber}/pdf: any of the user's invoices (retainer invoices too). */
export async function invoicePdf(request: DocumentRequest, invoiceNumber: string): Promise<PdfFile> {
  return invoiceFile(request, await ownInvoice(request, invoiceNumber));
}

/** GET /api/retainer-invoice/{number}/pdf: a prepayment's invoice. */
export async function retainerInvoicePdf(request: DocumentRequest, invoiceNumber: string): Promise<PdfFile> {
  const file = await invoiceFile(request, await ownInvoice(request, invoiceNumber, 'retainer'));
  return { ...file, fileName: `retainer-invoice-${invoiceNumber}.pdf` };
}

/** GET /api/invoice/{invoiceNumber}/statement-of-delivery: only once the order is completed (409 before). */
export async function statementOfDeliveryPdf(request: DocumentRequest, invoiceNumber: string): Promise<PdfFile> {
  const { db, user, language, siteUrl, now } = request;
  const row = await ownInvoice(request, invoiceNumber);
  const order = row.invoice.orderId === null ? null : await findOrder(db, user.id, row.invoice.orderId);
  if (!order || order.status !== 'completed') throw new AppError(409, 'statement-of-delivery-pending');
  const lines = await findOrderLines(db, order.id);
  const pdf = await renderStatementPdf(
    {
      invoiceNumber: row.invoice.invoiceNumber,
      orderExternalId: order.externalId,
      title: order.title,
      wordCount: order.wordCount,
      orderedAt: order.createdAt,
      deliveredAt: order.completedAt ?? order.deadline,
      issuedAt: now,
      services: lines.map((line) => ({ name: line.name, quantity: line.quantity })),
      company: await company(db, row.invoice.localization, siteUrl),
      customer: customer(user),
      currency: row.currency,
      timeZone: safeTimeZone(user.timeZone),
    },
    language,
  );
  return { pdf, fileName: `statement-of-delivery-${order.externalId}.pdf` };
}

/**
 * GET /api/payment/{id}/pdf: the receipt of a succeeded payment. With `invoiceNumber`, the receipt is for
 * the part of the payment applied to that invoice (404 when the payment did not pay it).
 */
export async function receiptPdf(request: DocumentRequest, paymentId: string, invoiceNumber: string | undefined): Promise<PdfFile> {
  const { db, user, language, siteUrl } = request;
  const payment = await findSucceededPayment(db, user.id, paymentId);
  if (!payment) throw new AppError(404, 'payment-not-found');
  const allocations = await findPaymentAllocations(db, payment.id);
  const applied = invoiceNumber ? allocations.filter((allocation) => allocation.invoiceNumber === invoiceNumber) : allocations;
  if (invoiceNumber && applied.length === 0) throw new AppError(404, 'payment-not-found');
  const currency = await findCurrency(db, payment.currency);
  if (!currency) throw new Error(`payment ${payment.publicId} has an unknown currency ${payment.currency}`);
  const localization = allocations[0]?.localization ?? user.localization;
  const pdf = await renderReceiptPdf(
    {
      paymentId: payment.publicId,
      paidAt: payment.settledAt ?? payment.createdAt,
      methodId: payment.methodId,
      card: payment.cardType && payment.cardLastFour ? { type: payment.cardType, lastFour: payment.cardLastFour } : null,
      prepaymentReference: retainerReference(payment.reference),
      amount: invoiceNumber ? applied.reduce((sum, allocation) => sum + allocation.amount, 0) : payment.amount,
      currency,
      company: await company(db, localization, siteUrl),
      customer: customer(user),
      timeZone: safeTimeZone(user.timeZone),
      appliedTo: applied.map((allocation) => ({ invoiceNumber: allocation.invoiceNumber, description: allocation.description, amount: allocation.amount })),
    },
    language,
  );
  return { pdf, fileName: `receipt-${payment.publicId}.pdf` };
}
