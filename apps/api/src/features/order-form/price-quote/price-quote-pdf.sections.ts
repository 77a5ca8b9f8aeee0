import { displayDeadline } from '@marginalia/contracts/formatting/dates';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { contentWidth, drawHeader, drawSectionTitle, ensureSpace, PDF_COLOR, PDF_FONT, type PdfDoc } from '../../../platform/pdf/pdf-document';
import { drawKeyValues, drawTable, type PdfKeyValue } from '../../../platform/pdf/pdf-table';
import type { PriceQuoteSnapshot } from './price-quote-pdf';
import type { PriceQuotePdfLabels } from './price-quote-pdf.labels';

/** The sections of a price quote, top to bottom; sized so that a usual quote fits on one A4 page. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the drawing steps share: the quote, its words, and formatters bound to the quote's language. */
export interface QuoteContext {
  quote: PriceQuoteSnapshot;
  language: SiteLanguage;
  labels: PriceQuotePdfLabels;
  money: (minorUnits: number) => string;
  number: (value: number) => string;
  date: (iso: string) => string;
}

export function drawPriceQuote(doc: PdfDoc, context: QuoteContext): void {
  const { company } = context.quote;
  drawHeader(doc, {
    companyName: company.name,
    // The address on one line keeps the header short enough for a one-page quote.
    lines: [company.address.join(', '), company.website, company.supportEmail],
  });
  drawTitleBlock(doc, context);
  drawParties(doc, context);
  drawServices(doc, context);
  drawSummary(doc, context);
  drawPriceExplanation(doc, context);
  drawClosing(doc, context);
}

function drawTitleBlock(doc: PdfDoc, { quote, labels, date }: QuoteContext): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc
    .font(PDF_FONT.bold)
    .fontSize(22)
    .fillColor(PDF_COLOR.ink)
    .text(labels.documentTitle, left, top, { width: width * 0.55 });
  doc.font(PDF_FONT.regular).fontSize(11).fillColor(PDF_COLOR.muted);
  doc.text(interpolate(labels.estimateNumber, { estimateId: quote.estimateId }), left, doc.y + 2, { width: width * 0.55 });
  const titleBottom = doc.y;
  const facts: PdfKeyValue[] = [
    { label: labels.issuedOn, value: date(quote.createdAt) },
    { label: labels.validUntil, value: date(quote.validUntil), bold: true },
    { label: labels.currency, value: quote.currency.isoCode },
  ];
  const factsBottom = drawKeyValues(doc, facts, {
    x: left + width * 0.55,
    y: top + 4,
    width: width * 0.45,
    labelShare: 0.5,
    alignValues: 'right',
  });
  doc.x = left;
  doc.y = Math.max(titleBottom, factsBottom) + 14;
}

function drawParties(doc: PdfDoc, { quote, labels, number, language }: QuoteContext): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const columnWidth = width / 2 - 12;
  const top = doc.y;
  const caption = (text: string, x: number) =>
    doc.font(PDF_FONT.bold).fontSize(8.5).fillColor(PDF_COLOR.accent).text(text, x, top, { width: columnWidth });

  caption(labels.preparedFor, left);
  doc
    .font(PDF_FONT.bold)
    .fontSize(10.5)
    .fillColor(PDF_COLOR.ink)
    .text(quote.customer.name, left, doc.y + 3, { width: columnWidth });
  doc.font(PDF_FONT.regular).fontSize(9.5);
  if (quote.customer.institution) doc.text(quote.customer.institution, { width: columnWidth });
  doc.fillColor(PDF_COLOR.muted).text(quote.customer.email, { width: columnWidth });
  const customerBottom = doc.y;

  const right = left + width / 2 + 12;
  caption(labels.manuscript, right);
  const { manuscript } = quote;
  const orMissing = (value: string | null) => value ?? labels.notProvided;
  const manuscriptBottom = drawKeyValues(
    doc,
    [
      { label: labels.manuscriptTitle, value: orMissing(manuscript.title) },
      { label: labels.fileName, value: orMissing(manuscript.fileName) },
      {
        label: labels.wordCount,
        value: manuscript.wordCount === null ? labels.notProvided : interpolate(labels.words, { count: number(manuscript.wordCount) }),
        bold: manuscript.wordCount !== null,
      },
      { label: labels.language, value: orMissing(manuscript.languageName) },
    ],
    { x: right, y: doc.y + 3, width: columnWidth, labelShare: language === 'en' ? 0.32 : 0.4 },
  );
  doc.x = left;
  doc.y = Math.max(customerBottom, manuscriptBottom) + 14;
}

function drawServices(doc: PdfDoc, { quote, labels, money, number }: QuoteContext): void {
  drawSectionTitle(doc, labels.services, 60);
  drawTable(doc, {
    columns: [
      { header: labels.service, weight: 7 },
      { header: labels.quantity, weight: 1.6, align: 'right' },
      { header: labels.listPrice, weight: 3.2, align: 'right' },
      { header: labels.discount, weight: 2.4, align: 'right' },
      { header: labels.lineTotal, weight: 2.6, align: 'right' },
    ],
    rows: quote.lineItems.map((item) => ({
      cells: [
        { text: item.name, note: item.description },
        number(item.quantity),
        money(item.listPrice),
        item.discountAmount > 0 ? money(-item.discountAmount) : '—',
        money(item.totalPrice),
      ],
    })),
  });
  doc.y += 16;
}

/** Delivery facts on the left, totals on the right: the two things a reader compares between quotes. */
function drawSummary(doc: PdfDoc, context: QuoteContext): void {
  ensureSpace(doc, 130 + 16 * context.quote.discounts.length);
  const top = doc.y;
  const width = contentWidth(doc);
  const deliveryBottom = drawDelivery(doc, context, top, width * 0.46);
  const totalsBottom = drawTotals(doc, context, top, width * 0.46);
  doc.x = doc.page.margins.left;
  doc.y = Math.max(deliveryBottom, totalsBottom) + 18;
}

function drawTotals(doc: PdfDoc, { quote, labels, money }: QuoteContext, top: number, boxWidth: number): number {
  const x = doc.page.margins.left + contentWidth(doc) - boxWidth;
  const box = { x, width: boxWidth, labelShare: 0.6, alignValues: 'right' as const };
  let y = drawKeyValues(doc, [{ label: labels.subtotal, value: money(quote.subtotal) }], { ...box, y: top });
  if (quote.discounts.length > 0) {
    doc
      .font(PDF_FONT.bold)
      .fontSize(8.5)
      .fillColor(PDF_COLOR.muted)
      .text(labels.discounts, x, y + 2, { width: boxWidth });
    const lines: PdfKeyValue[] = quote.discounts.map((discount) => ({
      label: discount.code
        ? interpolate(labels.discountWithCode, { description: discount.description, code: discount.code })
        : discount.description,
      value: money(-discount.appliedAmount),
    }));
    y = drawKeyValues(doc, lines, { ...box, y: doc.y + 2 });
  }
  // The total in a shaded band: the one figure every reader looks for.
  const bandTop = y + 4;
  const bandHeight = 28;
  doc.rect(x, bandTop, boxWidth, bandHeight).fillColor(PDF_COLOR.shade).fill();
  doc.font(PDF_FONT.bold).fontSize(12).fillColor(PDF_COLOR.ink);
  doc.text(interpolate(labels.total, { isoCode: quote.currency.isoCode }), x + 6, bandTop + 7, { width: boxWidth * 0.45 });
  doc.text(money(quote.total), x + boxWidth * 0.4, bandTop + 7, { width: boxWidth * 0.6 - 6, align: 'right' });
  return bandTop + bandHeight;
}

function drawDelivery(doc: PdfDoc, { quote, labels, language }: QuoteContext, top: number, width: number): number {
  const left = doc.page.margins.left;
  doc.font(PDF_FONT.bold).fontSize(8.5).fillColor(PDF_COLOR.accent).text(labels.delivery, left, top, { width });
  const deadline = displayDeadline(new Date(quote.deadline), quote.timeZone, language, { showTimeZone: true });
  const y = drawKeyValues(
    doc,
    [
      { label: labels.turnaround, value: quote.rush ? labels.rush : labels.standard },
      { label: labels.deadline, value: deadline, bold: true },
      { label: labels.timeZone, value: quote.timeZone },
    ],
    { x: left, y: doc.y + 3, width, labelShare: 0.36 },
  );
  doc.font(PDF_FONT.regular).fontSize(8).fillColor(PDF_COLOR.muted);
  doc.text(labels.deadlineNote, left, y + 2, { width });
  return doc.y;
}

function paragraph(doc: PdfDoc, text: string, options: { bold?: boolean; bullet?: boolean } = {}): void {
  const left = doc.page.margins.left;
  const indent = options.bullet ? 12 : 0;
  const width = contentWidth(doc) - indent;
  doc
    .font(options.bold ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(9.5)
    .fillColor(PDF_COLOR.ink);
  ensureSpace(doc, doc.heightOfString(text, { width }));
  const y = doc.y;
  if (options.bullet) doc.text('•', left, y, { width: indent });
  doc.text(text, left + indent, y, { width });
  doc.moveDown(0.4);
}

function drawPriceExplanation(doc: PdfDoc, { quote, labels, number, date }: QuoteContext): void {
  drawSectionTitle(doc, labels.howPriceWasMade);
  const { wordCount, fileName } = quote.manuscript;
  const validUntil = date(quote.validUntil);
  if (wordCount === null) {
    paragraph(doc, labels.priceNoWordCount);
  } else {
    const counted = number(wordCount);
    const basis = fileName
      ? interpolate(labels.priceBasisFile, { wordCount: counted, fileName })
      : interpolate(labels.priceBasisEntered, { wordCount: counted });
    paragraph(doc, basis, { bold: true });
    paragraph(doc, interpolate(labels.priceLock, { validUntil }));
  }
  if (quote.rush) paragraph(doc, labels.priceRush);
  const days = Math.round((Date.parse(quote.validUntil) - Date.parse(quote.createdAt)) / DAY_MS);
  paragraph(doc, interpolate(labels.validity, { days, validUntil }));
  doc.moveDown(0.6);
}

function drawClosing(doc: PdfDoc, { quote, labels }: QuoteContext): void {
  if (quote.notes.length > 0) {
    drawSectionTitle(doc, labels.notes);
    for (const note of quote.notes) paragraph(doc, note, { bullet: true });
    doc.moveDown(0.6);
  }
  drawSectionTitle(doc, labels.nextSteps);
  paragraph(
    doc,
    interpolate(labels.convert, { website: quote.company.website, supportEmail: quote.company.supportEmail, estimateId: quote.estimateId }),
  );
}
