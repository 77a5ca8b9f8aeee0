import { describe, expect, it } from 'vitest';
import { visibleSubNavigation } from './sub-navigation-items';

const items = ['orders', 'submit', 'digital-editing', 'digital-translations', 'grammar-check', 'invoices'].map((key) => ({ key, path: `/researcher/${key}` }));
const keys = (access: Parameters<typeof visibleSubNavigation>[1]) => visibleSubNavigation(items, access).map((item) => item.key);
const everything = { languageAssessmentEnabled: true, allowsDigitalEditing: true, allowsDigitalTranslations: true };

describe('the sub-navigation links', () => {
  it('shows every configured link, in order, when every feature is on', () => {
    expect(keys(everything)).toEqual(['orders', 'submit', 'digital-editing', 'digital-translations', 'grammar-check', 'invoices']);
  });

  it('hides the link of each feature that is off, and only that one', () => {
    expect(keys({ ...everything, allowsDigitalEditing: false })).toEqual(['orders', 'submit', 'digital-translations', 'grammar-check', 'invoices']);
    expect(keys({ ...everything, allowsDigitalTranslations: false })).toEqual(['orders', 'submit', 'digital-editing', 'grammar-check', 'invoices']);
    expect(keys({ ...everything, languageAssessmentEnabled: false })).toEqual(['orders', 'submit', 'digital-editing', 'digital-translations', 'invoices']);
  });
});
