import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';
import { IRREGULAR_VERBS } from '../text/irregular-forms';

const INFINITIVE_GOVERNORS = /^(?:able|unable|allowed|used|found|seem|seems|seemed|appear|appears|appeared|likely|unlikely|expected|needed|need|needs|want|wants|wanted|tend|tends|tended|began|begin|begins|start|started|continue|continued|managed|failed|tried|try|aimed|aim|aims|designed|intended|order|required|shown|known|going|have|has|had|decided|chose|hoped|helped|help|ought|enough|sufficient|possible|impossible|difficult|easy|necessary|important|essential)$/;

/** "able to detected", "found to depends", "allowed to cooled" → the base form after the infinitive's "to". */
export const infinitiveBaseForm: Rule = {
  id: 'infinitive-base-form',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const to = tokens[i]!;
      const verb = tokens[i + 1]!;
      if (to.lower !== 'to' || !INFINITIVE_GOVERNORS.test(tokens[i - 1]!.lower) || verb.protected || !verb.isWord) continue;
      if (!/(?:ed|s)$/.test(verb.lower) || /ss$/.test(verb.lower)) continue;
      const after = tokens[i + 2];
      // "used to estimated values": a participle before its noun is an adjective.
      if (after && (after.pos === 'NOUN' && /ed$/.test(verb.lower))) continue;
      const base = inflect.base(verb.lower);
      if (base === verb.lower || !lexicon.isListed(base) || verb.pos === 'NOUN' && verb.lemma !== base) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [base], params: { word: verb.text } });
    }
    return hits;
  },
};

const GERUND_PREPOSITIONS = new Set(['before', 'after', 'without', 'by', 'upon', 'besides', 'from', 'instead']);

/** "before be tested" → "before being tested"; "After add the catalyst" → "After adding the catalyst". */
export const gerundAfterPreposition: Rule = {
  id: 'gerund-after-preposition',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const preposition = tokens[i]!;
      const verb = tokens[i + 1]!;
      if (!GERUND_PREPOSITIONS.has(preposition.lower) || verb.protected || !verb.isWord) continue;
      if (preposition.lower === 'instead' && tokens[i + 1]?.lower !== 'of') continue;
      const isBe = verb.lower === 'be';
      if (!isBe && (verb.pos !== 'VERB' || verb.lemma !== verb.lower)) continue;
      const after = tokens[i + 2];
      // Its object must follow: "after transfer to brackish water" is a noun.
      if (!isBe && !(after && (after.pos === 'DET' || after.pos === 'PRON' || after.pos === 'NUM'))) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [isBe ? 'being' : inflect.gerund(verb.lower)], params: { word: verb.text }, certainty: isBe ? 1 : 0.9 });
    }
    return hits;
  },
};

/** "It is worth to note" → "It is worth noting". */
export const worthDoing: Rule = {
  id: 'worth-doing',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'worth' || tokens[i + 1]!.lower !== 'to' || tokens[i + 2]!.pos !== 'VERB') continue;
      hits.push({ start: tokens[i + 1]!.start, end: tokens[i + 2]!.end, suggestions: [inflect.gerund(tokens[i + 2]!.lower)] });
    }
    return hits;
  },
};

const TAKES_TO_INFINITIVE = new Set(['enable', 'enables', 'enabled', 'enabling', 'allow', 'allows', 'allowed', 'allowing', 'permit', 'permits', 'permitted', 'force', 'forces', 'forced', 'require', 'requires', 'required', 'encourage', 'encourages', 'encouraged', 'cause', 'causes', 'caused', 'ask', 'asks', 'asked', 'instruct', 'instructed', 'instructs']);

/** "enables clinicians identify sepsis" → "enables clinicians to identify sepsis". */
export const missingToInfinitive: Rule = {
  id: 'missing-to-infinitive',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (!TAKES_TO_INFINITIVE.has(tokens[i]!.lower)) continue;
      const object = tokens[i + 1]!;
      const verb = tokens[i + 2]!;
      if (!(object.pos === 'NOUN' && /s$/.test(object.lower) || object.pos === 'PRON' && ['us', 'them', 'users', 'him', 'her', 'it'].includes(object.lower))) continue;
      if (verb.pos !== 'VERB' || verb.lemma !== verb.lower || verb.protected) continue;
      const after = tokens[i + 3];
      if (!after || !(after.pos === 'DET' || after.pos === 'NOUN' || after.pos === 'ADJ' || after.pos === 'PRON' || after.pos === 'ADV')) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [`to ${verb.text}`], certainty: 0.9 });
    }
    return hits;
  },
};

/** "the temperature was rose" → "was raised"; "the samples were took" → "were taken": a passive takes the participle. */
export const pastForParticiple: Rule = {
  id: 'past-for-participle',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    const pastOf = new Map(Object.entries(IRREGULAR_VERBS).filter(([base, [past, participle]]) => past !== participle && base !== 'lie' && past !== 'lay').map(([base, [past, participle]]) => [past, { base, participle }]));
    for (let i = 0; i + 1 < tokens.length; i++) {
      const be = tokens[i]!;
      if (!['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had'].includes(be.lower)) continue;
      const verb = tokens[i + 1]!;
      const form = pastOf.get(verb.lower);
      if (!form || verb.protected) continue;
      // A passive of "rise" is a passive of "raise".
      const participle = form.base === 'rise' && !['has', 'have', 'had'].includes(be.lower) ? 'raised' : form.participle;
      hits.push({ start: verb.start, end: verb.end, suggestions: [matchCase(verb.text, participle)], params: { word: verb.text } });
    }
    return hits;
  },
};
