import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';
import { IRREGULAR_VERBS } from '../text/irregular-forms';
import { VERB_ONLY } from './word-classes';

const INFINITIVE_GOVERNORS = /^(?:was|were|is|are|be|able|unable|allowed|used|found|seem|seems|seemed|appear|appears|appeared|likely|unlikely|expected|needed|need|needs|want|wants|wanted|tend|tends|tended|began|begin|begins|start|started|continue|continued|managed|failed|tried|try|aimed|aim|aims|designed|intended|order|required|shown|known|going|have|has|had|decided|chose|hoped|helped|help|ought|enough|sufficient|possible|impossible|difficult|easy|necessary|important|essential|encouraged|asked|invited|instructed|trained|planned|enabled|forced|advised|urged|taught|motivated|permitted|chosen|agreed|refused|attempted|sought|wished|preferred)$/;

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

const GERUND_PREPOSITIONS = new Set(['before', 'after', 'without', 'by', 'upon', 'besides', 'from', 'instead', 'for', 'of', 'in', 'on', 'about', 'despite', 'through']);

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
      if (!isBe && !VERB_ONLY.has(verb.lower) && (verb.pos !== 'VERB' || verb.lemma !== verb.lower)) continue;
      // After the commoner prepositions only a verb tagged so with its object: "used for infer selection pressure".
      if (!isBe && ['for', 'of', 'in', 'on', 'about', 'through'].includes(preposition.lower) && !(tokens[i + 2]?.pos === 'NOUN' || tokens[i + 2]?.pos === 'DET' || tokens[i + 2]?.pos === 'ADJ')) continue;
      const after = tokens[i + 2];
      // Its object must follow: "after transfer to brackish water" is a noun. A verb that is never a noun may take a bare noun as object.
      if (!isBe && !(after && (after.pos === 'DET' || after.pos === 'PRON' || after.pos === 'NUM' || (VERB_ONLY.has(verb.lower) && (after.pos === 'NOUN' || after.pos === 'ADJ'))))) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [isBe ? 'being' : inflect.gerund(verb.lower)], params: { word: verb.text }, certainty: isBe ? 1 : 0.9 });
    }
    return hits;
  },
};

/** "refrain from smoke" → "refrain from smoking": these verbs take "from" and a gerund. */
export const gerundAfterFrom: Rule = {
  id: 'gerund-after-preposition',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (!/^(?:refrain|refrained|refrains|refraining|abstain|abstained|abstains|abstaining|desist|desisted)$/.test(tokens[i]!.lower) || tokens[i + 1]!.lower !== 'from') continue;
      const word = tokens[i + 2]!;
      if (word.protected || /ing$/.test(word.lower) || word.lemma !== word.lower) continue;
      const gerund = inflect.gerund(word.lower);
      if (!lexicon.isListed(gerund) || lexicon.frequency(gerund) === 0) continue;
      hits.push({ start: word.start, end: word.end, suggestions: [gerund], params: { word: word.text } });
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
      if (!(verb.pos === 'VERB' || (verb.pos === 'NOUN' && object.pos === 'PRON')) || verb.lemma !== verb.lower || verb.protected) continue;
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
      // "was was detected" is a repeated word, not a past for a participle.
      if (!form || verb.protected || verb.lower === be.lower) continue;
      // A passive of "rise" is a passive of "raise".
      const participle = form.base === 'rise' && !['has', 'have', 'had'].includes(be.lower) ? 'raised' : form.participle;
      hits.push({ start: verb.start, end: verb.end, suggestions: [matchCase(verb.text, participle)], params: { word: verb.text } });
    }
    return hits;
  },
};

/** "All patients undergone echocardiography" → "underwent": an irregular participle with no auxiliary is the past. */
export const participleForPast: Rule = {
  id: 'past-for-participle',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    const byParticiple = new Map(Object.entries(IRREGULAR_VERBS).filter(([, [past, participle]]) => past !== participle && !['been', 'had', 'done'].includes(participle)).map(([, [past, participle]]) => [participle, past]));
    for (let i = 1; i + 1 < tokens.length; i++) {
      const verb = tokens[i]!;
      const past = byParticiple.get(verb.lower);
      const before = tokens[i - 1]!;
      if (!past || verb.protected || !(before.pos === 'NOUN' || before.pos === 'PROPN' || ['we', 'they', 'i', 'he', 'she', 'it'].includes(before.lower))) continue;
      // A participle after its noun may be a reduced relative ("the samples taken at dawn"): only before an object.
      const after = tokens[i + 1]!;
      if (!(after.pos === 'DET' || after.pos === 'NOUN' || after.pos === 'ADJ' || after.pos === 'NUM' || after.pos === 'PRON')) continue;
      if (tokens.slice(0, i).some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && t.lemma !== t.lower))) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [past], params: { word: verb.text }, certainty: 0.9 });
    }
    return hits;
  },
};

/** "The school was builded in 1962" → "built": an irregular verb given a regular ending. */
export const regularizedIrregular: Rule = {
  id: 'past-for-participle',
  category: 'grammarMechanics',
  check({ tokens, lexicon }) {
    const hits: RuleHit[] = [];
    for (const token of tokens) {
      if (!/ed$/.test(token.lower) || token.protected || lexicon.isStandard(token.lower)) continue;
      const stem = token.lower.slice(0, -2);
      const base = IRREGULAR_VERBS[stem] ? stem : IRREGULAR_VERBS[`${stem}e`] ? `${stem}e` : /(.)\1$/.test(stem) && IRREGULAR_VERBS[stem.slice(0, -1)] ? stem.slice(0, -1) : null;
      if (!base) continue;
      const [past, participle] = IRREGULAR_VERBS[base]!;
      const auxiliary = tokens.slice(Math.max(0, token.index - 3), token.index).some((t) => ['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had'].includes(t.lower));
      hits.push({ start: token.start, end: token.end, suggestions: [matchCase(token.text, auxiliary ? participle : past)], params: { word: token.text } });
    }
    return hits;
  },
};

/** Verbs of what a cause makes happen to its object, never of a purpose: "made the network (to) converge". */
const RESULT_VERBS = new Set(['become', 'be', 'seem', 'appear', 'look', 'feel', 'converge', 'diverge', 'collapse', 'fail', 'crack', 'swell', 'shrink', 'behave', 'lose', 'vibrate', 'oscillate', 'overheat', 'deteriorate', 'degrade', 'precipitate', 'aggregate', 'agglomerate', 'settle', 'flocculate', 'coagulate', 'dissolve', 'melt', 'evaporate', 'leak', 'rupture', 'bend', 'deform', 'expand', 'contract', 'migrate', 'accumulate', 'die', 'wilt', 'germinate', 'sprout', 'drop', 'rise', 'fall', 'stop', 'move', 'change', 'vary', 'differ', 'depend', 'remain', 'stay']);
/** Objects of "make" that take an infinitive of purpose ("made an attempt to …"). */
const PURPOSE_OBJECTS = new Set(['effort', 'attempt', 'decision', 'choice', 'commitment', 'plan', 'promise', 'offer', 'request', 'proposal', 'bid', 'move', 'case', 'point', 'call', 'appeal', 'arrangement', 'provision', 'recommendation', 'change', 'modification', 'adjustment', 'investment', 'contribution', 'donation', 'payment', 'step', 'way', 'room', 'time', 'sense']);

/** "We let the resin to cure" → "let the resin cure": let and make take the bare infinitive. */
export const bareInfinitiveAfterLet: Rule = {
  id: 'infinitive-base-form',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      if (!/^(?:let|lets|letting|make|makes|made|making)$/.test(tokens[i]!.lower)) continue;
      for (let k = i + 2; k <= Math.min(i + 5, tokens.length - 2); k++) {
        const to = tokens[k]!;
        if (to.pos === 'VERB' || to.pos === 'AUX' || to.text === ',') break;
        if (to.lower !== 'to' || tokens[k + 1]!.pos !== 'VERB' || tokens[k + 1]!.lemma !== tokens[k + 1]!.lower) continue;
        // "made it to the final": "to" before a noun is a preposition.
        const previous = tokens[k - 1]!;
        if (!(previous.pos === 'NOUN' || previous.pos === 'PRON' || previous.pos === 'PROPN')) break;
        // "made an experiment to test": "make" is causative only with a person or a pronoun right after it.
        // With a noun object, only before a verb of what happens to the object ("made the alloy to become brittle"),
        // never a purpose ("made several changes to improve …").
        const resulting = RESULT_VERBS.has(tokens[k + 1]!.lower) && previous.pos === 'NOUN' && !PURPOSE_OBJECTS.has(previous.lemma);
        if (/^ma/.test(tokens[i]!.lower) && !(k === i + 2 && previous.pos === 'PRON') && !resulting) break;
        hits.push({ start: previous.end, end: to.end, suggestions: [''], params: { word: 'to' } });
        break;
      }
    }
    return hits;
  },
};
