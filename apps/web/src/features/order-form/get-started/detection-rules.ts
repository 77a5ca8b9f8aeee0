import { basicWordCountValid, DOCUMENT_DETAILS_MAX_POLLS } from '@marginalia/contracts/order-form/pricing/word-count';
import type { DetailsView } from './get-started-rules';

/**
 * Document details after a main-file upload: poll every second, at most five
 * times; details that arrive with a language and a word count are saved and shown on a card; otherwise the
 * manual form opens. Without the language-detection flag the manual form opens directly.
 */

export interface DocumentDetailsAnswer {
  documentDetailsReceived: boolean;
  documentDetailsFailed: boolean;
  manuscriptLanguageId: number | null;
  wordCount: number | null;
}

export type PollOutcome =
  | { kind: 'save'; manuscriptLanguageId: number; wordCount: number }
  | { kind: 'again' }
  /** `prefill`: what was detected, for the manual form (a language without a usable count, say). */
  | { kind: 'manual'; prefill: { manuscriptLanguageId: number | null; wordCount: number | null } };

const NOTHING = { manuscriptLanguageId: null, wordCount: null };

/**
 * What to do after poll number `pollsDone` (1-based); `answer` is null when the poll itself failed,
 * which counts as an unanswered poll.
 */
export function pollOutcome(answer: DocumentDetailsAnswer | null, pollsDone: number): PollOutcome {
  if (answer?.documentDetailsReceived) {
    const { manuscriptLanguageId, wordCount } = answer;
    if (manuscriptLanguageId !== null && wordCount !== null && basicWordCountValid(wordCount)) {
      return { kind: 'save', manuscriptLanguageId, wordCount };
    }
    return { kind: 'manual', prefill: { manuscriptLanguageId, wordCount: wordCount !== null && basicWordCountValid(wordCount) ? wordCount : null } };
  }
  if (answer?.documentDetailsFailed) return { kind: 'manual', prefill: NOTHING };
  if (pollsDone >= DOCUMENT_DETAILS_MAX_POLLS) return { kind: 'manual', prefill: NOTHING };
  return { kind: 'again' };
}

export interface InitialViewInput {
  detectionEnabled: boolean;
  uploadKind: 'main' | 'figures';
  uploadLater: boolean;
  mainFiles: readonly { analysis: 'pending' | 'done' | 'failed' | 'skipped' }[];
  manuscriptLanguageId: number | null;
  wordCount: number | null;
}

/**
 * How the page opens: a card when a main file's details are already on the form; detection when a main
 * file is being analysed, or was but its details were never saved (the page was left mid-detection);
 * else the manual form.
 */
export function initialDetailsView(input: InitialViewInput): DetailsView {
  if (input.uploadKind !== 'main' || input.uploadLater || input.mainFiles.length === 0) return 'form';
  if (input.manuscriptLanguageId !== null && input.wordCount !== null) return 'card';
  if (input.detectionEnabled && input.mainFiles.some((file) => file.analysis === 'pending' || file.analysis === 'done')) return 'detecting';
  return 'form';
}

/** After a main file arrives: detect when the flag is on, else open the manual form at once. */
export function viewAfterUpload(detectionEnabled: boolean): DetailsView {
  return detectionEnabled ? 'detecting' : 'form';
}
