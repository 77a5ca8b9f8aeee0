import type { Rule, RuleContext, RuleHit } from './rule';
import type { Token } from '../text/tokens';
import { DETERMINERS, NUMBER_WORDS, PLURAL_QUANTIFIERS, PREPOSITIONS, UNCOUNTABLE_ALSO_VERBS, UNCOUNTABLE_PLURALS, UNCOUNTABLE_SOMETIMES_COUNTED } from './word-classes';
import { UNITS } from '../science/units';
import { IRREGULAR_PLURALS } from './subjects';
import { isNumberLabel } from './number-labels';

/** The uncountable nouns themselves ("several research" is not mended to "researches"). */
export const UNCOUNTABLE_NOUNS = new Set([...Object.values(UNCOUNTABLE_PLURALS), 'data', 'rice', 'water', 'blood', 'serum', 'plasma', 'soil', 'sand', 'air', 'news', 'mathematics', 'physics', 'economics', 'statistics', 'ethics']);

/** Nouns that stay singular after a number ("100 percent", "two dozen", "three million"). */
const INVARIANT_AFTER_NUMBERS = new Set(['percent', 'percentage', 'fold', 'million', 'billion', 'trillion', 'thousand', 'hundred', 'dozen', 'score', 'head', 'species', 'series', 'means', 'kind', 'sort', 'type']);

/** Words that count what follows "of": "the number of layers", "hundreds of genes", "a variety of methods". */
/** (Not "types of", "kinds of", "classes of": "two types of output", "three kinds of soil" name a mass, and are right.) */
const COUNTED_OF = new Set(['number', 'numbers', 'dozens', 'hundreds', 'thousands', 'millions', 'variety', 'pair', 'couple', 'series', 'groups', 'sets', 'plethora', 'handful', 'majority', 'minority']);

/** Nouns whose plural is the singular ("two spacecraft"). */
export const SAME_PLURAL = new Set(['spacecraft', 'aircraft', 'watercraft', 'swine', 'offspring', 'cattle', 'personnel', 'livestock']);

/** Nouns without a plural form that take a plural verb ("the personnel were trained"). */
export const PLURAL_COLLECTIVES = new Set(['data', 'personnel', 'cattle', 'staff', 'police', 'people', 'livestock', 'poultry', 'offspring', 'clergy']);

/** The noun's phrase (determiners and adjectives before it) comes right after a preposition. */
function nounPhraseFollowsPreposition(tokens: Token[], index: number): boolean {
  let k = index - 1;
  while (k >= 0 && ['DET', 'ADJ', 'NUM', 'ADV'].includes(tokens[k]!.pos)) k--;
  return k >= 0 && tokens[k]!.pos === 'ADP';
}

/** Plural verbs that follow the plural we correct and must become singular with it. */
const PLURAL_TO_SINGULAR_VERB: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };

/** The word is used as a noun here: after a determiner, adjective, number or preposition, or tagged so and not followed by an object. */
function usedAsNoun(tokens: Token[], token: Token): boolean {
  const before = tokens[token.index - 1];
  const after = tokens[token.index + 1];
  // A plural noun is not followed by an article or a pronoun: "alpha evidences a difference" is a verb and its object.
  if (after && after.lower !== 'that' && (['a', 'an', 'the', 'this', 'these', 'those', 'its', 'their', 'our', 'his', 'her'].includes(after.lower) || after.pos === 'PRON')) return false;
  if (!before) return token.pos === 'NOUN' && !(after && (DETERMINERS.has(after.lower) || after.pos === 'PRON'));
  if (DETERMINERS.has(before.lower) || PREPOSITIONS.has(before.lower) || before.pos === 'ADJ' || before.pos === 'NUM' || before.text.endsWith("'s")) return true;
  // "made good progresses": an adjective the tagger read as an adverb.
  if (['good', 'great', 'little', 'much', 'further', 'considerable', 'substantial', 'significant', 'rapid', 'steady', 'remarkable', 'valuable', 'useful'].includes(before.lower)) return true;
  // "growing evidences", "limited researches": a participle before it makes it a noun.
  if (before.pos === 'VERB' && /(?:ing|ed)$/.test(before.lower)) return true;
  // After a noun it is a compound's head when a verb or the end follows ("cancer researches have"), a verb otherwise ("the disease progresses slowly").
  if (before.pos === 'NOUN' || before.pos === 'PROPN') return !after || ['AUX', 'VERB', 'PUNCT', 'CCONJ'].includes(after.pos);
  // "alpha (0.91) evidences the consistency": a verb with its object.
  if (after && (DETERMINERS.has(after.lower) || after.pos === 'PRON')) return false;
  return token.pos === 'NOUN';
}

/** "informations" → "information", "softwares" → "software" (and the verb with them: "informations are" → "information is"). */
export const uncountableNoun: Rule = {
  id: 'uncountable-noun',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (const token of tokens) {
      const singular = UNCOUNTABLE_PLURALS[token.lower];
      if (!singular || token.protected) continue;
      const previousWord = tokens[token.index - 1];
      // "provide supports for": the object of a verb of giving is a noun, whatever the tagger says.
      const objectOfGiving = /^(?:provide|provides|provided|providing|offer|offers|offered|give|gives|gave|given|receive|received|lend|lends|lent|gain|gained)$/.test(previousWord?.lower ?? '');
      if (UNCOUNTABLE_ALSO_VERBS.has(token.lower) && !objectOfGiving && !usedAsNoun(tokens, token)) continue;
      const replacement = /^\p{Lu}/u.test(token.text) ? singular[0]!.toUpperCase() + singular.slice(1) : singular;
      // Sometimes counted ("structural supports", "hospital staffs" in some varieties), but not after a
      // verb of giving ("provide supports for") or a noun modifier ("nursing staffs").
      const sureInContext = (token.lower === 'supports' && /^(?:provide|provides|provided|providing|offer|offers|offered|give|gives|gave|given|receive|received|lend|lends|lent|find|found|gain|gained)$/.test(previousWord?.lower ?? '')) || (token.lower === 'staffs' && (previousWord?.pos === 'NOUN' || previousWord?.pos === 'ADJ'));
      // "in the literatures", "informed consents": fixed phrases with the uncountable form.
      const fixedPhrase = (token.lower === 'literatures' && previousWord?.lower === 'the' && tokens[token.index - 2]?.lower === 'in') || (token.lower === 'consents' && previousWord?.lower === 'informed');
      const certainty = UNCOUNTABLE_SOMETIMES_COUNTED.has(token.lower) && !sureInContext && !fixedPhrase ? 0.5 : 1;
      const verb = tokens[token.index + 1];
      // The verb changes with the noun only when the noun is the subject (not "studies in the literatures have"),
      // and never for nouns that keep a plural verb ("personnel were", "cattle were").
      const inPhrase = nounPhraseFollowsPreposition(tokens, token.index);
      const verbSingular = verb && !inPhrase && !PLURAL_COLLECTIVES.has(singular) && !SAME_PLURAL.has(singular) ? PLURAL_TO_SINGULAR_VERB[verb.lower] : undefined;
      // "these informations" cannot be mended word by word; suggest only.
      const before = tokens[token.index - 1];
      // "two spacecrafts" → "two spacecraft": a noun whose plural is itself is mended word by word after a number too.
      const pluralBefore = before !== undefined && (PLURAL_QUANTIFIERS.has(before.lower) || before.pos === 'NUM') && !SAME_PLURAL.has(singular);
      if (verb && verbSingular && verb.space.length > 0) {
        hits.push({ start: token.start, end: verb.end, suggestions: [`${replacement}${verb.space}${verbSingular}`], params: { word: token.text, suggestion: singular }, certainty: pluralBefore ? 0.4 : certainty });
      } else {
        hits.push({ start: token.start, end: token.end, suggestions: [replacement], params: { word: token.text, suggestion: singular }, certainty: pluralBefore ? 0.4 : certainty });
      }
    }
    return hits;
  },
};

function isNumberToken(token: Token): number | null {
  const word = NUMBER_WORDS[token.lower];
  if (word !== undefined) return word;
  if (/^\d{1,3}(?:,\d{3})+$|^\d+$/.test(token.text)) return Number(token.text.replace(/,/g, ''));
  return null;
}

/**
 * A countable noun that a plural word already counts is plural: "these result" → "these results",
 * "24 plant" → "24 plants", "several study" → "several studies", "one of the main challenge" →
 * "one of the main challenges". A noun that modifies the next noun ("two questionnaire items") stays.
 */
export const nounNumber: Rule = {
  id: 'noun-number',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const counter = tokens[i]!;
      const count = isNumberToken(counter);
      // "the number of", "hundreds of", "a variety of": a counted phrase ending in "of".
      const countedOf = COUNTED_OF.has(counter.lower) && tokens[i + 1]?.lower === 'of';
      const pluralWord = PLURAL_QUANTIFIERS.has(counter.lower) || countedOf;
      if (counter.lower === 'one' && tokens[i + 1]?.lower === 'of') {
        const hit = oneOfThe(context, i);
        if (hit) hits.push(hit);
        continue;
      }
      if (!pluralWord && (count === null || count < 2)) continue;
      // A year ("in 2018 study"), a figure or table number, a decimal part: not a count.
      const previous = tokens[i - 1];
      // "per 100,000 population": a rate's base; "2 × 2 × 3 design", "a 3-month period": dimensions and sizes.
      if (count !== null && (previous?.lower === 'per' || /^[×x*]$|^by$/.test(previous?.text ?? ''))) continue;
      const article = tokens.slice(Math.max(0, i - 6), i).findLastIndex((t) => t.lower === 'a' || t.lower === 'an');
      if (count !== null && article >= 0 && tokens.slice(Math.max(0, i - 6) + article + 1, i).every((t) => t.pos !== 'NOUN' && t.pos !== 'VERB' && t.pos !== 'ADP')) continue;
      // "f/2 medium", "Cobas c 311 analyser": a number glued to what precedes it, or after a single letter, names a thing.
      if (count !== null && previous && (counter.space === '' || /^\p{L}$/u.test(previous.text))) continue;
      // "13C-urea", "1H NMR": a number glued to a letter is a label, not a count.
      if (count !== null && tokens[i + 1] && tokens[i + 1]!.space.length === 0) continue;
      if (count !== null && previous && (isNumberLabel(tokens, i) || previous.text === '.' || previous.text === ',')) continue;
      if (count !== null && counter.text.length === 4 && count >= 1800 && count <= 2100) continue;
      // A model or catalogue number follows a name ("NovaSeq 6000 platform", "Tween 20 solution").
      if (count !== null && previous && /^\p{Lu}/u.test(previous.text) && previous.index > 0) continue;
      // Adjectives and participles may come between ("several important study", "various loading condition"),
      // and the head is the last noun of a compound ("these cell line").
      let k = countedOf ? i + 2 : i + 1;
      while (tokens[k] && k - i <= 4 && (tokens[k]!.pos === 'ADJ' || (tokens[k]!.pos === 'VERB' && /(?:ing|ed|en)$/.test(tokens[k]!.lower) && tokens[k + 1]?.pos === 'NOUN')) && tokens[k]!.isWord) k++;
      // The word right after the number says what is counted: "100 percent coverage" counts percent.
      const counted = tokens[k];
      // "two type of bacteria" → "two types of": kinds are counted before "of" (but "type 2", "a type of").
      if (counted && /^(?:type|kind|sort|class|form)$/.test(counted.lower) && tokens[k + 1]?.lower === 'of' && !counted.protected && (count !== null || PLURAL_QUANTIFIERS.has(counter.lower))) {
        hits.push({ start: counted.start, end: counted.end, suggestions: [`${counted.text}${counted.lower === 'class' ? 'es' : 's'}`], params: { word: counted.text, suggestion: `${counted.text}s` } });
        continue;
      }
      if (counted && (INVARIANT_AFTER_NUMBERS.has(counted.lower) || UNITS.has(counted.text))) continue;
      // In a sentence with no verb, a base-form noun after the counted one is its verb ("Many farmer use manure"):
      // the compound ends there.
      const verbless = !tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/.test(t.lower)));
      const verbAfter = (n: number) => verbless && tokens[n + 1]?.lemma === tokens[n + 1]?.lower && context.lexicon.isListed(context.inflect.past(tokens[n + 1]!.lower));
      while (tokens[k]?.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN' && tokens[k + 1]!.isWord && k - i <= 5 && !verbAfter(k)) k++;
      const noun = tokens[k];
      if (!noun || !noun.isWord || noun.protected || noun.pos !== 'NOUN' || noun.space.length === 0) continue;
      const after = tokens[k + 1];
      if (after && (after.pos === 'NOUN' && !verbAfter(k) || after.pos === 'PROPN' || after.text === '-' || after.space.length === 0 && after.isWord)) continue;
      if (UNITS.has(noun.text) || noun.lower.length < 3 || UNCOUNTABLE_PLURALS[noun.lower] !== undefined || UNCOUNTABLE_NOUNS.has(noun.lower) || INVARIANT_AFTER_NUMBERS.has(noun.lower)) continue;
      // Plurals of Latin and Greek ("microglia", "bacteria", "taxa") are plural already.
      if (IRREGULAR_PLURALS.has(noun.lower) || IRREGULAR_PLURALS.has(noun.lower.split('-').pop()!)) continue;
      // "8 attention heads": a plural head the tagger read as a verb, in a clause that has its verb already.
      if (after?.pos === 'VERB' && /[^s]s$/.test(after.lower) && after.lemma !== after.lower && tokens.slice(0, i).some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/.test(t.lower) && t.index > 0))) continue;
      if (noun.lemma !== noun.lower && context.inflect.singular(noun.lower) !== noun.lower) continue;
      const plural = context.inflect.plural(noun.lower);
      if (plural === noun.lower || !context.lexicon.isListed(plural)) continue;
      // A hyphenated compound counted before a noun ("two-way", "three-fold") is an adjective.
      if (/-$/.test(tokens[k - 1]?.text ?? '')) continue;
      hits.push({ start: noun.start, end: noun.end, suggestions: [plural], params: { word: noun.text, suggestion: plural }, certainty: noun.pos === 'NOUN' ? 1 : 0.6 });
    }
    return hits;
  },
};

/** "All participant were" → "All participants were": "all" and a plural verb count the noun between them. */
export const allWithSingular: Rule = {
  id: 'noun-number',
  category: 'grammarMechanics',
  check({ tokens, inflect, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'all') continue;
      let k = i + 1;
      if (tokens[k]?.lower === 'the' || tokens[k]?.lower === 'our' || tokens[k]?.lower === 'their') k++;
      while (tokens[k]?.pos === 'ADJ' && k - i <= 3) k++;
      const noun = tokens[k];
      const verb = tokens[k + 1];
      if (!noun || !verb || !noun.isWord || noun.protected || noun.pos !== 'NOUN' || !['are', 'were', 'have', 'do'].includes(verb.lower)) continue;
      if (noun.lemma !== noun.lower || /s$/.test(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lower) || PLURAL_COLLECTIVES.has(noun.lower) || SAME_PLURAL.has(noun.lower)) continue;
      const plural = inflect.plural(noun.lower);
      if (plural === noun.lower || !lexicon.isListed(plural) || lexicon.frequency(plural) === 0) continue;
      hits.push({ start: noun.start, end: noun.end, suggestions: [plural], params: { word: noun.text, suggestion: plural }, certainty: 0.9 });
    }
    return hits;
  },
};

/** "tens of thousand of hectares" → "tens of thousands of": a number word counted by another is plural. */
export const countedNumberWord: Rule = {
  id: 'noun-number',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
      if (!/^(?:tens|dozens|hundreds|thousands|millions|billions)$/.test(tokens[i]!.lower) || tokens[i + 1]!.lower !== 'of') continue;
      const number = tokens[i + 2]!;
      if (!/^(?:hundred|thousand|million|billion)$/.test(number.lower) || tokens[i + 3]!.lower !== 'of') continue;
      hits.push({ start: number.start, end: number.end, suggestions: [`${number.text}s`], params: { word: number.text, suggestion: `${number.text}s` } });
    }
    return hits;
  },
};

/** "Future works should" becomes "Future work should": research work is uncountable (works are of art, or factories). */
export const worksAsResearch: Rule = {
  id: 'uncountable-noun',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const works = tokens[i]!;
      if (works.lower !== 'works' || !/^(?:future|previous|further|prior|related|recent|earlier|past|subsequent|preliminary)$/.test(tokens[i - 1]!.lower)) continue;
      const verb = tokens[i + 1];
      const singularVerb = verb ? ({ are: 'is', were: 'was', have: 'has' } as Record<string, string>)[verb.lower] : undefined;
      if (verb && singularVerb) hits.push({ start: works.start, end: verb.end, suggestions: [`work ${singularVerb}`], params: { word: works.text, suggestion: 'work' } });
      else hits.push({ start: works.start, end: works.end, suggestions: ['work'], params: { word: works.text, suggestion: 'work' } });
    }
    return hits;
  },
};

/** "Less samples were available" → "Fewer samples": countable nouns take "fewer". */
export const lessFewer: Rule = {
  id: 'less-fewer',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const less = tokens[i]!;
      if (less.lower !== 'less') continue;
      let k = i + 1;
      while (tokens[k]?.pos === 'ADJ' && k - i <= 2) k++;
      const noun = tokens[k];
      if (!noun || noun.pos !== 'NOUN' || noun.protected || noun.lemma === noun.lower || !/s$/.test(noun.lower) || UNCOUNTABLE_NOUNS.has(noun.lemma)) continue;
      // "less than", "no less", units ("less 5 mg") stay.
      if (tokens[k + 1]?.lower === 'than' || UNITS.has(noun.text)) continue;
      hits.push({ start: less.start, end: less.end, suggestions: [/^\p{Lu}/u.test(less.text) ? 'Fewer' : 'fewer'] });
    }
    return hits;
  },
};

/** "one of the main challenge" → "one of the main challenges". */
function oneOfThe(context: RuleContext, index: number): RuleHit | null {
  const { tokens } = context;
  let k = index + 2;
  const determiner = tokens[k];
  if (!determiner || !['the', 'our', 'their', 'its', 'these', 'those', 'his', 'her', 'my', 'your'].includes(determiner.lower)) return null;
  k++;
  while (tokens[k] && (tokens[k]!.pos === 'ADJ' || tokens[k]!.pos === 'ADV' || /(?:est|most)$/.test(tokens[k]!.lower) || (/(?:ing|ed)$/.test(tokens[k]!.lower) && tokens[k + 1]?.pos === 'NOUN')) && k - index <= 6) k++;
  while (tokens[k]?.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN' && k - index <= 7) k++;
  const noun = tokens[k];
  if (!noun || !noun.isWord || noun.protected || noun.pos !== 'NOUN') return null;
  const after = tokens[k + 1];
  if (after && (after.pos === 'NOUN' || after.pos === 'PROPN')) return null;
  if (noun.lemma !== noun.lower || UNCOUNTABLE_PLURALS[noun.lower] !== undefined || UNCOUNTABLE_NOUNS.has(noun.lower)) return null;
  const plural = context.inflect.plural(noun.lower);
  if (plural === noun.lower || !context.lexicon.isListed(plural)) return null;
  return { start: noun.start, end: noun.end, suggestions: [plural], params: { word: noun.text, suggestion: plural } };
}
