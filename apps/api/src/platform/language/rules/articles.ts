import type { Rule, RuleContext, RuleHit } from './rule';
import { indefiniteArticle } from './indefinite-article';
import { deleteToken, insertBefore, matchCase } from './rule';
import type { Token } from '../text/tokens';
import { IRREGULAR_VERBS } from '../text/irregular-forms';
import { BE_FORMS, DETERMINERS, PREPOSITIONS, UNCOUNTABLE_PLURALS } from './word-classes';

const LABELS = /^(?:figure|figures|fig|figs|table|tables|equation|equations|eq|eqs|section|sections|appendix|chapter|supplementary|scheme|box)$/i;

/** "As shown in the Figure 3" → "in Figure 3": a numbered label takes no article. */
const LABEL_VERBS = new Set(['shows', 'show', 'presents', 'illustrates', 'summarizes', 'summarises', 'compares', 'depicts', 'lists', 'gives', 'displays', 'reports', 'indicates', 'reveals', 'contains', 'plots', 'outlines', 'details']);

export const articleBeforeLabel: Rule = {
  id: 'article-before-label',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const article = tokens[i]!;
      const label = tokens[i + 1]!;
      if (article.lower !== 'the' || !LABELS.test(label.text) || !/^\p{Lu}/u.test(label.text)) continue;
      let k = i + 2;
      if (tokens[k]?.text === '.') k++;
      if (/^(?:figure|table)$/i.test(tokens[k]?.text ?? '')) k++;
      const number = tokens[k];
      if (!number || !/^(?:S?\d+[A-Za-z]?|[A-Z]\d*|[IVX]+)$/.test(number.text)) continue;
      let end = k + 1;
      while (tokens[end] && (/^[a-z]$|^[A-Z]$/.test(tokens[end]!.text) && tokens[end]!.space.length === 0)) end++;
      const after = tokens[end];
      // "Table 2 shows": the tagger may read the verb after a label as a noun.
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN') && after.isWord && !LABEL_VERBS.has(after.lower)) continue;
      const hit = deleteToken(context, article);
      hits.push(/^\p{Lu}/u.test(article.text) ? { start: article.start, end: label.end, suggestions: [label.text] } : hit);
    }
    return hits;
  },
};

/** "The most of the species" → "Most of the species". */
export const theMostOf: Rule = {
  id: 'the-most-of',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [the, most, of] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
      if (the.lower === 'the' && most.lower === 'most' && of.lower === 'of') hits.push({ start: the.start, end: most.end, suggestions: [matchCase(the.text, 'most')] });
    }
    return hits;
  },
};

const RANKING = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'last', 'only', 'same', 'main', 'major', 'primary', 'latest', 'next', 'best', 'worst', 'most', 'least']);

/** The noun a phrase ends in, skipping adjectives, adverbs and hyphenated modifiers; null past `limit` tokens. */
function headNoun(tokens: Token[], from: number, limit = 4): Token | null {
  for (let k = from; k < Math.min(tokens.length, from + limit); k++) {
    const token = tokens[k]!;
    if (token.pos === 'NOUN' && token.isWord) return token;
    if (!(token.pos === 'ADJ' || token.pos === 'ADV' || token.text === '-' || (token.isWord && /-/.test(token.text)))) return null;
  }
  return null;
}

const PARTICIPLES = new Set(Object.values(IRREGULAR_VERBS).map(([, participle]) => participle));

/** "This is first study to …" → "This is the first study": ordinals and superlatives before a noun take "the". */
export const missingTheBeforeRanking: Rule = {
  id: 'missing-the-ranking',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const word = tokens[i]!;
      const before = tokens[i - 1]!;
      const isRanking = RANKING.has(word.lower) || (word.pos === 'ADJ' && /est$/.test(word.lower) && word.lower.length > 5);
      if (!isRanking || !BE_FORMS.has(before.lower)) continue;
      if (word.lower === 'most' || word.lower === 'least') {
        // "is most important factor": most + adjective + noun.
        if (tokens[i + 1]?.pos !== 'ADJ') continue;
      }
      const noun = headNoun(tokens, i + 1, 3);
      if (!noun || noun.lemma !== noun.lower) continue;
      // "was first put forward", "was first set up": "first" is an adverb before a participle the tagger read as a noun.
      if (noun.index === i + 1 && PARTICIPLES.has(noun.lower)) continue;
      hits.push(insertBefore(word, 'the'));
    }
    return hits;
  },
};

const MEASURES = new Set([
  'rate', 'concentration', 'temperature', 'dose', 'dosage', 'speed', 'frequency', 'accuracy', 'resolution', 'depth', 'distance', 'pressure',
  'density', 'ratio', 'level', 'voltage', 'current', 'power', 'flow', 'velocity', 'thickness', 'diameter', 'width', 'height', 'length',
  'volume', 'mass', 'weight', 'duration', 'sensitivity', 'specificity', 'yield', 'efficiency', 'precision', 'magnification', 'wavelength',
  'energy', 'intensity', 'humidity', 'size', 'mean', 'median', 'total', 'maximum', 'minimum', 'range', 'radius', 'porosity', 'viscosity',
  // Figures a study reports with their value: an uncertainty of 2%, a reduction of 30%, a half-life of 6 h.
  'uncertainty', 'error', 'variance', 'deviation', 'average', 'capacity', 'strength', 'stiffness', 'modulus', 'half-life', 'lifetime',
  'redshift', 'magnitude', 'luminosity', 'prevalence', 'incidence', 'coverage', 'reduction', 'increase', 'decrease', 'loss', 'gain',
  'margin', 'score', 'period', 'span', 'elevation', 'altitude', 'salinity', 'recovery', 'response', 'turnover', 'follow-up',
]);

/** What opens a measure with its value: a preposition, or a verb that has or reaches it. */
const MEASURE_OPENERS = new Set(['at', 'with', 'to', 'by', 'for', 'over', 'after', 'within', 'had', 'has', 'have', 'showed', 'shows', 'reached', 'reaches', 'exhibited', 'exhibits', 'yielded', 'yields', 'achieved', 'achieves', 'displayed', 'displays']);

/** "applied at rate of 120 kg/ha" → "at a rate of": a measure with its value is one of many, so "a". */
export const missingArticleBeforeMeasure: Rule = {
  id: 'missing-article-measure',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      const noun = tokens[i]!;
      const before = tokens[i - 1]!;
      if (!MEASURES.has(noun.lower) || tokens[i + 1]!.lower !== 'of') continue;
      // "at flow rate of", "with mean diameter of": one modifier may stand between.
      const modifier = (before.pos === 'NOUN' || before.pos === 'ADJ') && !before.protected ? before : null;
      const preposition = modifier ? tokens[i - 2] : before;
      if (!preposition || !MEASURE_OPENERS.has(preposition.lower)) continue;
      const value = tokens[i + 2]!;
      if (!(value.pos === 'NUM' || /^[~≈±<>]|^(?:about|approximately|around|nearly|over|up|only|less|more)$/i.test(value.text) || /^\d/.test(value.text))) continue;
      const first = modifier ?? noun;
      hits.push(insertBefore(first, indefiniteArticle(first.text)));
    }
    return hits;
  },
};

/** "We used the TensorFlow to …" → "We used TensorFlow": names of software and products take no article. */
export const articleBeforeProductName: Rule = {
  id: 'article-before-name',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const article = tokens[i]!;
      const name = tokens[i + 1]!;
      if (article.lower !== 'the' || !/^\p{Lu}\p{Ll}+\p{Lu}[\p{L}]*$/u.test(name.text)) continue;
      const after = tokens[i + 2];
      if (after && ((after.pos === 'NOUN' || after.pos === 'PROPN' || after.pos === 'NUM' || after.pos === 'ADJ') && after.isWord || /^\d/.test(after.text))) continue;
      if (after && after.lower === 'of') continue;
      if (/^\p{Lu}/u.test(article.text)) hits.push({ start: article.start, end: name.end, suggestions: [name.text] });
      else hits.push(deleteToken(context, article));
    }
    return hits;
  },
};

/** Diseases and conditions, named without an article when meant in general ("a history of hypertension"). */
const CONDITIONS = new Set([
  'hypertension', 'diabetes', 'obesity', 'asthma', 'cancer', 'depression', 'anxiety', 'dementia', 'tuberculosis', 'malaria', 'hepatitis',
  'sepsis', 'pneumonia', 'anemia', 'anaemia', 'osteoporosis', 'arthritis', 'schizophrenia', 'epilepsy', 'insomnia', 'hyperlipidemia',
  'hyperlipidaemia', 'dyslipidemia', 'dyslipidaemia', 'cirrhosis', 'atherosclerosis', 'autism', 'infertility', 'hypothyroidism',
  'hyperthyroidism', 'psoriasis', 'eczema', 'dermatitis', 'glaucoma', 'cataract', 'migraine', 'leukemia', 'leukaemia', 'lymphoma',
  'melanoma', 'sarcopenia', 'frailty', 'malnutrition', 'stunting', 'smoking', 'alcoholism', 'hypoxia', 'ischemia', 'ischaemia',
  'preeclampsia', 'pre-eclampsia', 'influenza', 'measles', 'cholera', 'dengue', 'hypoglycemia', 'hyperglycemia', 'proteinuria',
  'albuminuria', 'neuropathy', 'retinopathy', 'nephropathy', 'cardiomyopathy', 'fibrosis', 'inflammation', 'osteoarthritis', 'gout',
]);
const GENERIC_CONTEXT = new Set(['history', 'diagnosed', 'patients', 'people', 'subjects', 'individuals', 'women', 'men', 'children', 'adults', 'risk', 'prevalence', 'incidence', 'treatment', 'management', 'prevention', 'suffering', 'presence', 'absence', 'onset', 'burden', 'diagnosis', 'screening']);

/** "a history of the hypertension" → "a history of hypertension". */
export const articleBeforeCondition: Rule = {
  id: 'article-before-condition',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 2; i + 1 < tokens.length; i++) {
      const article = tokens[i]!;
      const condition = tokens[i + 1]!;
      if (article.lower !== 'the' || !CONDITIONS.has(condition.lower)) continue;
      const after = tokens[i + 2];
      if (after && after.isWord && (after.pos === 'NOUN' || after.pos === 'PROPN' || after.lower === 'of' || after.lower === 'that' || after.lower === 'which')) continue;
      const preposition = tokens[i - 1]!;
      const context1 = tokens[i - 2]!;
      if (!(PREPOSITIONS.has(preposition.lower) && GENERIC_CONTEXT.has(context1.lower))) continue;
      hits.push(deleteToken(context, article));
    }
    return hits;
  },
};

function isBareSingularNoun(tokens: Token[], token: Token): boolean {
  if (token.pos !== 'NOUN' || !token.isWord || token.protected || /^\p{Lu}/u.test(token.text)) return false;
  if (token.lemma !== token.lower || UNCOUNTABLE_PLURALS[`${token.lower}s`] !== undefined) return false;
  if (/(?:ity|ness|ism|ics|ing|ence|ance|ment|tion|sion|ure|age|ship|hood|dom)$/.test(token.lower)) return false;
  const before = tokens[token.index - 1];
  return !before || !(DETERMINERS.has(before.lower) || before.pos === 'ADJ' || before.pos === 'NUM' || before.pos === 'PRON' || before.pos === 'NOUN' || before.pos === 'PROPN' || before.text.endsWith("'s"));
}

/**
 * "In this study, questionnaire developed by Smith et al. was used" → "the questionnaire": a singular
 * countable noun defined by what follows it needs "the". Suggested only: countability is not certain.
 */
export const missingTheBeforeDefinedNoun: Rule = {
  id: 'missing-the-defined-noun',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const noun = tokens[i]!;
      const before = tokens[i - 1];
      if (before && !(before.text === ',' || before.text === ';' || before.text === ':')) continue;
      if (!isBareSingularNoun(tokens, noun)) continue;
      const participle = tokens[i + 1]!;
      const by = tokens[i + 2]!;
      if (participle.pos !== 'VERB' || !/ed$|en$/.test(participle.lower) || !['by', 'in', 'from', 'for', 'with', 'at'].includes(by.lower)) continue;
      hits.push({ ...insertBefore(noun, matchCase(noun.text, 'the')), suggestions: [`${matchCase(noun.text, 'the')} ${noun.text.toLowerCase()}`] });
    }
    return hits;
  },
};

const TAKES_OBJECT = new Set(['fed', 'given', 'received', 'underwent', 'performed', 'used', 'developed', 'proposed', 'designed', 'conducted', 'constructed', 'built', 'applied', 'adopted', 'presents', 'present', 'propose', 'develop', 'design', 'conduct', 'construct', 'build', 'apply', 'adopt', 'introduce', 'introduced', 'obtained', 'provide', 'provides', 'provided', 'created', 'implemented', 'established', 'followed', 'administered', 'prescribed']);

/** "Mice were fed high-fat diet" → "a high-fat diet": a singular countable object needs an article. Suggested only. */
export const missingArticleBeforeObject: Rule = {
  id: 'missing-article-object',
  category: 'grammarMechanics',
  check(context: RuleContext) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const verb = tokens[i]!;
      if (!TAKES_OBJECT.has(verb.lower)) continue;
      const first = tokens[i + 1]!;
      if (!(first.pos === 'ADJ' || (first.isWord && first.text.includes('-')))) continue;
      const noun = headNoun(tokens, i + 1, 4);
      if (!noun || noun.protected || noun.lemma !== noun.lower || /^\p{Lu}/u.test(noun.text)) continue;
      if (/(?:ity|ness|ism|ics|ing|ence|ance|ment|tion|sion|ure|age|ship|hood|dom|ware|ledge|work)$/.test(noun.lower) || UNCOUNTABLE_PLURALS[`${noun.lower}s`] !== undefined) continue;
      const after = tokens[noun.index + 1];
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN')) continue;
      if (context.lexicon.frequency(context.inflect.plural(noun.lower)) === 0) continue;
      hits.push(insertBefore(first, indefiniteArticle(first.text)));
    }
    return hits;
  },
};
