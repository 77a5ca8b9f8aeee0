import { describe, expect, it } from 'vitest';
import { hasValidIssnCheckDigit, looksLikeIssn, normalizeIssn, normalizeJournalTitle } from './journal-identifiers';

describe('normalizeJournalTitle', () => {
  it('drops case, accents and punctuation so a researcher can type without them', () => {
    expect(normalizeJournalTitle('Anais da Academia Brasileira de Ciências')).toBe('anais da academia brasileira de ciencias');
    expect(normalizeJournalTitle('Chemistry – A European Journal')).toBe('chemistry a european journal');
    expect(normalizeJournalTitle('  Journal of Zhejiang University-SCIENCE B ')).toBe('journal of zhejiang university science b');
    expect(normalizeJournalTitle("Alzheimer's & Dementia")).toBe('alzheimers and dementia');
  });

  it("reads '&' as 'and', so both spellings find the same journal", () => {
    expect(normalizeJournalTitle('Nature Ecology & Evolution')).toBe(normalizeJournalTitle('Nature Ecology and Evolution'));
  });

  it('folds the full-width letters of Chinese and Japanese input methods', () => {
    expect(normalizeJournalTitle('ＮＡＴＵＲＥ')).toBe('nature');
  });

  it('keeps letters of other scripts', () => {
    expect(normalizeJournalTitle('中华医学杂志 (英文版)')).toBe('中华医学杂志 英文版');
  });
});

describe('ISSNs', () => {
  it('normalizes the ways people type an ISSN', () => {
    expect(normalizeIssn('0028-0836')).toBe('0028-0836');
    expect(normalizeIssn('00280836')).toBe('0028-0836');
    expect(normalizeIssn(' 1474-547x ')).toBe('1474-547X');
    expect(normalizeIssn('1474 547X')).toBe('1474-547X');
  });

  it('refuses what is not shaped like an ISSN', () => {
    for (const value of ['0028-083', 'nature', '0028-0836-1', 'X028-0836', '']) expect(normalizeIssn(value), value).toBeNull();
    expect(looksLikeIssn('nature')).toBe(false);
    expect(looksLikeIssn('1476-4687')).toBe(true);
  });

  it('checks the ISO 3297 check digit', () => {
    expect(hasValidIssnCheckDigit('0028-0836')).toBe(true); // Nature
    expect(hasValidIssnCheckDigit('1474-547X')).toBe(true); // The Lancet online, X = 10
    expect(hasValidIssnCheckDigit('0028-0837')).toBe(false);
    expect(hasValidIssnCheckDigit('nature')).toBe(false);
  });
});
