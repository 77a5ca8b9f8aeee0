import type { Rule, RuleHit } from './rule';
import type { Token } from '../text/tokens';
import { subjectNumber } from './subjects';
import { PREPOSITIONS, SUBORDINATORS } from './word-classes';

/**
 * Transitions that open a sentence take a comma: "In contrast the control group …" →
 * "In contrast, the control group …".
 */
const TRANSITIONS = [
  'in contrast', 'however', 'moreover', 'furthermore', 'in addition', 'additionally', 'therefore', 'consequently', 'nevertheless',
  'nonetheless', 'for example', 'for instance', 'in particular', 'in summary', 'in conclusion', 'on the other hand', 'on the contrary',
  'as a result', 'in other words', 'interestingly', 'notably', 'importantly', 'surprisingly', 'similarly', 'likewise', 'conversely',
  'meanwhile', 'specifically', 'ultimately', 'to our knowledge', 'to the best of our knowledge', 'by contrast', 'alternatively',
  'taken together', 'collectively', 'in comparison', 'of note', 'in brief', 'in short', 'in general', 'overall', 'firstly', 'secondly',
  'thirdly', 'lastly', 'unfortunately', 'fortunately', 'remarkably', 'strikingly', 'intriguingly', 'admittedly', 'undoubtedly',
  'finally', 'to date', 'thus far', 'so far', 'at present', 'in recent years', 'in recent decades', 'as expected', 'as a consequence',
  'in practice', 'in fact', 'indeed', 'of course', 'by comparison', 'above all', 'first of all', 'subsequently', 'afterwards',
].map((phrase) => phrase.split(' '));

const CLAUSE_WORDS = new Set(['that', 'which', 'who', 'whom', 'and', 'or', 'but', 'nor', 'if', 'whether', 'than', 'as', 'so', 'because', 'when', 'where', 'while', 'since', 'although', 'though', 'then', 'thus', 'hence', 'also', 'not', 'what', 'how', 'why']);
const OPENING_PREPOSITIONS = new Set([...PREPOSITIONS, 'using', 'based', 'compared', 'considering', 'given', 'following', 'owing', 'due']);

/** A comma inserted right after a token: an empty span, so a protected token ("3 V") can take one. */
function insertComma(after: Token): RuleHit {
  return { start: after.end, end: after.end, suggestions: [','], params: { suggestion: `${after.text},` } };
}

/**
 * A sentence opening with a subordinate clause ("Although …", "When …") whose main clause starts without a
 * comma: the subject of the sentence's last verb is found by reading back from it, and the comma goes
 * where the opening clause (which has its own verb) ends. "When the load exceeded 40 kN diagonal cracks
 * appeared" → "40 kN, diagonal cracks appeared".
 */
const AS_PARTICIPLES = new Set(['shown', 'seen', 'described', 'reported', 'illustrated', 'depicted', 'presented', 'listed', 'summarized', 'summarised', 'indicated', 'mentioned', 'noted', 'discussed', 'demonstrated', 'observed', 'detailed', 'outlined']);
const AS_EXPECTED = new Set(['expected', 'predicted', 'hypothesized', 'hypothesised', 'anticipated']);

/**
 * "As shown in Figure 3 the error decreases" → "Figure 3, the error": the comma after "As shown in …", "As
 * reported by …", "As expected". It goes before the subject that follows a label, a number, a citation or a name.
 */
function commaAfterAsShown(tokens: Token[]): RuleHit | null {
  if (tokens[0]?.lower !== 'as' || tokens.some((t) => t.text === ',')) return null;
  const participle = tokens[1];
  if (!participle) return null;
  const subject = (t: Token | undefined) => !!t && (['the', 'this', 'these', 'our', 'their', 'its', 'a', 'an', 'most', 'all'].includes(t.lower) || ['we', 'they', 'it'].includes(t.lower));
  if (AS_EXPECTED.has(participle.lower)) return subject(tokens[2]) ? insertComma(participle) : null;
  if (!AS_PARTICIPLES.has(participle.lower) || !['in', 'by', 'on', 'at', 'above', 'below', 'earlier', 'previously'].includes(tokens[2]?.lower ?? '')) return null;
  for (let k = 3; k < Math.min(tokens.length - 2, 12); k++) {
    const before = tokens[k - 1]!;
    if (!subject(tokens[k]) || !(before.pos === 'NUM' || before.protected || before.pos === 'PROPN' || before.text === ')' || ['above', 'below', 'earlier', 'previously'].includes(before.lower))) continue;
    // The main clause needs its verb (one the tagger may read as a plural noun: "the error decreases with depth").
    const hasVerb = tokens.slice(k + 1).some((t, n) => t.pos === 'VERB' || t.pos === 'AUX' || (t.pos === 'NOUN' && /[^s]s$/.test(t.lower) && t.lemma !== t.lower && tokens[k + n]?.pos === 'NOUN' && tokens[k + n + 2]?.pos === 'ADP'));
    if (!hasVerb) return null;
    return insertComma(before);
  }
  return null;
}

const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'became', 'becomes', 'remained', 'remains', 'seemed', 'seems', 'appeared', 'appears']);
const OPENING_DETERMINERS = new Set(['the', 'this', 'these', 'those', 'its', 'their', 'our', 'most', 'all', 'both', 'each', 'no']);

function commaAfterOpeningClause(tokens: Token[]): RuleHit | null {
  const first = tokens[0];
  if (!first || !SUBORDINATORS.has(first.lower) || first.lower === 'as' || tokens.some((t) => t.text === ',' || t.text === ';')) return null;
  const finite = (k: number) => tokens[k]!.pos === 'AUX' || (tokens[k]!.pos === 'VERB' && !/(?:ing)$/.test(tokens[k]!.lower) && !(/(?:ed|en)$/.test(tokens[k]!.lower) && ['NOUN', 'ADJ'].includes(tokens[k + 1]?.pos ?? '')));
  let main = -1;
  for (let k = tokens.length - 1; k > 1; k--) if (finite(k)) {
    main = k;
    break;
  }
  if (main < 0) return null;
  while (main > 1 && (tokens[main - 1]!.pos === 'AUX' || tokens[main - 1]!.pos === 'ADV' || tokens[main - 1]!.lower === 'not')) main--;
  const openingVerb = tokens.findIndex((t, k) => k > 0 && k < main && finite(k));
  if (openingVerb < 0) return null;
  for (let p = openingVerb + 2; p < main; p++) {
    const start = tokens[p]!;
    const before = tokens[p - 1]!;
    if (!(start.pos === 'DET' || start.pos === 'ADJ' || start.pos === 'NOUN' || start.pos === 'PRON' || start.pos === 'PROPN')) continue;
    // "Although the effect was small it persisted": an adjective may close the opening clause before a pronoun subject.
    // "Although the dose was low the side effects …": an adjective after "be" closes the clause before a determiner.
    const complement = before.pos === 'ADJ' && start.pos === 'DET' && OPENING_DETERMINERS.has(start.lower) && COPULAS.has(tokens[p - 2]?.lower ?? '') && !['likely', 'due', 'able', 'such', 'only'].includes(before.lower);
    if (!(before.pos === 'NOUN' || before.pos === 'NUM' || before.pos === 'ADV' || before.pos === 'PROPN' || before.protected || before.text === ')' || (before.pos === 'ADJ' && start.pos === 'PRON') || complement)) continue;
    if (before.protected && start.protected) continue;
    if (start.pos === 'PRON' ? !['we', 'they', 'it', 'he', 'she', 'this', 'these'].includes(start.lower) : subjectNumber(tokens, p, main) === null) continue;
    return { start: before.end, end: before.end, suggestions: [','], params: { suggestion: `${before.text},` }, certainty: 0.9 };
  }
  return null;
}

const SUBJECT_OPENERS = new Set(['the', 'most', 'many', 'all', 'some', 'these', 'those', 'our', 'their', 'few', 'several', 'only', 'this', 'each', 'both', 'no']);

/** "According to the survey most farmers use …" → "According to the survey, most farmers": the source, then the subject. */
function commaAfterSource(tokens: Token[]): RuleHit | null {
  if (tokens[0]?.lower !== 'according' || tokens[1]?.lower !== 'to') return null;
  for (let k = 3; k < Math.min(tokens.length - 2, 14); k++) {
    const token = tokens[k]!;
    if (token.text === ',' || token.text === ';' || token.text === ':') return null;
    const before = tokens[k - 1]!;
    if (!SUBJECT_OPENERS.has(token.lower) || !(before.pos === 'NOUN' || before.pos === 'PROPN' || before.pos === 'NUM' || before.text === ')' || before.text === ']')) continue;
    // The subject's verb follows ("most farmers use"; the tagger may read "use" as a noun after a quantifier).
    const quantifier = ['most', 'many', 'all', 'some', 'few', 'several'].includes(token.lower);
    if (!quantifier && !tokens.slice(k + 1, k + 6).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
    return { start: before.end, end: before.end, suggestions: [','], params: { suggestion: `${before.text},` }, certainty: 0.9 };
  }
  return null;
}

export const introductoryComma: Rule = {
  id: 'introductory-comma',
  category: 'punctuation',
  check({ tokens }) {
    const words = tokens;
    const first = words[0];
    if (!first?.isWord) return [];
    for (const phrase of TRANSITIONS) {
      if (phrase.every((w, k) => words[k]?.lower === w)) {
        const last = words[phrase.length - 1]!;
        const next = words[phrase.length];
        if (!next || next.text === ',' || !next.isWord && next.pos !== 'NUM') return [];
        // "In contrast to earlier reports, …", "In addition to …": the phrase goes on.
        if (next.pos === 'ADP' || ['to', 'of', 'with'].includes(next.lower)) return [];
        // "However much …", "Overall survival …": the word heads a phrase, not a transition.
        if (phrase.length === 1 && (next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'ADV') && first.lower !== 'however') {
          if (!['moreover', 'furthermore', 'therefore', 'consequently', 'nevertheless', 'nonetheless', 'interestingly', 'notably', 'importantly', 'surprisingly', 'similarly', 'likewise', 'conversely', 'meanwhile', 'additionally', 'alternatively', 'collectively', 'ultimately', 'specifically'].includes(first.lower)) return [];
        }
        return [insertComma(last)];
      }
    }
    const afterClause = commaAfterOpeningClause(tokens) ?? commaAfterAsShown(tokens) ?? commaAfterSource(tokens);
    if (afterClause) return [afterClause];
    // An opening phrase or clause, then the subject "we" or "they" and its verb with no comma between:
    // "To address this limitation we introduce …", "When the temperature rose we observed …".
    const opensClause = (first.lower === 'to' && words[1]?.pos === 'VERB') || SUBORDINATORS.has(first.lower) || OPENING_PREPOSITIONS.has(first.lower);
    if (!opensClause) return [];
    for (let k = 2; k < Math.min(words.length - 1, 16); k++) {
      const token = words[k]!;
      if (token.text === ',' || token.text === ';' || token.text === ':') return [];
      // The subject: "we", "they", or "our"/"their" and a noun ("Despite these limitations our results provide …").
      const possessive = (token.lower === 'our' || token.lower === 'their') && words[k + 1]?.pos === 'NOUN';
      if (token.lower !== 'we' && token.lower !== 'they' && !possessive) continue;
      const verb = words[possessive ? k + 2 : k + 1]!;
      if (!verb) return [];
      const before = words[k - 1]!;
      if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return [];
      if (!before.isWord && before.pos !== 'NUM' && before.text !== ')') return [];
      if (CLAUSE_WORDS.has(before.lower) || PREPOSITIONS.has(before.lower) || before.pos === 'VERB' || before.pos === 'AUX' || before.pos === 'DET' || before.pos === 'ADP' || before.pos === 'SCONJ' || before.pos === 'CCONJ') return [];
      // A subordinate clause needs its own verb before the subject of the main one.
      if (SUBORDINATORS.has(first.lower) && !words.slice(1, k).some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return [];
      return [insertComma(before)];
    }
    return [];
  },
};
