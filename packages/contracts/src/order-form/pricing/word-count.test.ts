import { describe, expect, it } from 'vitest';
import {
  basicWordCountError,
  basicWordCountValid,
  DOCUMENT_DETAILS_MAX_POLLS,
  DOCUMENT_DETAILS_POLL_MS,
  hasVeryLongWordCount,
  parseWordCountInput,
  REFERRAL_EMAILS_MAX,
  translationRestricted,
  WORD_COUNT_DEBOUNCE_MS,
  WORD_COUNT_INPUT_CAP,
  WORD_COUNT_MAX_BASIC,
  wordCountChangeError,
  wordCountNotices,
  type WordCountContext,
} from './word-count';

describe('word count constants', () => {
  it('have their fixed values', () => {
    expect([WORD_COUNT_MAX_BASIC, WORD_COUNT_INPUT_CAP, WORD_COUNT_DEBOUNCE_MS]).toEqual([999999, 999999999, 400]);
    expect([DOCUMENT_DETAILS_POLL_MS, DOCUMENT_DETAILS_MAX_POLLS, REFERRAL_EMAILS_MAX]).toEqual([1000, 5, 10]);
  });
});

describe('parseWordCountInput', () => {
  it('reads digits', () => {
    expect(parseWordCountInput('1500')).toBe(1500);
    expect(parseWordCountInput(' 0042 ')).toBe(42);
    expect(parseWordCountInput('12,500')).toBe(12500);
    expect(parseWordCountInput('0')).toBe(0);
  });

  it('clears non-numeric input', () => {
    expect(parseWordCountInput('')).toBeNull();
    expect(parseWordCountInput('abc')).toBeNull();
    expect(parseWordCountInput('   ')).toBeNull();
  });

  it('caps at 999999999', () => {
    expect(parseWordCountInput('999999999')).toBe(999999999);
    expect(parseWordCountInput('1000000000')).toBe(999999999);
    expect(parseWordCountInput('9'.repeat(40))).toBe(999999999);
  });
});

describe('wordCountChangeError', () => {
  it('requires a value and rejects zero', () => {
    expect(wordCountChangeError(null)).toBe('value-required');
    expect(wordCountChangeError(0)).toBe('value-cannot-be-zero');
    expect(wordCountChangeError(1)).toBeNull();
  });
});

describe('basicWordCountValid', () => {
  it('accepts whole numbers from 1 to 999999', () => {
    expect(basicWordCountValid(1)).toBe(true);
    expect(basicWordCountValid(999999)).toBe(true);
    expect(basicWordCountValid(0)).toBe(false);
    expect(basicWordCountValid(1000000)).toBe(false);
    expect(basicWordCountValid(12.5)).toBe(false);
    expect(basicWordCountValid(Number.NaN)).toBe(false);
    expect(basicWordCountError(0)).toBe('word-count-range-error');
    expect(basicWordCountError(500)).toBeNull();
  });
});

const context = (overrides: Partial<WordCountContext>): WordCountContext => ({
  wordCount: 1000,
  manuscriptLanguageId: 1,
  goal: 'publication',
  hasTranslation: false,
  hasScientificEditing: false,
  impersonating: false,
  ...overrides,
});

describe('wordCountNotices', () => {
  it('gives the custom editing deadline notice for English from 40000 words without translation', () => {
    expect(wordCountNotices(context({ wordCount: 39999 }))).toEqual([]);
    expect(wordCountNotices(context({ wordCount: 40000 }))).toEqual(['custom-editing-deadline-notice']);
    expect(wordCountNotices(context({ wordCount: 40000, hasTranslation: true }))).toEqual(['custom-translation-deadline-notice']);
  });

  it('gives the custom translation deadline notice from 18000 words for other languages, translation or scientific editing', () => {
    expect(wordCountNotices(context({ wordCount: 17999, manuscriptLanguageId: 5 }))).toEqual([]);
    expect(wordCountNotices(context({ wordCount: 18000, manuscriptLanguageId: 5 }))).toEqual(['custom-translation-deadline-notice']);
    expect(wordCountNotices(context({ wordCount: 18000, hasTranslation: true }))).toEqual(['custom-translation-deadline-notice']);
    expect(wordCountNotices(context({ wordCount: 18000, hasScientificEditing: true }))).toEqual(['custom-translation-deadline-notice']);
    expect(wordCountNotices(context({ wordCount: 18000 }))).toEqual([]);
  });

  it('gives the multimedia notice from 18000 words for the multimedia goal', () => {
    expect(wordCountNotices(context({ wordCount: 17999, goal: 'multimedia' }))).toEqual([]);
    expect(wordCountNotices(context({ wordCount: 18000, goal: 'multimedia' }))).toEqual(['multimedia-deadline-notice']);
  });

  it('gives the mixed-language notice from 12000 words for language 2', () => {
    expect(wordCountNotices(context({ wordCount: 11999, manuscriptLanguageId: 2 }))).toEqual([]);
    expect(wordCountNotices(context({ wordCount: 12000, manuscriptLanguageId: 2 }))).toEqual(['second-language-deadline-notice']);
    expect(wordCountNotices(context({ wordCount: 18000, manuscriptLanguageId: 2 }))).toEqual([
      'custom-translation-deadline-notice',
      'second-language-deadline-notice',
    ]);
  });

  it('shows impersonating staff no notices', () => {
    expect(wordCountNotices(context({ wordCount: 50000, impersonating: true }))).toEqual([]);
  });

  it('needs a known language for the language-based notices', () => {
    expect(wordCountNotices(context({ wordCount: 50000, manuscriptLanguageId: null }))).toEqual([]);
  });
});

describe('hasVeryLongWordCount', () => {
  it('is true exactly when an individually set deadline is needed', () => {
    expect(hasVeryLongWordCount(context({ wordCount: 39999 }))).toBe(false);
    expect(hasVeryLongWordCount(context({ wordCount: 40000 }))).toBe(true);
    expect(hasVeryLongWordCount(context({ wordCount: 18000, hasTranslation: true }))).toBe(true);
    expect(hasVeryLongWordCount(context({ wordCount: 17999, hasTranslation: true }))).toBe(false);
    // A fact about the order: impersonation does not change it.
    expect(hasVeryLongWordCount(context({ wordCount: 40000, impersonating: true }))).toBe(true);
  });
});

describe('translationRestricted', () => {
  it('restricts translation of mixed-language manuscripts under 12000 words', () => {
    expect(translationRestricted({ wordCount: 11999, manuscriptLanguageId: 2, impersonating: false })).toBe(true);
    expect(translationRestricted({ wordCount: 12000, manuscriptLanguageId: 2, impersonating: false })).toBe(false);
    expect(translationRestricted({ wordCount: 5000, manuscriptLanguageId: 3, impersonating: false })).toBe(false);
  });

  it('lets impersonating staff through', () => {
    expect(translationRestricted({ wordCount: 11999, manuscriptLanguageId: 2, impersonating: true })).toBe(false);
  });
});
