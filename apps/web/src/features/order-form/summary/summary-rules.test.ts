import { describe, expect, it } from 'vitest';
import type { Discount } from '@marginalia/contracts/order-form/order-form-view.contract';
import {
  allowsPromoCodes,
  benefitEntries,
  discountBadgeColor,
  displayTimeZone,
  manuscriptFileNames,
  chosenManuscriptLanguage,
  normalisePromoCode,
  referralInviteState,
  summaryDiscounts,
} from './summary-rules';

const discount = (over: Partial<Discount>): Discount => ({
  id: 'd1',
  type: 'promotional-code',
  code: 'SPRING10',
  description: 'Spring sale',
  percentBased: true,
  amount: 10,
  appliedAmount: 1250,
  applied: true,
  removable: true,
  endDate: null,
  ...over,
});

const file = (name: string) => ({ id: name, kind: 'main' as const, name, type: 'docx', size: 1, analysis: 'done' as const, wordCount: 10, createdAt: '' });

describe('order summary discounts', () => {
  it('colours preferred-group badges primary, promo codes success and the rest secondary', () => {
    expect(discountBadgeColor('preferred-group')).toBe('ink');
    expect(discountBadgeColor('promotional-code')).toBe('teal');
    expect(discountBadgeColor('reedit')).toBe('gray');
    expect(discountBadgeColor('service')).toBe('gray');
  });

  it('lists applied discounts and keeps an unapplied promo code removable', () => {
    const list = summaryDiscounts(
      [
        discount({ id: 'g', type: 'preferred-group', code: null, removable: false, appliedAmount: 2000 }),
        discount({ id: 'p', applied: false, appliedAmount: 0 }),
        discount({ id: 's', type: 'service', code: null, applied: false, removable: false }),
      ],
      null,
    );
    expect(list.map((entry) => entry.key)).toEqual(['g', 'p']);
    expect(list[0]?.removable).toBe(false);
    expect(list[1]?.removable).toBe(true);
  });

  it('shows a code being applied as busy before the answer, once', () => {
    expect(summaryDiscounts([], 'NEW5')).toMatchObject([{ code: 'NEW5', busy: true, removable: false }]);
    const existing = summaryDiscounts([discount({ code: 'SPRING10' })], 'spring10');
    expect(existing).toHaveLength(1);
    expect(existing[0]?.busy).toBe(true);
  });

  it('offers no promo code entry with the price-quote goal', () => {
    expect(allowsPromoCodes({ customerGoal: { name: 'price-quote', requiresWordCount: true, uploadType: 'main' } })).toBe(false);
    expect(allowsPromoCodes({ customerGoal: { name: 'editing', requiresWordCount: true, uploadType: 'main' } })).toBe(true);
    expect(allowsPromoCodes({ customerGoal: null })).toBe(true);
  });

  it('trims a typed promo code', () => {
    expect(normalisePromoCode('  SPRING10 ')).toBe('SPRING10');
  });
});

describe('applicable promotional code benefits', () => {
  const benefit = (code: string) => ({ code, description: code, percentBased: true, amount: 10, endDate: null });

  it('lists each code once and marks the ones the order already holds', () => {
    const entries = benefitEntries([benefit('A1'), benefit('a1'), benefit('B2')], [discount({ code: 'B2' })]);
    expect(entries.map((entry) => [entry.code, entry.alreadyOnOrder])).toEqual([
      ['A1', false],
      ['B2', true],
    ]);
  });
});

describe('manuscript section', () => {
  it('names main files first, then figures and tables, never references', () => {
    expect(
      manuscriptFileNames({ main: [file('paper.docx')], figures: [file('fig1.png')], tables: [file('t.xlsx')], references: [file('refs.bib')] }),
    ).toEqual(['paper.docx', 'fig1.png', 't.xlsx']);
  });

  it('names the manuscript language in the page language', () => {
    const languages = [{ id: 1, name: 'English' }, { id: 3, name: 'Chinese' }];
    expect(chosenManuscriptLanguage({ manuscriptLanguageId: 3, manuscriptLanguages: languages }, 'en')).toBe('Chinese');
    expect(chosenManuscriptLanguage({ manuscriptLanguageId: 1, manuscriptLanguages: languages }, 'cn')).toBe('英语');
    expect(chosenManuscriptLanguage({ manuscriptLanguageId: 3, manuscriptLanguages: languages }, 'jp')).toBe('中国語');
    expect(chosenManuscriptLanguage({ manuscriptLanguageId: null, manuscriptLanguages: languages }, 'cn')).toBeNull();
  });
});

describe('time zone of the summary', () => {
  it("uses the user's zone, and the browser's for a visitor", () => {
    expect(displayTimeZone({ loggedIn: true, timeZone: 'Asia/Tokyo' }, 'Europe/Madrid')).toBe('Asia/Tokyo');
    expect(displayTimeZone({ loggedIn: false, timeZone: 'America/New_York' }, 'Europe/Madrid')).toBe('Europe/Madrid');
    expect(displayTimeZone({ loggedIn: false, timeZone: 'America/New_York' }, undefined)).toBe('America/New_York');
  });
});

describe('referral invite', () => {
  it('is disabled while busy or blank', () => {
    expect(referralInviteState('   ', [], false).canSubmit).toBe(false);
    expect(referralInviteState('a@b.org', [], true).canSubmit).toBe(false);
    expect(referralInviteState('a@b.org', [], false)).toEqual({ canSubmit: true, valid: true });
  });

  it('allows at most 10 addresses together with those already invited', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `p${index}@lab.org`);
    expect(referralInviteState('x@lab.org', nine, false).valid).toBe(true);
    expect(referralInviteState('x@lab.org, y@lab.org', nine, false).valid).toBe(false);
    expect(referralInviteState(' , a@b.org ,, ', [], false).valid).toBe(true);
  });
});
