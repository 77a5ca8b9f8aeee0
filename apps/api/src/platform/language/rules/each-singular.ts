import type { Rule, RuleHit } from './rule';
import { UNCOUNTABLE_PLURALS } from './word-classes';
import { SAME_PLURAL } from './nouns';

/** Plurals whose singular is spelt the same or that are singular already. */
const NOT_PLURAL = new Set(['means', 'series', 'species', 'news', 'lens', 'gas', 'bias', 'process', 'analysis', 'basis', 'thesis', 'status', 'virus', 'corpus', 'apparatus', 'census', 'focus', 'consensus', 'stimulus', 'nucleus', 'fungus', 'genus', 'locus', 'radius', 'sinus', 'uterus', 'fetus', 'foetus', 'hypothesis', 'diagnosis', 'prognosis', 'axis', 'crisis', 'emphasis', 'synthesis']);

/** "Each plots received 50 kg N/ha" → "Each plot": "each" and "every" count one at a time. */
export const eachSingular: Rule = {
  id: 'each-singular',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'each' && tokens[i]!.lower !== 'every') continue;
      const noun = tokens[i + 1]!;
      if (noun.pos !== 'NOUN' || noun.protected || !noun.isWord || !/[^su]s$/.test(noun.lower) || /^\p{Lu}{2}/u.test(noun.text)) continue;
      if (NOT_PLURAL.has(noun.lower) || SAME_PLURAL.has(noun.lower) || UNCOUNTABLE_PLURALS[noun.lower] !== undefined || noun.lower.endsWith('ics')) continue;
      // "each others" is another error; "every hours" needs a number, not a singular.
      if (tokens[i + 2]?.pos === 'NOUN' && tokens[i + 2]!.isWord) continue;
      const singular = inflect.singular(noun.lower);
      if (singular === noun.lower || !lexicon.isStandard(singular)) continue;
      hits.push({ start: noun.start, end: noun.end, suggestions: [singular], params: { word: noun.text, suggestion: singular }, certainty: 0.9 });
    }
    return hits;
  },
};
