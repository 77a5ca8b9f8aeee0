import type { Rule, RuleContext, RuleHit } from '../rules/rule';
import type { Lexicon } from '../science/lexicon';
import type { Token } from '../text/tokens';

interface Candidate {
  word: string;
  distance: number;
  frequency: number;
}

/** Damerau–Levenshtein distance (adjacent transpositions count one), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * Symmetric-deletion index of the candidate words (SymSpell's idea): each word is filed under itself and
 * its one-letter deletions; a misspelling finds its candidates through its own deletions (up to two), and
 * the true edit distance decides. Built once per worker (~0.3 s, ~40 MB).
 */
export class CandidateIndex {
  private readonly index = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (word.length < 3) continue;
      for (const key of [word, ...deletions(word)]) {
        const list = this.index.get(key);
        if (list) list.push(word);
        else this.index.set(key, [word]);
      }
    }
  }

  near(word: string, maxDistance = 2): Map<string, number> {
    const keys = new Set([word, ...deletions(word)]);
    if (maxDistance >= 2) for (const d of [...keys]) for (const dd of deletions(d)) keys.add(dd);
    const found = new Map<string, number>();
    for (const key of keys) {
      for (const candidate of this.index.get(key) ?? []) {
        if (found.has(candidate)) continue;
        const distance = editDistance(word, candidate, maxDistance);
        if (distance <= maxDistance) found.set(candidate, distance);
      }
    }
    return found;
  }
}

let index: { lexicon: Lexicon; index: CandidateIndex } | null = null;
const remembered = new Map<string, Candidate[]>();

/** Dictionary words one edit away, or two when none is one away, most frequent first. */
export function spellingCandidates(word: string, lexicon: Lexicon): Candidate[] {
  const cached = remembered.get(word);
  if (cached) return cached;
  if (index?.lexicon !== lexicon) index = { lexicon, index: new CandidateIndex(lexicon.candidates()) };
  const near = index.index.near(word, word.length > 14 ? 1 : 2);
  const nearest = Math.min(...near.values());
  const candidates = [...near.entries()]
    .filter(([, distance]) => distance === nearest)
    .map(([w, distance]) => ({ word: w, distance, frequency: lexicon.frequency(w) + 1 }))
    .sort((a, b) => b.frequency - a.frequency);
  if (remembered.size > 20_000) remembered.clear();
  remembered.set(word, candidates);
  return candidates;
}

function expectsAdverb(next: Token | undefined): boolean {
  return next !== undefined && (next.pos === 'ADJ' || next.pos === 'ADV' || (next.pos === 'VERB' && /(?:ed|en)$/.test(next.lower)));
}

/** Never offered as a correction, whatever the edit distance says. */
const NEVER_SUGGESTED = /^(?:nigga|niggas|nigger|niggers|fag|fags|faggot|cunt|cunts|fuck|fucks|fucked|shit|shits|bitch|bitches|whore|whores|slut|sluts|retard|retards|dick|dicks|cock|cocks|pussy|penis|boob|boobs|tit|tits|piss|porn|rape|raped|spic|spics|chink|chinks|kike|kikes|wank|twat)$/;

/** Endings of technical coinages (perceptron, kinase, nitrile, proteome …), which dictionaries often lack. */
const TECHNICAL_ENDING = /(?:tron|trons|ase|ases|ide|ides|ine|ines|ome|omes|omics|cyte|cytes|blast|blasts|oma|omas|itis|osis|gen|gens|genic|philic|phobic|mer|mers|plasm|some|somes|zyme|zymes|lysis|meter|meters|metry|scope|graphy|phore|phores|ene|enes|yl|yls|ol|ols|one|ones|ite|ites|ate|ates|ium|iums|on|ons)$/;

/** Latin endings: a run of unknown words with these is a Latin or foreign phrase (substantia nigra pars compacta). */
const LATIN_ENDING = /(?:a|ae|um|us|i|is|ia|orum|arum|ensis|oides|ica|ata|ae)$/;

/**
 * Words that no dictionary knows and that one or two edits turn into a common word. Symbols, names,
 * units and protected spans are never read; a capitalised word is read only at the start of a sentence.
 */
export const spelling: Rule = {
  id: 'spelling',
  category: 'consistencySpellingTypos',
  check(context: RuleContext) {
    const { tokens, lexicon } = context;
    const hits: RuleHit[] = [];
    const unknown = (token: Token | undefined) => token !== undefined && token.isWord && !token.protected && !lexicon.isKnown(token.text);
    for (const token of tokens) {
      if (!token.isWord || token.protected || token.text.length < 4 || !/^\p{L}[\p{Ll}'’-]*$/u.test(token.text)) continue;
      if (/^\p{Lu}/u.test(token.text) && token.index > 0) continue;
      if (/['’-]/.test(token.text) || lexicon.isKnown(token.text)) continue;
      const lower = token.lower;
      // Two unknown words in a row, one of them Latin-looking: a Latin or foreign term, not two typos.
      const neighbours = [tokens[token.index - 1], tokens[token.index + 1]].filter(unknown);
      if (neighbours.length > 0 && (LATIN_ENDING.test(lower) || neighbours.some((n) => LATIN_ENDING.test(n!.lower)))) continue;
      const candidates = spellingCandidates(lower, lexicon)
        .filter((c) => !NEVER_SUGGESTED.test(c.word))
        .sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
      if (candidates.length === 0) continue;
      let best = candidates[0]!;
      let chosenByContext = false;
      const adverbs = candidates.filter((c) => c.distance === best.distance && /ly$/.test(c.word));
      if (adverbs.length === 1 && expectsAdverb(tokens[token.index + 1])) {
        best = adverbs[0]!;
        chosenByContext = true;
      }
      const rivals = candidates.filter((c) => c !== best && c.distance === best.distance);
      const dominant = rivals.every((c) => best.frequency >= 20 * c.frequency);
      let certainty = best.distance === 1 ? (rivals.length === 0 || dominant || chosenByContext ? 1 : 0.6) : rivals.length === 0 ? 0.8 : 0.5;
      // A coinage of science is more likely than a typo of a common word.
      if (TECHNICAL_ENDING.test(lower) && !TECHNICAL_ENDING.test(best.word)) certainty = Math.min(certainty, 0.5);
      const replacement = /^\p{Lu}/u.test(token.text) ? best.word[0]!.toUpperCase() + best.word.slice(1) : best.word;
      const others = candidates.filter((c) => c !== best).slice(0, 2).map((c) => c.word);
      hits.push({ start: token.start, end: token.end, suggestions: [replacement, ...others], params: { word: token.text }, certainty });
    }
    return hits;
  },
};
