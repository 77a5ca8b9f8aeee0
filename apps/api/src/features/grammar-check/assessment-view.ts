import { CATEGORY_COLORS, FINDING_CATEGORIES, SCORE_TRAIL_COLOR, scoreCategory } from '@marginalia/contracts/grammar-check/assessment-score';
import type { AssessmentReason, ErrorCount, LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { percentileOf, type PercentileRow } from '@marginalia/contracts/grammar-check/percentiles';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import type { MessageParams } from '@marginalia/contracts/i18n/translate';
import { translateMessage } from '../../platform/i18n/catalogues';
import type { LanguageAssessmentRow } from '../../platform/db/schema/language-assessments';

/**
 * An assessment as the pages see it (the fields of a language assessment, derived from the stored
 * statuses): completed means the score is completed and the error count completed or skipped.
 */

function errorCountOf(row: LanguageAssessmentRow): ErrorCount {
  const stored = row.errorCounts ?? {};
  return Object.fromEntries(FINDING_CATEGORIES.map((category) => [category, stored[category] ?? 0])) as ErrorCount;
}

/** The language a detected ISO 639-1 code names, in the reader's language ("Spanish", "西班牙语"). */
export function languageName(isoCode: string, language: SiteLanguage): string {
  try {
    return new Intl.DisplayNames([bcp47(language)], { type: 'language' }).of(isoCode) ?? isoCode;
  } catch {
    return isoCode;
  }
}

/** A reason's parameters as the reader reads them: numbers grouped in their locale, a language code named. */
export function displayParams(params: Record<string, string | number>, language: SiteLanguage): MessageParams {
  const numbers = new Intl.NumberFormat(bcp47(language));
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number') return [name, numbers.format(value)];
      if (name === 'language') return [name, languageName(value, language)];
      return [name, value];
    }),
  );
}

export function reasonOf(row: Pick<LanguageAssessmentRow, 'reasonKey' | 'reasonParams'>, language: SiteLanguage): AssessmentReason | null {
  if (!row.reasonKey) return null;
  return { key: row.reasonKey, params: row.reasonParams, message: translateMessage(language, row.reasonKey, displayParams(row.reasonParams, language)) };
}

export function assessmentView(row: LanguageAssessmentRow, percentiles: readonly PercentileRow[], language: SiteLanguage): LanguageAssessment {
  const scoreCompleted = row.scoreStatus === 'completed';
  const score = scoreCompleted && row.scoreTenths !== null ? row.scoreTenths / 10 : null;
  const category = score === null ? null : scoreCategory(score);
  const errorCount = errorCountOf(row);
  return {
    identity: row.identity,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    fileIdentity: row.fileIdentity,
    completed: scoreCompleted && (row.errorCountStatus === 'completed' || row.errorCountStatus === 'skipped'),
    scoreCompleted,
    scoreProcessing: row.scoreStatus === 'processing',
    scoreFailed: row.scoreStatus === 'failed',
    score,
    scoreStatus: row.scoreStatus,
    errorCountStatus: row.errorCountStatus,
    percentile: score === null ? null : percentileOf(score, percentiles),
    category,
    color: category === null ? null : CATEGORY_COLORS[category],
    trailColor: SCORE_TRAIL_COLOR,
    errorCount,
    errorCountSkipped: row.errorCountStatus === 'skipped',
    errorCountProcessing: row.errorCountStatus === 'processing',
    errorCountFailed: row.errorCountStatus === 'failed',
    totalErrorCount: Object.values(errorCount).reduce((sum, n) => sum + n, 0),
    wordCount: row.wordCount,
    style: row.style,
    reason: reasonOf(row, language),
  };
}

export function percentilesOfRows(rows: readonly { percentile: number; minimumScoreTenths: number }[]): PercentileRow[] {
  return rows.map((row) => ({ percentile: row.percentile, minimumScore: row.minimumScoreTenths / 10 }));
}
