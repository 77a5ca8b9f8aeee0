import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { drawSectionTitle } from '../../../platform/pdf/pdf-document';
import { drawTable, type PdfKeyValue } from '../../../platform/pdf/pdf-table';
import { billingContext, customerLines, drawColumns, drawParagraph, drawTitleBlock, renderBillingPdf, type BillingCompany, type BillingCurrency, type BillingCustomer } from './billing-pdf';
import { STATEMENT_PDF_LABELS } from './receipt-statement-pdf.labels';

/** What a completed order delivered, for the customer's records (GET /api/invoice/{n}/statement-of-delivery). */
export interface StatementDocument {
  invoiceNumber: string;
  orderExternalId: string;
  title: string;
  wordCount: number;
  orderedAt: Date;
  deliveredAt: Date;
  issuedAt: Date;
  services: { name: string; quantity: number }[];
  company: BillingCompany;
  customer: BillingCustomer;
  currency: BillingCurrency;
  timeZone: string;
}

export function renderStatementPdf(statement: StatementDocument, language: SiteLanguage): Promise<Buffer> {
  const words = STATEMENT_PDF_LABELS[language];
  const context = billingContext(language, statement.company, statement.currency, statement.timeZone);
  const numbers = new Intl.NumberFormat(bcp47(language));
  const title = `${words.documentTitle} ${statement.orderExternalId}`;
  return renderBillingPdf(context, title, (doc) => {
    const facts: PdfKeyValue[] = [
      { label: words.issuedOn, value: context.date(statement.issuedAt) },
      { label: words.orderNumber, value: statement.orderExternalId, bold: true },
      { label: words.invoiceNumber, value: statement.invoiceNumber },
      { label: words.orderedOn, value: context.date(statement.orderedAt) },
      { label: words.deliveredOn, value: context.date(statement.deliveredAt), bold: true },
    ];
    drawTitleBlock(doc, words.documentTitle, statement.orderExternalId, facts);
    drawColumns(doc, [
      { caption: words.customer, lines: customerLines(statement.customer) },
      { caption: words.manuscriptTitle, lines: [statement.title, `${words.wordCount}: ${numbers.format(statement.wordCount)}`] },
    ]);
    drawParagraph(doc, interpolate(words.intro, { company: statement.company.name, orderNumber: statement.orderExternalId }));
    doc.moveDown(0.4);
    drawSectionTitle(doc, words.servicesDelivered, 40);
    drawTable(doc, {
      columns: [
        { header: words.service, weight: 8 },
        { header: words.quantity, weight: 2, align: 'right' },
      ],
      rows: statement.services.map((service) => ({ cells: [service.name, String(service.quantity)] })),
    });
    doc.y += 14;
    drawParagraph(doc, words.certification, { bold: true });
  });
}
