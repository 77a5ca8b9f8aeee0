import type { MessageKey } from '../../i18n/message-keys';

/** Word count limits and order-form timings. */
export const WORD_COUNT_MAX_BASIC = 999999;
export const WORD_COUNT_INPUT_CAP = 999999999;
export const WORD_COUNT_DEBOUNCE_MS = 400;
/** Editing of an English manuscript at or above this gets an individually set deadline. */
export const VERY_LONG_EDITING = 40000;
/** Translation, scientific editing or a non-English manuscript at or above this: deadline set individually. */
export const VERY_LONG_TRANSLATION = 18000;
export const MULTIMEDIA_LONG = 18000;
/** Mixed-language manuscripts at or above this may need a longer deadline. */
export const SECOND_LANGUAGE_LONG = 12000;
/** Mixed-language orders under this many words cannot order translation. */
export const TRANSLATION_RESTRICTION = 12000;
export const ENGLISH_LANGUAGE_ID = 1;
export const MIXED_LANGUAGE_ID = 2;
export const DOCUMENT_DETAILS_POLL_MS = 1000;
export const DOCUMENT_DETAILS_MAX_POLLS = 5;
export const REFERRAL_EMAILS_MAX = 10;

/**
 * The change-word-count input: it keeps only digits, so input with no digit at all clears the
 * field (null) and '12,500' reads as 12500; the value is capped at 999,999,999.
 */
export function parseWordCountInput(raw: string): number | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  // Compare as text first: a long run of digits would lose precision as a number.
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length > String(WORD_COUNT_INPUT_CAP).length) return WORD_COUNT_INPUT_CAP;
  return Math.min(Number(trimmed), WORD_COUNT_INPUT_CAP);
}

/** Errors of the change-word-count control: empty and zero. */
export function wordCountChangeError(value: number | null): 'value-required' | 'value-cannot-be-zero' | null {
  if (value === null) return 'value-required';
  if (value === 0) return 'value-cannot-be-zero';
  return null;
}

/** Basic details word count: a whole number from 1 to 999,999. */
export function basicWordCountValid(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= WORD_COUNT_MAX_BASIC;
}

/** The message key for an invalid basic-details word count, or null when it is valid. */
export function basicWordCountError(n: number): 'word-count-range-error' | null {
  return basicWordCountValid(n) ? null : 'word-count-range-error';
}

export interface WordCountContext {
  wordCount: number;
  /** Null while the language is not known yet: only the services then decide. */
  manuscriptLanguageId: number | null;
  /** The customer goal's name, e.g. 'multimedia'. */
  goal: string;
  hasTranslation: boolean;
  hasScientificEditing: boolean;
  impersonating: boolean;
}

export type WordCountNoticeKey = Extract<
  MessageKey,
  'custom-editing-deadline-notice' | 'custom-translation-deadline-notice' | 'multimedia-deadline-notice' | 'second-language-deadline-notice'
>;

function editingTooLong(context: WordCountContext): boolean {
  return context.manuscriptLanguageId === ENGLISH_LANGUAGE_ID && !context.hasTranslation && context.wordCount >= VERY_LONG_EDITING;
}

function translationTooLong(context: WordCountContext): boolean {
  const nonEnglish = context.manuscriptLanguageId !== null && context.manuscriptLanguageId !== ENGLISH_LANGUAGE_ID;
  return (nonEnglish || context.hasTranslation || context.hasScientificEditing) && context.wordCount >= VERY_LONG_TRANSLATION;
}

/**
 * The order form's hasVeryLongWordCount: the deadline cannot be computed and is set by support. This is a
 * fact about the order, so it holds for impersonating staff too (they only skip the notices).
 */
export function hasVeryLongWordCount(context: Omit<WordCountContext, 'impersonating'>): boolean {
  const full: WordCountContext = { ...context, impersonating: false };
  return editingTooLong(full) || translationTooLong(full);
}

/**
 * Deadline notices for long manuscripts, as message keys; thresholds count "or more".
 * Impersonating staff see none. The catalogue names the multimedia and
 * mixed-language notices 'multimedia-deadline-notice' and 'second-language-deadline-notice'.
 */
export function wordCountNotices(context: WordCountContext): WordCountNoticeKey[] {
  if (context.impersonating) return [];
  const notices: WordCountNoticeKey[] = [];
  if (editingTooLong(context)) notices.push('custom-editing-deadline-notice');
  if (translationTooLong(context)) notices.push('custom-translation-deadline-notice');
  if (context.goal === 'multimedia' && context.wordCount >= MULTIMEDIA_LONG) notices.push('multimedia-deadline-notice');
  if (context.manuscriptLanguageId === MIXED_LANGUAGE_ID && context.wordCount >= SECOND_LANGUAGE_LONG) {
    notices.push('second-language-deadline-notice');
  }
  return notices;
}

export interface TranslationRestrictionContext {
  wordCount: number;
  manuscriptLanguageId: number | null;
  impersonating: boolean;
}

/**
 * Translation services are restricted for orders under 12,000 words except for certain
 * identities. Our reading: a mixed-language manuscript (language 2) under 12,000 words is edited rather
 * than translated, so translation is not offered; impersonating staff may still order it.
 */
export function translationRestricted(context: TranslationRestrictionContext): boolean {
  return context.manuscriptLanguageId === MIXED_LANGUAGE_ID && context.wordCount < TRANSLATION_RESTRICTION && !context.impersonating;
}
