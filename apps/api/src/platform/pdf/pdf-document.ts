import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The one way the API makes PDFs (invoices, receipts, certificates, price quotes, boleto, flyers).
 *
 * Fonts: Noto Sans SC covers Latin (with the accents of Portuguese and Spanish), Chinese and Japanese kana,
 * so one family renders all five site languages and a document never mixes fonts per script. Kanji are
 * drawn with the simplified-Chinese glyph forms; a few (e.g. 直, 骨) look slightly different from the
 * Japanese forms, which readers accept but a Japanese-specific font would do better.
 *
 * pdfkit embeds only the glyphs a document uses (subsetting), so a quote of one or two pages weighs tens
 * of kilobytes although each font file is 10 MB.
 */

export type PdfDoc = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);

/** Resolved through the package, never by absolute path, so it works wherever node_modules is. */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type PdfFontWeight = keyof typeof FONT_FILES;

/** Names of the registered fonts: `doc.font(PDF_FONT.bold)`. */
export const PDF_FONT: Record<PdfFontWeight, string> = { regular: 'noto-regular', bold: 'noto-bold' };

export const PDF_COLOR = {
  ink: '#18181b',
  muted: '#52525b',
  rule: '#d4d4d8',
  accent: '#1e40af',
  shade: '#f4f4f5',
} as const;

/** A4 with 45 pt margins; the footer lives inside the bottom margin. */
const PAGE_MARGIN = 45;

let fontData: Record<PdfFontWeight, Buffer> | undefined;

/** Read once per process: 20 MB kept in memory beats re-reading 20 MB from disk for every document. */
function fonts(): Record<PdfFontWeight, Buffer> {
  fontData ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fontData;
}

export interface PdfMetadata {
  title: string;
  /** BCP 47 tag of the document's language (`pt-BR`), for screen readers and hyphenation in viewers. */
  language: string;
  author?: string;
  subject?: string;
  /** The document's creation date; a fixed one (a certificate's issue date) makes each rendering the same bytes. */
  createdAt?: Date;
}

export interface RenderPdfOptions extends PdfMetadata {
  /** Footer text of each page, e.g. `Page 2 of 3`; omit for no footer. */
  footer?: (page: number, pageCount: number) => string;
}

/** A document with the fonts registered and the regular one selected. Pages are buffered for footers. */
export function createPdfDocument(metadata: PdfMetadata): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: metadata.language,
    info: {
      Title: metadata.title,
      Author: metadata.author ?? 'Marginalia',
      Subject: metadata.subject ?? metadata.title,
      Creator: 'Marginalia',
      ...(metadata.createdAt ? { CreationDate: metadata.createdAt } : {}),
    },
  });
  const data = fonts();
  doc.registerFont(PDF_FONT.regular, data.regular);
  doc.registerFont(PDF_FONT.bold, data.bold);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink);
  if (!CJK_LANGUAGE.test(metadata.language)) useProportionalPunctuation(doc);
  return doc;
}

const CJK_LANGUAGE = /^(zh|ja|ko)\b/i;
const PROPORTIONAL: PDFKit.Mixins.OpenTypeFeatures[] = ['pwid'];

type TextOptions = PDFKit.Mixins.TextOptions;

function withProportional(options: TextOptions | undefined): TextOptions {
  return options?.features === undefined ? { ...options, features: PROPORTIONAL } : options;
}

/**
 * A CJK font draws quotes, apostrophes, dashes and ellipses full-width, as Chinese and Japanese typesetting
 * want; in Latin text that leaves gaps ("journal’ s"). The font's `pwid` feature selects their proportional
 * forms. Every text call of a Latin-script document gets it (unless it names its own features), so no helper
 * or document can forget it; CJK documents keep the full-width forms.
 */
function useProportionalPunctuation(doc: PdfDoc): void {
  const text = doc.text.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  doc.text = ((value: string, x?: number | TextOptions, y?: number, options?: TextOptions) =>
    typeof x === 'object' || x === undefined
      ? text(value, withProportional(x))
      : text(value, x, y, withProportional(options))) as PdfDoc['text'];
  doc.widthOfString = (value: string, options?: TextOptions) => widthOfString(value, withProportional(options));
  doc.heightOfString = (value: string, options?: TextOptions) => heightOfString(value, withProportional(options));
}

/**
 * Draws a document and returns its bytes. A Buffer, not a stream: footers need the page count, so every
 * page is held until the end anyway (`bufferPages`), and the documents we make are a few pages of text.
 * The route can send the Buffer with a Content-Length, and the mailer can attach it as it is.
 */
export function renderPdf(options: RenderPdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = createPdfDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      if (options.footer) drawFooters(doc, options.footer);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** The lowest y that content may reach on the current page. */
export function contentBottom(doc: PdfDoc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** The usable width between the margins. */
export function contentWidth(doc: PdfDoc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` points still fit, so a block is never split from its heading. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > contentBottom(doc)) {
    doc.addPage();
  }
}

export interface PdfHeader {
  companyName: string;
  /** Address, website, e-mail: shown small on the right. */
  lines: readonly string[];
}

/** Company name on the left, its contact lines on the right, a rule below both. */
export function drawHeader(doc: PdfDoc, header: PdfHeader): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  const rightWidth = width * 0.5;

  doc.font(PDF_FONT.bold).fontSize(20).fillColor(PDF_COLOR.accent);
  doc.text(header.companyName, left, top, { width: width - rightWidth - 10 });
  const nameBottom = doc.y;

  doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(PDF_COLOR.muted);
  doc.text(header.lines.join('\n'), left + width - rightWidth, top + 2, { width: rightWidth, align: 'right' });
  const linesBottom = doc.y;

  const ruleY = Math.max(nameBottom, linesBottom) + 10;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor(PDF_COLOR.accent)
    .stroke();
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink);
  doc.x = left;
  doc.y = ruleY + 16;
}

/** A section title with a thin rule under it; keeps at least `keepWith` points of content on its page. */
export function drawSectionTitle(doc: PdfDoc, title: string, keepWith = 40): void {
  ensureSpace(doc, 28 + keepWith);
  const left = doc.page.margins.left;
  doc.font(PDF_FONT.bold).fontSize(11).fillColor(PDF_COLOR.accent);
  doc.text(title, left, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 3;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(PDF_COLOR.rule)
    .stroke();
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink);
  doc.x = left;
  doc.y = y + 8;
}

/** Writes page footers once every page exists, so each can say "of N". */
export function drawFooters(doc: PdfDoc, text: (page: number, pageCount: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit start a new page; lift the margin meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = doc.page.margins.left;
    const y = doc.page.height - bottomMargin + 18;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + contentWidth(doc), y - 6)
      .lineWidth(0.5)
      .strokeColor(PDF_COLOR.rule)
      .stroke();
    doc.font(PDF_FONT.regular).fontSize(8).fillColor(PDF_COLOR.muted);
    doc.text(text(index - range.start + 1, range.count), left, y, { width: contentWidth(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
