import { englishNumber, SOURCE_NUMBER } from './english-numbers';

/**
 * What must come out of a translation exactly as it went in (README.md): URLs, e-mail addresses, DOIs,
 * citations, statistics (p = 0,003), numbers with their units and ranges, percentages, and code-like
 * tokens — gene and protein names (TP53, IL-6), cell lines (HeLa, MCF-7), formulas (TiO2, Ni/Al2O3,
 * Pd(OAc)2), strains, software and standards (ASTM E466). Each is found by its shape, never by a list of
 * known names, so a gene the list never heard of is kept too. Numbers inside are written the English way.
 */
export type SpanKind = 'url' | 'email' | 'doi' | 'citation' | 'statistic' | 'quantity' | 'percent' | 'range' | 'code';

export interface ProtectedSpan {
  start: number;
  end: number;
  kind: SpanKind;
  /** What the translation gets in its place. */
  replacement: string;
}

const NUM = SOURCE_NUMBER;
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺';
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** SI and laboratory units, with prefixes, as they follow a number. */
const UNIT_ATOMS = [
  'mol%', 'wt%', 'vol%', 'v/v', 'w/v', 'w/w',
  '°C', '℃', '°F', '°', 'K',
  '[pnµμmk]?M', '[pnµμmk]?mol', '[fpnµμmk]?g', 't', '[nµμmdc]?L', 'ml',
  '[nµμmck]?m', 'm[²³2³]', 'cm[²³2³]', 'mm[²³2³]', 'km[²³2]', 'dm[²³2³]', 'ha', 'Å',
  'h', 'min', 's', 'ms', 'µs', 'μs', 'ns', 'd', 'hpf', 'dpf', 'dpi',
  '[kMG]?Hz', '[mkMG]?W', 'kWh', 'kWp', 'MWh', 'Wh', '[mkM]?V', '[mµμk]?A', 'mAh', 'Ω', 'kΩ', 'MΩ',
  '[kMG]?eV', '[kMG]?Pa', 'bar', 'mbar', 'atm', 'mmHg', 'psi', '[mµμ]?T', 'G', 'Oe',
  '[kMGT]?B', 'bits?', 'bps', '[kMG]bps', 'FLOPS', 'ppm', 'ppb', 'rpm', 'dB', 'dBm', '[k]?Da', 'IU', 'UI', 'U',
  '[k]?cal', '[kM]?J', '[mk]?N', 'Gy', 'mGy', 'Sv', 'mSv', 'Bq', 'lx', 'cd', 'px',
];
const UNIT_ATOM = `(?:${UNIT_ATOMS.join('|')})(?:[${SUPERSCRIPTS}]+)?`;
const UNIT = `${UNIT_ATOM}(?:\\s?\\/\\s?${UNIT_ATOM})*`;
// Cased letters only: Chinese and Japanese characters (category Lo) sit right against numbers and codes.
const AFTER = `(?![\\p{Lu}\\p{Ll}\\d])`;
const BEFORE = `(?<![\\p{Lu}\\p{Ll}\\d.,])`;
const DASH = '[–—-]';

interface Rule {
  kind: SpanKind;
  pattern: RegExp;
}

const RULES: Rule[] = [
  { kind: 'url', pattern: /\b(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:)\]]/gu },
  { kind: 'email', pattern: /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu },
  { kind: 'doi', pattern: /\b(?:doi:\s?)?10\.\d{4,9}\/[^\s<>"]*[^\s<>".,;:)\]]/giu },
  { kind: 'citation', pattern: /\[\d+(?:\s*[–,-]\s*\d+)*\]/gu },
  {
    kind: 'citation',
    pattern: new RegExp(
      String.raw`\((?:[\p{Lu}][\p{L}'’-]+(?:[\s,]+(?:et al\.?|[\p{Lu}][\p{L}'’-]+|y|e|and|&|de|da|do|dos|van|von|del))*,?\s+(?:1[89]|20)\d{2}[a-z]?(?:;\s*)?)+\)`,
      'gu',
    ),
  },
  {
    kind: 'statistic',
    pattern: new RegExp(String.raw`(?<![\p{Lu}\p{Ll}\d])[\p{Lu}\p{Ll}][\p{Lu}\p{Ll}\d²³′'ᵢ]{0,5}(?:\(\d+(?:,\s*\d+)*\))?\s?[=<>≤≥≈]\s?${NUM}(?:\s?%)?${AFTER}`, 'gu'),
  },
  { kind: 'quantity', pattern: new RegExp(`${BEFORE}${NUM}(?:\\s?(?:${DASH}|×|x)\\s?${NUM})*\\s?${UNIT}${AFTER}`, 'gu') },
  { kind: 'percent', pattern: new RegExp(`${BEFORE}${NUM}(?:\\s?${DASH}\\s?${NUM})?\\s?%`, 'gu') },
  { kind: 'range', pattern: new RegExp(`${BEFORE}${NUM}\\s?[–—]\\s?${NUM}${AFTER}`, 'gu') },
];

/** A token that reads as code rather than a word: letters with digits, two capitals, or a capital after a small letter. */
const TOKEN = new RegExp(`[${SUPERSCRIPTS}]*[\\p{Lu}\\p{Ll}\\d][\\p{Lu}\\p{Ll}\\d${SUPERSCRIPTS}${SUBSCRIPTS}()\\/+′'·.:-]*[\\p{Lu}\\p{Ll}\\d${SUPERSCRIPTS}${SUBSCRIPTS})′]`, 'gu');

function codeLike(token: string): boolean {
  const letters = token.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return false;
  if (/\d|[₀-₉⁰¹²³⁴-⁹]/u.test(token) && !/^\d+(?:[.,]\d+)?$/.test(token)) return !/^\d+(?:º|ª|°|st|nd|rd|th|o|a|er)$/u.test(token);
  const capitals = token.match(/\p{Lu}/gu)?.length ?? 0;
  if (capitals >= 2) return true;
  return /\p{Ll}\p{Lu}/u.test(token);
}

/** Trims what a token took from its surroundings: unbalanced brackets, a final point, a trailing colon. */
function trimToken(token: string, start: number): { start: number; text: string } {
  let text = token;
  let from = start;
  for (;;) {
    const opens = (text.match(/\(/g) ?? []).length;
    const closes = (text.match(/\)/g) ?? []).length;
    if (text.endsWith(')') && closes > opens) text = text.slice(0, -1);
    else if (text.startsWith('(') && opens > closes) {
      text = text.slice(1);
      from += 1;
    } else if (/[.:'′-]$/.test(text) && text.length > 1) text = text.slice(0, -1);
    else break;
  }
  return { start: from, text };
}

function overlaps(spans: readonly { start: number; end: number }[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}

/** The English form of a protected span: its numbers in English notation, ℃ as °C, a percentage without its space. */
function englishForm(kind: SpanKind, text: string): string {
  if (kind === 'url' || kind === 'email' || kind === 'doi' || kind === 'code') return text;
  const numbers = new RegExp(`(?<![\\p{L}\\d.,])${NUM}(?![\\d])`, 'gu');
  let english = text.replace(numbers, (raw) => englishNumber(raw)).replace(/℃/g, '°C');
  if (kind === 'percent' || kind === 'statistic') english = english.replace(/(\d)\s%/g, '$1%');
  if (kind === 'citation') english = english.replace(/ y | e /g, ' and ');
  return english;
}

/**
 * The protected spans of one stretch of source text, in order and without overlaps. `taken` are spans
 * already claimed (glossary terms), which these never overlap. Headings in capitals are not taken for acronyms.
 */
export function findProtectedSpans(text: string, taken: readonly { start: number; end: number }[] = []): ProtectedSpan[] {
  const spans: ProtectedSpan[] = [];
  const claimed = () => [...taken, ...spans];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(claimed(), start, end)) continue;
      spans.push({ start, end, kind: rule.kind, replacement: englishForm(rule.kind, match[0]) });
    }
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const shouting = letters > 12 && (text.match(/\p{Lu}/gu)?.length ?? 0) / letters > 0.6;
  for (const match of text.matchAll(TOKEN)) {
    const { start, text: token } = trimToken(match[0], match.index);
    const end = start + token.length;
    if (shouting && !/\d/.test(token)) continue;
    if (!codeLike(token) || overlaps(claimed(), start, end)) continue;
    spans.push({ start, end, kind: 'code', replacement: token });
  }
  return spans.sort((a, b) => a.start - b.start);
}
