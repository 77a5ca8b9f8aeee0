import type { LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { checkFile, type FileCheck } from '../../components/uploads/upload-rules';

/** The page's own rules of the grammar check, apart from the components so they can be tested. */

/** Only Word documents are assessed. */
export const ASSESSMENT_EXTENSIONS = ['.doc', '.docx'];

/** The browser's check of a chosen file (the server checks its bytes again). */
export function checkAssessmentFile(file: { name: string; size: number }, maxBytes: number | null): FileCheck {
  return checkFile(file, ASSESSMENT_EXTENSIONS, maxBytes);
}

export interface UploadFormState {
  hasFile: boolean;
  uploading: boolean;
  /** A visitor while the flag `captcha` is on. */
  captchaRequired: boolean;
  captchaSolved: boolean;
  /** The newer upload UI (flag upload_files_ui). */
  termsRequired: boolean;
  termsAccepted: boolean;
}

/** Submit is disabled while uploading, with no file, until a required captcha is solved and required terms are accepted. */
export function submitDisabled(state: UploadFormState): boolean {
  return state.uploading || !state.hasFile || (state.captchaRequired && !state.captchaSolved) || (state.termsRequired && !state.termsAccepted);
}

export type RowStatus = 'processing' | 'completed' | 'failed' | 'skipped';

/** What a row of the list says: still processing, done, could not complete (failed) or not checked (skipped). */
export function rowStatus(assessment: Pick<LanguageAssessment, 'scoreStatus' | 'errorCountStatus'>): RowStatus {
  if (assessment.scoreStatus === 'processing' || assessment.errorCountStatus === 'processing') return 'processing';
  if (assessment.scoreStatus === 'failed') return 'failed';
  if (assessment.scoreStatus === 'skipped') return 'skipped';
  return 'completed';
}

/** The list and the report ask again while any score or error count is processing. */
export function anyProcessing(assessments: readonly Pick<LanguageAssessment, 'scoreStatus' | 'errorCountStatus'>[]): boolean {
  return assessments.some((assessment) => rowStatus(assessment) === 'processing');
}

/** The error-count panel is hidden when the count was skipped or the score is not complete. */
export function showsErrorCounts(assessment: Pick<LanguageAssessment, 'errorCountSkipped' | 'scoreCompleted'>): boolean {
  return assessment.scoreCompleted && !assessment.errorCountSkipped;
}

/** A sentence cut around a finding's span (UTF-16 offsets, clamped), for highlighting it. */
export function highlightParts(sentence: string, start: number, end: number): [string, string, string] {
  const from = Math.max(0, Math.min(start, sentence.length));
  const to = Math.max(from, Math.min(end, sentence.length));
  return [sentence.slice(0, from), sentence.slice(from, to), sentence.slice(to)];
}

/**
 * The percentile chart's curve: one point per percentile row, with the score scaled by 10 (0–100) on the
 * horizontal axis and the percentile on the vertical one.
 */
export function chartPoints(rows: readonly { percentile: number; minimumScore: number }[]): { x: number; y: number }[] {
  return [...rows].sort((a, b) => a.percentile - b.percentile).map((row) => ({ x: Math.min(100, Math.max(0, row.minimumScore * 10)), y: row.percentile }));
}
