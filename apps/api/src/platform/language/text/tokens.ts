import winkNLP, { type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { splitSentences } from './sentences';
import { retag, type RetagLexicon } from './retag';

/** Universal part-of-speech tags, as wink's English model gives them. */
export type Pos =
  | 'ADJ' | 'ADP' | 'ADV' | 'AUX' | 'CCONJ' | 'DET' | 'INTJ' | 'NOUN' | 'NUM' | 'PART' | 'PRON' | 'PROPN' | 'PUNCT' | 'SCONJ' | 'SYM' | 'VERB' | 'X' | 'SPACE';

export interface Token {
  /** Position in its sentence. */
  index: number;
  text: string;
  lower: string;
  /** Offsets in the paragraph. */
  start: number;
  end: number;
  /** The whitespace before the token (inside its sentence). */
  space: string;
  pos: Pos;
  lemma: string;
  /** Letters (with inner hyphens or apostrophes), as opposed to numbers, symbols and punctuation. */
  isWord: boolean;
  /** Inside a span the scientific layer protects (a gene, a formula, a unit, a citation …). */
  protected: boolean;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
  tokens: Token[];
}

type Wink = ReturnType<typeof winkNLP>;
let nlp: Wink | null = null;

function tagger(): Wink {
  nlp ??= winkNLP(model, ['pos']);
  return nlp;
}

const WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/**
 * The sentences of a paragraph with their tokens, part-of-speech tags and lemmas; offsets refer to the
 * paragraph. Tagging is per sentence, so a period the tagger would misread never joins two.
 */
export function tokenizeParagraph(
  paragraph: string,
  isProtected: (start: number, end: number) => boolean = () => false,
  lexicon: RetagLexicon = { isCommonWord: () => false, isVerb: () => false, singular: (noun) => noun },
): Sentence[] {
  const nlp = tagger();
  const its = nlp.its;
  return splitSentences(paragraph).map(({ start, end }) => {
    const text = paragraph.slice(start, end);
    const doc = nlp.readDoc(text);
    const values = doc.tokens().out(its.value);
    const spaces = doc.tokens().out(its.precedingSpaces);
    const tags = doc.tokens().out(its.pos) as Pos[];
    // wink's types describe its.lemma with the wrong signature for out(); at run time it is an its-function.
    const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>);
    const tokens: Token[] = [];
    let at = start;
    for (let i = 0; i < values.length; i++) {
      const space = spaces[i] ?? '';
      const value = values[i] ?? '';
      at += space.length;
      const token: Token = {
        index: tokens.length,
        text: value,
        lower: value.toLowerCase(),
        start: at,
        end: at + value.length,
        space,
        pos: tags[i] ?? 'X',
        lemma: (lemmas[i] ?? value).toLowerCase(),
        isWord: WORD.test(value),
        protected: false,
      };
      token.protected = isProtected(token.start, token.end);
      tokens.push(token);
      at = token.end;
    }
    const joined = joinHyphenated(tokens);
    retag(joined, lexicon);
    return { start, end, text, tokens: joined };
  });
}

/**
 * Words joined by hyphens ("pass-through", "high-fat", "band-pass") are one token: the tagger splits some
 * of them, and a rule reading "pass" as a verb would be wrong. The compound is an adjective before a noun,
 * otherwise it takes the tag of its last part.
 */
function joinHyphenated(tokens: Token[]): Token[] {
  const joined: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let token = tokens[i]!;
    while ((tokens[i + 1]?.text === '-' || (tokens[i + 1]?.text === '–' && /^\p{Lu}/u.test(token.text))) && tokens[i + 1]!.space === '' && tokens[i + 2] && tokens[i + 2]!.space === '' && /[\p{L}\p{N}]$/u.test(token.text) && /^[\p{L}\p{N}]/u.test(tokens[i + 2]!.text)) {
      const last = tokens[i + 2]!;
      const text = `${token.text}${tokens[i + 1]!.text}${last.text}`;
      token = { ...token, text, lower: text.toLowerCase(), end: last.end, pos: last.pos, lemma: text.toLowerCase(), isWord: WORD.test(text), protected: token.protected || last.protected };
      i += 2;
    }
    joined.push({ ...token, index: joined.length });
  }
  for (let i = 0; i < joined.length; i++) {
    const token = joined[i]!;
    if (token.text.includes('-') && token.isWord && joined[i + 1]?.pos === 'NOUN') token.pos = 'ADJ';
  }
  return joined;
}
