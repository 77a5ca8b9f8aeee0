import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { isPaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { drawSectionTitle, type PdfDoc } from '../../../platform/pdf/pdf-document';
import { drawTable, type PdfKeyValue } from '../../../platform/pdf/pdf-table';
import type { BillingAddressSnapshot } from '../../../platform/db/schema/billing';
import {
  addressLines,
  billingContext,
  customerLines,
  drawBankTransfer,
  drawColumns,
  drawParagraph,
  drawTitleBlock,
  drawTotals,
  renderBillingPdf,
  type BillingCompany,
  type BillingCurrency,
  type BillingCustomer,
  type BillingPdfContext,
} from './billing-pdf';
import { INVOICE_PDF_LABELS, type InvoicePdfLabels } from './invoice-pdf.labels';

/** An invoice or a retainer invoice as printed. Amounts are integer minor units of `currency`. */
export interface InvoiceLine {
  name: string;
  note: string | null;
  quantity: number;
  listPrice: number;
  discountAmount: number;
  totalPrice: number;
}

export interface InvoiceDocument {
  kind: 'order' | 'retainer';
  invoiceNumber: string;
  issuedAt: Date;
  dueAt: Date;
  paidAt: Date | null;
  orderExternalId: string | null;
  purchaseOrder: string | null;
  description: string;
  company: BillingCompany;
  customer: BillingCustomer;
  billingAddress: BillingAddressSnapshot | null;
  invoiceAddress: BillingAddressSnapshot | null;
  currency: BillingCurrency;
  timeZone: string;
  /** The order's services; empty for a retainer invoice. */
  lines: InvoiceLine[];
  total: number;
  balance: number;
  pendingWriteoff: boolean;
  payments: { date: Date; methodId: number; reference: string | null; amount: number }[];
  /** Where the customer can pay online instead (the unpaid invoices page). */
  payOnlineUrl: string | null;
}

interface InvoiceContext extends BillingPdfContext {
  words: InvoicePdfLabels;
  invoice: InvoiceDocument;
}

export function renderInvoicePdf(invoice: InvoiceDocument, language: SiteLanguage): Promise<Buffer> {
  const words = INVOICE_PDF_LABELS[language];
  const context: InvoiceContext = { ...billingContext(language, invoice.company, invoice.currency, invoice.timeZone), words, invoice };
  const title = `${invoice.kind === 'retainer' ? words.retainerTitle : words.documentTitle} ${invoice.invoiceNumber}`;
  return renderBillingPdf(context, title, (doc) => drawInvoice(doc, context));
}

function drawInvoice(doc: PdfDoc, context: InvoiceContext): void {
  const { invoice, words, labels, date } = context;
  const facts: PdfKeyValue[] = [
    { label: words.issuedOn, value: date(invoice.issuedAt) },
    invoice.paidAt && invoice.balance === 0 ? { label: words.paidOn, value: date(invoice.paidAt), bold: true } : { label: words.dueOn, value: date(invoice.dueAt), bold: true },
    ...(invoice.orderExternalId ? [{ label: words.orderNumber, value: invoice.orderExternalId }] : []),
    ...(invoice.purchaseOrder ? [{ label: words.purchaseOrder, value: invoice.purchaseOrder }] : []),
    { label: words.currency, value: invoice.currency.isoCode },
  ];
  drawTitleBlock(doc, invoice.kind === 'retainer' ? words.retainerTitle : words.documentTitle, interpolate(words.number, { invoiceNumber: invoice.invoiceNumber }), facts);

  const billTo = invoice.billingAddress ? addressLines(invoice.billingAddress, labels) : customerLines(invoice.customer);
  drawColumns(doc, [
    { caption: labels.billTo, lines: billTo },
    ...(invoice.invoiceAddress ? [{ caption: labels.invoiceTo, lines: addressLines(invoice.invoiceAddress, labels) }] : []),
  ]);

  drawLines(doc, context);
  drawInvoiceTotals(doc, context);
  drawPayments(doc, context);

  if (invoice.pendingWriteoff) drawParagraph(doc, words.finalizing, { muted: true });
  else if (invoice.balance > 0) drawBankTransfer(doc, context, invoice.invoiceNumber, invoice.payOnlineUrl);
  else drawParagraph(doc, words.paidInFull, { bold: true });
  doc.moveDown(0.6);
  drawParagraph(doc, interpolate(words.thanks, { supportEmail: invoice.company.supportEmail }), { muted: true });
}

/** The printed lines: the order's services, a line for order-level discounts, or the prepayment. */
export function printedLines(invoice: InvoiceDocument, words: InvoicePdfLabels): InvoiceLine[] {
  if (invoice.kind === 'retainer') {
    return [{ name: words.prepaymentLine, note: words.prepaymentNote, quantity: 1, listPrice: invoice.total, discountAmount: 0, totalPrice: invoice.total }];
  }
  if (invoice.lines.length === 0) {
    return [{ name: invoice.description, note: null, quantity: 1, listPrice: invoice.total, discountAmount: 0, totalPrice: invoice.total }];
  }
  return invoice.lines;
}

function drawLines(doc: PdfDoc, { invoice, words, money }: InvoiceContext): void {
  const lines = printedLines(invoice, words);
  drawTable(doc, {
    columns: [
      { header: words.service, weight: 7 },
      { header: words.quantity, weight: 1.4, align: 'right' },
      { header: words.listPrice, weight: 3, align: 'right' },
      { header: words.discount, weight: 2.6, align: 'right' },
      { header: words.amount, weight: 3, align: 'right' },
    ],
    rows: lines.map((line) => ({
      cells: [{ text: line.name, note: line.note }, String(line.quantity), money(line.listPrice), line.discountAmount > 0 ? money(-line.discountAmount) : '—', money(line.totalPrice)],
    })),
  });
  doc.y += 14;
}

function drawInvoiceTotals(doc: PdfDoc, { invoice, words, money }: InvoiceContext): void {
  const lines = printedLines(invoice, words);
  const subtotal = lines.reduce((sum, line) => sum + line.listPrice, 0);
  const lineDiscounts = lines.reduce((sum, line) => sum + line.discountAmount, 0);
  // Order-level discounts (a promo code on the whole order) are not on any service line.
  const otherDiscounts = Math.max(0, subtotal - lineDiscounts - invoice.total);
  const rows: PdfKeyValue[] = [
    { label: words.subtotal, value: money(subtotal) },
    ...(lineDiscounts > 0 ? [{ label: words.discounts, value: money(-lineDiscounts) }] : []),
    ...(otherDiscounts > 0 ? [{ label: words.otherDiscounts, value: money(-otherDiscounts) }] : []),
    { label: interpolate(words.total, { isoCode: invoice.currency.isoCode }), value: money(invoice.total), bold: true },
    { label: words.amountPaid, value: money(invoice.total - invoice.balance) },
  ];
  drawTotals(doc, rows, { label: words.balanceDue, value: money(invoice.balance) });
}

function drawPayments(doc: PdfDoc, { invoice, words, labels, money, date }: InvoiceContext): void {
  if (invoice.payments.length === 0) return;
  drawSectionTitle(doc, words.paymentsReceived, 30);
  drawTable(doc, {
    columns: [
      { header: words.paidOn, weight: 3 },
      { header: labels.method, weight: 6 },
      { header: words.amount, weight: 3, align: 'right' },
    ],
    rows: invoice.payments.map((payment) => ({
      cells: [
        date(payment.date),
        payment.reference && payment.methodId === 1
          ? interpolate(labels.prepaymentMethod, { reference: payment.reference })
          : isPaymentMethodId(payment.methodId)
            ? labels.methods[payment.methodId]
            : String(payment.methodId),
        money(payment.amount),
      ],
    })),
  });
  doc.y += 12;
}
