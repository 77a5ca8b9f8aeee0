import { describe, expect, it } from 'vitest';
import { badgeColor, countedCategories, offersSubscription, showsWorkspace, total } from './editing-rules';

const counts = { consistencySpellingTypos: 2, grammarMechanics: 5, phrasing: 0, punctuation: 1, wordChoice: 0 };

describe('the digital-editing page', () => {
  it('warns without access and shows the workspace to whoever has access or edits', () => {
    expect(badgeColor('NONE')).toBe('amber');
    expect(badgeColor('TRIAL')).toBe('teal');
    expect(showsWorkspace({ accessType: 'NONE', hasUploadedDigitalEdit: false })).toBe(false);
    expect(showsWorkspace({ accessType: 'NONE', hasUploadedDigitalEdit: true })).toBe(true);
    expect(showsWorkspace({ accessType: 'TRIAL', hasUploadedDigitalEdit: false })).toBe(true);
  });

  it('offers the subscription to anyone without a running one', () => {
    expect(offersSubscription({ hasDigitalEditingPurchase: false })).toBe(true);
    expect(offersSubscription({ hasDigitalEditingPurchase: true })).toBe(false);
  });

  it('lists what the editing did, most first', () => {
    expect(countedCategories(counts)).toEqual([
      { category: 'grammarMechanics', count: 5 },
      { category: 'consistencySpellingTypos', count: 2 },
      { category: 'punctuation', count: 1 },
    ]);
    expect(total(counts)).toBe(8);
    expect(countedCategories(null)).toEqual([]);
  });
});
