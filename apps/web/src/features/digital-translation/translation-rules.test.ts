import { describe, expect, it } from 'vitest';
import { languageChoices, unavailableLanguages } from './translation-rules';

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
});
