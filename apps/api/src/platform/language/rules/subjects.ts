import type { Token } from '../text/tokens';
import { UNCOUNTABLE_PLURALS } from './word-classes';
import { IRREGULAR_VERBS } from '../text/irregular-forms';

/** Irregular participles that are never a simple past ("grown", "drawn", "done"): a reduced relative clause. */
export const PARTICIPLES_ONLY = new Set(Object.values(IRREGULAR_VERBS).filter(([past, participle]) => past !== participle).map(([, participle]) => participle));

export type GrammaticalNumber = 'singular' | 'plural';

/** Plurals that do not end in -s, and singulars that do. */
export const IRREGULAR_PLURALS = new Set(['microglia', 'mitochondria', 'cilia', 'flagella', 'stomata', 'pili', 'fimbriae', 'ova', 'septa', 'apices', 'cortices', 'media', 'errata', 'fish', 'sheep', 'deer', 'salmon', 'trout', 'swine', 'bison', 'moose', 'aircraft', 'offspring', 'criteria', 'phenomena', 'bacteria', 'mice', 'men', 'women', 'children', 'people', 'feet', 'teeth', 'geese', 'fungi', 'nuclei', 'stimuli', 'loci', 'foci', 'radii', 'analyses', 'hypotheses', 'theses', 'syntheses', 'diagnoses', 'axes', 'indices', 'matrices', 'vertices', 'spectra', 'strata', 'taxa', 'genera', 'larvae', 'algae', 'vertebrae', 'formulae', 'antennae', 'cattle']);
/** Nouns whose verb may be singular or plural (data are/is, the staff was/were, a group of … were): never judged. */
const EITHER_NUMBER = new Set([
  'data', 'media', 'staff', 'police', 'species', 'series', 'means', 'news', 'physics', 'mathematics', 'economics', 'statistics', 'ethics',
  'politics', 'headquarters', 'percent', 'percentage', 'majority', 'minority', 'rest', 'remainder', 'half', 'total', 'variety', 'range',
  'set', 'group', 'pair', 'couple', 'team', 'family', 'public', 'government', 'committee', 'panel', 'number', 'proportion', 'lot', 'all',
  'none', 'some', 'any', 'most', 'part', 'portion', 'fraction', 'kind', 'type', 'sort', 'class', 'category', 'population', 'crew', 'board',
  'council', 'audience', 'faculty', 'personnel', 'cohort', 'sample', 'subset', 'plenty', 'dozen', 'which', 'who', 'what', 'that',
]);

/** Singular nouns that end in -s, which the tagger may lemmatise as plurals ("diabetes" → "diabete"). */
const SINGULARS_IN_S = new Set(['diabetes', 'measles', 'mumps', 'rabies', 'herpes', 'rickets', 'scabies', 'shingles', 'tetanus', 'lens', 'gas', 'bias', 'atlas', 'canvas', 'chaos', 'corpus', 'pancreas', 'thesis', 'analysis', 'basis', 'crisis', 'diagnosis', 'prognosis', 'hypothesis', 'synthesis', 'emphasis', 'axis', 'apparatus', 'status', 'virus', 'census', 'consensus', 'stimulus', 'nucleus', 'fungus', 'focus', 'radius', 'locus', 'genus', 'uterus', 'fetus', 'foetus', 'stratus', 'plexus', 'hiatus', 'sinus', 'anus', 'calculus', 'thrombus', 'embolus', 'bolus', 'onus']);

const DISCIPLINES = /(?:physics|nomics|omics|matics|etics|ethics|istics|itics|dynamics|mechanics|kinetics|robotics|optics|acoustics|tronics|graphics|guistics|nautics|hydraulics|aerobics|athletics|semantics|therapeutics|diagnostics|aesthetics|ethics)$/;

/** Number of a noun token, or null when it cannot be told. */
export function nounNumber(token: Token): GrammaticalNumber | null {
  if (token.pos !== 'NOUN' || !token.isWord || token.protected) return null;
  if (EITHER_NUMBER.has(token.lower) || UNCOUNTABLE_PLURALS[token.lower] !== undefined) return null;
  if (SINGULARS_IN_S.has(token.lower)) return 'singular';
  // A compound's last part decides: "end-feet", "field-mice".
  const last = token.lower.split('-').pop()!;
  if (last !== token.lower && IRREGULAR_PLURALS.has(last)) return 'plural';
  if (IRREGULAR_PLURALS.has(token.lower)) return 'plural';
  // "-ics" names a discipline (physics, genomics) as often as it makes a plural (antibiotics, microplastics, clinics).
  if (/ics$/.test(token.lower) && token.lemma !== token.lower && !DISCIPLINES.test(token.lower)) return 'plural';
  if (/(?:ss|us|is|ics)$/.test(token.lower)) return token.lemma === token.lower ? 'singular' : null;
  if (token.lemma !== token.lower && /s$/.test(token.lower)) return 'plural';
  if (token.lemma === token.lower && !/s$/.test(token.lower)) return 'singular';
  return null;
}

const NP_TOKEN = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADV', 'PART']);
const SINGULAR_OPENERS = new Set(['each', 'every', 'either', 'neither']);
/** Pronouns that take a singular verb ("Everyone in the cohort was screened"). */
const SINGULAR_PRONOUNS = new Set(['everyone', 'everybody', 'everything', 'someone', 'somebody', 'something', 'anyone', 'anybody', 'anything', 'nobody', 'nothing', 'no-one']);
const PLURAL_COLLECTIVES = /^(?:number|variety|majority|range|lot|plethora|host|couple|handful|total|series)$/;

interface Phrase {
  number: GrammaticalNumber | null;
  /** Index after the noun phrase (and what attaches to it: prepositional phrases, a relative clause). */
  end: number;
}

/** Skips a prepositional phrase starting at `i` ("of the samples", "on lagged inflation"); returns its end or -1. */
function skipPrepositionalPhrase(tokens: Token[], i: number, limit: number): number {
  if (tokens[i]?.pos !== 'ADP' || ['than', 'as', 'like'].includes(tokens[i]!.lower)) return -1;
  let k = i + 1;
  let sawNoun = false;
  while (k < limit) {
    const t = tokens[k]!;
    // A word the tagger read as a verb but that ends the phrase is its noun ("of lead in the river").
    const verbAsNoun = t.pos === 'VERB' && tokens[k + 1] !== undefined && ['ADP', 'AUX', 'PUNCT'].includes(tokens[k + 1]!.pos) && !/(?:ed|ing)$/.test(t.lower);
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM' || t.pos === 'PRON' || verbAsNoun || (t.protected && t.pos !== 'PUNCT')) sawNoun = true;
    else if (!(t.pos === 'DET' || t.pos === 'ADJ' || t.pos === 'ADV' || t.pos === 'CCONJ' || t.text === '-' || t.pos === 'SYM' || t.pos === 'X' || t.text.endsWith("'s") || t.pos === 'PART' || isParticipleModifier(tokens, k))) break;
    k++;
  }
  return sawNoun ? k : -1;
}

/**
 * The grammatical number of the subject that runs from `from` to just before the verb at `verb`,
 * or null when the phrase is not one the rule can read with confidence (a verb inside it, a
 * collective head, a name).
 */
export function subjectNumber(tokens: Token[], from: number, verb: number): GrammaticalNumber | null {
  let i = from;
  while (i < verb && (tokens[i]!.pos === 'ADV' || tokens[i]!.pos === 'CCONJ' || tokens[i]!.pos === 'SCONJ')) i++;
  if (i >= verb) return null;
  const first = tokens[i]!;
  // Neither the temperature nor the pressure was …; either … or …: the nearer subject decides.
  if (first.lower === 'neither' || first.lower === 'either') {
    const joint = tokens.slice(i, verb).findIndex((t) => t.lower === (first.lower === 'neither' ? 'nor' : 'or'));
    if (joint > 0) return subjectNumber(tokens, i + joint + 1, verb);
  }
  if (SINGULAR_PRONOUNS.has(first.lower)) return phraseIsClean(tokens, i + 1, verb) ? 'singular' : null;
  if (SINGULAR_OPENERS.has(first.lower)) {
    // "Each of the samples …" or "Every participant …": singular either way.
    if (tokens[i + 1]?.lower === 'of') return phraseIsClean(tokens, i + 1, verb) ? 'singular' : null;
    const phrase = nounPhrase(tokens, i + 1, verb);
    return phrase && phrase.end === verb ? 'singular' : null;
  }
  if (first.lower === 'one' && tokens[i + 1]?.lower === 'of') return phraseIsClean(tokens, i + 1, verb) ? 'singular' : null;
  // A number of, a (large) number of, a variety of … : plural. The number of …: singular.
  if (first.lower === 'a' || first.lower === 'the') {
    let k = i + 1;
    while (tokens[k]?.pos === 'ADJ') k++;
    if (PLURAL_COLLECTIVES.test(tokens[k]?.lower ?? '') && tokens[k + 1]?.lower === 'of') {
      if (first.lower === 'the' && tokens[k]!.lower === 'number') return phraseIsClean(tokens, k + 1, verb) ? 'singular' : null;
      if (first.lower === 'a' && tokens[k]!.lower !== 'total') return phraseIsClean(tokens, k + 1, verb) ? 'plural' : null;
    }
  }
  const phrase = nounPhrase(tokens, i, verb);
  if (!phrase || phrase.end !== verb) return null;
  return phrase.number;
}

function phraseIsClean(tokens: Token[], from: number, verb: number): boolean {
  let k = from;
  while (k < verb) {
    const end = skipPrepositionalPhrase(tokens, k, verb);
    if (end < 0) return false;
    k = end;
  }
  return true;
}

/** A participle used as an adjective inside a noun phrase: "the estimated coefficients", "the proposed algorithm". */
export function isParticipleModifier(tokens: Token[], k: number): boolean {
  const token = tokens[k]!;
  const next = tokens[k + 1];
  return token.pos === 'VERB' && /(?:ed|en|ing)$/.test(token.lower) && next !== undefined && (next.pos === 'NOUN' || next.pos === 'ADJ');
}

const PLURAL_DETERMINERS = new Set(['these', 'those', 'several', 'many', 'few', 'various', 'numerous', 'multiple', 'both', 'all', 'most', 'some']);
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'this', 'that', 'each', 'every', 'one', 'another']);

function nounPhrase(tokens: Token[], from: number, limit: number): Phrase | null {
  let k = from;
  let head: Token | null = null;
  while (k < limit && (NP_TOKEN.has(tokens[k]!.pos) || isParticipleModifier(tokens, k))) {
    // A determiner opens a phrase; one after a noun starts another ("six months the effect …").
    if (tokens[k]!.pos === 'DET' && head) break;
    if (tokens[k]!.pos === 'NOUN' || tokens[k]!.pos === 'PROPN') head = tokens[k]!;
    k++;
  }
  if (!head) return null;
  let number = head.pos === 'PROPN' ? null : nounNumber(head);
  // "these result": the determiner and the noun disagree, so the noun is the error, not the verb.
  const determiner = tokens[from]!.lower;
  const counted = tokens.slice(from, head.index).some((t) => (t.pos === 'NUM' && !['one', '1'].includes(t.lower)) || ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'hundred', 'thousand', 'dozens', 'hundreds'].includes(t.lower));
  if ((number === 'singular' && (PLURAL_DETERMINERS.has(determiner) || counted)) || (number === 'plural' && SINGULAR_DETERMINERS.has(determiner))) number = null;
  // Coordinated subjects are plural: "the temperature and the pressure were".
  if (tokens[k]?.lower === 'and' && k + 1 < limit) {
    // "deposition and warming": a gerund can be the second subject.
    if (k + 2 === limit && /ing$/.test(tokens[k + 1]!.lower)) return { number: 'plural', end: limit };
    const second = nounPhrase(tokens, k + 1, limit);
    if (second) return { number: 'plural', end: second.end };
    return null;
  }
  // Attachments: prepositional phrases, a parenthesis, a relative clause up to its verb's object.
  for (;;) {
    if (k >= limit) break;
    const token = tokens[k]!;
    if (token.text === '(') {
      const close = tokens.findIndex((t, n) => n > k && t.text === ')');
      if (close < 0 || close >= limit) return null;
      k = close + 1;
      continue;
    }
    const end = skipPrepositionalPhrase(tokens, k, limit);
    if (end > 0) {
      k = end;
      continue;
    }
    if (['who', 'which', 'that'].includes(token.lower)) {
      // who completed the second session | that were treated with X
      let m = k + 1;
      while (m < limit && (tokens[m]!.pos === 'ADV' || tokens[m]!.pos === 'AUX')) m++;
      if (tokens[m]?.pos !== 'VERB') return null;
      m++;
      while (m < limit && (NP_TOKEN.has(tokens[m]!.pos) || isParticipleModifier(tokens, m) || skipPrepositionalPhrase(tokens, m, limit) > 0)) {
        const end2 = skipPrepositionalPhrase(tokens, m, limit);
        m = end2 > 0 ? end2 : m + 1;
      }
      k = m;
      continue;
    }
    // A reduced relative clause: "mice lacking Trem2", "cows receiving the supplement", "samples collected in 2019".
    if (token.pos === 'VERB' && (/(?:ing|ed|en)$/.test(token.lower) || PARTICIPLES_ONLY.has(token.lower)) && k + 1 < limit) {
      let m = k + 1;
      while (m < limit && (NP_TOKEN.has(tokens[m]!.pos) || tokens[m]!.protected || isParticipleModifier(tokens, m) || skipPrepositionalPhrase(tokens, m, limit) > 0)) {
        const end2 = skipPrepositionalPhrase(tokens, m, limit);
        m = end2 > 0 ? end2 : m + 1;
      }
      if (m === k + 1) break;
      k = m;
      continue;
    }
    if (token.pos === 'ADV') {
      k++;
      continue;
    }
    // A comparison that qualifies the head: "nanoparticles smaller than 5 nm", "grains larger than the mesh".
    const comparison = token.pos === 'ADJ' && tokens[k + 1]?.lower === 'than' ? k + 2 : token.lower === 'than' && tokens[k - 1]?.pos === 'ADJ' && k - 1 > head.index ? k + 1 : -1;
    if (comparison > 0) {
      let m = comparison;
      while (m < limit && (NP_TOKEN.has(tokens[m]!.pos) || tokens[m]!.protected)) m++;
      if (m === comparison) break;
      k = m;
      continue;
    }
    break;
  }
  if (head.pos === 'PROPN') number = null;
  return { number, end: k };
}
