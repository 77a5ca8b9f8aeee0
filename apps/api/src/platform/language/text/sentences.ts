/**
 * Sentence boundaries in a paragraph of scientific prose. A period ends a sentence only when what
 * follows can start one and what precedes is not an abbreviation that scientific writing keeps inside
 * sentences (et al., Fig., e.g., approx., initials of names and genera: "E. coli").
 */

/** Abbreviations that never end a sentence: what follows them is a number, a name or the rest of the sentence. */
const NEVER_FINAL = new Set([
  'fig', 'figs', 'eq', 'eqs', 'eqn', 'ref', 'refs', 'tab', 'suppl', 'sect', 'sec', 'ch', 'chap', 'vol', 'vols', 'no', 'nos',
  'pp', 'p', 'e.g', 'i.e', 'cf', 'vs', 'viz', 'approx', 'ca', 'c', 'dr', 'prof', 'mr', 'mrs', 'ms', 'st', 'jan', 'feb', 'mar',
  'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'subsp', 'sp', 'spp', 'pv', 'cv', 'var', 'f', 'dept', 'univ',
]);

/** Abbreviations that end a sentence only when a capitalised word follows ("… Smith et al. The …"). */
const MAYBE_FINAL = new Set(['al', 'etc', 'inc', 'ltd', 'co', 'corp', 'resp', 'min', 'max', 'ibid', 'u.s', 'u.k']);

export interface SentenceSpan {
  start: number;
  end: number;
}

function wordBefore(text: string, dot: number): string {
  let i = dot - 1;
  while (i >= 0 && /[\p{L}\p{N}.]/u.test(text[i]!)) i--;
  return text.slice(i + 1, dot);
}

function isBoundary(text: string, at: number): boolean {
  const mark = text[at]!;
  let next = at + 1;
  // Closing quotes and brackets belong to the sentence they close.
  while (next < text.length && /["'”’)\]]/.test(text[next]!)) next++;
  if (next >= text.length) return true;
  if (!/\s/.test(text[next]!)) return false;
  while (next < text.length && /\s/.test(text[next]!)) next++;
  if (next >= text.length) return true;
  const following = text[next]!;
  // A new sentence starts with a capital, a digit, a quote or an opening bracket.
  if (!/[\p{Lu}\p{N}"“‘('[]/u.test(following)) return false;
  if (mark !== '.') return true;
  const word = wordBefore(text, at);
  if (word.length === 0) return true;
  const lower = word.toLowerCase();
  if (NEVER_FINAL.has(lower)) return false;
  if (MAYBE_FINAL.has(lower)) return /\p{Lu}/u.test(following);
  // An initial (a single capital: "J. Smith", "E. coli").
  if (/^\p{Lu}$/u.test(word)) return false;
  // Dotted abbreviations such as "U.S." or "a.m."
  if (/^(\p{L}\.)+\p{L}$/u.test(word)) return false;
  return true;
}

/** The sentences of a paragraph, as offsets; whitespace between sentences belongs to none. */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  while (start < text.length && /\s/.test(text[start]!)) start++;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '.' && c !== '!' && c !== '?') continue;
    // Runs of marks ("..", "?!") end together.
    let last = i;
    while (last + 1 < text.length && /[.!?]/.test(text[last + 1]!)) last++;
    if (!isBoundary(text, last)) {
      i = last;
      continue;
    }
    let end = last + 1;
    while (end < text.length && /["'”’)\]]/.test(text[end]!)) end++;
    spans.push({ start, end });
    start = end;
    while (start < text.length && /\s/.test(text[start]!)) start++;
    i = start - 1;
  }
  let end = text.length;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start) spans.push({ start, end });
  return spans;
}
