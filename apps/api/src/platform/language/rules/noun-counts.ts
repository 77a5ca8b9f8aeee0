import type { Rule, RuleContext, RuleHit } from './rule';
import type { Token } from '../text/tokens';
import { NUMBER_WORDS, UNCOUNTABLE_PLURALS } from './word-classes';
import { PLURAL_COLLECTIVES, SAME_PLURAL, UNCOUNTABLE_NOUNS } from './nouns';
import { UNITS } from '../science/units';
import { nounNumber } from './subjects';
import { isNumberLabel } from './number-labels';

/**
 * Counted nouns the noun-number rule cannot see because the tagger did not read them as nouns, or because
 * what counts them is further away: "three transect was" (read as a verb), "these finding support" (read as
 * an adjective), "All participant gave …", "two-thirds of the respondent reported …".
 */

const FINITE_AFTER_NOUN = new Set(['was', 'were', 'is', 'are', 'had', 'has', 'have']);

/** The plural of a counted singular, when the dictionaries know it and it is not a mass noun. */
function pluralOf(context: RuleContext, noun: Token): string | null {
  if (noun.protected || !noun.isWord || noun.lower.length < 3 || UNITS.has(noun.text)) return null;
  if (UNCOUNTABLE_NOUNS.has(noun.lower) || UNCOUNTABLE_PLURALS[noun.lower] !== undefined || SAME_PLURAL.has(noun.lower) || PLURAL_COLLECTIVES.has(noun.lower)) return null;
  if (/s$/.test(noun.lower)) return null;
  const plural = context.inflect.plural(noun.lower);
  if (plural === noun.lower || !context.lexicon.isStandard(plural)) return null;
  return plural;
}

function countOf(token: Token): number | null {
  const word = NUMBER_WORDS[token.lower];
  if (word !== undefined) return word;
  return /^\d+$/.test(token.text) && token.text.length < 4 ? Number(token.text) : null;
}

function hit(noun: Token, plural: string, certainty = 0.9): RuleHit {
  return { start: noun.start, end: noun.end, suggestions: [plural], params: { word: noun.text, suggestion: plural }, certainty };
}

/** "Each of the three transect was", "five replicate arranged": a word after a number, before a verb, is the counted noun. */
export const countedWordReadAsVerb: Rule = {
  id: 'noun-number',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const counter = tokens[i]!;
      const word = tokens[i + 1]!;
      const next = tokens[i + 2]!;
      const previous = tokens[i - 1] ?? counter;
      const count = countOf(counter);
      const pronounLike = ['these', 'those'].includes(counter.lower);
      if ((count === null || count < 2) && !pronounLike) continue;
      if (count !== null && (i === 0 || counter.protected || /^(?:per|×|x|by)$/i.test(previous.text) || isNumberLabel(tokens, i) || /^\p{Lu}/u.test(previous.text) && previous.index > 0)) continue;
      if (word.space.length === 0 || word.protected) continue;
      // A verb in its base form after a number, before "was"/"were" or a past participle, is the noun it counts.
      const verbRead = count !== null && word.pos === 'VERB' && word.lemma === word.lower && !/(?:ed|ing)$/.test(word.lower) && (FINITE_AFTER_NOUN.has(next.lower) || (next.pos === 'VERB' && /ed$/.test(next.lower)) || [',', '.', ';'].includes(next.text));
      // "these finding support": an -ing word after these/those, read as an adjective, before no plural noun.
      const ingRead = pronounLike && word.pos === 'ADJ' && /ing$/.test(word.lower) && !(next.pos === 'NOUN' && next.lemma !== next.lower);
      if (!verbRead && !ingRead) continue;
      const plural = pluralOf(context, word);
      if (!plural || (ingRead && context.lexicon.frequency(plural) === 0)) continue;
      hits.push(hit(word, plural));
    }
    return hits;
  },
};

/** "All participant gave written consent" → "All participants": "all" before a singular noun and its verb. */
export const allWithSingularSubject: Rule = {
  id: 'noun-number',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'all') continue;
      let k = i + 1;
      while (tokens[k]?.pos === 'ADJ' && k - i <= 2) k++;
      const noun = tokens[k];
      const verb = tokens[k + 1];
      const object = tokens[k + 2];
      if (!noun || !verb || !object || noun.pos !== 'NOUN' || noun.lemma !== noun.lower) continue;
      // A past verb with its object right after it: the noun is the subject ("All work performed at …" is not).
      if (verb.pos !== 'VERB' || verb.lemma === verb.lower || /ing$/.test(verb.lower) || !['DET', 'ADJ', 'NOUN', 'PRON', 'NUM'].includes(object.pos)) continue;
      const plural = pluralOf(context, noun);
      if (!plural || /ing$/.test(noun.lower)) continue;
      hits.push(hit(noun, plural));
    }
    return hits;
  },
};

const PLURAL_PARTS = /^(?:many|several|few|both|(?:two|three|four|five|six|seven|eight|nine)-(?:thirds|quarters|fifths|tenths))$/;

/** "two-thirds of the respondent reported" → "respondents": a plural part of a group counts a plural noun. */
export const pluralPartOfSingular: Rule = {
  id: 'noun-number',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 4 < tokens.length; i++) {
      if (!PLURAL_PARTS.test(tokens[i]!.lower) || tokens[i + 1]!.lower !== 'of' || !['the', 'these', 'those', 'our', 'their'].includes(tokens[i + 2]!.lower)) continue;
      let k = i + 3;
      while (tokens[k]?.pos === 'ADJ' && k - i <= 5) k++;
      const noun = tokens[k];
      const after = tokens[k + 1];
      // A group noun may be counted in parts as a whole ("two-thirds of the cohort were women").
      if (!noun || !after || noun.pos !== 'NOUN' || noun.lemma !== noun.lower || nounNumber(noun) !== 'singular') continue;
      if (!(after.pos === 'VERB' || after.pos === 'AUX' || after.pos === 'ADP' || [',', '.', ';'].includes(after.text))) continue;
      const plural = pluralOf(context, noun);
      if (!plural || /ing$/.test(noun.lower)) continue;
      hits.push(hit(noun, plural));
    }
    return hits;
  },
};

const SINGULAR_VERBS = new Set(['is', 'was', 'has', 'does']);

/**
 * "This methods requires no calibration" → "This method": "this" before a plural noun whose verb is singular;
 * the determiner and the verb agree, so the noun is the slip.
 */
export const determinerNumber: Rule = {
  id: 'determiner-number',
  category: 'grammarMechanics',
  check(context) {
    const { tokens, inflect, lexicon } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'this' || (i > 0 && !['ADP', 'VERB', 'CCONJ', 'PUNCT'].includes(tokens[i - 1]!.pos))) continue;
      const noun = tokens[i + 1]!;
      const verb = tokens[i + 2]!;
      if (noun.protected || !noun.isWord || !/[^su]s$/.test(noun.lower)) continue;
      if (!(noun.pos === 'NOUN' || noun.pos === 'VERB') || UNCOUNTABLE_PLURALS[noun.lower] !== undefined || /(?:ics|ss|ies)$/.test(noun.lower) && noun.lower.endsWith('ics')) continue;
      // The verb says the subject is singular: "requires", "is", "was", "has".
      const singularVerb = SINGULAR_VERBS.has(verb.lower) || (verb.pos === 'VERB' && /[^s]s$/.test(verb.lower) && verb.lemma !== verb.lower);
      if (!singularVerb) continue;
      const singular = inflect.singular(noun.lower);
      if (singular === noun.lower || !lexicon.isStandard(singular) || ['means', 'series', 'species', 'news', 'lens', 'gas', 'bias', 'process', 'analysis', 'basis', 'thesis'].includes(noun.lower)) continue;
      hits.push({ start: noun.start, end: noun.end, suggestions: [singular], params: { word: noun.text, suggestion: singular }, certainty: 0.9 });
    }
    return hits;
  },
};
