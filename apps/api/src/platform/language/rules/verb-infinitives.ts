import type { Rule, RuleHit } from './rule';
import { deleteToken } from './rule';
import { BE_FORMS, MODALS } from './word-classes';
import { gerundForInfinitive } from './verbs';

/** Infinitives where English wants another form: a modal's bare infinitive, "allow" with no object. */

/** "The animals must to be handled" → "must be handled": a modal takes the bare infinitive. */
export const modalWithTo: Rule = {
  id: 'modal-base-form',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const modal = tokens[i]!;
      if (!MODALS.has(modal.lower) || modal.pos !== 'AUX') continue;
      let k = i + 1;
      if (tokens[k]?.lower === 'not') k++;
      const to = tokens[k];
      const verb = tokens[k + 1];
      if (!to || to.lower !== 'to' || !verb || !(verb.pos === 'VERB' || verb.pos === 'AUX') || verb.lemma !== verb.lower && !['be', 'have'].includes(verb.lemma)) continue;
      hits.push({ ...deleteToken(context, to), params: { word: to.text } });
    }
    return hits;
  },
};

/** "This approach allows to estimate the cost" → "allows estimating": allow and permit need an object or a gerund. Suggested. */
export const allowWithoutObject: Rule = {
  id: 'gerund-after-verb',
  category: 'grammarMechanics',
  check: ({ tokens, inflect }) =>
    gerundForInfinitive(tokens, inflect, (all, at) => {
      const governor = all[at]!;
      if (!['allow', 'permit'].includes(inflect.base(governor.lower)) || !['VERB', 'NOUN'].includes(governor.pos)) return false;
      // "were allowed to leave", "patients allowed to leave": the object is the subject of a passive.
      return !(/ed$/.test(governor.lower) && (BE_FORMS.has(all[at - 1]?.lower ?? '') || all[at - 1]?.pos === 'NOUN'));
    }, 0.6),
};

/** Verbs and adjectives whose "to" is an infinitive's, never a preposition ("trained to classify", "able to detect"). */
const INFINITIVE_GOVERNORS = new Set(['trained', 'able', 'unable', 'designed', 'needed', 'required', 'asked', 'allowed', 'aimed', 'aims', 'aim', 'sought', 'attempted', 'tried', 'intended', 'planned', 'expected', 'likely', 'unlikely', 'decided', 'failed', 'managed', 'wanted', 'want', 'need', 'needs', 'seems', 'seemed', 'appears', 'appeared', 'tends', 'tended', 'tend', 'chose', 'chosen', 'agreed', 'refused', 'helped', 'help', 'helps', 'enough', 'order']);

/** "The model was trained to classifying land cover" → "to classify": after these words "to" takes the base form. */
export const ingAfterInfinitiveTo: Rule = {
  id: 'infinitive-base-form',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      const governor = tokens[i - 1]!;
      const to = tokens[i]!;
      const verb = tokens[i + 1]!;
      const after = tokens[i + 2]!;
      if (to.lower !== 'to' || !INFINITIVE_GOVERNORS.has(governor.lower) || !/ing$/.test(verb.lower) || verb.protected) continue;
      // "in order to" only with "in"; "used to" is left out ("were used to working nights" means accustomed).
      if (governor.lower === 'order' && tokens[i - 2]?.lower !== 'in') continue;
      if (!['DET', 'NOUN', 'ADJ', 'ADV', 'PRON', 'NUM', 'PROPN'].includes(after.pos)) continue;
      const base = inflect.base(verb.lower);
      if (base === verb.lower || !lexicon.isListed(base) || !lexicon.isListed(inflect.past(base))) continue;
      hits.push({ start: verb.start, end: verb.end, suggestions: [base], params: { word: verb.text }, certainty: 0.9 });
    }
    return hits;
  },
};

/** "The specimens were leaved to cure" → "left": "leaved" is an adjective (broad-leaved), never the participle of "leave". */
export const leavedForLeft: Rule = {
  id: 'past-for-participle',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const word = tokens[i]!;
      if (word.lower !== 'leaved' || !(BE_FORMS.has(tokens[i - 1]!.lower) || ['have', 'has', 'had'].includes(tokens[i - 1]!.lower))) continue;
      if (!['to', 'in', 'at', 'for', 'on', 'overnight', 'undisturbed', 'untreated', 'open', 'uncovered', 'unchanged', 'alone', 'out', 'behind', 'aside', 'unattended', 'there'].includes(tokens[i + 1]!.lower)) continue;
      hits.push({ start: word.start, end: word.end, suggestions: ['left'], params: { word: word.text } });
    }
    return hits;
  },
};
