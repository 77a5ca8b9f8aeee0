import type { Token } from '../text/tokens';

/**
 * Nouns a number names rather than counts: "Figure 2", "grade 3", "day 7", "type 2 diabetes", "patient 12".
 * After them the number is a label, and the noun that follows need not be plural ("grade 3 toxicity").
 */
const LABEL_NOUN = /^(?:fig|figure|table|eq|equation|section|chapter|step|day|week|month|year|phase|stage|type|grade|level|no|number|group|experiment|study|lane|panel|sample|patient|case)s?\.?$/i;

/** What joins numbers into one group: "3 or 4", "3 and 4", "3, 4", "3–4", "3/4", "3 to 5". */
const JOINS = new Set(['or', 'and', ',', '–', '—', '-', '/', 'to', '&']);

const isNumeral = (token: Token): boolean => /^\d+(?:[.,]\d+)*$/.test(token.text);

/**
 * The token before the number at `index` and the numbers joined to it before ("grade 3 or 4": "grade"), or the
 * one right before when no numbers are joined.
 */
export function beforeNumberGroup(tokens: readonly Token[], index: number): Token | undefined {
  let j = index - 1;
  while (j >= 1 && JOINS.has(tokens[j]!.lower) && isNumeral(tokens[j - 1]!)) j -= 2;
  return tokens[j];
}

/** Whether the number at `index` labels what follows ("grade 3 or 4 toxicity") rather than counting it. */
export function isNumberLabel(tokens: readonly Token[], index: number, extra?: RegExp): boolean {
  const before = beforeNumberGroup(tokens, index);
  return before !== undefined && (LABEL_NOUN.test(before.text) || (extra?.test(before.text) ?? false));
}
