import type { Token } from '../text/tokens';
import type { Inflector } from '../text/inflection';

/**
 * A small pattern language for collocation rules, one string per pattern, items separated by spaces:
 *   word           the word itself (lower case), or several: "in|at"
 *   =lemma         any form of the lemma: "=depend" matches depends, depended
 *   #POS           a part of speech: "#NOUN", "#VERB|AUX"
 *   @number        a number (digits or a number word); @temperature a temperature ("37 °C", "room temperature")
 *   @month, @year  a month name; a year (1800–2100)
 *   ?item          optional
 *   [item]         the part to replace (one or more consecutive items); the rest is context
 * The replacement is a string; "{form}" keeps the verb form of the replaced word ("realized" → "performed").
 */
export interface CollocationPattern {
  pattern: string;
  replacement: string;
  /** How sure a match is an error (0..1). */
  certainty?: number;
}

interface Item {
  /** The item's literal words, when it has only words ("in|at"); a sentence without one cannot match. */
  words: string[] | null;
  test: (token: Token) => boolean;
  optional: boolean;
  target: boolean;
  /** Consumes two tokens ("37 °C"). */
  width?: (tokens: Token[], index: number) => number;
}

const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const NUMBER_WORDS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'hundred', 'several', 'multiple', 'many']);

function alternative(spec: string, inflect: Inflector): (token: Token) => boolean {
  if (spec.startsWith('=')) {
    const lemma = spec.slice(1);
    // The tagger's lemma, or any inflected form (it may tag "augmented" as an adjective, lemma and all).
    const forms = new Set([lemma, inflect.thirdPerson(lemma), inflect.past(lemma), inflect.participle(lemma), inflect.gerund(lemma), inflect.plural(lemma)]);
    return (t) => t.lemma === lemma || forms.has(t.lower);
  }
  if (spec.startsWith('#')) {
    const tag = spec.slice(1);
    return (t) => t.pos === tag;
  }
  if (spec === '@number') return (t) => /^\d+(?:[.,]\d+)*$/.test(t.text) || NUMBER_WORDS.has(t.lower);
  if (spec === '@year') return (t) => /^(?:18|19|20)\d{2}$/.test(t.text) || /^(?:18|19|20)\d0s$/.test(t.text);
  if (spec === '@month') return (t) => MONTHS.has(t.lower);
  if (spec === '@day') return (t) => /^(?:[1-9]|[12]\d|3[01])$/.test(t.text);
  if (spec === '@day') return (t) => /^(?:[1-9]|[12]\d|3[01])$/.test(t.text);
  if (spec === '@any') return () => true;
  return (t) => t.lower === spec;
}

/** An item's alternatives, separated by "|": words, =lemmas, #tags and @classes may be mixed. */
function matcher(spec: string, inflect: Inflector): (token: Token) => boolean {
  const alternatives = spec.split('|').map((a) => alternative(a, inflect));
  return (t) => alternatives.some((test) => test(t));
}

function temperatureWidth(tokens: Token[], index: number): number {
  const first = tokens[index];
  if (!first) return 0;
  if (first.lower === 'room' && tokens[index + 1]?.lower === 'temperature') return 2;
  // A minus sign the tokenizer split off ("−80 °C") belongs to the number.
  const sign = /^[−-]$/.test(first.text) && tokens[index + 1]?.space === '' ? 1 : 0;
  if (!/^[−-]?\d+(?:\.\d+)?$/.test(tokens[index + sign]?.text ?? '')) return 0;
  const unit = tokens[index + sign + 1];
  if (unit && /^(?:°|°C|°F|℃|K)$/.test(unit.text)) return sign + (unit.text === '°' && /^[CF]$/.test(tokens[index + sign + 2]?.text ?? '') ? 3 : 2);
  return 0;
}

function parse(pattern: string, inflect: Inflector): Item[] {
  const items: Item[] = [];
  let inTarget = false;
  for (let raw of pattern.split(' ')) {
    let target = inTarget;
    if (raw.startsWith('[')) {
      raw = raw.slice(1);
      target = true;
      inTarget = true;
    }
    if (raw.endsWith(']')) {
      raw = raw.slice(0, -1);
      inTarget = false;
    }
    const optional = raw.startsWith('?');
    if (optional) raw = raw.slice(1);
    const literal = raw.split('|').every((a) => !/^[=#@]/.test(a)) ? raw.split('|') : null;
    if (raw === '@temperature') items.push({ words: null, test: () => true, optional, target, width: temperatureWidth });
    else items.push({ words: literal, test: matcher(raw, inflect), optional, target });
  }
  return items;
}

export interface CollocationMatch {
  first: Token;
  last: Token;
  replacement: string;
}

/** Compiles patterns; the returned function finds their matches in a sentence. */
export function compileCollocations(patterns: readonly CollocationPattern[], inflector: Inflector) {
  const compiled = patterns.map((p) => {
    const items = parse(p.pattern, inflector);
    // The first required literal item: a sentence lacking all its words is skipped without matching.
    const anchor = items.find((item) => !item.optional && item.words)?.words ?? null;
    return { ...p, items, anchor };
  });

  /** Matches items from `index`, trying an optional item both taken and skipped (a little backtracking). */
  function matchFrom(items: Item[], at: number, tokens: Token[], index: number, first: number, last: number): { first: number; last: number } | null {
    if (at === items.length) return first < 0 ? null : { first, last };
    const item = items[at]!;
    const token = tokens[index];
    const width = token ? (item.width ? item.width(tokens, index) : item.test(token) ? 1 : 0) : 0;
    if (width > 0) {
      const taken = matchFrom(items, at + 1, tokens, index + width, item.target && first < 0 ? index : first, item.target ? index + width - 1 : last);
      if (taken) return taken;
    }
    return item.optional ? matchFrom(items, at + 1, tokens, index, first, last) : null;
  }

  function matchAt(items: Item[], tokens: Token[], start: number): { first: number; last: number } | null {
    return matchFrom(items, 0, tokens, start, -1, -1);
  }

  return (tokens: Token[]): (CollocationMatch & { certainty: number })[] => {
    const matches: (CollocationMatch & { certainty: number })[] = [];
    const present = new Set(tokens.map((t) => t.lower));
    for (const pattern of compiled) {
      if (pattern.anchor && !pattern.anchor.some((w) => present.has(w))) continue;
      for (let i = 0; i < tokens.length; i++) {
        const found = matchAt(pattern.items, tokens, i);
        if (!found) continue;
        const first = tokens[found.first]!;
        const last = tokens[found.last]!;
        if (tokens.slice(found.first, found.last + 1).some((t) => t.protected)) continue;
        matches.push({ first, last, replacement: fill(pattern.replacement, first, inflector), certainty: pattern.certainty ?? 1 });
      }
    }
    return matches;
  };
}

/** Puts the replacement verb in the replaced verb's form: "{form:perform}" after "realized" → "performed". */
function fill(replacement: string, original: Token, inflect: Inflector): string {
  const filled = replacement.replace(/\{form:([a-z]+)\}/g, (_, verb: string) => {
    const word = original.lower;
    if (word.endsWith('ing')) return inflect.gerund(verb);
    if (/(?:ed|en|ade)$/.test(word) && word !== original.lemma) return inflect.past(verb);
    if (word.endsWith('ed')) return inflect.past(verb);
    if (word.endsWith('s') && !word.endsWith('ss')) return inflect.thirdPerson(verb);
    if (word === original.lemma) return verb;
    return inflect.past(verb);
  }).replace(/\{noun:([a-z]+)\}/g, (_, noun: string) => (/s$/.test(original.lower) ? inflect.plural(noun) : noun));
  return /^\p{Lu}/u.test(original.text) ? filled[0]!.toUpperCase() + filled.slice(1) : filled;
}
