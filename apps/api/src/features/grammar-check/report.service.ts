import type { AssessmentReport } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import type { LanguageAssessmentRow } from '../../platform/db/schema/language-assessments';
import { assessmentView } from './assessment-view';
import { findingMessage } from './finding-messages';
import { findOwnedAssessment, type AssessmentOwner } from './grammar-check.repository';
import { currentPercentiles } from './percentiles.service';
import { findWelcomeCode } from '../order-form/order-form.public';

/** The caller's assessment, or 404 'language-assessment-not-found' (another person's is as unknown as a made-up one). */
export async function requireOwnedAssessment(db: Db, owner: AssessmentOwner | null, identity: string): Promise<LanguageAssessmentRow> {
  const row = owner ? await findOwnedAssessment(db, owner, identity) : null;
  if (!row) throw new AppError(404, 'language-assessment-not-found');
  return row;
}

/**
 * GET /api/grammar-check/{id}/report: the assessment, the percentiles and every finding in its sentence, in
 * the reader's language; for a visitor (`forVisitor`) also the first-order discount of the services panel.
 */
export async function assessmentReport(db: Db, owner: AssessmentOwner | null, identity: string, language: SiteLanguage, forVisitor = false): Promise<AssessmentReport> {
  const row = await requireOwnedAssessment(db, owner, identity);
  const percentiles = await currentPercentiles(db);
  const stored = row.findings ?? { sentences: [], findings: [] };
  return {
    assessment: assessmentView(row, percentiles, language),
    percentiles,
    sentences: stored.sentences,
    findings: stored.findings.map((finding) => ({
      sentence: finding.sentence,
      start: finding.start,
      end: finding.end,
      category: finding.category,
      rule: finding.rule,
      message: findingMessage(language, finding.messageKey, finding.messageParams),
      suggestions: finding.suggestions,
      confidence: finding.confidence,
    })),
    welcomeDiscount: forVisitor ? await findWelcomeCode(db, new Date()) : null,
  };
}
