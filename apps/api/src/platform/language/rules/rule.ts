import type { EnglishStyle, FindingCategory } from '../engine-types';
import type { Lexicon } from '../science/lexicon';
import type { Sentence, Token } from '../text/tokens';
import type { Inflector } from '../text/inflection';

export interface RuleContext {
  paragraph: string;
  sentence: Sentence;
  /** The sentence's tokens, punctuation included. */
  tokens: Token[];
  lexicon: Lexicon;
  inflect: Inflector;
  /** The style of English the document is held to. */
  style: EnglishStyle;
}

export interface RuleHit {
  /** Offsets in the paragraph of the span to replace. */
  start: number;
  end: number;
  /** Replacements of the span, best first ('' deletes it). */
  suggestions: string[];
  /** Extra message parameters (original and suggestion are always given). */
  params?: Record<string, string>;
  /** How sure the rule is of this hit, 0..1, multiplied into the rule's measured precision (default 1). */
  certainty?: number;
  /** A message of the catalogue other than the rule's own (a variant of it). */
  messageKey?: string;
}

export interface Rule {
  /** Stable id: the policy file, the message catalogue and the report use it. */
  id: string;
  category: FindingCategory;
  check(context: RuleContext): RuleHit[];
  /** Rules that mend the spacing around numbers and units may touch protected spans; no other may. */
  touchesProtected?: boolean;
}

/** Replaces one token. */
export function replaceToken(token: Token, ...suggestions: string[]): RuleHit {
  return { start: token.start, end: token.end, suggestions };
}

/** Replaces the tokens from `first` to `last` (inclusive). */
export function replaceTokens(first: Token, last: Token, ...suggestions: string[]): RuleHit {
  return { start: first.start, end: last.end, suggestions };
}

/**
 * Deletes a token with the space that separates it from the next one ("the hypertension" →
 * "hypertension"). The hit's span is the token and that space, its suggestion ''.
 */
export function deleteToken(context: RuleContext, token: Token): RuleHit {
  const next = context.tokens[token.index + 1];
  if (next && next.space.length > 0) return { start: token.start, end: next.start, suggestions: [''] };
  const previous = context.tokens[token.index - 1];
  if (previous) return { start: previous.end, end: token.end, suggestions: [''] };
  return { start: token.start, end: token.end, suggestions: [''] };
}

/** Inserts a word before a token: the hit is on that token, which the suggestion repeats. */
export function insertBefore(token: Token, words: string): RuleHit {
  return { start: token.start, end: token.end, suggestions: [`${words} ${token.text}`] };
}

/** Keeps the capital of the word it replaces ("The" → "Most", not "most"). */
export function matchCase(original: string, replacement: string): string {
  if (replacement.length === 0) return replacement;
  if (/^\p{Lu}\p{Ll}/u.test(original) || (original.length === 1 && /\p{Lu}/u.test(original))) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

export function wordAt(tokens: Token[], index: number): Token | undefined {
  const token = tokens[index];
  return token?.isWord ? token : undefined;
}

export function isCapitalised(token: Token): boolean {
  return /^\p{Lu}/u.test(token.text);
}
