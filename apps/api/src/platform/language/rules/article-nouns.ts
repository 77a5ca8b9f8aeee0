import type { Rule, RuleHit } from './rule';
import { deleteToken, insertBefore, matchCase } from './rule';
import type { Token } from '../text/tokens';
import { indefiniteArticle } from './indefinite-article';
import { COUNTABLE_NOUNS, GENERIC_TOPICS, INSTRUMENT_NOUNS } from './noun-lexicon';

const SUBJECT_PRONOUNS = new Set(['we', 'they', 'i', 'he', 'she', 'it', 'you', 'who', 'which', 'that']);
const QUANTIFIERS = new Set(['several', 'many', 'few', 'various', 'numerous', 'multiple', 'some', 'most', 'all', 'both', 'each', 'every', 'other', 'another', 'such', 'certain', 'no', 'more', 'less', 'fewer', 'enough', 'any', 'much', 'little', 'own', 'same', 'different', 'further', 'additional', 'single']);
const DETERMINER_LIKE = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'his', 'her', 'my', 'your', 'each', 'every', 'any', 'some', 'no', 'another', 'one', 'such', 'which', 'what', 'whose', 'either', 'neither']);

function hasDeterminer(tokens: Token[], from: number): boolean {
  const before = tokens[from - 1];
  return !!before && (DETERMINER_LIKE.has(before.lower) || before.text.endsWith("'s") || before.text.endsWith('’s') || before.pos === 'NUM' || before.pos === 'PRON');
}

/** "had highest concentration" → "the highest"; "is most widely used method" → "the most". */
export const missingTheBeforeSuperlative: Rule = {
  id: 'missing-the-superlative',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const word = tokens[i]!;
      const superlative = (word.pos === 'ADJ' && /est$/.test(word.lower) && word.lower.length > 4 && word.lemma !== word.lower) || ['best', 'worst', 'largest', 'highest', 'lowest', 'greatest', 'smallest', 'strongest', 'weakest'].includes(word.lower);
      const mostAdjective = word.lower === 'most' && (tokens[i + 1]!.pos === 'ADJ' || (tokens[i + 1]!.pos === 'ADV' && tokens[i + 2]?.pos === 'VERB'));
      if (!superlative && !mostAdjective) continue;
      if (hasDeterminer(tokens, i)) continue;
      const before = tokens[i - 1]!;
      if (!(before.pos === 'VERB' || before.pos === 'AUX' || before.lower === 'of' || before.lower === 'with' || before.lower === 'had' || before.lower === 'has')) continue;
      // A noun must follow ("had highest concentration"), not an adverbial use ("grew fastest", "is most important").
      let k = i + 1;
      while (tokens[k] && (tokens[k]!.pos === 'ADJ' || tokens[k]!.pos === 'ADV' || (tokens[k]!.pos === 'VERB' && /(?:ed|en)$/.test(tokens[k]!.lower)))) k++;
      const noun = tokens[k];
      if (!noun || noun.pos !== 'NOUN' || !noun.isWord) continue;
      if (['least', 'most'].includes(word.lower) && before.lower === 'at') continue;
      hits.push(insertBefore(word, 'the'));
    }
    return hits;
  },
};

/**
 * A singular countable noun phrase with no article after a verb or a preposition: "using linear
 * mixed-effects model with …" → "a linear mixed-effects model", "We propose novel method" → "a novel
 * method". Only nouns of the countable lexicon (method, model, sensor …), which are never mass nouns.
 */
export const missingArticleBeforeCountable: Rule = {
  id: 'missing-article-countable',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const start = tokens[i]!;
      const before = tokens[i - 1]!;
      if (!(before.pos === 'VERB' || before.pos === 'ADP') || ['of', 'per', 'than', 'as', 'like', 'via', 'versus', 'vs'].includes(before.lower)) continue;
      // "the undoped film", "The optimized catalyst": a participle after an article is inside the phrase already.
      // A subject pronoun before the verb is no determiner ("We used scanning electron microscope"); a possessive is.
      const beforeVerb = tokens[i - 2];
      // An infinitive's "to" is no determiner either ("asked to complete online survey").
      const subjectPronoun = (beforeVerb?.pos === 'PRON' && SUBJECT_PRONOUNS.has(beforeVerb.lower)) || (beforeVerb?.lower === 'to' && before.lemma === before.lower);
      if (before.pos === 'VERB' && ['DET', 'ADJ', 'PART', 'PROPN', 'PRON'].includes(beforeVerb?.pos ?? '') && !subjectPronoun) continue;
      // "by spin coating", "by dip coating": a verb right after a preposition is a modifier of the noun.
      if (before.pos === 'VERB' && beforeVerb?.pos === 'ADP') continue;
      if (start.pos === 'DET' || start.pos === 'NUM' || start.pos === 'PRON' || start.protected || /^\p{Lu}/u.test(start.text) || QUANTIFIERS.has(start.lower)) continue;
      // "analysed using gas chromatograph": a verb in -ing opens its own object; the phrase starts after it.
      if (start.pos === 'VERB' && /ing$/.test(start.lower)) continue;
      // The phrase: modifiers, then a head from the lexicon that ends it.
      let k = i;
      while (tokens[k] && k - i < 4 && (tokens[k]!.pos === 'ADJ' || tokens[k]!.pos === 'NOUN' || (tokens[k]!.isWord && tokens[k]!.text.includes('-')) || (tokens[k]!.pos === 'VERB' && /(?:ed|ing)$/.test(tokens[k]!.lower) && tokens[k + 1]?.pos === 'NOUN'))) {
        if (COUNTABLE_NOUNS.has(tokens[k]!.lower) && !(tokens[k + 1]?.pos === 'NOUN' || tokens[k + 1]?.pos === 'PROPN' || /^[-–—/]$/.test(tokens[k + 1]?.text ?? ''))) break;
        // A plural noun ends the phrase ("in rural districts").
        if (tokens[k]!.pos === 'NOUN' && tokens[k]!.lemma !== tokens[k]!.lower) break;
        k++;
      }
      const head = tokens[k];
      // One modifier at least: bare idioms ("in line with", "at risk") have none, and bare heads are often generic.
      // Bare heads only after a verb ("completed questionnaire on"); after a preposition they are often idioms ("in line").
      // Bare heads only after a finite verb ("completed questionnaire on"), not a participle inside a noun phrase
      // ("the proposed algorithm"); after a preposition they are often idioms ("in line").
      const verbBefore = before.pos === 'VERB' && (!['DET', 'ADJ', 'NUM', 'PRON'].includes(beforeVerb?.pos ?? '') || subjectPronoun) && beforeVerb?.lower !== 'the';
      // "recorded with oscilloscope": an instrument after "with" is counted even bare ("by questionnaire" is idiomatic).
      const instrumentAfterWith = before.lower === 'with' && INSTRUMENT_NOUNS.has(head?.lower ?? '');
      if (!head || !COUNTABLE_NOUNS.has(head.lower) || head.protected || (k === i && !verbBefore && !instrumentAfterWith)) continue;
      if (tokens.slice(i, k).some((t) => t.protected || /^\p{Lu}/u.test(t.text))) continue;
      const after = tokens[k + 1];
      if (after && (after.pos === 'NOUN' || after.pos === 'PROPN' || /^[-–—/]$/.test(after.text) || after.lower === 'of' && head.lower === 'type')) continue;
      const article = after && ['that', 'which', 'proposed', 'described', 'developed', 'reported', 'used'].includes(after.lower) ? 'the' : indefiniteArticle(start.text);
      hits.push({ ...insertBefore(start, article), certainty: 0.9 });
    }
    return hits;
  },
};

const NAMED_HEADS = new Set(['test', 'method', 'model', 'algorithm', 'approach', 'equation', 'index', 'scale', 'criterion', 'coefficient', 'distribution', 'transform', 'correction', 'procedure', 'protocol', 'questionnaire', 'inventory', 'technique', 'assay', 'estimator', 'filter', 'classifier', 'framework', 'software', 'package', 'database']);

/** "Kruskal–Wallis test was used" → "The Kruskal–Wallis test was used": a method named after people takes "the" at the start. */
export const missingTheBeforeNamedMethod: Rule = {
  id: 'missing-the-named-method',
  category: 'grammarMechanics',
  check({ tokens }) {
    const first = tokens[0];
    if (!first || !/^\p{Lu}\p{Ll}+(?:[–-]\p{Lu}\p{Ll}+)*$/u.test(first.text) || first.text.endsWith("'s")) return [];
    let k = 1;
    while (tokens[k] && /^\p{Lu}/u.test(tokens[k]!.text) && k < 3) k++;
    const head = tokens[k];
    const verb = tokens[k + 1];
    if (!head || !NAMED_HEADS.has(head.lower) || !verb || !(verb.pos === 'AUX' || verb.pos === 'VERB')) return [];
    if (['A', 'An', 'The', 'This', 'Our', 'Each'].includes(first.text)) return [];
    return [{ start: first.start, end: first.end, suggestions: [`The ${first.text}`], certainty: first.text.includes('–') || first.text.includes('-') ? 1 : 0.8 }];
  },
};

/** "The climate change is expected …" → "Climate change is expected …": a general topic takes no article. */
export const articleBeforeGenericTopic: Rule = {
  id: 'article-before-topic',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (const topic of GENERIC_TOPICS) {
      const words = topic.split(' ');
      for (let i = 0; i + words.length < tokens.length; i++) {
        const article = tokens[i]!;
        if (article.lower !== 'the' || !words.every((w, k) => tokens[i + 1 + k]?.lower === w)) continue;
        const after = tokens[i + 1 + words.length]!;
        if (after.lower === 'of' || after.pos === 'NOUN' || after.lower === 'that' || after.lower === 'which' || after.lower === 'in' && topic.split(' ').length === 1) continue;
        if (i === 0) hits.push({ start: article.start, end: tokens[i + 1]!.end, suggestions: [matchCase(article.text, tokens[i + 1]!.text)] });
        else hits.push(deleteToken(context, article));
      }
    }
    return hits;
  },
};

const AS_ROLE_VERBS = /^(?:used|use|uses|using|served|serve|serves|serving|act|acts|acted|acting|function|functions|functioned|modelled|modeled|considered|regarded|treated|chosen|selected|adopted|employed|defined|taken|included|introduced|implemented|designed|proposed|described|identified|classified|represented|applied)$/;

/** "was used as framework" → "as a framework": after "used as", "served as" … a singular countable role takes "a". */
export const missingArticleAfterAs: Rule = {
  id: 'missing-article-as',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'as' || !AS_ROLE_VERBS.test(tokens[i - 1]!.lower)) continue;
      let k = i + 1;
      const first = tokens[k]!;
      if (first.pos === 'DET' || first.pos === 'NUM' || first.pos === 'PRON' || first.protected || /^\p{Lu}/u.test(first.text)) continue;
      while (tokens[k] && k - i <= 4 && (tokens[k]!.pos === 'ADJ' || (tokens[k]!.pos === 'NOUN' && tokens[k + 1]?.pos === 'NOUN') || (tokens[k]!.isWord && tokens[k]!.text.includes('-') && tokens[k + 1]?.pos === 'NOUN'))) k++;
      const head = tokens[k];
      if (!head || head.pos !== 'NOUN' || head.lemma !== head.lower || /s$/.test(head.lower) || head.protected) continue;
      if (!COUNTABLE_NOUNS.has(head.lower) && !STRUCTURAL_NOUNS.has(head.lower)) continue;
      hits.push({ ...insertBefore(first, indefiniteArticle(first.text)), certainty: 0.9 });
    }
    return hits;
  },
};

/** Countable nouns of structures and roles, which "as" introduces ("modelled as a cantilever beam", "served as a template"). */
const STRUCTURAL_NOUNS = new Set(['beam', 'plate', 'shell', 'rod', 'tube', 'sphere', 'cylinder', 'cube', 'disc', 'disk', 'ring', 'spring', 'string', 'template', 'scaffold', 'substitute', 'proxy', 'surrogate', 'marker', 'biomarker', 'indicator', 'predictor', 'covariate', 'reference', 'benchmark', 'baseline', 'control', 'guide', 'case', 'example', 'tool', 'platform', 'starting', 'barrier', 'sink', 'source', 'reservoir', 'filter', 'buffer', 'bridge', 'link', 'hub', 'node', 'graph', 'tree', 'matrix', 'vector', 'function', 'parameter', 'variable', 'whole', 'unit', 'block', 'layer', 'medium']);

/** "The both cohorts" → "Both cohorts", "to the each household" → "to each"; "used in the practice because" → "in practice". */
export const misplacedThe: Rule = {
  id: 'article-before-name',
  category: 'grammarMechanics',
  check(context) {
    const { tokens } = context;
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const the = tokens[i]!;
      const next = tokens[i + 1]!;
      // "in a triplicate" → "in triplicate", "kept in a dark" → "in the dark".
      if (the.lower === 'a' && tokens[i - 1]?.lower === 'in' && /^(?:duplicate|triplicate|quadruplicate)$/.test(next.lower) && !['of', 'and', 'experiment', 'samples'].includes(tokens[i + 2]?.lower ?? '')) hits.push(deleteToken(context, the));
      if (the.lower === 'a' && next.lower === 'dark' && tokens[i - 1]?.lower === 'in' && ['.', ',', 'at', 'for', 'until', 'and', 'overnight'].includes(tokens[i + 2]?.lower ?? '')) hits.push({ start: the.start, end: the.end, suggestions: ['the'] });
      if (the.lower !== 'the') continue;
      // "the Ethics Committee of the Peking University" → "of Peking University": a university named before the word.
      if (['of', 'at', 'from', 'by', 'in'].includes(tokens[i - 1]?.lower ?? '') && /^\p{Lu}\p{Ll}+$/u.test(next.text)) {
        let k = i + 1;
        while (k < i + 4 && /^\p{Lu}\p{Ll}+$/u.test(tokens[k]?.text ?? '') && tokens[k]!.lower !== 'university') k++;
        if (k > i + 1 && tokens[k]?.text === 'University' && tokens[k + 1]?.lower !== 'of') hits.push(deleteToken(context, the));
      }
      if (['both', 'each', 'every', 'either', 'neither'].includes(next.lower) || (next.lower === 'all' && tokens[i + 2]?.pos === 'DET')) hits.push(i === 0 ? { start: the.start, end: next.end, suggestions: [matchCase(the.text, next.lower)] } : deleteToken(context, the));
      if (next.lower === 'practice' && tokens[i - 1]?.lower === 'in' && !['of', 'that', 'which'].includes(tokens[i + 2]?.lower ?? '') && tokens[i + 2]?.pos !== 'NOUN') hits.push(deleteToken(context, the));
    }
    return hits;
  },
};

const CORRELATIONS = new Set(['correlation', 'association', 'relationship', 'difference', 'increase', 'decrease', 'reduction', 'trend', 'improvement', 'decline', 'rise', 'drop', 'shift', 'tendency', 'link', 'agreement']);
const INTENSITY = new Set(['strong', 'weak', 'positive', 'negative', 'significant', 'clear', 'marked', 'slight', 'moderate', 'linear', 'close', 'inverse', 'direct', 'substantial', 'considerable', 'modest', 'small', 'large', 'sharp', 'steady', 'gradual', 'dramatic', 'notable', 'statistically', 'high', 'low', 'good', 'excellent', 'poor']);

/** "There was strong positive correlation" → "a strong positive correlation": a qualified correlation or change is one of a kind. */
export const missingArticleBeforeQualifiedChange: Rule = {
  id: 'missing-article-countable',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
      const first = tokens[i]!;
      const before = tokens[i - 1]!;
      if (!INTENSITY.has(first.lower) || !(['was', 'is', 'showed', 'shows', 'found', 'observed', 'revealed', 'indicated', 'had', 'has', 'exhibited'].includes(before.lower))) continue;
      let k = i;
      while (tokens[k] && (INTENSITY.has(tokens[k]!.lower) || tokens[k]!.pos === 'ADV') && k - i < 3) k++;
      const head = tokens[k];
      if (!head || !CORRELATIONS.has(head.lower)) continue;
      if (before.lower === 'was' || before.lower === 'is') {
        if (tokens[i - 2]?.lower !== 'there') continue;
      }
      hits.push({ ...insertBefore(first, indefiniteArticle(first.text)), certainty: 0.9 });
    }
    return hits;
  },
};

/**
 * "results of this study show …" → "The results of this study": a sentence that opens with a lowercase noun
 * before "of the / of this …" has lost its article (and with it the capital).
 */
export const missingArticleAtStart: Rule = {
  id: 'missing-article-countable',
  category: 'grammarMechanics',
  check({ tokens }) {
    const first = tokens[0];
    const next = tokens[1];
    if (!first || !next || first.protected || !first.isWord || first.pos !== 'NOUN' || !/^\p{Ll}/u.test(first.text)) return [];
    if (next.lower !== 'of' || !['the', 'this', 'these', 'our', 'each', 'all'].includes(tokens[2]?.lower ?? '')) return [];
    return [{ start: first.start, end: first.end, suggestions: [`The ${first.text}`], certainty: 0.9 }];
  },
};
