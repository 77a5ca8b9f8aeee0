import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';
import type { Token } from '../text/tokens';
import type { Inflector } from '../text/inflection';
import { BE_FORMS, GERUND_VERBS, INTRANSITIVE_VERBS, MODALS } from './word-classes';
import { isParticipleModifier, subjectNumber } from './subjects';

const PAST_PARTICIPLE = /(?:ed|en|wn|un|ung|ught|elt|ept|ilt|ent|orn|one)$/;

/** "The algorithm is consisted of" → "consists of"; "the reaction was occurred" → "occurred". */
export const intransitivePassive: Rule = {
  id: 'intransitive-passive',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const be = tokens[i]!;
      // "has been declined" too: the perfect of a verb without a passive.
      const perfect = ['has', 'have', 'had'].includes(be.lower) && tokens[i + 1]?.lower === 'been';
      if (!['is', 'are', 'was', 'were'].includes(be.lower) && !perfect) continue;
      let k = perfect ? i + 2 : i + 1;
      while (tokens[k]?.pos === 'ADV' && k - i <= 2) k++;
      const participle = tokens[k];
      if (!participle || participle.protected || !participle.isWord || !PAST_PARTICIPLE.test(participle.lower)) continue;
      const base = inflect.base(participle.lower);
      if (!INTRANSITIVE_VERBS.has(base)) continue;
      // An agent ("was differed by") means the writer meant a transitive sense; leave it to a person.
      if (tokens[k + 1]?.lower === 'by') continue;
      // Verbs that also have a transitive sense (decline an offer, evolve a design) are corrected only in the perfect.
      if (!perfect && ['decline', 'evolve', 'stabilize', 'stabilise', 'migrate', 'peak', 'plateau'].includes(base)) continue;
      const active = perfect ? `${be.text} ${inflect.participle(base)}` : be.lower === 'is' ? inflect.thirdPerson(base) : be.lower === 'are' ? base : inflect.past(base);
      const adverbs = tokens.slice(perfect ? i + 2 : i + 1, k).map((t) => `${t.text} `).join('');
      hits.push({ start: be.start, end: participle.end, suggestions: [matchCase(be.text, `${adverbs}${active}`)], params: { word: participle.text } });
    }
    return hits;
  },
};

/** "can effectively prevented" → "can effectively prevent": a modal takes the base form. */
export const modalBaseForm: Rule = {
  id: 'modal-base-form',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      // Modals, and "do" as an auxiliary ("did not showed" → "did not show").
      const auxiliary = tokens[i]!.lower;
      if (!MODALS.has(auxiliary) && !(['do', 'does', 'did'].includes(auxiliary) && ['not', "n't"].includes(tokens[i + 1]?.lower ?? ''))) continue;
      let k = i + 1;
      while (tokens[k] && (tokens[k]!.pos === 'ADV' || tokens[k]!.lower === 'not' || tokens[k]!.lower === "n't") && k - i <= 3) k++;
      const verb = tokens[k];
      if (!verb || verb.protected || !verb.isWord || verb.pos !== 'VERB') continue;
      if (['be', 'have', 'been', 'being'].includes(verb.lower)) continue;
      const base = inflect.base(verb.lower);
      if (base === verb.lower) continue;
      const certain = /(?:ed|s)$/.test(verb.lower) && !/ss$/.test(verb.lower);
      hits.push({ start: verb.start, end: verb.end, suggestions: [base], params: { word: verb.text }, certainty: certain ? 1 : 0.7 });
    }
    return hits;
  },
};

/** "<governor> to <base>" → "<governor> <base>-ing", for the governors `governs` accepts. */
export function gerundForInfinitive(tokens: Token[], inflect: Inflector, governs: (tokens: Token[], at: number) => boolean, certainty?: number): RuleHit[] {
  const hits: RuleHit[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const to = tokens[i + 1]!;
    const verb = tokens[i + 2]!;
    if (!governs(tokens, i) || to.lower !== 'to' || verb.pos !== 'VERB' || verb.lemma !== verb.lower || verb.protected) continue;
    hits.push({ start: to.start, end: verb.end, suggestions: [inflect.gerund(verb.lower)], params: { word: tokens[i]!.text }, ...(certainty === undefined ? {} : { certainty }) });
  }
  return hits;
}

/** "avoid to drink" → "avoid drinking". */
export const gerundAfterVerb: Rule = {
  id: 'gerund-after-verb',
  category: 'grammarMechanics',
  check: ({ tokens, inflect }) => gerundForInfinitive(tokens, inflect, (all, at) => GERUND_VERBS.has(inflect.base(all[at]!.lower)) && all[at]!.pos === 'VERB'),
};

/** Adjectives and nouns that look like base-form verbs after "is"/"was" ("is present", "was due"). */
const NOT_A_BASE_VERB = new Set([
  'present', 'open', 'complete', 'clear', 'close', 'free', 'due', 'like', 'worth', 'separate', 'correct', 'perfect', 'secure', 'mean',
  'average', 'equal', 'able', 'aware', 'alive', 'alone', 'apart', 'absent', 'likely', 'unlike', 'subject', 'content', 'live', 'slow',
  'clean', 'dry', 'empty', 'level', 'direct', 'last', 'best', 'better', 'still', 'even', 'right', 'wrong', 'low', 'high', 'up', 'down',
  'out', 'off', 'over', 'about', 'back', 'around', 'on', 'in', 'to', 'that', 'set', 'cut', 'put', 'read', 'spread', 'hit', 'shut', 'cast', 'split',
  'let', 'cost', 'hurt', 'fit', 'quit', 'bid', 'broadcast', 'forecast', 'upset', 'thrust', 'burst', 'shed', 'rid', 'wed',
  // Nouns far more often than verbs after "was": "the main constraint was access to credit".
  'access', 'control', 'need', 'support', 'focus', 'result', 'process', 'experience', 'increase', 'decrease', 'change', 'approach',
  'answer', 'plan', 'test', 'demand', 'supply', 'design', 'review', 'report', 'study', 'cause', 'effect', 'aim', 'goal', 'limit',
  'key', 'risk', 'issue', 'problem', 'challenge', 'concern', 'priority', 'basis', 'part', 'means', 'cost', 'value', 'rate', 'price',
]);

/**
 * "the sample was rotate from 0° to 90°" → "was rotated"; "the patients were follow up" → "were
 * followed up": after "be" (or "have"), a verb is a participle, not its base form.
 */
export const participleAfterAuxiliary: Rule = {
  id: 'participle-after-auxiliary',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const auxiliary = tokens[i]!;
      // "being" only as an auxiliary: "after being wash twice", "is being test" (not "a human being").
      const beingAuxiliary = auxiliary.lower === 'being' && i > 0 && (['ADP', 'SCONJ'].includes(tokens[i - 1]!.pos) || BE_FORMS.has(tokens[i - 1]!.lower));
      const isBe = BE_FORMS.has(auxiliary.lower) && (auxiliary.lower !== 'being' || beingAuxiliary);
      const isHave = ['has', 'have', 'had'].includes(auxiliary.lower);
      if (!isBe && !isHave) continue;
      let k = i + 1;
      while (tokens[k]?.pos === 'ADV' && k - i <= 2) k++;
      const verb = tokens[k];
      if (!verb || verb.protected || !verb.isWord || verb.pos !== 'VERB' || verb.lemma !== verb.lower || NOT_A_BASE_VERB.has(verb.lower)) continue;
      if (isHave && tokens[k + 1]?.lower === 'to') continue;
      const after = tokens[k + 1];
      // What follows a participle: a preposition, a particle, a conjunction, punctuation, an agent.
      if (after && !(after.pos === 'ADP' || after.pos === 'PART' || after.pos === 'CCONJ' || after.pos === 'PUNCT' || after.pos === 'ADV' || after.pos === 'NUM' || (isHave && after.pos === 'DET') || TIME_ADVERBS.has(after.lower))) continue;
      const participle = inflect.participle(verb.lower);
      if (participle === verb.lower || !lexicon.isListed(participle)) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [participle], params: { word: verb.text } });
    }
    return hits;
  },
};

/** Adverbs of time the tagger reads as adjectives ("was measure weekly"). */
const TIME_ADVERBS = new Set(['weekly', 'daily', 'monthly', 'yearly', 'hourly', 'annually', 'overnight', 'twice', 'once', 'manually', 'separately', 'individually']);

/** "was stirred for 2 h and then filter through a membrane" → "filtered": a verb joined to a passive shares its form. */
export const coordinatedParticiple: Rule = {
  id: 'coordinated-participle',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    let passiveAt = -1;
    for (let i = 0; i + 1 < tokens.length; i++) {
      const token = tokens[i]!;
      if ((token.lower === 'was' || token.lower === 'were') && tokens[i + 1] && PAST_PARTICIPLE.test(tokens[i + 1]!.lower) && tokens[i + 1]!.pos === 'VERB') passiveAt = i;
      if (passiveAt < 0 || token.lower !== 'and') continue;
      let k = i + 1;
      if (tokens[k]?.lower === 'then' || tokens[k]?.lower === 'subsequently') k++;
      const verb = tokens[k];
      if (!verb || !verb.isWord || verb.protected || verb.lemma !== verb.lower || verb.pos !== 'VERB' || NOT_A_BASE_VERB.has(verb.lower)) continue;
      const after = tokens[k + 1];
      if (!after || !(after.pos === 'ADP' || after.pos === 'DET' || after.pos === 'NUM' || after.pos === 'PART' || after.pos === 'ADV')) continue;
      const participle = inflect.participle(verb.lower);
      if (participle === verb.lower || !lexicon.isListed(participle)) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [participle], params: { word: verb.text } });
    }
    return hits;
  },
};

/** "The signal was sampling at 1 kHz and band-pass filtered" → "was sampled": a passive written as a progressive. */
export const progressiveForPassive: Rule = {
  id: 'progressive-for-passive',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'was' && tokens[i]!.lower !== 'were') continue;
      const verb = tokens[i + 1]!;
      if (!verb.lower.endsWith('ing') || verb.protected) continue;
      const rest = tokens.slice(i + 2, i + 12);
      const and = rest.findIndex((t) => t.lower === 'and');
      if (and < 0) continue;
      const joined = rest.slice(and + 1, and + 4).find((t) => t.pos === 'VERB' && /ed$/.test(t.lower));
      if (!joined) continue;
      const participle = inflect.participle(inflect.base(verb.lower));
      if (participle === verb.lower) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [participle], params: { word: verb.text }, certainty: 0.8 });
    }
    return hits;
  },
};

/**
 * Where a finished time in the past is named ("in 2018", "two years ago"), or -1; never when something
 * reaches the present ("since", "recently").
 */
function pastTimeMarker(tokens: Token[]): number {
  if (tokens.some((t) => ['since', 'recently', 'recent', 'past', 'so', 'until', 'till', 'already', 'yet', 'ever', 'never'].includes(t.lower))) return -1;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.lower === 'ago' || t.lower === 'yesterday') return i;
    const year = tokens[i + 1]!;
    const range = tokens[i + 2]?.text === '–' || tokens[i + 2]?.text === '-' || tokens[i + 2]?.lower === 'to';
    if ((t.lower === 'in' || t.lower === 'during') && /^(?:1[89]|20)\d{2}$/.test(year.text) && !range) return i;
  }
  return -1;
}

/** The marker and the verb belong to one clause: no conjunction or comma between them, but the comma after an opening "In 2018,". */
function sameClause(tokens: Token[], marker: number, verb: number): boolean {
  const [from, to] = marker < verb ? [marker + 2, verb] : [verb + 1, marker];
  return !tokens.slice(from, to).some((t, k) => t.pos === 'CCONJ' || t.pos === 'SCONJ' || t.text === ';' || (t.text === ',' && !(marker === 0 && from + k === 2)));
}

/** "In 2018, Li et al. have reported" → "reported": a finished past time takes the simple past. */
export const perfectWithPastTime: Rule = {
  id: 'perfect-with-past-time',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const marker = pastTimeMarker(tokens);
    if (marker < 0) return [];
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const have = tokens[i]!;
      if ((have.lower !== 'have' && have.lower !== 'has') || !sameClause(tokens, marker, i)) continue;
      const participle = tokens[i + 1]!;
      if (participle.pos !== 'VERB' || !PAST_PARTICIPLE.test(participle.lower) || participle.protected) continue;
      if (participle.lower === 'been') {
        const past = have.lower === 'has' ? 'was' : 'were';
        hits.push({ start: have.start, end: participle.end, suggestions: [matchCase(have.text, past)], params: { word: have.text } });
        continue;
      }
      const past = inflect.past(inflect.base(participle.lower));
      hits.push({ start: have.start, end: participle.end, suggestions: [matchCase(have.text, past)], params: { word: have.text } });
    }
    return hits;
  },
};

/** "Since 2010, the unemployment rate decreased steadily" → "has decreased": "since" a past point takes the perfect. */
export const sincePresentPerfect: Rule = {
  id: 'since-present-perfect',
  category: 'grammarMechanics',
  check(context) {
    const { tokens, inflect } = context;
    if (tokens[0]?.lower !== 'since' || !/^(?:1[89]|20)\d{2}s?$/.test(tokens[1]?.text ?? '')) return [];
    const comma = tokens.findIndex((t) => t.text === ',');
    if (comma < 0 || comma > 6) return [];
    for (let k = comma + 1; k < tokens.length; k++) {
      const token = tokens[k]!;
      if (token.pos === 'AUX') return [];
      if (token.pos !== 'VERB') continue;
      // A simple past, regular or not ("decreased", "rose"), not a participle used as an adjective.
      if (token.lemma === token.lower || inflect.past(inflect.base(token.lower)) !== token.lower || isParticipleModifier(tokens, k)) return [];
      const number = subjectNumber(tokens, comma + 1, k);
      if (!number) return [];
      const participle = inflect.participle(inflect.base(token.lower));
      return [{ start: token.start, end: token.end, suggestions: [`${number === 'singular' ? 'has' : 'have'} ${participle}`], params: { word: token.text } }];
    }
    return [];
  },
};
