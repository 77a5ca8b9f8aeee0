import type { Rule, RuleHit } from './rule';
import type { Token } from '../text/tokens';
import { isSeparableUnit } from '../science/units';
import { subjectNumber } from './subjects';
import { PREPOSITIONS, SUBORDINATORS } from './word-classes';

/** A number glued to its unit: "60°C" → "60 °C", "5kN" → "5 kN" (the SI's space between value and unit). */
export const unitSpacing: Rule = {
  id: 'unit-spacing',
  category: 'punctuation',
  touchesProtected: true,
  check({ sentence }) {
    const hits: RuleHit[] = [];
    const pattern = /(?<![\p{L}\p{N}.,^])(\d+(?:[.,]\d+)?)(°[CF]|[\p{L}µμΩÅ℃]+(?:\/[\p{L}µμ]+)?)(?![\p{L}\p{N}])/gu;
    for (const match of sentence.text.matchAll(pattern)) {
      const unit = match[2]!;
      const unitHead = unit.split('/')[0]!;
      if (!unit.startsWith('°') && !isSeparableUnit(unit) && !isSeparableUnit(unitHead)) continue;
      const start = sentence.start + match.index;
      hits.push({ start, end: start + match[0].length, suggestions: [`${match[1]} ${unit}`], params: { unit } });
    }
    // A single capital glued to a number is a label more often than a unit (2A, 13C), except where a quantity is
    // being given: "at 300K", "from 0 to 2T", "a 12V supply".
    for (const match of sentence.text.matchAll(/(?<=(?:^|\s)(?:at|to|from|and|or|of|by|under|below|above|between|with|than|a|an|–)\s)(\d+(?:\.\d+)?)([KVWTJN])(?![\p{L}\p{N}(])/gu)) {
      // "at 4K resolution": a display's size, not a temperature.
      if (match[2] === 'K' && /^\s+(?:resolution|video|display|screen|monitor|camera|tv|image|images|content|ultra)/i.test(sentence.text.slice(match.index + match[0].length))) continue;
      const start = sentence.start + match.index;
      hits.push({ start, end: start + match[0].length, suggestions: [`${match[1]} ${match[2]}`], params: { unit: match[2]! } });
    }
    return hits;
  },
};

/** Words that take a parenthesis directly: functions (log(x)) and plural markers (sample(s)). */
const GLUED_PARENTHESES = new Set(['log', 'ln', 'exp', 'sin', 'cos', 'tan', 'max', 'min', 'argmax', 'argmin', 'sqrt', 'det', 'tr', 'var', 'cov', 'corr', 'softmax', 'sigmoid', 'relu', 'tanh', 'abs', 'sign', 'mod', 'gcd', 'lcm', 'arg']);

/** "samples(Fig. 2A)" → "samples (Fig. 2A)". */
export const spaceBeforeParenthesis: Rule = {
  id: 'space-before-parenthesis',
  category: 'punctuation',
  // It only adds a space before a citation or a statistic in parentheses, never changes them.
  touchesProtected: true,
  check({ tokens, lexicon }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const open = tokens[i]!;
      const word = tokens[i - 1]!;
      const inside = tokens[i + 1];
      if (open.text !== '(' || open.space.length > 0 || !inside) continue;
      // "Eq.(4)", "Fig.(2)": an abbreviated label before its number.
      if (word.text === '.' && /^(?:eq|eqs|eqn|eqns|fig|figs|ref|refs)$/i.test(tokens[i - 2]?.text ?? '') && word.space === '') {
        hits.push({ start: word.start, end: open.end, suggestions: ['. ('] });
        continue;
      }
      // "aquaporin-4(AQP4)", "fastp(v0.23.2)": an acronym or a version given in parentheses after a word.
      const closes = tokens[i + 2]?.text === ')' || /^v\d/.test(inside.text);
      const acronym = /^[A-Z][A-Za-z0-9-]*[A-Z0-9]$/.test(inside.text) && (inside.text.match(/[A-Z]/g)?.length ?? 0) >= 2 && !/^[A-Z]\d+[A-Z]$/.test(inside.text);
      if (closes && (acronym || /^v\d/.test(inside.text)) && /\p{Ll}{3}/u.test(word.text) && /[\p{L}\p{N}]$/u.test(word.text) && word.text.length >= 4 && !/^\p{Lu}/u.test(word.text)) {
        hits.push({ start: word.start, end: open.end, suggestions: [`${word.text} (`] });
        continue;
      }
      if (!word.isWord || word.protected) continue;
      if (word.text.length < 3 || GLUED_PARENTHESES.has(word.lower) || !/^\p{Ll}+$/u.test(word.text.slice(1))) continue;
      if (!lexicon.isKnown(word.text)) continue;
      // sample(s), protein(s), stud(ies): a plural marker, not an aside.
      if (/^(?:s|es|ies|a|b|c|i|ii|iii)$/i.test(inside.text) && tokens[i + 2]?.text === ')') continue;
      hits.push({ start: word.start, end: open.end, suggestions: [`${word.text} (`] });
    }
    return hits;
  },
};

/** "in diameter.." → "in diameter." (an ellipsis has three). */
export const doublePeriod: Rule = {
  id: 'double-period',
  category: 'punctuation',
  // "et al.." at the end of a sentence: the citation's period is the sentence's.
  touchesProtected: true,
  check({ sentence }) {
    const hits: RuleHit[] = [];
    for (const match of sentence.text.matchAll(/(?<![./])\.\.(?![./])/g)) {
      const start = sentence.start + match.index;
      hits.push({ start, end: start + 2, suggestions: ['.'] });
    }
    return hits;
  },
};

/** "substrates , and" → "substrates, and": no space before a comma, period, semicolon or colon. */
export const spaceBeforePunctuation: Rule = {
  id: 'space-before-punctuation',
  category: 'punctuation',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const mark = tokens[i]!;
      const before = tokens[i - 1]!;
      const after = tokens[i + 1];
      if (!/^[,;:.!?]$/.test(mark.text) || mark.space.length === 0 || /\n/.test(mark.space)) continue;
      if (!(before.isWord || /\p{N}$/u.test(before.text) || before.text === ')')) continue;
      // Ratios and times ("1 : 2"), decimals without a zero (". 05"), and ellipses are left alone.
      if (mark.text === ':' && after !== undefined && /^\p{N}/u.test(after.text)) continue;
      if (mark.text === '.' && after !== undefined && after.space.length === 0 && /^\p{N}/u.test(after.text)) continue;
      hits.push({ start: before.end, end: mark.end, suggestions: [mark.text] });
    }
    return hits;
  },
};

/** "( n = 12)" and "(n = 11 )" become "(n = 12)": no space inside parentheses. */
export const spaceInsideParentheses: Rule = {
  id: 'space-inside-parentheses',
  category: 'punctuation',
  touchesProtected: true,
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const token = tokens[i]!;
      const next = tokens[i + 1]!;
      if ((token.text === '(' || token.text === '[') && /^ +$/.test(next.space) && /^[\p{N}\p{L}]/u.test(next.text)) hits.push({ start: token.end, end: next.start, suggestions: [''] });
      if ((next.text === ')' || next.text === ']') && /^ +$/.test(next.space) && /[\p{N}\p{L}%]$/u.test(token.text)) hits.push({ start: token.end, end: next.start, suggestions: [''] });
    }
    return hits;
  },
};

/** "DNA,RNA and protein" becomes "DNA, RNA and protein": a space after a comma between words (not in chemical names: 2,4-D; N,N-dimethyl). */
export const spaceAfterComma: Rule = {
  id: 'space-after-comma',
  category: 'punctuation',
  touchesProtected: true,
  check({ sentence }) {
    const hits: RuleHit[] = [];
    for (const match of sentence.text.matchAll(/(?<=\p{L}{2}|\p{L}{2}\)),(?=\p{L}{2})/gu)) {
      const at = sentence.start + match.index;
      hits.push({ start: at, end: at + 1, suggestions: [', '] });
    }
    return hits;
  },
};

/** Two spaces between words inside a sentence. */
export const doubleSpace: Rule = {
  id: 'double-space',
  category: 'punctuation',
  check({ tokens }) {
    const hits: RuleHit[] = [];
    for (let i = 1; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (/^ {2,}$/.test(token.space)) hits.push({ start: token.start - token.space.length, end: token.start, suggestions: [' '] });
    }
    return hits;
  },
};

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
    const afterClause = commaAfterOpeningClause(tokens);
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

/** "for 2 h.The solid was then filtered" → "2 h. The solid": a new sentence after a period takes a space. */
export const spaceAfterPeriod: Rule = {
  id: 'space-after-period',
  category: 'punctuation',
  touchesProtected: true,
  check({ sentence }) {
    const hits: RuleHit[] = [];
    for (const match of sentence.text.matchAll(/(?<=[a-z\d)%])\.(?=[A-Z][a-z]{2,}\b)/g)) {
      const before = sentence.text.slice(0, match.index).split(/\s/).pop() ?? '';
      // "Fig.S2", "e.g.The", "U.S.Army": abbreviations and dotted names are left alone.
      // A unit of time or size closes a sentence too: "stirred for 2 h.The solid …".
      const unitAfterNumber = /\d\s?(?:h|s|m|g|d|min|K|L|mL|mg|mm|nm|µm|cm|km|kg)$/.test(sentence.text.slice(0, match.index));
      if (/^(?:fig|figs|eq|eqs|ref|refs|no|vs|e\.g|i\.e|et al|dr|st|sp|spp|cf)$/i.test(before) || before.includes('.') || (before.length <= 1 && !unitAfterNumber)) continue;
      const at = sentence.start + match.index;
      hits.push({ start: at, end: at + 1, suggestions: ['. '] });
    }
    return hits;
  },
};
