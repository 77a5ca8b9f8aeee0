import QRCode from 'qrcode';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { contentWidth, PDF_COLOR, PDF_FONT, renderPdf, type PdfDoc } from '../../../platform/pdf/pdf-document';
import { drawKeyValues } from '../../../platform/pdf/pdf-table';
import { CERTIFICATE_PDF_LABELS } from './certificate-pdf.labels';

/** What the editing certificate states (the certificate's fields plus what was done). */
export interface CertificatePdfData {
  language: SiteLanguage;
  companyName: string;
  code: string;
  title: string;
  authors: string;
  externalId: string;
  services: readonly string[];
  wordCount: number;
  issuedOn: Date;
  timeZone: string;
  /** The public verification page for this code; printed and encoded in the QR code. */
  verificationUrl: string;
}

const QR_SIZE = 96;

function drawFrame(doc: PdfDoc): void {
  const inset = 22;
  doc
    .rect(inset, inset, doc.page.width - inset * 2, doc.page.height - inset * 2)
    .lineWidth(2)
    .strokeColor(PDF_COLOR.accent)
    .stroke();
  doc
    .rect(inset + 5, inset + 5, doc.page.width - (inset + 5) * 2, doc.page.height - (inset + 5) * 2)
    .lineWidth(0.5)
    .strokeColor(PDF_COLOR.rule)
    .stroke();
}

function centred(doc: PdfDoc, text: string, font: string, size: number, color: string, gapAfter: number): void {
  const left = doc.page.margins.left;
  doc.font(font).fontSize(size).fillColor(color).text(text, left, doc.y, { width: contentWidth(doc), align: 'center' });
  doc.y += gapAfter;
}

/** The certificate as a one-page A4 PDF in the asker's language, with the verification link and QR code. */
export async function certificatePdf(data: CertificatePdfData): Promise<Buffer> {
  const labels = CERTIFICATE_PDF_LABELS[data.language];
  const qr = await QRCode.toBuffer(data.verificationUrl, { type: 'png', margin: 1, width: QR_SIZE * 3, errorCorrectionLevel: 'M' });
  const date = formatDate(data.issuedOn, data.timeZone, data.language);
  const words = new Intl.NumberFormat(bcp47(data.language)).format(data.wordCount);
  return renderPdf({ title: `${labels.title} ${data.code}`, language: bcp47(data.language), author: data.companyName, createdAt: data.issuedOn }, (doc) => {
    drawFrame(doc);
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    doc.y = doc.page.margins.top + 30;
    centred(doc, data.companyName, PDF_FONT.bold, 16, PDF_COLOR.accent, 18);
    centred(doc, labels.title, PDF_FONT.bold, 30, PDF_COLOR.ink, 30);
    centred(doc, labels.certifies, PDF_FONT.regular, 12, PDF_COLOR.muted, 12);
    centred(doc, data.title, PDF_FONT.bold, 18, PDF_COLOR.ink, 12);
    if (data.authors.trim() !== '') {
      centred(doc, labels.by, PDF_FONT.regular, 11, PDF_COLOR.muted, 4);
      centred(doc, data.authors, PDF_FONT.bold, 13, PDF_COLOR.ink, 12);
    }
    centred(doc, interpolate(labels.statement, { company: data.companyName }).replace(/\.\.$/, '.'), PDF_FONT.regular, 12, PDF_COLOR.ink, 30);

    const factsWidth = width * 0.7;
    const factsBottom = drawKeyValues(
      doc,
      [
        { label: labels.orderNumber, value: data.externalId },
        { label: labels.services, value: data.services.join(', ') },
        { label: labels.wordCount, value: words },
        { label: labels.issuedOn, value: date },
        { label: labels.code, value: data.code },
      ],
      { x: left + (width - factsWidth) / 2, y: doc.y, width: factsWidth, labelShare: 0.4, fontSize: 11 },
    );

    const qrY = Math.max(factsBottom + 40, doc.page.height - doc.page.margins.bottom - QR_SIZE - 40);
    doc.image(qr, left, qrY, { width: QR_SIZE, height: QR_SIZE });
    const textX = left + QR_SIZE + 16;
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.muted).text(labels.verify, textX, qrY + 20, { width: width - QR_SIZE - 16 });
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .fillColor(PDF_COLOR.accent)
      .text(data.verificationUrl, textX, doc.y + 4, { width: width - QR_SIZE - 16, link: data.verificationUrl, underline: true });
  });
}
