import type { Rule } from './rule';

import { DETERMINERS } from './word-classes';

/** "had had" is grammatical; "that that" is when the second "that" points at a noun ("that that method"). */
const GRAMMATICAL_DOUBLES = new Set(['had']);

/** Whether `span` is a word written twice that English allows ("had had"): no checker may remove one of them. */
export function isGrammaticalDouble(span: string): boolean {
  const words = span.trim().toLowerCase().split(/\s+/);
  return words.length === 2 && words[0] === words[1] && GRAMMATICAL_DOUBLES.has(words[0]!);
}

/** A word written twice in a row: "the the", "at at", "by by". */
export const repeatedWord: Rule = {
  id: 'repeated-word',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits = [];
    for (let i = 1; i < tokens.length; i++) {
      const first = tokens[i - 1]!;
      const second = tokens[i]!;
      if (!first.isWord || !second.isWord || first.protected || second.protected) continue;
      if (first.lower !== second.lower || second.space.length === 0 || /\n/.test(second.space)) continue;
      // Numbers written as words and names may repeat on purpose ("Walla Walla"); only lower-case words.
      if (/^\p{Lu}/u.test(second.text)) continue;
      if (GRAMMATICAL_DOUBLES.has(first.lower)) continue;
      // "higher that that reported": the first "that" stands for "than" (another rule says so).
      if (first.lower === 'that' && /(?:er|more|less|fewer)$/.test(tokens[i - 2]?.lower ?? '')) continue;
      const after = tokens[i + 1];
      const certain = first.lower !== 'that' || (after !== undefined && (DETERMINERS.has(after.lower) || after.pos === 'PRON'));
      hits.push({ start: first.end, end: second.end, suggestions: [''], params: { word: second.text }, certainty: certain ? 1 : 0.6 });
    }
    return hits;
  },
};
