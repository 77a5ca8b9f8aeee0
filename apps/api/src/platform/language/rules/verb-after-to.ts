import type { Rule, RuleHit } from './rule';
import { VERB_ONLY } from './word-classes';

/** Verbs after "to": an infinitive where "to" opens one, a gerund where "to" is a preposition. */

/** Words after which "to" opens an infinitive and never a gerund: "in order to improving" → "in order to improve". */
const INFINITIVE_ONLY = /^(?:order|able|unable|aim|aims|aimed|want|wants|wanted|need|needs|needed|tried|try|tries|managed|failed|decided|seem|seems|seemed|likely|unlikely|intended|intend|intends|attempt|attempted|attempts|sought|seek|seeks|hope|hoped|wish|wished|so as)$/;

export const infinitiveNotGerund: Rule = {
  id: 'infinitive-base-form',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const to = tokens[i]!;
      const verb = tokens[i + 1]!;
      if (to.lower !== 'to' || verb.protected || !verb.isWord || !/ing$/.test(verb.lower)) continue;
      const governor = tokens[i - 1]!.lower === 'as' && tokens[i - 2]?.lower === 'so' ? 'so as' : tokens[i - 1]!.lower;
      if (!INFINITIVE_ONLY.test(governor)) continue;
      // "in order to" only: "the order to" is a noun with its own complement.
      if (governor === 'order' && tokens[i - 2]?.lower !== 'in') continue;
      const base = inflect.base(verb.lower);
      if (base === verb.lower || !lexicon.isListed(base) || !(verb.pos === 'VERB' || verb.lemma === base)) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [base], params: { word: verb.text } });
    }
    return hits;
  },
};

/** "would like thank" → "would like to thank". */
export const likeToInfinitive: Rule = {
  id: 'missing-to-infinitive',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'like' || !/^(?:would|'d|should)$/.test(tokens[i - 1]!.lower)) continue;
      const verb = tokens[i + 1]!;
      if (verb.protected || verb.pos !== 'VERB' || verb.lemma !== verb.lower) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [`to ${verb.text}`], params: { word: verb.text } });
    }
    return hits;
  },
};

/** Words after which "to" is a preposition, so a verb after it is a gerund: "committed to improve" → "committed to improving". */
const TO_AS_PREPOSITION = /^(?:committed|commitment|dedicated|devoted|contribute|contributes|contributed|contributing|contribution|accustomed|opposed|forward)$/;

export const gerundAfterTo: Rule = {
  id: 'gerund-after-preposition',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      const head = tokens[i - 1]!;
      const to = tokens[i]!;
      const verb = tokens[i + 1]!;
      const inAddition = head.lower === 'addition' && tokens[i - 2]?.lower === 'in';
      if (to.lower !== 'to' || !(TO_AS_PREPOSITION.test(head.lower) || inAddition) || verb.protected || verb.pos !== 'VERB' || verb.lemma !== verb.lower) continue;
      // With its object: "contribute to reduce nitrate leaching" (not "contribute to change in …", a noun).
      // A word that may be a noun needs a determiner or pronoun after it ("contribute to soil erosion" is a noun phrase).
      const object = tokens[i + 2]!;
      if (!(object.pos === 'DET' || object.pos === 'PRON' || (VERB_ONLY.has(verb.lower) && (object.pos === 'NOUN' || object.pos === 'ADJ')))) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [inflect.gerund(verb.lower)], params: { word: verb.text }, certainty: 0.9 });
    }
    return hits;
  },
};

/** "succeeded to grow crystals" → "succeeded in growing": succeed takes "in" and a gerund. */
export const succeedInDoing: Rule = {
  id: 'gerund-after-preposition',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (!/^(?:succeed|succeeds|succeeded|succeeding)$/.test(tokens[i]!.lower) || tokens[i + 1]!.lower !== 'to') continue;
      const verb = tokens[i + 2]!;
      if (verb.protected || verb.pos !== 'VERB' || verb.lemma !== verb.lower) continue;
      hits.push({ start: tokens[i + 1]!.start, end: verb.end, suggestions: [`in ${inflect.gerund(verb.lower)}`], params: { word: verb.text }, certainty: 0.9 });
    }
    return hits;
  },
};
