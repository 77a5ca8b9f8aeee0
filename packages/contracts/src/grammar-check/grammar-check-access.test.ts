import { describe, expect, it } from 'vitest';
import { grammarCheckAccess } from './grammar-check-access';

describe('who the grammar check is open to', () => {
  it('is open to a user with the feature on and, while allowed, to visitors', () => {
    expect(grammarCheckAccess({ loggedIn: true, languageAssessmentEnabled: true }, { allowsAnonymousLanguageAssessment: false })).toBe('open');
    expect(grammarCheckAccess({ loggedIn: true, languageAssessmentEnabled: false }, { allowsAnonymousLanguageAssessment: true })).toBe('disabled');
    expect(grammarCheckAccess({ loggedIn: false, languageAssessmentEnabled: true }, { allowsAnonymousLanguageAssessment: true })).toBe('open');
    expect(grammarCheckAccess({ loggedIn: false, languageAssessmentEnabled: true }, { allowsAnonymousLanguageAssessment: false })).toBe('login-required');
  });
});
