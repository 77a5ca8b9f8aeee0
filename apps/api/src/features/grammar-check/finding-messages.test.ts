import { describe, expect, it } from 'vitest';
import { findingMessage } from './finding-messages';

describe("the findings' messages", () => {
  it('come from the engine catalogue in the reader’s language, and read as general advice for a rule it lacks', () => {
    const english = findingMessage('en', 'uncountable-noun', { word: 'informations', suggestion: 'information' });
    expect(english).not.toBe('uncountable-noun');
    expect(findingMessage('cn', 'uncountable-noun', { word: 'informations', suggestion: 'information' })).not.toBe(english);
    expect(findingMessage('en', 'a-rule-nobody-wrote', {})).toBe('Consider revising these words.');
    expect(findingMessage('jp', 'a-rule-nobody-wrote', {})).toBe('この語句の見直しをご検討ください。');
  });
});
