import type { EnglishStyle } from '../engine-types';
import type { Rule, RuleHit } from '../rules/rule';
import type { Lexicon } from '../science/lexicon';

/**
 * American or British spelling, and consistency within a document. A word is American when the
 * American dictionary knows it and the British one does not (color, center, labeled), and British the
 * other way round (colour, centre, labelled). British writers may use -ize (Oxford spelling), so
 * -ize words count for neither side and are never changed in British text.
 */

/** Spelling changes between the two styles, tried in both directions. */
const SWAPS: [RegExp, string][] = [
  [/our(s|ed|ing|ful|less|able|ably)?$/, 'or$1'],
  [/or(s|ed|ing|ful|less|able|ably)?$/, 'our$1'],
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/iz(e|es|ed|ing|ation|ations|er|ers)$/, 'is$1'],
  [/ys(e|es|ed|ing|er|ers)$/, 'yz$1'],
  [/yz(e|es|ed|ing|er|ers)$/, 'ys$1'],
  [/re(s|d)?$/, 'er$1'],
  [/er(s|ed)?$/, 're$1'],
  [/ll(ed|ing|er|ers|ation)$/, 'l$1'],
  [/([^l])l(ed|ing|er|ers)$/, '$1ll$2'],
  [/ae/, 'e'],
  [/oe/, 'e'],
  [/^e/, 'oe'],
  [/e(m|d|s|t|c|n|r|l|th)/, 'ae$1'],
  [/ence$/, 'ense'],
  [/ense$/, 'ence'],
  [/ogue(s)?$/, 'og$1'],
  [/og(s)?$/, 'ogue$1'],
  [/ph/, 'f'],
  [/f/, 'ph'],
  [/gramme(s)?$/, 'gram$1'],
  [/gram(s)?$/, 'gramme$1'],
  [/ium$/, 'um'],
  [/um$/, 'ium'],
  [/ey$/, 'ay'],
  [/ay$/, 'ey'],
  [/eing$/, 'ing'],
  [/([^e])ing$/, '$1eing'],
  [/ement$/, 'ment'],
  [/gment$/, 'gement'],
  [/yre$/, 'ire'],
  [/ire$/, 'yre'],
];

function isOxford(word: string): boolean {
  return /iz(e|es|ed|ing|ation|ations|er|ers)$/.test(word);
}

export function styleOf(word: string, lexicon: Lexicon): EnglishStyle | null {
  const lower = word.toLowerCase();
  if (lower.length < 4 || !/^[a-z]+$/.test(lower)) return null;
  const american = lexicon.american(lower);
  const british = lexicon.british(lower);
  if (american === british) return null;
  if (american && isOxford(lower)) return null;
  return american ? 'american' : 'british';
}

/** True when `variant` is `word` with one of the regular spelling changes between the styles (colour → color, analyse → analyze). */
export function isSpellingVariant(word: string, variant: string): boolean {
  const lower = word.toLowerCase();
  const target = variant.toLowerCase();
  return SWAPS.some(([pattern, replacement]) => pattern.test(lower) && lower.replace(pattern, replacement) === target);
}

/** The same word in the other style ("colour" → "color"), or null. */
export function variantIn(style: EnglishStyle, word: string, lexicon: Lexicon): string | null {
  const lower = word.toLowerCase();
  const accepts = (w: string) => (style === 'american' ? lexicon.american(w) : lexicon.british(w));
  const rejects = (w: string) => (style === 'american' ? !lexicon.british(w) || lexicon.american(w) : !lexicon.american(w) || lexicon.british(w));
  for (const [pattern, replacement] of SWAPS) {
    if (!pattern.test(lower)) continue;
    const candidate = lower.replace(pattern, replacement);
    if (candidate !== lower && accepts(candidate) && rejects(candidate)) return candidate;
  }
  for (const suggestion of lexicon.suggestIn(style, lower).slice(0, 3)) {
    if (suggestion.toLowerCase() !== suggestion || Math.abs(suggestion.length - lower.length) > 2) continue;
    if (suggestion.slice(0, 3) === lower.slice(0, 3)) return suggestion;
  }
  return null;
}

/** The style a text mostly uses; American when it shows neither. */
export function detectStyle(words: Iterable<string>, lexicon: Lexicon): { style: EnglishStyle; american: number; british: number } {
  let american = 0;
  let british = 0;
  for (const word of words) {
    const style = styleOf(word, lexicon);
    if (style === 'american') american++;
    else if (style === 'british') british++;
  }
  return { style: british > american ? 'british' : 'american', american, british };
}

/**
 * Words of the other style: in a British document "color" → "colour", in an American one "colour" →
 * "color". Applied by itself when the style was chosen, or when the document shows it clearly.
 */
export function dialectConsistency(decided: boolean): Rule {
  return {
    id: 'style-consistency',
    category: 'consistencySpellingTypos',
    check({ tokens, lexicon, style }) {
      const hits: RuleHit[] = [];
      for (const token of tokens) {
        if (!token.isWord || token.protected || (/^\p{Lu}/u.test(token.text) && token.index > 0)) continue;
        const wordStyle = styleOf(token.text, lexicon);
        if (!wordStyle || wordStyle === style) continue;
        const variant = variantIn(style, token.text, lexicon);
        if (!variant) continue;
        const replacement = /^\p{Lu}/u.test(token.text) ? variant[0]!.toUpperCase() + variant.slice(1) : variant;
        hits.push({ start: token.start, end: token.end, suggestions: [replacement], params: { word: token.text }, messageKey: `style-consistency-${style}`, certainty: decided ? 1 : 0.6 });
      }
      return hits;
    },
  };
}
