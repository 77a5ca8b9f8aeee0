import type { Rule, RuleContext, RuleHit } from './rule';
import { compileCollocations, type CollocationPattern } from './patterns';
import { matchCase } from './rule';
import type { Token } from '../text/tokens';

/** Adjectives that form their comparative with -er (one syllable, and a few of two). */
const ER_ADJECTIVES = new Set([
  'short', 'long', 'high', 'low', 'large', 'small', 'fast', 'slow', 'strong', 'weak', 'thick', 'thin', 'deep', 'wide', 'narrow',
  'great', 'hard', 'soft', 'cheap', 'old', 'young', 'new', 'big', 'near', 'dense', 'rich', 'poor', 'warm', 'cold', 'hot', 'dry',
  'wet', 'easy', 'early', 'heavy', 'light', 'dark', 'bright', 'clean', 'late', 'tall', 'broad', 'sharp', 'steep', 'tight', 'loose',
  'rough', 'smooth', 'flat', 'coarse', 'quick', 'small', 'tiny', 'huge', 'busy', 'happy', 'healthy', 'simple', 'close', 'low', 'few',
  'noisy', 'dirty', 'salty', 'windy', 'rainy', 'sunny', 'cloudy', 'safe', 'mild', 'cool', 'fresh', 'fine', 'firm', 'stiff', 'lean', 'slim',
  'calm', 'sweet', 'wise', 'bold', 'fat', 'keen', 'brief', 'good', 'bad',
]);

/** Comparatives English does not build with -er. */
const IRREGULAR_COMPARATIVES: Record<string, string> = { good: 'better', bad: 'worse' };

const COMPARATIVE = /^(?:better|worse|more|less|fewer|greater|higher|lower|larger|smaller|longer|shorter|faster|slower|stronger|weaker|wider|narrower|deeper|thicker|thinner|earlier|later|easier|harder|heavier|lighter|bigger|older|younger|newer|cheaper|closer|denser|richer|poorer|warmer|colder|hotter|drier|wetter|broader|sharper|steeper|tighter|looser|rougher|smoother|quicker|simpler|weaker|brighter|darker|cleaner|tinier|huger)$/;

function isComparative(token: Token): boolean {
  return COMPARATIVE.test(token.lower) || (token.pos === 'ADJ' && /[^e]er$/.test(token.lower) && token.lower.length > 4 && token.lemma !== token.lower);
}

/** "a more higher sensitivity" → "a higher sensitivity"; "the most highest" → "the highest". */
export const doubleComparative: Rule = {
  id: 'double-comparative',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const more = tokens[i]!;
      const adjective = tokens[i + 1]!;
      if (more.lower === 'more' && isComparative(adjective) && !['more', 'less', 'fewer'].includes(adjective.lower)) hits.push({ start: more.start, end: adjective.end, suggestions: [matchCase(more.text, adjective.text)] });
      if (more.lower === 'most' && /est$/.test(adjective.lower) && adjective.pos === 'ADJ') hits.push({ start: more.start, end: adjective.end, suggestions: [matchCase(more.text, adjective.text)] });
    }
    return hits;
  },
};

/** "very stronger than" → "much stronger than": a comparative is intensified with "much" (or "far"), not "very". */
export const veryComparative: Rule = {
  id: 'comparison-word',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const very = tokens[i]!;
      const adjective = tokens[i + 1]!;
      if (very.lower !== 'very' || !isComparative(adjective) || ['more', 'less', 'fewer', 'later', 'earlier'].includes(adjective.lower)) continue;
      // Only where the comparison is explicit: "very stronger than".
      if (tokens[i + 2]!.lower !== 'than') continue;
      hits.push({ start: very.start, end: very.end, suggestions: [matchCase(very.text, 'much')], params: { suggestion: 'much' } });
    }
    return hits;
  },
};

/** "Recovery time was more short … than" → "shorter". */
export const moreWithShortAdjective: Rule = {
  id: 'more-short-adjective',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const more = tokens[i]!;
      const adjective = tokens[i + 1]!;
      if (more.lower !== 'more' || !ER_ADJECTIVES.has(adjective.lower)) continue;
      const after = tokens[i + 2];
      if (after && (after.pos === 'NOUN' && after.lower !== 'than') && !tokens.slice(i + 2).some((t) => t.lower === 'than')) continue;
      const comparative = IRREGULAR_COMPARATIVES[adjective.lower] ?? inflect.comparative(adjective.lower);
      if (!comparative) continue;
      hits.push({ start: more.start, end: adjective.end, suggestions: [matchCase(more.text, comparative)] });
    }
    return hits;
  },
};

/** "had the more diverse bird community among the four sites" → "the most diverse": among three or more, the superlative. */
export const comparativeAmongMany: Rule = {
  id: 'comparative-among-many',
  category: 'grammarMechanics',
  check({ tokens }) {
    if (tokens.some((t) => t.lower === 'than')) return [];
    const hits: RuleHit[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'the' || tokens[i + 1]!.lower !== 'more' || tokens[i + 2]!.pos !== 'ADJ') continue;
      const rest = tokens.slice(i + 3);
      const among = rest.findIndex((t, k) => t.lower === 'among' || (t.lower === 'of' && (rest[k + 1]?.lower === 'all' || (rest[k + 1]?.lower === 'the' && /^(?:three|four|five|six|seven|eight|nine|ten|\d+)$/.test(rest[k + 2]?.lower ?? '') && !['1', '2'].includes(rest[k + 2]?.lower ?? '')))));
      if (among < 0) continue;
      hits.push({ start: tokens[i + 1]!.start, end: tokens[i + 1]!.end, suggestions: ['most'] });
    }
    return hits;
  },
};

/** "The larger the grain size, the lowest the hardness" → "the lower": both halves of "the …er, the …er" are comparatives. */
export const correlativeComparative: Rule = {
  id: 'correlative-comparative',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    if (tokens[0]?.lower !== 'the' || !tokens[1] || !(isComparative(tokens[1]) || tokens[1].lower === 'more' || tokens[1].lower === 'less')) return [];
    const comma = tokens.findIndex((t) => t.text === ',');
    if (comma < 0) return [];
    const the = tokens[comma + 1];
    const word = tokens[comma + 2];
    if (the?.lower !== 'the' || !word) return [];
    if (word.lower === 'most' || word.lower === 'least') return [{ start: word.start, end: word.end, suggestions: [word.lower === 'most' ? 'more' : 'less'] }];
    if (!/est$/.test(word.lower)) return [];
    const base = word.lower === 'best' ? 'good' : word.lower === 'worst' ? 'bad' : word.lemma !== word.lower ? word.lemma : word.lower.replace(/est$/, '');
    const comparative = inflect.comparative(base) ?? word.lower.replace(/est$/, 'er');
    return [{ start: word.start, end: word.end, suggestions: [comparative] }];
  },
};

/** "performs better as the baseline" → "better than the baseline". */
/** Adjectives that take a "that" clause ("it is more likely that …"). */
const THAT_CLAUSE_ADJECTIVES = new Set(['likely', 'unlikely', 'probable', 'possible', 'important', 'evident', 'clear', 'plausible', 'surprising', 'certain', 'apparent', 'obvious', 'common', 'difficult', 'crucial', 'critical', 'essential', 'necessary', 'relevant', 'reasonable', 'worrying', 'concerning', 'interesting', 'striking', 'remarkable', 'notable', 'true', 'often', 'frequently', 'so', 'such', 'sure', 'confident', 'convinced', 'aware', 'concerned', 'worried', 'evidently', 'vital', 'urgent', 'appropriate', 'desirable', 'useful', 'natural']);

export const comparativeAsThan: Rule = {
  id: 'comparative-as-than',
  category: 'grammarMechanics',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i + 2 < tokens.length; i++) {
      const comparative = tokens[i]!;
      const as = tokens[i + 1]!;
      // "more accurate that the old one", "higher that the mean": "that" for "than" too (not "more likely that …").
      const that = as.lower === 'that' && !THAT_CLAUSE_ADJECTIVES.has(comparative.lower);
      const periphrastic = ['more', 'less'].includes(tokens[i - 1]!.lower) && (comparative.pos === 'ADJ' || comparative.pos === 'ADV');
      if (!(as.lower === 'as' || that) || !(isComparative(comparative) || (that && periphrastic))) continue;
      // "as good as" has "as" before the adjective; "more X as the temperature rises" is a clause.
      if (tokens[i - 1]!.lower === 'as' || tokens[i - 2]?.lower === 'as') continue;
      const after = tokens.slice(i + 2, i + 7);
      const verbAt = after.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
      if (verbAt >= 0 && verbAt < 4) continue;
      if (!(after[0]?.pos === 'DET' || after[0]?.pos === 'NOUN' || after[0]?.pos === 'PROPN' || after[0]?.pos === 'PRON' || after[0]?.pos === 'ADJ')) continue;
      hits.push({ start: as.start, end: as.end, suggestions: ['than'], certainty: 0.9 });
    }
    hits.push(...parallelAsThan(tokens));
    return hits;
  },
};

/** "higher in men as in women" → "than in women": the same preposition on both sides marks the comparison. */
function parallelAsThan(tokens: Token[]): RuleHit[] {
  const hits: RuleHit[] = [];
  for (let i = 1; i + 4 < tokens.length; i++) {
    const comparative = tokens[i]!;
    const preposition = tokens[i + 1]!;
    if (!isComparative(comparative) || preposition.pos !== 'ADP' || ['than', 'as', 'of'].includes(preposition.lower)) continue;
    if (tokens.slice(Math.max(0, i - 3), i).some((t) => t.lower === 'as')) continue;
    for (let k = i + 2; k < Math.min(tokens.length - 1, i + 6); k++) {
      const word = tokens[k]!;
      if (word.pos === 'VERB' || word.pos === 'AUX' || word.text === ',') break;
      if (word.lower !== 'as') continue;
      if (tokens[k + 1]!.lower === preposition.lower) hits.push({ start: word.start, end: word.end, suggestions: ['than'], certainty: 0.9 });
      break;
    }
  }
  return hits;
}

/**
 * Comparisons built with the wrong second word: "as high than" → "as high as", "most efficient than" →
 * "more efficient than", "superior than" → "superior to", "the same than" → "the same as",
 * "higher that that reported" → "higher than that reported", "the most large" → "the largest".
 */
const PATTERNS: CollocationPattern[] = [
  { pattern: 'as ?#ADV #ADJ|#ADV [than]', replacement: 'as' },
  { pattern: '[most] #ADJ than', replacement: 'more' },
  { pattern: '[least] #ADJ than', replacement: 'less' },
  { pattern: 'superior|inferior|prior|preferable|senior|junior [than]', replacement: 'to' },
  // Absolute adjectives take no "more": "more preferable" → "preferable".
  { pattern: '[more] preferable|superior|inferior|optimal|unique|ideal|perfect|essential', replacement: '', certainty: 0.9 },
  { pattern: 'the same [than|that] #DET|#PRON|those|in|for|at|of|reported|observed|used|described', replacement: 'as', certainty: 0.9 },
  { pattern: 'similar|similarly|identical|comparable [than]', replacement: 'to' },
  { pattern: 'higher|lower|greater|larger|smaller|better|worse|more|less|fewer|longer|shorter|faster|slower|stronger|weaker|older|younger [that] that|those|the|in|for|at|of|reported|observed|expected|a|an|previously|before|obtained', replacement: 'than' },
];

let matcher: ReturnType<typeof compileCollocations> | null = null;

export const comparisonWord: Rule = {
  id: 'comparison-word',
  category: 'grammarMechanics',
  check(context: RuleContext) {
    matcher ??= compileCollocations(PATTERNS, context.inflect);
    const hits: RuleHit[] = matcher(context.tokens).map((m) => {
      if (m.replacement !== '') return { start: m.first.start, end: m.last.end, suggestions: [m.replacement], certainty: m.certainty };
      // Dropping "more": the word and the space after it.
      const next = context.tokens[m.last.index + 1];
      return { start: m.first.start, end: next ? next.start : m.last.end, suggestions: [''], certainty: m.certainty };
    });
    // "the most large" → "the largest".
    const { tokens, inflect } = context;
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'most' || !ER_ADJECTIVES.has(tokens[i + 1]!.lower) || tokens[i + 2]?.lower === 'than') continue;
      const superlative = inflect.superlative(tokens[i + 1]!.lower);
      if (superlative) hits.push({ start: tokens[i]!.start, end: tokens[i + 1]!.end, suggestions: [superlative] });
    }
    return hits;
  },
};

/** "Of the two formulations, … the highest bioavailability" → "the higher": between two, the comparative. */
export const superlativeOfTwo: Rule = {
  id: 'comparative-among-many',
  category: 'grammarMechanics',
  check({ tokens, inflect }) {
    const two = tokens.findIndex((t, k) => (t.lower === 'of' || t.lower === 'between') && tokens[k + 1]?.lower === 'the' && tokens[k + 2]?.lower === 'two');
    if (two < 0) return [];
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      if (tokens[i]!.lower !== 'the') continue;
      const word = tokens[i + 1]!;
      if (word.lower === 'most' && tokens[i + 2]?.pos === 'ADJ') hits.push({ start: word.start, end: word.end, suggestions: ['more'] });
      else if (word.pos === 'ADJ' && /est$/.test(word.lower) && word.lower.length > 4) {
        const base = word.lemma !== word.lower ? word.lemma : word.lower.replace(/est$/, '');
        const comparative = inflect.comparative(base);
        if (comparative) hits.push({ start: word.start, end: word.end, suggestions: [comparative] });
      }
    }
    return hits;
  },
};
