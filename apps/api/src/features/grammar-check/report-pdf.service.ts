import type { FastifyInstance } from 'fastify';
import { editingPriceShown } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { formatMoney, type CurrencyFormat } from '@marginalia/contracts/formatting/money';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { AssessmentCaller } from './assessment-access';
import { assessmentReport } from './report.service';
import { renderReportPdf } from './report-pdf';

/**
 * GET /api/grammar-check/{id}/pdf: the report as a PDF, drawn on request (a report is read once or twice,
 * and its findings are kept only until the assessment is archived), dates in the reader's time zone and the
 * editing price in their currency.
 */
export async function assessmentPdf(
  app: FastifyInstance,
  caller: AssessmentCaller,
  identity: string,
  reader: { language: SiteLanguage; timeZone: string; currency: CurrencyFormat },
): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await assessmentReport(app.platform.db, caller.owner, identity, reader.language);
  const settings = await app.applicationLoader.settings();
  const pdf = await renderReportPdf({
    report,
    language: reader.language,
    companyName: settings.companyShortName,
    website: settings.website,
    checkedOn: formatDate(new Date(report.assessment.createdAt), reader.timeZone, reader.language),
    editingPrice: formatMoney(editingPriceShown(reader.currency), reader.currency),
  });
  const stem = report.assessment.name.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'manuscript';
  return { pdf, fileName: `language-quality-report-${stem}.pdf` };
}
