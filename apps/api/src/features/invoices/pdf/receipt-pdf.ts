import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { isPaymentMethodId } from '@marginalia/contracts/payments/payment-methods';
import { drawSectionTitle } from '../../../platform/pdf/pdf-document';
import { drawTable, type PdfKeyValue } from '../../../platform/pdf/pdf-table';
import {
  billingContext,
  customerLines,
  drawColumns,
  drawParagraph,
  drawTitleBlock,
  drawTotals,
  renderBillingPdf,
  type BillingCompany,
  type BillingCurrency,
  type BillingCustomer,
} from './billing-pdf';
import { RECEIPT_PDF_LABELS } from './receipt-statement-pdf.labels';

/** A succeeded payment as a receipt (GET /api/payment/{id}/pdf). Amounts in minor units of `currency`. */
export interface ReceiptDocument {
  paymentId: string;
  paidAt: Date;
  methodId: number;
  card: { type: string; lastFour: string } | null;
  /** The retainer invoice a prepayment spend came from. */
  prepaymentReference: string | null;
  /** What the receipt is for: the whole payment, or the part applied to one invoice. */
  amount: number;
  currency: BillingCurrency;
  company: BillingCompany;
  customer: BillingCustomer;
  timeZone: string;
  appliedTo: { invoiceNumber: string; description: string; amount: number }[];
}

export function renderReceiptPdf(receipt: ReceiptDocument, language: SiteLanguage): Promise<Buffer> {
  const words = RECEIPT_PDF_LABELS[language];
  const context = billingContext(language, receipt.company, receipt.currency, receipt.timeZone);
  const { labels, money, date } = context;
  const title = `${words.documentTitle} ${receipt.paymentId}`;
  const method = receipt.prepaymentReference
    ? interpolate(labels.prepaymentMethod, { reference: receipt.prepaymentReference })
    : isPaymentMethodId(receipt.methodId)
      ? labels.methods[receipt.methodId]
      : String(receipt.methodId);
  return renderBillingPdf(context, title, (doc) => {
    const facts: PdfKeyValue[] = [
      { label: words.paidOn, value: date(receipt.paidAt), bold: true },
      { label: words.method, value: method },
      ...(receipt.card ? [{ label: '', value: interpolate(words.card, receipt.card) }] : []),
      { label: words.currency, value: receipt.currency.isoCode },
    ];
    drawTitleBlock(doc, words.documentTitle, interpolate(words.number, { paymentId: receipt.paymentId }), facts);
    drawColumns(doc, [{ caption: words.receivedFrom, lines: customerLines(receipt.customer) }]);
    if (receipt.appliedTo.length > 0) {
      drawSectionTitle(doc, words.appliedTo, 40);
      drawTable(doc, {
        columns: [
          { header: words.invoice, weight: 3 },
          { header: words.description, weight: 7 },
          { header: words.amount, weight: 3, align: 'right' },
        ],
        rows: receipt.appliedTo.map((line) => ({ cells: [line.invoiceNumber, line.description, money(line.amount)] })),
      });
      doc.y += 14;
    }
    drawTotals(doc, [], { label: words.amountPaid, value: money(receipt.amount) });
    drawParagraph(doc, words.confirmation, { bold: true });
  });
}
