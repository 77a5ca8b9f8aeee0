import { describe, expect, it } from 'vitest';
import { grammarCheckAccess, navigationFor } from './grammar-check-access';

describe('who the grammar check is open to', () => {
  it('is open to a user with the feature on and, while allowed, to visitors', () => {
    expect(grammarCheckAccess({ loggedIn: true, languageAssessmentEnabled: true }, { allowsAnonymousLanguageAssessment: false })).toBe('open');
    expect(grammarCheckAccess({ loggedIn: true, languageAssessmentEnabled: false }, { allowsAnonymousLanguageAssessment: true })).toBe('disabled');
    expect(grammarCheckAccess({ loggedIn: false, languageAssessmentEnabled: true }, { allowsAnonymousLanguageAssessment: true })).toBe('open');
    expect(grammarCheckAccess({ loggedIn: false, languageAssessmentEnabled: true }, { allowsAnonymousLanguageAssessment: false })).toBe('login-required');
  });

  it('links the grammar check from the navigation only when it is open', () => {
    const items = [{ key: 'orders' }, { key: 'grammar-check' }, { key: 'invoices' }];
    expect(navigationFor(items, 'open').map((item) => item.key)).toEqual(['orders', 'grammar-check', 'invoices']);
    expect(navigationFor(items, 'disabled').map((item) => item.key)).toEqual(['orders', 'invoices']);
  });
});
