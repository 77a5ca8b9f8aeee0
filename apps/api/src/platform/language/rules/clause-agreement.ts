import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';
import type { Token } from '../text/tokens';
import type { Inflector } from '../text/inflection';
import { nounNumber, subjectNumber, type GrammaticalNumber } from './subjects';
import { correctVerb, SAME_IN_ALL_FORMS, verbNumber } from './agreement';

/**
 * Agreement the subject rule cannot see from the clause's start:
 * - the verb of a relative clause agrees with the noun the clause qualifies ("Neurons that expresses ChR2",
 *   "a patient who present with chest pain");
 * - a plural subject whose present -s verb the tagger read as a plural noun ("Neurons in the dorsal
 *   hippocampus fires when …", "The farmers who adopted the new cultivar reports higher income").
 */

/** Nouns that a "that"-clause completes rather than qualifies ("the finding that plants grow …"). */
const CONTENT_NOUNS = new Set([
  'fact', 'finding', 'findings', 'evidence', 'hypothesis', 'idea', 'ideas', 'observation', 'observations', 'notion', 'view', 'assumption',
  'possibility', 'suggestion', 'claim', 'claims', 'belief', 'beliefs', 'conclusion', 'result', 'results', 'report', 'reports', 'sign',
  'signs', 'indication', 'proof', 'argument', 'arguments', 'concern', 'concerns', 'expectation', 'premise', 'hope', 'fear', 'fears',
  'theory', 'principle', 'rule', 'statement', 'news', 'thought', 'impression', 'feeling', 'awareness', 'knowledge', 'recognition',
  'realisation', 'realization', 'chance', 'likelihood', 'probability', 'risk', 'prediction', 'predictions', 'proposal', 'requirement',
  'so', 'such', 'way', 'extent', 'point', 'time', 'times', 'year', 'years', 'day', 'days', 'moment', 'reason', 'reasons',
]);
const RELATIVE_PRONOUNS = new Set(['who', 'that', 'which']);
const QUANTIFIED = new Set(['one', 'each', 'some', 'many', 'most', 'all', 'none', 'any', 'several', 'both', 'few', 'half', 'part', 'number', 'majority', 'proportion', 'percentage', 'fraction', 'group', 'set', 'series', 'pair', 'range', 'variety', 'total', 'rest', 'lot', 'kind', 'type', 'sort']);

/** The noun a relative pronoun at `at` qualifies, or null when it is not one the rule can be sure of. */
function antecedent(tokens: Token[], at: number): { noun: Token; number: GrammaticalNumber } | null {
  let k = at - 1;
  const comma = tokens[k]?.text === ',';
  if (comma) k--;
  const noun = tokens[k];
  if (!noun || noun.pos !== 'NOUN' || noun.protected || !noun.isWord || CONTENT_NOUNS.has(noun.lower)) return null;
  const number = nounNumber(noun);
  if (!number) return null;
  // The head of a noun phrase inside "of …" may not be what the clause qualifies ("the expression of genes that …",
  // "one of the patients who …"): such phrases are left alone.
  let m = k - 1;
  while (m >= 0 && ['ADJ', 'NOUN', 'DET', 'NUM'].includes(tokens[m]!.pos) && !tokens[m]!.protected) m--;
  const governing = tokens[m];
  if (governing && (governing.lower === 'of' || QUANTIFIED.has(governing.lower))) return null;
  if (tokens.slice(m + 1, k).some((t) => QUANTIFIED.has(t.lower))) return null;
  // "…, which" may stand for the whole clause before it (singular); only a plural verb after a singular noun is sure.
  if (comma && (tokens[at]!.lower !== 'which' || number === 'plural') && tokens[at]!.lower !== 'who') return null;
  return { noun, number };
}

/** A clause break after the verb, before any other finite verb. */
function laterVerbInClause(tokens: Token[], from: number): boolean {
  for (let k = from; k < tokens.length; k++) {
    const token = tokens[k]!;
    if ([',', ';', ':', '(', 'and', 'but', 'or', 'that', 'which', 'who', 'when', 'while', 'because', 'if', 'whereas', 'although'].includes(token.lower)) return false;
    if (token.pos === 'AUX' || (token.pos === 'VERB' && !/(?:ing|ed|en)$/.test(token.lower))) return true;
  }
  return false;
}

/** A word after a relative pronoun that can only be its verb, read as one, or null. */
function misreadVerb(tokens: Token[], pronoun: number, at: number, isListed: (word: string) => boolean, inflect: Inflector): Token | null {
  const token = tokens[at]!;
  const next = tokens[at + 1];
  if (!(token.pos === 'ADJ' || token.pos === 'NOUN') || !next || !['ADP', 'DET', 'ADV'].includes(next.pos)) return null;
  if (tokens[pronoun]!.pos === 'DET' && tokens[pronoun]!.lower !== 'which') return null;
  const base = /[^s]s$/.test(token.lower) ? inflect.base(token.lower) : token.lower;
  if (!isListed(inflect.past(base)) || !isListed(inflect.gerund(base)) || inflect.past(base) === base) return null;
  if (base === token.lower ? !isListed(inflect.thirdPerson(base)) : inflect.thirdPerson(base) !== token.lower) return null;
  return { ...token, pos: 'VERB', lemma: base };
}

export const relativeClauseAgreement: Rule = {
  id: 'subject-verb-agreement',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      if (!RELATIVE_PRONOUNS.has(tokens[i]!.lower)) continue;
      let v = i + 1;
      if (tokens[v]?.pos === 'ADV' && /ly$/.test(tokens[v]!.lower)) v++;
      const token = tokens[v];
      if (!token || token.protected || !token.isWord) continue;
      // The tagger may read the verb after the pronoun as an adjective or a noun ("a patient who present with …",
      // "children who lives near …", ", which drain an agricultural catchment").
      const verb = misreadVerb(tokens, i, v, lexicon.isListed, inflect) ?? token;
      if (!(verb.pos === 'VERB' || verb.pos === 'AUX')) continue;
      const shown = verbNumber(verb);
      if (!shown || SAME_IN_ALL_FORMS.has(verb.lower)) continue;
      const head = antecedent(tokens, i);
      if (!head || head.number === shown) continue;
      // A word followed by a verb of its own is a subject, not a verb ("… that stresses reduce …").
      if (tokens[v + 1] && ['VERB', 'AUX'].includes(tokens[v + 1]!.pos) && !['been', 'be', 'being'].includes(tokens[v + 1]!.lower) && verb.pos === 'VERB') continue;
      const corrected = correctVerb(verb, head.number, inflect.thirdPerson, inflect.base);
      if (!corrected || corrected === verb.lower) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [matchCase(verb.text, corrected)], params: { word: verb.text }, certainty: 0.9 });
    }
    return hits;
  },
};

const FOLLOWS_A_VERB = new Set(['DET', 'ADJ', 'ADV', 'NUM', 'PRON', 'SCONJ']);
const OPENING_WORDS = new Set(['ADP', 'ADV', 'SCONJ']);

/**
 * "The farmers who adopted the new cultivar reports higher net income": the clause's only candidate for a
 * verb is a plural-looking noun whose lemma is a verb, right after the plural subject and before what a verb
 * takes (an object, an adverb, a subordinate clause). Read as a noun, the sentence would have no verb.
 */
export const verbReadAsPluralNoun: Rule = {
  id: 'subject-verb-agreement',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const last = tokens[tokens.length - 1];
    if (!last || !['.', '!', '?'].includes(last.text)) return [];
    const comma = tokens.findIndex((t) => t.text === ',');
    const from = tokens[0] && OPENING_WORDS.has(tokens[0].pos) && comma > 1 ? comma + 1 : 0;
    if (/^(?:fig|figure|table|scheme|panel)/i.test(tokens[from]?.text ?? '')) return [];
    for (let k = from + 2; k + 1 < tokens.length; k++) {
      const token = tokens[k]!;
      const previous = tokens[k - 1]!;
      if (token.pos === 'AUX' || (token.pos === 'VERB' && !/(?:ing|ed|en)$/.test(token.lower) && previous.pos !== 'PRON' && !['who', 'that', 'which'].includes(previous.lower))) {
        // A finite verb before it: the clause has its verb already.
        if (!['who', 'that', 'which'].some((w) => tokens.slice(from, k).some((t) => t.lower === w))) return [];
      }
      if (token.pos !== 'NOUN' || token.protected || !/[^su]s$/.test(token.lower) || token.lemma === token.lower) continue;
      if (!(previous.pos === 'NOUN' || previous.protected)) continue;
      const next = tokens[k + 1]!;
      if (!FOLLOWS_A_VERB.has(next.pos) && next.lower !== 'that') continue;
      if (next.lower === 'than' || next.pos === 'ADV' && ['also', 'too'].includes(next.lower) === false && tokens[k + 2]?.pos === 'PUNCT') continue;
      const base = token.lemma;
      if (inflect.thirdPerson(base) !== token.lower || !lexicon.isListed(inflect.past(base)) || lexicon.frequency(inflect.gerund(base)) === 0) continue;
      if (laterVerbInClause(tokens, k + 1)) return [];
      if (subjectNumber(tokens, from, k) !== 'plural') return [];
      return [{ start: token.start, end: token.end, suggestions: [matchCase(token.text, base)], params: { word: token.text }, certainty: 0.9 }];
    }
    return [];
  },
};
