import type { Token } from './tokens';

const ARTICLES = new Set(['a', 'an', 'the', 'this', 'these', 'those', 'its', 'their', 'our', 'his', 'her', 'each', 'every', 'no']);
const REPORTING_VERBS = new Set(['show', 'suggest', 'indicate', 'demonstrate', 'reveal', 'confirm', 'imply', 'highlight', 'support', 'prove', 'mean', 'report', 'state', 'claim', 'argue', 'predict', 'assume', 'propose', 'hint', 'note', 'explain', 'agree', 'conclude', 'emphasize', 'emphasise', 'underline', 'illustrate', 'establish', 'hypothesize', 'hypothesise', 'estimate', 'ensure', 'reflect']);
const FINITE_AUX = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'can', 'could', 'may', 'might', 'must', 'should', 'would']);

/**
 * Repairs of the tagger's commonest mistakes on scientific prose, by the words around a token:
 * - a plural-looking noun between a noun and an article is the verb of the clause
 *   ("the doped films exhibits a red shift", "the controller guarantees that");
 * - a "verb" between a determiner or noun and a finite verb, "and", or "of" is a noun
 *   ("the grain yield and the protein content", "tomato yield increased", "the leading cause of");
 * - a capitalised common word opening the sentence is not a name ("Households with access …");
 * - an -ing word before a noun modifies it ("the leading cause").
 * `isCommonWord` tells a dictionary word from a name.
 */
/** A verb that is not a participle modifying the next word ("the proposed method"). */
function isFinite(tokens: Token[], k: number): boolean {
  const token = tokens[k]!;
  if (token.pos === 'AUX') return true;
  if (token.pos !== 'VERB') return false;
  const next = tokens[k + 1];
  return !(/(?:ed|en|ing)$/.test(token.lower) && next !== undefined && (next.pos === 'NOUN' || next.pos === 'ADJ'));
}

export interface RetagLexicon {
  /** A dictionary word that is not a name. */
  isCommonWord(word: string): boolean;
  /** The lemma has verb forms in the dictionary (depend → depended, depending). */
  isVerb(lemma: string): boolean;
  /** The singular of a plural noun. */
  singular(noun: string): string;
  /** A word of the standard dictionaries (not only of the big word list). */
  isStandard?(word: string): boolean;
}

export function retag(tokens: Token[], lexicon: RetagLexicon): void {
  const isCommonWord = (word: string) => lexicon.isCommonWord(word);
  const first = tokens[0];
  if (first && first.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(first.text) && isCommonWord(first.lower)) {
    first.pos = 'NOUN';
    // The tagger did not lemmatise the "name": "Households" → "household".
    if (first.lemma === first.lower && /[^s]s$/.test(first.lower)) first.lemma = lexicon.singular(first.lower);
  }
  // A plural the tagger does not know ("nanoparticles", "cultivars") gets its singular as lemma, when the
  // dictionaries know that singular: the rules read a noun's number from its lemma.
  for (const token of tokens) {
    if (token.pos !== 'NOUN' || token.protected || token.lemma !== token.lower || !/[^siu']s$/.test(token.lower) || !lexicon.isStandard) continue;
    const singular = lexicon.singular(token.lower);
    if (singular !== token.lower && lexicon.isStandard(singular)) token.lemma = singular;
  }
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    const before = tokens[i - 1]!;
    const after = tokens[i + 1];
    if (token.protected || !token.isWord) continue;
    if (token.pos === 'NOUN' && /[^s]s$/.test(token.lower) && (before.pos === 'NOUN' || before.pos === 'PROPN') && after && (ARTICLES.has(after.lower) || after.lower === 'that') && !tokens.slice(0, i).some((t, k) => isFinite(tokens, k)) && (token.lemma === token.lower || lexicon.isVerb(token.lemma))) {
      token.pos = 'VERB';
      continue;
    }
    if (token.pos === 'VERB' && (before.pos === 'DET' || before.pos === 'ADJ' || before.pos === 'NOUN') && !/(?:ed|ing)$/.test(token.lower) && after) {
      const nextIsFinite = FINITE_AUX.has(after.lower) || (after.pos === 'VERB' && /ed$/.test(after.lower));
      const coordinated = after.lower === 'and' && ARTICLES.has(tokens[i + 2]?.lower ?? '');
      const ofPhrase = after.lower === 'of' && (before.pos === 'DET' || before.pos === 'ADJ' || /ing$/.test(before.lower));
      if (nextIsFinite || coordinated || ofPhrase) token.pos = 'NOUN';
    }
    if (/ing$/.test(token.lower) && token.pos === 'NOUN' && after && (after.pos === 'NOUN' || (after.pos === 'VERB' && tokens[i + 2]?.lower === 'of'))) token.pos = 'ADJ';
  }
  // A noun that is also a verb, right after the subject and before a preposition or an adverb, in a clause
  // without a verb: "the resulting composite depends on", "the oxide layers increase linearly".
  for (let i = 1; i + 1 < tokens.length; i++) {
    const token = tokens[i]!;
    const before = tokens[i - 1]!;
    const after = tokens[i + 1]!;
    if (token.pos !== 'NOUN' || token.protected || !(before.pos === 'NOUN' || before.pos === 'PROPN')) continue;
    if (!(after.pos === 'ADP' && after.lower !== 'of' || (after.pos === 'ADV' && /ly$/.test(after.lower)))) continue;
    if (tokens.slice(0, i).some((t, k) => isFinite(tokens, k)) || !lexicon.isVerb(token.lemma)) continue;
    // A plural noun's -s or a plural subject's base form: either way the word can only be the verb here.
    const plural = /[^s]s$/.test(token.lower) && token.lemma !== token.lower;
    const afterPluralSubject = token.lemma === token.lower && before.lemma !== before.lower;
    if (plural || afterPluralSubject) token.pos = 'VERB';
  }
  // "Water samples from the lake contain …": a plural-looking "verb" after the sentence's opening noun, before a
  // preposition, is the head of the subject when the clause's own verb comes after its phrase.
  const second = tokens[1];
  if (tokens[0]?.pos === 'NOUN' && second && second.pos === 'VERB' && /[^s]s$/.test(second.lower) && second.lemma !== second.lower && tokens[2]?.pos === 'ADP' && tokens[2].lower !== 'to') {
    for (let k = 3; k < tokens.length; k++) {
      const token = tokens[k]!;
      if ([',', ';', ':', 'and', 'or', 'but', 'that', 'which', 'who', 'where', 'when', 'while', 'because', 'if', 'than', 'as'].includes(token.lower)) break;
      if (isFinite(tokens, k) && !/(?:ed|en|ing)$/.test(token.lower)) {
        second.pos = 'NOUN';
        break;
      }
    }
  }
  // A reporting verb in its base form between a noun and "that" is the verb of the clause: "the results of this
  // study show that …" (the tagger reads "study show" as a compound).
  for (let i = 1; i + 1 < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.pos !== 'NOUN' || token.lemma !== token.lower || !REPORTING_VERBS.has(token.lower) || tokens[i + 1]!.lower !== 'that') continue;
    if (tokens[i - 1]!.pos !== 'NOUN' || tokens.slice(0, i).some((t, k) => isFinite(tokens, k))) continue;
    token.pos = 'VERB';
    tokens[i + 1]!.pos = 'SCONJ';
  }
  // A second pass: an -ing modifier retagged above may make its head a noun ("the leading cause of").
  for (let i = 1; i + 1 < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.pos === 'VERB' && tokens[i - 1]!.pos === 'ADJ' && tokens[i + 1]!.lower === 'of' && !/(?:ed|ing)$/.test(token.lower)) token.pos = 'NOUN';
  }
}
