import { UNITS } from './units';
import { CHEMICAL_ELEMENTS } from './elements';
import { LATIN_PHRASES } from './latin';

/**
 * The scientific layer: spans of a paragraph that checkers damage and that no finding may touch —
 * citations, numbers with their units, statistics, formulas, gene and protein symbols, species names,
 * Latin, URLs, DOIs and e-mail addresses. Rules see these tokens as context; only rules that exist to
 * mend the spacing around them (a number glued to its unit) may change them.
 */
export type ProtectedKind = 'citation' | 'quantity' | 'statistic' | 'formula' | 'symbol' | 'species' | 'latin' | 'link' | 'math';

export interface ProtectedSpan {
  start: number;
  end: number;
  kind: ProtectedKind;
}

const UNIT_ALTERNATION = [...UNITS].sort((a, b) => b.length - a.length).map((u) => u.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
const NUMBER = String.raw`[−–-]?\d+(?:[.,]\d+)*(?:\s?[eE][−-]?\d+)?`;

const PATTERNS: { kind: ProtectedKind; pattern: RegExp }[] = [
  { kind: 'link', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:)]/gu },
  { kind: 'link', pattern: /\b(?:doi:\s?)?10\.\d{4,9}\/[^\s"<>]+[^\s"<>.,;:)]/giu },
  { kind: 'link', pattern: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/gu },
  // [12], [3, 5], [7–9]
  { kind: 'citation', pattern: /\[\d+(?:\s*[,–-]\s*\d+)*\]/gu },
  // (Silva et al., 2020), (World Bank, 2021), (Smith and Lee 2019; Chen 2020a)
  { kind: 'citation', pattern: /\((?=[^()]*\p{Lu})[^()]*?\b(?:1[89]|20)\d{2}[a-z]?(?:[,;][^()]*)?\)/gu },
  // Smith et al. (2015), Li et al.
  { kind: 'citation', pattern: /\b\p{Lu}[\p{L}'’-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?\s+et\s+al\.(?:\s*\((?:1[89]|20)\d{2}[a-z]?\))?/gu },
  { kind: 'citation', pattern: /\bet\s+al\./gu },
  // Statistics: p < 0.05, r = 0.56, n = 40 per group, F(2, 45) = 3.2, 95% CI 1.21–2.79, R2 = 0.91
  { kind: 'statistic', pattern: new RegExp(String.raw`(?<![\p{L}])(?:[\p{L}χ]{1,3}\d?(?:\(\d+(?:,\s*\d+)?\))?|\*+p)\s*[=<>≤≥≈]\s*${NUMBER}`, 'gu') },
  { kind: 'statistic', pattern: new RegExp(String.raw`\d+(?:\.\d+)?%\s*(?:CI|confidence interval)\s*[:,]?\s*${NUMBER}(?:\s*[–-]\s*${NUMBER})?`, 'gu') },
  // Quantities: 37 °C, 5 × 10^6 cells/mL, 1.21–2.79, 12,000 × g, 10^-6 Pa, ±0.2 °C, 2.4-fold, 3e-5
  {
    kind: 'quantity',
    pattern: new RegExp(
      String.raw`[±~≈<>≤≥]?\s?${NUMBER}(?:\s?(?:[–-]|to|±)\s?${NUMBER})?(?:\s?[×x]\s?10\^?[−-]?\d+)?(?:\^[−-]?\d+)?(?:\s?(?:${UNIT_ALTERNATION})(?:\/(?:${UNIT_ALTERNATION}|\p{L}+))?(?![\p{L}\p{N}])|\s?[%‰°′″]|-fold)?`,
      'gu',
    ),
  },
  { kind: 'quantity', pattern: /\b\d+(?:\.\d+)?\s?×\s?g\b/gu },
  // Big-O and functions of variables: O(n log n), f(x)
  { kind: 'math', pattern: /\b[A-Za-z]\([^()\s]*(?:\s[^()\s]+){0,3}\)/gu },
  // Equations written inline: h = Nu·k/L, E = hν, a = 3.905 Å
  { kind: 'math', pattern: /(?<![\p{L}\p{N}])[\p{L}][\p{L}\p{N}]{0,2}\s?=\s?[^\s,;)]+(?:\s?[·×/+−-]\s?[^\s,;)]+)*/gu },
];

/** Tokens that are symbols rather than words: they contain digits, capitals past the first letter, or Greek. */
export function isSymbolToken(token: string): boolean {
  if (/\p{N}/u.test(token) && /\p{L}/u.test(token)) return true; // TP53, H2O2, Col-0, v1.1, S2
  if (/[\u0370-\u03ff\u1f00-\u1fff]/u.test(token)) return true; // IL-1β, β-diversity, ΔΔCt
  if (/^\p{L}.*\p{Lu}/u.test(token)) return true; // qPCR, mRNA, LC-MS, TensorFlow, RNAs
  return isChemicalFormula(token);
}

/** NaCl, ZnO, SrTiO3, CH3COOH, Fe2+: element symbols with counts or charges, two elements at least or a count. */
export function isChemicalFormula(token: string): boolean {
  const match = /^((?:[A-Z][a-z]?\d*)+)(\d*[+-])?$/.exec(token);
  if (!match) return false;
  const parts = match[1]!.match(/[A-Z][a-z]?\d*/g) ?? [];
  if (!parts.every((p) => CHEMICAL_ELEMENTS.has(p.replace(/\d+$/, '')))) return false;
  return parts.length >= 2 || /\d/.test(token) || Boolean(match[2]);
}

function latinSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  const lower = text.toLowerCase();
  for (const phrase of LATIN_PHRASES) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(phrase, from);
      if (at < 0) break;
      const before = at === 0 ? ' ' : lower[at - 1]!;
      const after = lower[at + phrase.length] ?? ' ';
      if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) spans.push({ start: at, end: at + phrase.length, kind: 'latin' });
      from = at + phrase.length;
    }
  }
  return spans;
}

/**
 * Binomial names: a capitalised genus (or its initial, "E.") and a lower-case epithet that is not an
 * English word, or has a Latin ending. `isEnglishWord` is the lexicon's test.
 */
function speciesSpans(text: string, isEnglishWord: (word: string) => boolean): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  const pattern = /\b(\p{Lu}(?:\p{Ll}+|\.))\s(\p{Ll}{3,})(?:\s(?:subsp|var|pv|cv)\.\s\p{Ll}{3,})?/gu;
  for (const match of text.matchAll(pattern)) {
    const genus = match[1]!;
    const epithet = match[2]!;
    const latinEnding = /(?:us|um|ae|ii|is|ensis|oides|ica|ata|ella|ium|orum|arum|ana|iana|ens)$/.test(epithet);
    const genusIsWord = genus.endsWith('.') ? true : isEnglishWord(genus.toLowerCase());
    const epithetIsWord = isEnglishWord(epithet);
    // A capitalised word mid-sentence that no standard dictionary knows, then an unknown lower-case word: a binomial.
    if (!genus.endsWith('.') && !genusIsWord && !epithetIsWord && match.index > 0) {
      spans.push({ start: match.index, end: match.index + match[0].length, kind: 'species' });
      continue;
    }
    const looksLatin = (!epithetIsWord && (latinEnding || !genusIsWord)) || (!genusIsWord && latinEnding);
    if (genus.endsWith('.') ? !epithetIsWord : looksLatin) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'species' });
  }
  return spans;
}

function symbolSpans(text: string): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+/·'’-]*[\p{L}\p{N}+]|\p{L}/gu)) {
    const token = match[0];
    if (isSymbolToken(token)) spans.push({ start: match.index, end: match.index + token.length, kind: /^[A-Z][a-z]?\d/.test(token) ? 'formula' : 'symbol' });
  }
  return spans;
}

/** Merges overlapping spans so that each character is in at most one. */
function merge(spans: ProtectedSpan[]): ProtectedSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ProtectedSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function findProtectedSpans(text: string, isEnglishWord: (word: string) => boolean): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = match[0].trim();
      if (value.length === 0 || !/[\p{L}\p{N}]/u.test(value)) continue;
      const start = match.index + match[0].indexOf(value);
      spans.push({ start, end: start + value.length, kind });
    }
  }
  spans.push(...latinSpans(text), ...speciesSpans(text, isEnglishWord), ...symbolSpans(text));
  return merge(spans);
}

/** A lookup of whether a range touches a protected span (binary search over merged spans). */
export function protectionLookup(spans: ProtectedSpan[]): (start: number, end: number) => boolean {
  return (start, end) => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const span = spans[mid]!;
      if (span.end <= start) lo = mid + 1;
      else if (span.start >= end) hi = mid - 1;
      else return true;
    }
    return false;
  };
}
