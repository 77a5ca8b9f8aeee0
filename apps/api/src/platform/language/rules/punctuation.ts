import type { Rule, RuleHit } from './rule';
import { isSeparableUnit } from '../science/units';

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
