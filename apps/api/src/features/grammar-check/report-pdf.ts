import { FINDING_CATEGORIES, editingRecommended } from '@marginalia/contracts/grammar-check/assessment-score';
import type { AssessmentReport } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { ordinalFor } from '@marginalia/contracts/formatting/ordinal';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { interpolate } from '@marginalia/contracts/i18n/translate';
import { contentWidth, drawHeader, drawSectionTitle, ensureSpace, PDF_COLOR, PDF_FONT, renderPdf, type PdfDoc } from '../../platform/pdf/pdf-document';
import { REPORT_PDF_LABELS, type ReportPdfLabels } from './report-pdf.labels';

/** Everything the PDF shows, already in the reader's language (dates, the price) except the labels. */
export interface ReportPdfInput {
  report: AssessmentReport;
  language: SiteLanguage;
  companyName: string;
  website: string;
  checkedOn: string;
  editingPrice: string;
}

/** Findings printed in the PDF; the report page lists them all (the PDF would run to a hundred pages). */
export const PDF_FINDINGS_MAX = 300;
const HIGHLIGHT = '#b42318';

function drawFacts(doc: PdfDoc, input: ReportPdfInput, labels: ReportPdfLabels): void {
  const { assessment } = input.report;
  const numbers = new Intl.NumberFormat(bcp47(input.language));
  const facts: [string, string][] = [
    [labels.file, assessment.name],
    [labels.checkedOn, input.checkedOn],
    ...(assessment.wordCount !== null ? ([[labels.words, numbers.format(assessment.wordCount)]] as [string, string][]) : []),
    ...(assessment.style ? ([[labels.english, assessment.style === 'british' ? labels.british : labels.american]] as [string, string][]) : []),
  ];
  const left = doc.page.margins.left;
  for (const [label, value] of facts) {
    doc.font(PDF_FONT.bold).fontSize(9.5).fillColor(PDF_COLOR.muted).text(label, left, doc.y, { width: 110, continued: false });
    doc.moveUp();
    doc.font(PDF_FONT.regular).fontSize(9.5).fillColor(PDF_COLOR.ink).text(value, left + 115, doc.y, { width: contentWidth(doc) - 115 });
  }
  doc.moveDown(0.8);
}

function drawScore(doc: PdfDoc, input: ReportPdfInput, labels: ReportPdfLabels): void {
  const { assessment } = input.report;
  const left = doc.page.margins.left;
  drawSectionTitle(doc, labels.score);
  if (assessment.score === null || assessment.category === null) {
    doc.text(assessment.reason?.message ?? labels.processing, left, doc.y, { width: contentWidth(doc) });
    doc.moveDown();
    return;
  }
  const score = new Intl.NumberFormat(bcp47(input.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(assessment.score);
  const top = doc.y;
  doc.font(PDF_FONT.bold).fontSize(30).fillColor(assessment.color ?? PDF_COLOR.accent).text(score, left, top, { width: 90 });
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.muted).text(labels.outOf, left, doc.y, { width: 90 });
  doc.font(PDF_FONT.bold).fontSize(13).fillColor(assessment.color ?? PDF_COLOR.accent).text(labels.categories[assessment.category], left + 100, top + 6, { width: contentWidth(doc) - 100 });
  if (assessment.percentile !== null) {
    const sentence = assessment.percentile === 0 ? labels.percentileLowest : interpolate(labels.percentile, { percent: assessment.percentile, ordinal: ordinalFor(assessment.percentile, input.language) });
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink).text(sentence, left + 100, doc.y + 4, { width: contentWidth(doc) - 100 });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, top + 52) + 10;
}

function drawCounts(doc: PdfDoc, input: ReportPdfInput, labels: ReportPdfLabels): void {
  const { assessment } = input.report;
  if (assessment.errorCountStatus !== 'completed') return;
  drawSectionTitle(doc, labels.errorCounts, 90);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const rows: [string, number][] = [...FINDING_CATEGORIES.map((category) => [labels.findingCategories[category], assessment.errorCount[category]] as [string, number]), [labels.total, assessment.totalErrorCount]];
  rows.forEach(([label, count], index) => {
    const y = doc.y;
    const last = index === rows.length - 1;
    doc.font(last ? PDF_FONT.bold : PDF_FONT.regular).fontSize(10).fillColor(PDF_COLOR.ink).text(label, left, y, { width: width - 80 });
    doc.text(String(count), left + width - 80, y, { width: 80, align: 'right' });
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).lineWidth(0.5).strokeColor(PDF_COLOR.rule).stroke();
    doc.y += 5;
  });
  doc.x = left;
  doc.moveDown(0.5);
}

function drawParagraphs(doc: PdfDoc, title: string, paragraphs: readonly string[]): void {
  drawSectionTitle(doc, title);
  for (const paragraph of paragraphs) {
    doc.font(PDF_FONT.regular).fontSize(9.5).fillColor(PDF_COLOR.ink).text(paragraph, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.4);
  }
  doc.moveDown(0.4);
}

function drawFindings(doc: PdfDoc, input: ReportPdfInput, labels: ReportPdfLabels): void {
  const { report } = input;
  if (report.assessment.scoreStatus !== 'completed') return;
  drawSectionTitle(doc, labels.findings);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  if (report.findings.length === 0) {
    doc.text(labels.noFindings, left, doc.y, { width });
    return;
  }
  const shown = report.findings.slice(0, PDF_FINDINGS_MAX);
  if (shown.length < report.findings.length) {
    doc.font(PDF_FONT.regular).fontSize(9).fillColor(PDF_COLOR.muted).text(interpolate(labels.findingsCut, { shown: shown.length, total: report.findings.length }), left, doc.y, { width });
    doc.moveDown(0.5);
  }
  shown.forEach((finding, index) => {
    ensureSpace(doc, 60);
    const sentence = report.sentences[finding.sentence] ?? '';
    doc.font(PDF_FONT.bold).fontSize(8.5).fillColor(PDF_COLOR.accent).text(`${index + 1}. ${labels.findingCategories[finding.category]}`, left, doc.y, { width });
    // The sentence with the flagged words in bold red (continued runs keep one paragraph).
    doc.font(PDF_FONT.regular).fontSize(9.5).fillColor(PDF_COLOR.ink).text(sentence.slice(0, finding.start), left, doc.y, { width, continued: true });
    doc.font(PDF_FONT.bold).fillColor(HIGHLIGHT).text(sentence.slice(finding.start, finding.end) || ' ', { continued: true, underline: true });
    doc.font(PDF_FONT.regular).fillColor(PDF_COLOR.ink).text(sentence.slice(finding.end) || ' ', { underline: false });
    const suggestion = finding.suggestions[0];
    const advice = suggestion === undefined ? finding.message : `${finding.message} ${labels.suggestion}: ${suggestion === '' ? labels.deleteSuggestion : `“${suggestion}”`}`;
    doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(PDF_COLOR.muted).text(advice, left + 10, doc.y + 1, { width: width - 10 });
    doc.x = left;
    doc.moveDown(0.6);
  });
}

/** The Language Quality Report as a PDF in the reader's language (CJK included, through the platform's fonts). */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const labels = REPORT_PDF_LABELS[input.language];
  return renderPdf(
    { title: labels.title, language: bcp47(input.language), footer: (page, pages) => interpolate(labels.page, { page, pages }) },
    (doc) => {
      drawHeader(doc, { companyName: input.companyName, lines: [input.website] });
      doc.font(PDF_FONT.bold).fontSize(16).fillColor(PDF_COLOR.ink).text(labels.title);
      doc.moveDown(0.5);
      drawFacts(doc, input, labels);
      drawScore(doc, input, labels);
      drawCounts(doc, input, labels);
      if (input.report.assessment.score !== null) {
        drawParagraphs(doc, labels.howComputed, labels.formula);
        const advice = editingRecommended(input.report.assessment.score) ? labels.editingRecommended : labels.editingNotNeeded;
        drawParagraphs(doc, labels.nextSteps, [interpolate(advice, { price: input.editingPrice })]);
      }
      drawFindings(doc, input, labels);
      doc.moveDown();
      doc.font(PDF_FONT.regular).fontSize(8).fillColor(PDF_COLOR.muted).text(labels.disclaimer, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
    },
  );
}
