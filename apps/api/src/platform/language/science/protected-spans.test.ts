import { describe, expect, it } from 'vitest';
import { findProtectedSpans, isChemicalFormula, isSymbolToken, protectionLookup } from './protected-spans';

const english = new Set(['the', 'in', 'contrast', 'cells', 'were', 'grown', 'mays', 'control', 'group']);
const isEnglish = (word: string) => english.has(word.toLowerCase());

function protectedTexts(text: string): string[] {
  return findProtectedSpans(text, isEnglish).map((s) => text.slice(s.start, s.end));
}

describe('the scientific layer', () => {
  it('protects citations, quantities, statistics and links', () => {
    const text = 'As shown [3, 5] and by Silva et al. (2020), cells at 37 °C with 5 × 10^6 cells/mL had p < 0.05 (see https://doi.org/10.1000/xyz).';
    const spans = protectedTexts(text);
    expect(spans).toEqual(expect.arrayContaining(['[3, 5]', 'Silva et al. (2020)', 'p < 0.05']));
    expect(spans.some((s) => s.includes('37 °C'))).toBe(true);
    expect(spans.some((s) => s.includes('10^6'))).toBe(true);
    expect(spans.some((s) => s.includes('doi.org'))).toBe(true);
  });

  it('protects gene and protein symbols, formulas, Greek and Latin', () => {
    const text = 'TP53, IL-1β and p-STAT3 rose in vitro after NaCl and H2O2 in E. coli and Xanthomonas oryzae.';
    const spans = protectedTexts(text);
    expect(spans).toEqual(expect.arrayContaining(['TP53', 'IL-1β', 'p-STAT3', 'in vitro', 'NaCl', 'H2O2']));
    expect(spans.some((s) => s.startsWith('E. coli'))).toBe(true);
    expect(spans.some((s) => s.startsWith('Xanthomonas oryzae'))).toBe(true);
  });

  it('leaves ordinary words and sentence-initial capitals alone', () => {
    expect(protectedTexts('In contrast the control group were grown.')).toEqual([]);
  });

  it('tells formulas and symbols from words', () => {
    expect(isChemicalFormula('SrTiO3')).toBe(true);
    expect(isChemicalFormula('Fe2+')).toBe(true);
    expect(isChemicalFormula('In')).toBe(false);
    expect(isChemicalFormula('Cat')).toBe(false);
    expect(isSymbolToken('qPCR')).toBe(true);
    expect(isSymbolToken('Knockout')).toBe(false);
  });

  it('looks ranges up against the spans', () => {
    const text = 'Cells with TP53 mutations.';
    const lookup = protectionLookup(findProtectedSpans(text, isEnglish));
    expect(lookup(11, 15)).toBe(true);
    expect(lookup(0, 5)).toBe(false);
    // An empty range at the edge of a span touches nothing: a comma may go right after a symbol.
    expect(lookup(15, 15)).toBe(false);
  });
});
