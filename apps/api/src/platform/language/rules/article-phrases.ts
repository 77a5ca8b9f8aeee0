import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';
import type { Token } from '../text/tokens';

/**
 * Set phrases with their article, which authors whose languages have none (Chinese, Japanese) or use
 * it differently drop: "as result" → "as a result", "at same time" → "at the same time".
 * Each entry is the phrase as written with the article missing, and the article and where it goes.
 */
const PHRASES: { words: string[]; article: string; at: number }[] = [
  ['as result', 'a', 1], ['as consequence', 'a', 1], ['as whole', 'a', 1], ['as function of', 'a', 1], ['as rule', 'a', 1],
  ['at same time', 'the', 1], ['at end of', 'the', 1], ['at beginning of', 'the', 1], ['in same way', 'the', 1], ['on other hand', 'the', 1],
  ['on one hand', 'the', 1], ['on basis of', 'the', 1], ['in presence of', 'the', 1], ['in absence of', 'the', 1], ['for first time', 'the', 1],
  ['in meantime', 'the', 1], ['on contrary', 'the', 1], ['in context of', 'the', 1], ['in form of', 'the', 1], ['in middle of', 'the', 1],
  ['at level of', 'the', 1], ['on order of', 'the', 1], ['with exception of', 'the', 1], ['in long term', 'the', 1], ['in short term', 'the', 1],
  ['at time of', 'the', 1], ['for most part', 'the', 1], ['to best of our knowledge', 'the', 1], ['in field of', 'the', 1], ['in range of', 'the', 1],
  ['at rate of', 'a', 1], ['on daily basis', 'a', 1], ['on regular basis', 'a', 1], ['in similar way', 'a', 1], ['to certain extent', 'a', 1],
  ['to large extent', 'a', 1], ['to lesser extent', 'a', 1], ['to greater extent', 'a', 1], ['in number of', 'a', 1], ['large number of', 'a', 0],
  ['wide range of', 'a', 0], ['wide variety of', 'a', 0], ['one of most', 'the', 2], ['one of best', 'the', 2], ['one of largest', 'the', 2],
  ['one of main', 'the', 2], ['one of major', 'the', 2], ['one of key', 'the', 2], ['one of leading', 'the', 2], ['one of first', 'the', 2],
  ['majority of', 'the', 0], ['rest of', 'the', 0], ['remainder of', 'the', 0], ['vast majority of', 'the', 0],
  ['in last decade', 'the', 1], ['in last decades', 'the', 1], ['in last two', 'the', 1], ['in last few', 'the', 1], ['during last', 'the', 1],
  ['over last', 'the', 1], ['in past decade', 'the', 1], ['over past', 'the', 1], ['during past', 'the', 1], ['in next', 'the', 1],
  ['in past few', 'the', 1], ['for last', 'the', 1], ['at present time', 'the', 1], ['in recent decade', 'the', 1],
  ['under same', 'the', 1], ['in same', 'the', 1], ['at same', 'the', 1], ['with same', 'the', 1], ['for same', 'the', 1], ['of same', 'the', 1],
  ['in following', 'the', 1], ['in previous section', 'the', 1], ['in next section', 'the', 1], ['in present study', 'the', 1], ['in present work', 'the', 1], ['in current study', 'the', 1],
  ['play important role', 'an', 1], ['plays important role', 'an', 1], ['played important role', 'an', 1], ['playing important role', 'an', 1], ['play key role', 'a', 1], ['plays key role', 'a', 1], ['played key role', 'a', 1], ['play crucial role', 'a', 1], ['plays crucial role', 'a', 1], ['play major role', 'a', 1], ['plays major role', 'a', 1], ['play significant role', 'a', 1], ['plays significant role', 'a', 1], ['play vital role', 'a', 1], ['plays vital role', 'a', 1], ['play central role', 'a', 1], ['plays central role', 'a', 1], ['play pivotal role', 'a', 1], ['plays pivotal role', 'a', 1],
  ['number of', 'the', 0], ['has battery', 'a', 1], ['have battery', 'a', 1],
  ['on single', 'a', 1], ['in single', 'a', 1], ['with single', 'a', 1], ['from single', 'a', 1], ['as single', 'a', 1], ['by single', 'a', 1],
].map(([phrase, article, at]) => ({ words: String(phrase).split(' '), article: String(article), at: Number(at) }));

/** "the majority of" needs its article only at the start of a noun phrase; "in last decade" only after a preposition. */
function startsClause(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  return !before || !['a', 'an', 'the', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'his', 'her', 'each', 'every', 'any', 'some'].includes(before.lower);
}

export const missingArticleInPhrase: Rule = {
  id: 'missing-article-phrase',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (const phrase of PHRASES) {
        if (!phrase.words.every((word, k) => tokens[i + k]?.lower === word)) continue;
        // "a large number of", "as the result of": the article is there already.
        if (phrase.at === 0 && !startsClause(tokens, i)) continue;
        // "Number of injuries fell": only where a sentence begins, where the article cannot be missing on purpose.
        if (phrase.words[0] === 'number' && i !== 0) continue;
        const target = tokens[i + phrase.at]!;
        // At the start of a sentence the article takes the capital ("majority of …" → "The majority of …").
        const article = phrase.at === 0 ? (i === 0 ? capitalise(phrase.article) : matchCase(target.text, phrase.article)) : phrase.article;
        const text = phrase.at === 0 ? `${article} ${target.text.toLowerCase() === target.text ? target.text : target.text.toLowerCase()}` : `${article} ${target.text}`;
        hits.push({ start: target.start, end: target.end, suggestions: [text] });
      }
    }
    return hits;
  },
};

function capitalise(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/** Adjectives that pick out one thing of a kind, so their noun takes "the": "at same temperature", "to desired value". */
const DEFINITE_ADJECTIVES = new Set(['same', 'following', 'desired', 'aforementioned', 'above-mentioned', 'abovementioned', 'latter', 'former', 'remaining', 'entire', 'opposite', 'upper', 'lower']);
const ORDINALS = new Set(['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'final']);
const NOT_BEFORE = new Set(['as', 'than', 'like', 'per', 'via', 'versus', 'vs', 'of']);

/**
 * "heated to desired temperature" → "to the desired temperature", "in second half of the year" → "in the second
 * half": after a preposition, a singular noun qualified by a definite adjective or an ordinal needs "the".
 * Ordinals only before a noun that "of" or punctuation closes ("by second harmonic generation" is a name).
 */
export const missingTheBeforeDefiniteAdjective: Rule = {
  id: 'missing-article-phrase',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const word = tokens[i]!;
      const before = tokens[i - 1]!;
      if (!(before.pos === 'ADP' || before.lower === 'to') || NOT_BEFORE.has(before.lower) || word.protected) continue;
      const ordinal = ORDINALS.has(word.lower);
      if (!ordinal && !DEFINITE_ADJECTIVES.has(word.lower)) continue;
      let k = i + 1;
      if (!ordinal && tokens[k]?.pos === 'ADJ') k++;
      const head = tokens[k];
      const after = tokens[k + 1];
      if (!head || head.pos !== 'NOUN' || head.protected || head.lemma !== head.lower || /[^s]s$/.test(head.lower)) continue;
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN' || after.protected || /^[-–/]$/.test(after.text))) continue;
      if (ordinal && after && !(after.lower === 'of' || after.pos === 'PUNCT')) continue;
      // "upper" and "lower" only before a part of a range or a body ("the upper limit", "the lower jaw").
      if (['upper', 'lower'].includes(word.lower) && !['limit', 'bound', 'part', 'end', 'layer', 'surface', 'half', 'boundary', 'threshold', 'section', 'panel'].includes(head.lower)) continue;
      hits.push({ start: word.start, end: word.end, suggestions: [`the ${word.text}`], certainty: 0.9 });
    }
    return hits;
  },
};
