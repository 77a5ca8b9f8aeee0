import { formatDate } from '@marginalia/contracts/formatting/dates';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { contentWidth, drawHeader, drawSectionTitle, ensureSpace, PDF_COLOR, PDF_FONT, renderPdf, type PdfDoc } from '../../../platform/pdf/pdf-document';
import { drawKeyValues, type PdfKeyValue } from '../../../platform/pdf/pdf-table';
import type { BillingAddressSnapshot } from '../../../platform/db/schema/billing';
import type { CompanyBankAccount } from '../../../platform/billing/company-details';
import { BILLING_PDF_LABELS, type BillingPdfLabels } from './billing-pdf.labels';

/**
 * The frame every billing document shares: the selling company's header, a title block with facts on the
 * right, address columns, paragraphs, the bank-transfer block, and numbered footers. Amounts are integer
 * minor units formatted with the currency's sign; dates in the customer's time zone.
 */
export interface BillingCompany {
  name: string;
  address: readonly string[];
  website: string;
  supportEmail: string;
  bankAccount: CompanyBankAccount;
}

export interface BillingCustomer {
  name: string;
  email: string;
  institution: string | null;
}

export interface BillingCurrency {
  isoCode: string;
  sign: string;
  numDecimals: number;
}

export interface BillingPdfContext {
  language: SiteLanguage;
  labels: BillingPdfLabels;
  company: BillingCompany;
  money: (minorUnits: number) => string;
  date: (instant: Date) => string;
}

export function billingContext(language: SiteLanguage, company: BillingCompany, currency: BillingCurrency, timeZone: string): BillingPdfContext {
  return {
    language,
    labels: BILLING_PDF_LABELS[language],
    company,
    // Decimals kept so the columns of amounts line up.
    money: (minorUnits) => formatMoney(minorUnits, currency, { keepDecimals: true }),
    date: (instant) => formatDate(instant, timeZone, language),
  };
}

/** Renders a document with the company header and "company | title | page x of y" footers. */
export function renderBillingPdf(context: BillingPdfContext, title: string, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const { company, labels } = context;
  return renderPdf(
    {
      title,
      language: bcp47(context.language),
      author: company.name,
      footer: (page, pageCount) => `${company.name}  |  ${title}  |  ${interpolate(labels.page, { page, pageCount })}`,
    },
    (doc) => {
      drawHeader(doc, { companyName: company.name, lines: [company.address.join(', '), company.website, company.supportEmail] });
      draw(doc);
    },
  );
}

/** The document's name and number on the left, its key facts on the right. */
export function drawTitleBlock(doc: PdfDoc, title: string, subtitle: string, facts: readonly PdfKeyValue[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(PDF_FONT.bold).fontSize(22).fillColor(PDF_COLOR.ink).text(title, left, top, { width: width * 0.5 });
  doc.font(PDF_FONT.regular).fontSize(11).fillColor(PDF_COLOR.muted).text(subtitle, left, doc.y + 2, { width: width * 0.5 });
  const titleBottom = doc.y;
  const factsBottom = drawKeyValues(doc, facts, { x: left + width * 0.5, y: top + 4, width: width * 0.5, labelShare: 0.45, alignValues: 'right' });
  doc.x = left;
  doc.y = Math.max(titleBottom, factsBottom) + 14;
}

/** The lines of an address snapshot, as printed under a caption. */
export function addressLines(address: BillingAddressSnapshot, labels: BillingPdfLabels): string[] {
  const cityLine = [address.city, address.state, address.zip].filter((part) => part && part.trim() !== '').join(', ');
  return [
    address.name,
    address.organization,
    address.address1,
    address.address2,
    cityLine,
    address.countryName,
    address.phone ? `${labels.phone}: ${address.phone}` : null,
    address.vat ? `${labels.vat}: ${address.vat}` : null,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

export function customerLines(customer: BillingCustomer): string[] {
  return [customer.name, customer.institution, customer.email].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** Up to two captioned columns of lines side by side (bill-to and invoice address). */
export function drawColumns(doc: PdfDoc, columns: readonly { caption: string; lines: readonly string[] }[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const columnWidth = width / 2 - 12;
  const top = doc.y;
  let bottom = top;
  columns.slice(0, 2).forEach((column, index) => {
    const x = left + index * (width / 2 + 12);
    doc.font(PDF_FONT.bold).fontSize(8.5).fillColor(PDF_COLOR.accent).text(column.caption, x, top, { width: columnWidth });
    column.lines.forEach((line, lineIndex) => {
      doc.font(lineIndex === 0 ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9.5).fillColor(PDF_COLOR.ink);
      doc.text(line, x, lineIndex === 0 ? doc.y + 3 : doc.y, { width: columnWidth });
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 16;
}

export function drawParagraph(doc: PdfDoc, text: string, options: { bold?: boolean; muted?: boolean } = {}): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc
    .font(options.bold ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(9.5)
    .fillColor(options.muted ? PDF_COLOR.muted : PDF_COLOR.ink);
  ensureSpace(doc, doc.heightOfString(text, { width }));
  doc.text(text, left, doc.y, { width });
  doc.moveDown(0.4);
}

/** Totals right-aligned in a box on the right, the last one in a shaded band. */
export function drawTotals(doc: PdfDoc, lines: readonly PdfKeyValue[], emphasised: PdfKeyValue): void {
  ensureSpace(doc, 40 + 16 * lines.length);
  const boxWidth = contentWidth(doc) * 0.5;
  const x = doc.page.margins.left + contentWidth(doc) - boxWidth;
  const y = drawKeyValues(doc, lines, { x, y: doc.y, width: boxWidth, labelShare: 0.55, alignValues: 'right' });
  const bandTop = y + 4;
  doc.rect(x, bandTop, boxWidth, 26).fillColor(PDF_COLOR.shade).fill();
  doc.font(PDF_FONT.bold).fontSize(11.5).fillColor(PDF_COLOR.ink);
  doc.text(emphasised.label, x + 6, bandTop + 7, { width: boxWidth * 0.5 });
  doc.text(emphasised.value, x + boxWidth * 0.45, bandTop + 7, { width: boxWidth * 0.55 - 6, align: 'right' });
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink);
  doc.x = doc.page.margins.left;
  doc.y = bandTop + 26 + 16;
}

/** Bank-transfer instructions to the company's own account, quoting the invoice number as reference. */
export function drawBankTransfer(doc: PdfDoc, context: BillingPdfContext, invoiceNumber: string, payOnlineUrl: string | null): void {
  const { labels, company } = context;
  const account = company.bankAccount;
  // The instructions are copied into a bank's form: keep them on one page.
  ensureSpace(doc, 215);
  drawSectionTitle(doc, labels.howToPay, 110);
  drawParagraph(doc, labels.bankIntro);
  const facts: PdfKeyValue[] = [
    { label: labels.beneficiary, value: company.name, bold: true },
    { label: labels.bank, value: account.bankName },
    { label: labels.bankAddress, value: account.bankAddress },
    { label: labels.accountNumber, value: account.accountNumber, bold: true },
    ...(account.clearingCode ? [{ label: account.clearingCode.kind === 'aba' ? labels.aba : labels.cnaps, value: account.clearingCode.value }] : []),
    { label: labels.swift, value: account.swift },
    ...(account.iban ? [{ label: labels.iban, value: account.iban }] : []),
  ];
  const bottom = drawKeyValues(doc, facts, { x: doc.page.margins.left, y: doc.y, width: contentWidth(doc) * 0.8, labelShare: 0.3 });
  doc.y = bottom + 6;
  drawParagraph(doc, interpolate(labels.quoteReference, { invoiceNumber }), { bold: true });
  if (payOnlineUrl) drawParagraph(doc, interpolate(labels.payOnline, { url: payOnlineUrl }), { muted: true });
}
