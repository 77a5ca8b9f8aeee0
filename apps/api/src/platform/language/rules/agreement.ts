import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';
import type { Token } from '../text/tokens';
import { isParticipleModifier, PARTICIPLES_ONLY, subjectNumber, nounNumber, type GrammaticalNumber } from './subjects';
import { MODALS } from './word-classes';
import { IRREGULAR_VERBS } from '../text/irregular-forms';

const SINGULAR_OF: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };
const PLURAL_OF: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };
/** What opens a parenthesis between commas that the verb does not agree with (", together with two assistants,"). */
const PARENTHETICAL_OPENERS = new Set(['which', 'who', 'whose', 'together', 'along', 'as', 'including', 'like', 'unlike', 'with', 'without', 'in', 'alongside', 'besides', 'plus', 'accompanied', 'rather']);
const CLAUSE_OPENERS = new Set([',', ';', ':', 'that', 'because', 'although', 'though', 'while', 'whereas', 'if', 'when', 'since', 'as', 'unless', 'once', 'where', 'after', 'before', 'until', 'till', 'whether', 'so']);

/** Number the verb shows, or null for forms that agree with anything (past tense, base after a modal). */
export function verbNumber(verb: Token): GrammaticalNumber | null {
  if (verb.lower in SINGULAR_OF) return 'plural';
  if (verb.lower in PLURAL_OF) return 'singular';
  if (verb.pos !== 'VERB') return null;
  if (/(?:ed|ing|en)$/.test(verb.lower)) return null;
  if (verb.lemma === verb.lower) return 'plural';
  if (/s$/.test(verb.lower) && verb.lemma !== verb.lower) return 'singular';
  return null;
}

/**
 * Where the clause of the verb at `index` begins (after a comma, "that", a subordinator …). A comma right
 * before the verb that closes ", which …," or ", who …," belongs to the subject: "This effect, which has been
 * reported in several perovskites, are attributed …" reads from "This effect".
 */
function clauseStart(tokens: Token[], index: number): number {
  let end = index;
  if (tokens[index - 1]?.text === ',') {
    const opening = tokens.slice(0, index - 1).map((t, k) => (t.text === ',' && PARENTHETICAL_OPENERS.has(tokens[k + 1]?.lower ?? '') ? k : -1)).filter((k) => k >= 0).pop();
    if (opening !== undefined && !tokens.slice(opening + 1, index - 1).some((t) => t.text === ',')) end = opening;
  }
  for (let k = end - 1; k >= 0; k--) {
    const token = tokens[k]!;
    if (!CLAUSE_OPENERS.has(token.lower) || (token.lower === 'that' && k > 0 && tokens[k - 1]!.pos === 'NOUN')) continue;
    // A comma inside a list that is the subject ("Expression of FOXP3, CTLA-4 and CD25 was …") is no boundary:
    // what precedes it has no verb and is no opening phrase.
    if (token.text === ',' && !tokens.slice(0, k).some((t) => t.pos === 'AUX' || t.pos === 'VERB') && !['ADP', 'SCONJ', 'ADV'].includes(tokens[0]!.pos)) return -1;
    return k + 1;
  }
  return 0;
}

/**
 * Subject–verb agreement: "the estimated coefficients … is" → "are", "tensile strength increase" →
 * "increases", "Each of the samples were" → "was", "A large number of farmers … relies" → "rely",
 * "There is several mechanisms" → "There are". Only subjects the rule can read with confidence.
 */
export const subjectVerbAgreement: Rule = {
  id: 'subject-verb-agreement',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const verb = tokens[i]!;
      if (verb.protected || !verb.isWord) continue;
      const shown = verbNumber(verb);
      // set, put, cut, spread …: base, past and participle alike; never judged.
      if (!shown || SAME_IN_ALL_FORMS.has(verb.lower)) continue;
      const previous = tokens[i - 1]!;
      // After an acronym, a base form is a compound's noun more often than a verb ("Each FE mesh comprised …").
      if (verb.pos === 'VERB' && previous.protected && /^[A-Z]{2,}$/.test(previous.text)) continue;
      // After a possessive comes the noun it owns ("the pulsar's spin period").
      if (previous.pos === 'PART' || /^['’]s$/.test(previous.text)) continue;
      // The verb of a relative clause agrees with the noun before the pronoun (clause-agreement.ts).
      if (previous.lower === 'who' || previous.lower === 'which' || (previous.lower === 'that' && previous.pos === 'PRON')) continue;
      if (previous.lower === 'to' || MODALS.has(previous.lower) || ['do', 'does', 'did', 'not', "n't", 'and', 'or', 'will'].includes(previous.lower)) continue;
      // A finite verb later in the same clause means this word is a noun in a compound ("labour supply … was").
      if (laterFiniteVerb(tokens, i)) continue;
      // A base form after a noun and before a comma is a compound's head too ("Grain yield, plant height …").
      if (verb.pos === 'VERB' && verb.lemma === verb.lower && previous.pos === 'NOUN' && tokens[i + 1]?.text === ',') continue;
      // A lexical verb after the clause's verb is an object's noun ("… reduced coral cover by 14%").
      if (verb.pos === 'VERB' && earlierFiniteVerb(tokens, i)) continue;
      let expected: GrammaticalNumber | null;
      if (previous.lower === 'there' && (verb.lower in SINGULAR_OF || verb.lower in PLURAL_OF)) {
        expected = thereNumber(tokens, i + 1);
      } else {
        const start = clauseStart(tokens, i);
        if (start < 0 || start >= i) continue;
        // The subject ends where the non-restrictive clause opens, if there is one.
        const subjectEnd = tokens[i - 1]?.text === ',' ? tokens.slice(0, i - 1).map((t, k) => (t.text === ',' && PARENTHETICAL_OPENERS.has(tokens[k + 1]?.lower ?? '') ? k : -1)).filter((k) => k >= start).pop() ?? i : i;
        expected = subjectNumber(tokens, start, subjectEnd);
      }
      if (!expected || expected === shown) continue;
      const corrected = correctVerb(verb, expected, inflect.thirdPerson, inflect.base);
      if (!corrected || corrected === verb.lower) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [matchCase(verb.text, corrected)], params: { word: verb.text } });
    }
    return hits.length > 0 ? hits : verblessClause(tokens, inflect.thirdPerson, lexicon.isListed);
  },
};

/**
 * A sentence whose main clause has no finite verb, because the tagger read its verb as a noun after the
 * subject: "In the annealed alloys, tensile strength increase with holding time" (after an opening phrase,
 * before a preposition), "The new catalyst show a higher turnover" (before its object). The noun must have
 * a singular subject and be a verb too.
 */
function verblessClause(tokens: Token[], thirdPerson: (v: string) => string, isListed: (w: string) => boolean): RuleHit[] {
  // Any verb counts, but a participle inside a noun phrase ("the annealed alloys", "holding time").
  const finite = tokens.some((t, k) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.lower) && !(isParticipleModifier(tokens, k) && ['DET', 'ADJ', 'ADP'].includes(tokens[k - 1]?.pos ?? ''))));
  if (finite || /^(?:fig|figure|table|scheme)/i.test(tokens[0]?.text ?? '')) return [];
  const comma = tokens.findIndex((t) => t.text === ',');
  const opened = comma >= 2 && ['ADP', 'ADV', 'SCONJ'].includes(tokens[0]!.pos);
  const from = opened ? comma + 1 : 0;
  for (let k = from + 1; k + 1 < tokens.length; k++) {
    const candidate = tokens[k]!;
    const next = tokens[k + 1]!;
    if (!(candidate.pos === 'NOUN' || (candidate.pos === 'ADJ' && ['a', 'an', 'the', 'its', 'their'].includes(next.lower))) || candidate.lemma !== candidate.lower || candidate.protected) continue;
    // A past form is finite already: "sorption fitted the isotherm" (the tagger may read it as an adjective).
    if (/ed$/.test(candidate.lower)) continue;
    const beforeObject = ['a', 'an', 'the', 'this', 'these', 'its', 'their', 'our'].includes(next.lower) || (next.pos === 'ADJ' && tokens[k + 2]?.pos === 'NOUN');
    if (!(beforeObject || (opened && next.pos === 'ADP'))) continue;
    if (tokens.slice(from, k).some((t) => t.pos === 'ADP' || t.text === ',')) return [];
    const number = subjectNumber(tokens, from, k);
    if (number !== 'singular') continue;
    const verb = thirdPerson(candidate.lower);
    if (verb === candidate.lower || !isListed(verb)) continue;
    return [{ start: candidate.start, end: candidate.end, suggestions: [verb], params: { word: candidate.text }, certainty: 0.9 }];
  }
  return [];
}

const SUBORDINATE_OPENERS = new Set(['before', 'after', 'until', 'unless', 'once', 'whether', 'where', 'though']);
const CLAUSE_BREAKS = new Set([',', ';', ':', 'that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'while', 'whereas', 'because', 'although', 'if', 'and', 'but', 'or', 'than', 'as', '(', 'since', 'so']);

export const SAME_IN_ALL_FORMS = new Set(Object.entries(IRREGULAR_VERBS).filter(([base, [past, participle]]) => base === past && past === participle).map(([base]) => base));
const SIMPLE_PASTS = new Set(Object.entries(IRREGULAR_VERBS).filter(([, [past, participle]]) => past !== participle).map(([, [past]]) => past));

/** A finite verb before this one in the same clause. */
function earlierFiniteVerb(tokens: Token[], index: number): boolean {
  for (let k = index - 1; k >= 0; k--) {
    const token = tokens[k]!;
    if (CLAUSE_BREAKS.has(token.lower) || CLAUSE_OPENERS.has(token.lower)) return false;
    if (token.pos === 'AUX') return true;
    if (token.pos === 'VERB' && token.lemma !== token.lower && !/ing$/.test(token.lower) && !PARTICIPLES_ONLY.has(token.lower) && !['NOUN', 'ADJ'].includes(tokens[k + 1]?.pos ?? '') && tokens[k - 1]?.pos !== 'DET') return true;
  }
  return false;
}

function laterFiniteVerb(tokens: Token[], index: number): boolean {
  const lexical = tokens[index]!.pos === 'VERB';
  for (let k = index + 1; k < tokens.length; k++) {
    const token = tokens[k]!;
    // A parenthesis ("(Fig. S2)", "(Ms)") is read past, not taken for a clause break.
    if (token.text === '(') {
      const close = tokens.findIndex((t, n) => n > k && t.text === ')');
      if (close > k) {
        k = close;
        continue;
      }
    }
    if (CLAUSE_BREAKS.has(token.lower)) return false;
    // "… degrades the antibiotic before it reaches the target": a subordinate clause with its own subject.
    if (SUBORDINATE_OPENERS.has(token.lower) && tokens[k + 1]?.pos === 'PRON') return false;
    if (token.pos === 'AUX' && !['to', 'be', 'been', 'being'].includes(token.lower) && tokens[k - 1]?.lower !== 'to') return true;
    // "The heat map (Fig. S2) summarises …", "the martensite start temperature rose …": when the word is itself a
    // lexical verb, a present -s form or a simple past that cannot be a participle after it is the clause's verb.
    if (lexical && token.pos === 'VERB' && tokens[k - 1]?.lower !== 'to' && token.lemma !== token.lower && (/[^s]s$/.test(token.lower) || SIMPLE_PASTS.has(token.lower))) return true;
  }
  return false;
}

export function correctVerb(verb: Token, expected: GrammaticalNumber, thirdPerson: (v: string) => string, base: (v: string) => string): string | null {
  if (expected === 'singular') return SINGULAR_OF[verb.lower] ?? (verb.pos === 'VERB' ? thirdPerson(verb.lower) : null);
  return PLURAL_OF[verb.lower] ?? (verb.pos === 'VERB' ? base(verb.lower) : null);
}

/** "There is several mechanisms": the number of the noun after "there is/are". */
function thereNumber(tokens: Token[], from: number): GrammaticalNumber | null {
  const first = tokens[from];
  if (!first) return null;
  if (['a', 'an', 'one', 'each', 'every', 'no'].includes(first.lower)) {
    // "there is a number of" is common and accepted; "there are a number of" too.
    const next = tokens[from + 1];
    if (next && /^(?:number|lot|total|range|variety|series|couple|handful|plethora|host)$/.test(next.lower)) return null;
    if (first.lower !== 'no') return 'singular';
  }
  for (let k = from; k < Math.min(tokens.length, from + 5); k++) {
    const token = tokens[k]!;
    if (token.pos === 'NOUN') {
      const after = tokens[k + 1];
      // "There is growing evidence", "there are data": heads of either number are skipped by nounNumber.
      if (after && after.pos === 'NOUN') continue;
      return nounNumber(token);
    }
    if (!(token.pos === 'ADJ' || token.pos === 'DET' || token.pos === 'NUM' || token.pos === 'ADV')) return null;
  }
  return null;
}
