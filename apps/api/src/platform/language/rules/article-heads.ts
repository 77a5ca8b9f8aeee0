import type { Rule, RuleContext, RuleHit } from './rule';
import { insertBefore } from './rule';
import type { Token } from '../text/tokens';
import { indefiniteArticle } from './indefinite-article';
import { COUNTABLE_NOUNS } from './noun-lexicon';

/**
 * Articles decided by the head noun: a singular countable noun that opens a sentence or follows "is"
 * bare needs one ("Sample was centrifuged" → "The sample"; "This is important step" → "an important
 * step"); a mass noun takes no "a" ("stored in a liquid nitrogen" → "in liquid nitrogen"). Authors whose
 * languages have no articles (Chinese, Japanese) drop them; those whose languages count these nouns
 * (Spanish, Portuguese: una información, um equipamento) add them.
 */

/** Concrete nouns of the things a study handles and counts, which a sentence cannot open bare. */
const SUBJECT_NOUNS = new Set([
  'sample', 'patient', 'participant', 'respondent', 'volunteer', 'subject', 'child', 'infant', 'woman', 'man', 'mouse', 'rat', 'animal',
  'plant', 'seedling', 'tree', 'leaf', 'seed', 'plot', 'field', 'site', 'galaxy', 'star', 'planet', 'cluster', 'telescope', 'beam', 'column',
  'slab', 'bridge', 'building', 'wall', 'pile', 'tube', 'tumour', 'tumor', 'lesion', 'cell', 'strain', 'isolate', 'colony', 'gene',
  'protein', 'enzyme', 'molecule', 'solution', 'suspension', 'precipitate', 'powder', 'crystal', 'product', 'reaction', 'patient',
  'firm', 'household', 'company', 'country', 'farmer', 'teacher', 'student', 'school', 'hospital', 'clinic', 'ward', 'survey',
  'questionnaire', 'interview', 'study', 'experiment', 'trial', 'model', 'system', 'structure', 'test', 'analysis', 'procedure',
]);

/** Countable abstract nouns a predicate names ("is a key factor in", "remains a major challenge"). */
const PREDICATE_NOUNS = new Set([
  'step', 'factor', 'indicator', 'predictor', 'determinant', 'source', 'tool', 'example', 'issue', 'problem', 'question', 'concern',
  'challenge', 'limitation', 'advantage', 'disadvantage', 'component', 'feature', 'aspect', 'goal', 'aim', 'task', 'candidate', 'target',
  'option', 'alternative', 'reason', 'consequence', 'contributor', 'barrier', 'driver', 'function', 'marker', 'biomarker', 'measure',
  'method', 'approach', 'strategy', 'technique', 'model', 'parameter', 'variable', 'mechanism', 'pathway', 'regulator', 'mediator',
  'modulator', 'precursor', 'substrate', 'inhibitor', 'activator', 'catalyst', 'risk', 'threat', 'priority', 'requirement', 'prerequisite',
]);

const DEFINITE_ADJECTIVES = new Set(['main', 'primary', 'principal', 'only', 'sole', 'same', 'first', 'second', 'third', 'last', 'final', 'latter', 'former', 'predominant', 'dominant', 'leading']);
const LINKING = new Set(['is', 'was', 'remains', 'remained', 'becomes', 'became', 'represents', 'represented', 'constitutes', 'constituted', 'seems', 'seemed', 'appears', 'appeared']);

function isSingularNoun(token: Token | undefined): token is Token {
  return !!token && token.isWord && token.pos === 'NOUN' && token.lemma === token.lower && !token.protected;
}

/** "Sample was centrifuged at 12,000 × g" → "The sample": a counted thing that opens a sentence bare. */
export const missingArticleOpeningNoun: Rule = {
  id: 'missing-article-countable',
  category: 'grammarMechanics',
  check({ tokens }) {
    const first = tokens[0];
    if (!first || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || first.protected) return [];
    const lower = first.lower;
    if (!(SUBJECT_NOUNS.has(lower) || COUNTABLE_NOUNS.has(lower))) return [];
    if (!isSingularNoun({ ...first, pos: first.pos === 'PROPN' ? 'NOUN' : first.pos })) return [];
    const next = tokens[1];
    if (!next) return [];
    // The verb right after ("Sample was"), or a prepositional phrase that qualifies the noun ("Galaxy with the highest redshift lies").
    const verbNext = next.pos === 'AUX' && ['was', 'is', 'has', 'had', 'showed', 'shows'].includes(next.lower);
    const qualified = ['with', 'from', 'in', 'of', 'at', 'on'].includes(next.lower) && tokens.slice(2, 12).some((t) => (t.pos === 'AUX' || t.pos === 'VERB') && /^(?:was|is|has|had|lies|lay|showed|shows|contained|contains|reached|exhibited|exhibits)$/.test(t.lower));
    if (!verbNext && !qualified) return [];
    return [{ start: first.start, end: first.end, suggestions: [`The ${first.text.toLowerCase()}`], certainty: 0.9 }];
  },
};

/** "This is important step in" → "an important step": a bare singular countable noun after "is". */
export const missingArticlePredicate: Rule = {
  id: 'missing-article-countable',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      const verb = tokens[i]!;
      if (!LINKING.has(verb.lower)) continue;
      const start = tokens[i + 1]!;
      if (!(start.pos === 'ADJ' || ['key', 'major', 'main'].includes(start.lower)) || start.protected || /^\p{Lu}/u.test(start.text) || /est$/.test(start.lower) || ['more', 'most', 'such', 'much', 'enough', 'less'].includes(start.lower)) continue;
      let k = i + 1;
      while (k < i + 3 && (tokens[k]?.pos === 'ADJ' || tokens[k]?.lower === 'key')) k++;
      const head = tokens[k];
      if (!isSingularNoun(head) || !(PREDICATE_NOUNS.has(head.lower) || COUNTABLE_NOUNS.has(head.lower))) continue;
      const after = tokens[k + 1];
      // The noun ends the phrase: a preposition, a clause, or the end ("is a key step in", "is an important step.").
      if (after && !(after.pos === 'ADP' || after.pos === 'SCONJ' || after.pos === 'PUNCT' || after.lower === 'that' || after.lower === 'which' || after.lower === 'to')) continue;
      if (after?.lower === 'for' && head.lower === 'cause') continue;
      const article = DEFINITE_ADJECTIVES.has(start.lower) ? 'the' : indefiniteArticle(start.text);
      hits.push({ ...insertBefore(start, article), certainty: 0.9 });
    }
    return hits;
  },
};

/**
 * Nouns English does not count in any sense a paper uses, so "a"/"an" before them is wrong: "have a
 * perfect information", "in a liquid nitrogen", "with an access to". A noun after them makes a compound
 * that is counted ("a nitrogen atmosphere", "a software package"), and "a good knowledge of" is English.
 */
const MASS_NOUNS = new Set([
  'information', 'evidence', 'equipment', 'software', 'hardware', 'research', 'advice', 'machinery', 'furniture', 'luggage', 'baggage',
  'wildlife', 'irrigation', 'inflation', 'groundwater', 'access', 'nitrogen', 'oxygen', 'hydrogen', 'helium', 'argon', 'traffic',
  'pollution', 'poverty', 'unemployment', 'malnutrition', 'homework', 'fertilization', 'fertilisation', 'photosynthesis', 'biodiversity',
  'livestock', 'cattle', 'knowledge', 'rainfall', 'deforestation', 'urbanization', 'urbanisation', 'sunlight', 'electricity', 'garbage',
]);
/** Adjectives that make water a substance ("washed with a distilled water"). */
const WATER_ADJECTIVES = new Set(['distilled', 'deionized', 'deionised', 'ultrapure', 'tap', 'sterile', 'demineralized', 'demineralised', 'purified']);

export const articleBeforeMassNoun: Rule = {
  id: 'uncountable-noun',
  category: 'grammarMechanics',
  check(context: RuleContext) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const article = tokens[i]!;
      if (article.lower !== 'a' && article.lower !== 'an') continue;
      // The noun phrase: adjectives and nouns; its last word is the head ("a liquid nitrogen", not "a nitrogen atmosphere").
      let k = i + 1;
      while (k < i + 5 && tokens[k] && !tokens[k]!.protected && (tokens[k]!.pos === 'ADJ' || tokens[k]!.pos === 'NOUN' || (tokens[k]!.pos === 'VERB' && /ed$/.test(tokens[k]!.lower) && k === i + 1))) k++;
      const head = tokens[k - 1];
      if (k === i + 1 || !head || !head.isWord || (/^\p{Lu}/u.test(head.text) && k > i + 2)) continue;
      const water = head.lower === 'water' && k > i + 2 && WATER_ADJECTIVES.has(tokens[k - 2]!.lower);
      if (!MASS_NOUNS.has(head.lower) && !water) continue;
      const after = tokens[k];
      // "an access-controlled door", a measure ("a rainfall of 800 mm"), "a good knowledge of".
      if (after && (after.pos === 'PROPN' || /^[-–—/]/.test(after.text) || (after.lower === 'of' && ['knowledge', 'rainfall', 'inflation'].includes(head.lower)))) continue;
      if (after?.lower === 'of' && tokens[k + 1] && /^\d/.test(tokens[k + 1]!.text)) continue;
      const first = tokens[i + 1]!;
      const phrase = context.paragraph.slice(first.start, head.end);
      const suggestion = /^\p{Lu}/u.test(article.text) ? phrase[0]!.toUpperCase() + phrase.slice(1) : phrase;
      hits.push({ start: article.start, end: head.end, suggestions: [suggestion], params: { word: head.text }, certainty: 0.9 });
    }
    return hits;
  },
};

/** Words in -est that are no superlatives. */
const NOT_SUPERLATIVE = new Set(['rest', 'test', 'interest', 'forest', 'arrest', 'unrest', 'manifest', 'request', 'quest', 'conquest', 'harvest', 'vest', 'invest', 'digest', 'suggest', 'pest', 'nest', 'west', 'chest', 'guest', 'honest', 'modest', 'protest', 'contest', 'attest', 'detest', 'earnest', 'zest', 'crest', 'priest', 'behest', 'midwest', 'southwest', 'northwest', 'inquest', 'bequest', 'tempest', 'infest', 'ingest', 'congest', 'molest', 'lest', 'retest', 'pretest', 'posttest']);

/** "Most common adverse event was headache" → "The most common": a superlative that opens a sentence takes "the". */
export const missingTheOpeningSuperlative: Rule = {
  id: 'missing-the-superlative',
  category: 'grammarMechanics',
  check({ tokens }) {
    const first = tokens[0];
    if (!first || first.protected || !/^\p{Lu}/u.test(first.text)) return [];
    const most = first.lower === 'most' && tokens[1]?.pos === 'ADJ';
    const superlative = (/^(?:\p{L}{2,}est)$/u.test(first.lower) && !NOT_SUPERLATIVE.has(first.lower) && first.pos !== 'VERB') || ['best', 'worst'].includes(first.lower);
    if (!most && !superlative) return [];
    let k = most ? 2 : 1;
    while (k < 4 && tokens[k]?.pos === 'ADJ') k++;
    const noun = tokens[k];
    // The tagger may read the noun as a verb ("Highest yield was"); the verb after it says it is the subject.
    const verbAfter = ['was', 'were', 'is', 'are'].includes(tokens[k + 1]?.lower ?? '');
    if (!noun || !(noun.pos === 'NOUN' || (noun.pos === 'VERB' && verbAfter)) || !noun.isWord || noun.protected || noun.lower === 'practice') return [];
    // "Most common infections are mild" (most of them) is right: after "Most", only a singular noun and its verb.
    if (most && !(noun.lemma === noun.lower && ['was', 'is'].includes(tokens[k + 1]?.lower ?? ''))) return [];
    return [{ ...insertBefore(first, 'The'), suggestions: [`The ${first.text.toLowerCase()}`], certainty: 0.9 }];
  },
};
