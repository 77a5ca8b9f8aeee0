import { basicWordCountValid } from '@marginalia/contracts/order-form/pricing/word-count';
import type { BasicDetailsRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';

/**
 * The get-started step's rules, as plain functions over
 * the form's values: the page and the tests share them.
 */

export interface GoalView {
  name: string;
  requiresWordCount: boolean;
  uploadType: 'main' | 'figures';
}

/** 'figures only' uploads figures; every other goal uploads the main manuscript. */
export function uploadKindOfGoal(goal: GoalView | undefined): 'main' | 'figures' {
  if (!goal) return 'main';
  return goal.uploadType === 'figures' || goal.name === 'figures-only' ? 'figures' : 'main';
}

/**
 * 'Help me decide' (service bundles) fits goals whose services are chosen on the manuscript-services
 * page; multimedia and figures-only orders have their own services page and no bundles.
 */
export function goalOffersBundles(goal: GoalView | undefined): boolean {
  return goal === undefined || (uploadKindOfGoal(goal) === 'main' && goal.name !== 'multimedia');
}

/** What the form holds while the user edits it; select and text inputs hold strings. */
export interface GetStartedValues {
  customerGoal: string;
  uploadLater: boolean;
  /** The language's id as the select's value, '' when none is chosen. */
  manuscriptLanguageId: string;
  /** As typed. */
  wordCount: string;
}

/** How the manuscript's language and word count are shown: typed in, being detected, or detected (a card). */
export type DetailsView = 'form' | 'detecting' | 'card';

export interface GetStartedContext {
  goal: GoalView | undefined;
  /** Files of the goal's upload type on the form. */
  fileCount: number;
  detailsView: DetailsView;
  /** The language and word count saved on the form (from detection or an earlier visit). */
  saved: { manuscriptLanguageId: number | null; wordCount: number | null };
}

export type GetStartedField = 'customerGoal' | 'files' | 'manuscriptLanguageId' | 'wordCount';
export type GetStartedErrors = Partial<Record<GetStartedField, string>>;

/** '12,500' or ' 12500 ' → 12500; anything that is not a whole number → NaN; nothing typed → null. */
export function parseBasicWordCount(raw: string): number | null {
  const compact = raw.replace(/[\s,\u00a0\u202f]/g, '');
  if (compact === '') return null;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

function parseLanguage(raw: string): number | null {
  const id = Number(raw);
  return raw !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Whether the goal asks for a language and word count (a goal not chosen yet is treated as asking). */
export function needsManuscriptDetails(goal: GoalView | undefined): boolean {
  return goal?.requiresWordCount ?? true;
}

/** The language and word count the step would send: typed ones while the form is open, else the saved ones. */
export function effectiveDetails(values: GetStartedValues, context: GetStartedContext): { manuscriptLanguageId: number | null; wordCount: number | null } {
  if (context.detailsView !== 'form') return context.saved;
  const wordCount = parseBasicWordCount(values.wordCount);
  return {
    manuscriptLanguageId: parseLanguage(values.manuscriptLanguageId),
    wordCount: wordCount !== null && basicWordCountValid(wordCount) ? wordCount : null,
  };
}

/** Message keys (namespace `messages`) per field; empty when the step may be saved. */
export function validateGetStarted(values: GetStartedValues, context: GetStartedContext): GetStartedErrors {
  const errors: GetStartedErrors = {};
  if (values.customerGoal === '') errors.customerGoal = 'selection-required';
  if (context.fileCount === 0 && !values.uploadLater) errors.files = 'manuscript-file-required';
  if (context.goal && needsManuscriptDetails(context.goal) && context.detailsView === 'form') {
    if (parseLanguage(values.manuscriptLanguageId) === null) errors.manuscriptLanguageId = 'value-required';
    const wordCount = parseBasicWordCount(values.wordCount);
    if (wordCount === null) errors.wordCount = 'value-required';
    else if (!basicWordCountValid(wordCount)) errors.wordCount = 'word-count-range-error';
  }
  return errors;
}

export interface NextStateInput {
  /** Flag upload_files_ui. */
  uploadFilesUi: boolean;
  saving: boolean;
  detecting: boolean;
  uploading: boolean;
  goal: GoalView | undefined;
  fileCount: number;
  details: { manuscriptLanguageId: number | null; wordCount: number | null };
}

/**
 * Next waits for a running save, detection or upload. With the upload-files UI it is also disabled while
 * there is neither a language and word count nor a file; without it, Next stays enabled and the
 * click shows what is missing.
 */
export function nextDisabled(input: NextStateInput): boolean {
  if (input.saving || input.detecting || input.uploading) return true;
  if (!input.uploadFilesUi) return false;
  const missingDetails =
    needsManuscriptDetails(input.goal) && (input.details.manuscriptLanguageId === null || input.details.wordCount === null);
  return missingDetails && input.fileCount === 0;
}

/** The body of PUT basic-details (basicDetailsSchema). */
export function basicDetailsPayload(values: GetStartedValues, context: GetStartedContext, serviceBundlesRequested: boolean): BasicDetailsRequest {
  const details = needsManuscriptDetails(context.goal)
    ? effectiveDetails(values, context)
    : { manuscriptLanguageId: null, wordCount: null };
  return {
    customerGoal: values.customerGoal,
    // Ticking 'later' with files already uploaded changes nothing: the files count.
    uploadLater: context.fileCount === 0 && values.uploadLater,
    manuscriptLanguageId: details.manuscriptLanguageId,
    wordCount: details.wordCount,
    serviceBundlesRequested,
  };
}
