import { describe, expect, it } from 'vitest';
import { filterByStatus, isWordFile, languageChoices, unavailableLanguages } from './translation-rules';

const languages = [
  { language: 'spanish-to-english' as const, usesRemaining: 2, engineAvailable: true },
  { language: 'portuguese-to-english' as const, usesRemaining: 0, engineAvailable: true },
  { language: 'chinese-to-english' as const, usesRemaining: 1, engineAvailable: false },
];

describe('the upload form', () => {
  it('offers the languages that still have uses, a pair without its engine disabled', () => {
    expect(languageChoices({ languages })).toEqual([
      { value: 'spanish-to-english', disabled: false },
      { value: 'chinese-to-english', disabled: true },
    ]);
    expect(unavailableLanguages({ languages })).toEqual(['chinese-to-english']);
  });

  it('takes Word files only', () => {
    expect(isWordFile('paper.DOCX')).toBe(true);
    expect(isWordFile('paper.doc')).toBe(true);
    expect(isWordFile('paper.pdf')).toBe(false);
  });

  it('filters the list by the status in the path', () => {
    const row = (status: 'processing' | 'completed' | 'failed') => ({ identity: status, file: 'f.docx', language: 'spanish-to-english', wordCount: 1, createdAt: '', color: 'blue' as const, processing: status === 'processing', failed: status === 'failed', completed: status === 'completed', status });
    expect(filterByStatus([row('processing'), row('failed')], 'failed').map((r) => r.identity)).toEqual(['failed']);
    expect(filterByStatus([row('processing'), row('failed')], null)).toHaveLength(2);
  });
});
