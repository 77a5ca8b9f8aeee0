import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { contentWidth, drawHeader, drawSectionTitle, PDF_COLOR, PDF_FONT, renderPdf, type PdfDoc } from '../../pdf/pdf-document';
import { interleaved2of5 } from './boleto-numbers';
import type { SaleView } from './sandbox-desk';
import { formatDueDate, moneyText } from './sandbox-page';
import { SANDBOX_PAGE_STRINGS } from './sandbox-page.strings';

/**
 * The boleto voucher of a sandbox sale: beneficiary, payer, amount, due date, the digitable line and the
 * barcode (interleaved 2 of 5 bars with its 44 digits), marked as a sandbox document throughout.
 */
function drawBarcode(doc: PdfDoc, digits: string, x: number, y: number, height: number): void {
  const widths = interleaved2of5(digits);
  const units = widths.reduce((sum, width) => sum + width, 0);
  const unit = Math.min(1.1, (contentWidth(doc) - 20) / units);
  let cursor = x;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(cursor, y, width * unit, height).fill(PDF_COLOR.ink);
    cursor += width * unit;
  });
}

function field(doc: PdfDoc, label: string, value: string, x: number, y: number, width: number, mono = false): void {
  doc.font(PDF_FONT.regular).fontSize(8).fillColor(PDF_COLOR.muted).text(label, x + 6, y + 4, { width: width - 12 });
  doc.font(mono ? PDF_FONT.bold : PDF_FONT.regular).fontSize(mono ? 11 : 10).fillColor(PDF_COLOR.ink).text(value, x + 6, y + 16, { width: width - 12 });
  doc.rect(x, y, width, 40).lineWidth(0.5).strokeColor(PDF_COLOR.rule).stroke();
}

export function renderBoletoPdf(language: SiteLanguage, view: SaleView): Promise<Buffer> {
  const s = SANDBOX_PAGE_STRINGS[language];
  const boleto = view.boleto;
  if (!boleto) return Promise.reject(new Error('not a boleto sale'));
  return renderPdf({ title: `${s.boletoTitle} — ${view.reference}`, language: bcp47(language), subject: s.noRealMoney }, (doc) => {
    drawHeader(doc, { companyName: s.bankName, lines: [s.noRealMoney] });
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.font(PDF_FONT.bold).fontSize(16).fillColor(PDF_COLOR.ink).text(s.boletoTitle, left, doc.y, { width });
    doc.font(PDF_FONT.bold).fontSize(11).fillColor('#b45309').text(s.noRealMoney, left, doc.y + 4, { width });
    doc.moveDown(0.8);

    let y = doc.y;
    field(doc, s.digitableLine, boleto.digitableLine, left, y, width, true);
    y += 40;
    field(doc, s.beneficiary, s.beneficiaryName, left, y, width * 0.65);
    field(doc, s.dueDate, formatDueDate(language, boleto.dueDate), left + width * 0.65, y, width * 0.35);
    y += 40;
    field(doc, s.payer, [view.customerName, view.customerTaxId].filter(Boolean).join(' — '), left, y, width * 0.65);
    field(doc, s.amount, moneyText(view), left + width * 0.65, y, width * 0.35, true);
    y += 40;
    field(doc, s.documentNumber, view.reference, left, y, width * 0.65);
    field(doc, s.description, view.description, left + width * 0.65, y, width * 0.35);
    doc.y = y + 56;

    drawSectionTitle(doc, s.barcode, 80);
    const barY = doc.y + 4;
    drawBarcode(doc, boleto.barcode, left, barY, 50);
    doc.font(PDF_FONT.regular).fontSize(9).fillColor(PDF_COLOR.ink).text(boleto.barcode, left, barY + 56, { width, characterSpacing: 1 });
    doc.moveDown(1.2);
    doc.font(PDF_FONT.regular).fontSize(9).fillColor(PDF_COLOR.muted).text(s.boletoInstructions, left, doc.y, { width });
  });
}
