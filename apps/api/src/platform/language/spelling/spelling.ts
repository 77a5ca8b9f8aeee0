import type { Rule, RuleContext, RuleHit } from '../rules/rule';
import type { Lexicon } from '../science/lexicon';
import type { Token } from '../text/tokens';

interface Candidate {
  word: string;
  distance: number;
  frequency: number;
  /** Frequency weighed by how typical the edit is of typing and spelling slips. */
  score: number;
}

/**
 * How typical the slip from `word` to `candidate` is: swapped letters (recieve), a missed double letter
 * (occured), a vowel for a vowel (independant), an extra or missing letter. Typical slips count more than
 * the frequency of the word alone, which would prefer "relieved" for "recieved".
 */
function slipBonus(word: string, candidate: string): number {
  if (word.length === candidate.length) {
    const diff = [...word].map((c, i) => (c === candidate[i] ? -1 : i)).filter((i) => i >= 0);
    if (diff.length === 2 && diff[1] === diff[0]! + 1 && word[diff[0]!] === candidate[diff[1]!] && word[diff[1]!] === candidate[diff[0]!]) return 3;
    if (diff.every((i) => /[aeiouy]/.test(word[i]!) && /[aeiouy]/.test(candidate[i]!))) return 1.5;
    return 0;
  }
  const [longer, shorter] = word.length > candidate.length ? [word, candidate] : [candidate, word];
  for (let i = 0; i < longer.length; i++) {
    if (longer.slice(0, i) + longer.slice(i + 1) !== shorter) continue;
    if (longer[i] === longer[i - 1] || longer[i] === longer[i + 1]) return 2.5;
    return 1;
  }
  return 0;
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

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one substitution, insertion or transposition away (deletions are the index's side). */
function edits1(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= word.length; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (right.length > 1) out.push(left + right[1] + right[0] + right.slice(2));
    for (const c of LETTERS) {
      if (right) out.push(left + c + right.slice(1));
      out.push(left + c + right);
    }
  }
  return out;
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
  /** A key's words: one word as itself (most keys have one), several as an array — a third of the memory of arrays alone. */
  private readonly index = new Map<string, string | string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (word.length < 3) continue;
      for (const key of [word, ...deletions(word)]) {
        const entry = this.index.get(key);
        if (entry === undefined) this.index.set(key, word);
        else if (typeof entry === 'string') this.index.set(key, [entry, word]);
        else entry.push(word);
      }
    }
  }

  private wordsAt(key: string): readonly string[] {
    const entry = this.index.get(key);
    return entry === undefined ? [] : typeof entry === 'string' ? [entry] : entry;
  }

  /** Words within one edit; with `maxDistance` 2, also those within two (any two edits, through the one-edit variants). */
  near(word: string, maxDistance = 2): Map<string, number> {
    const found = new Map<string, number>();
    const visit = (probe: string) => {
      for (const key of [probe, ...deletions(probe)]) {
        for (const candidate of this.wordsAt(key)) {
          if (found.has(candidate)) continue;
          const distance = editDistance(word, candidate, maxDistance);
          if (distance <= maxDistance) found.set(candidate, distance);
        }
      }
    };
    visit(word);
    if (maxDistance >= 2) for (const variant of edits1(word)) visit(variant);
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
  let near = index.index.near(word, 1);
  if (near.size === 0 && word.length <= 14) near = index.index.near(word, 2);
  const nearest = Math.min(...near.values());
  const candidates = [...near.entries()]
    .filter(([, distance]) => distance === nearest)
    .map(([w, distance]) => {
      const frequency = lexicon.frequency(w) + 1;
      return { word: w, distance, frequency, score: Math.log(frequency) + slipBonus(word, w) };
    })
    .sort((a, b) => b.score - a.score);
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
      if (/['’-]/.test(token.text)) continue;
      const lower = token.lower;
      // Symbols and names: no vowel ("mgcv"), an onset no English word has ("qmax"), a capitalised name the dictionaries know ("Atlantic").
      if (!lexicon.hasEnglishOnset(lower) || !/[aeiouy]/.test(lower) || (/^\p{Lu}/u.test(token.text) && lexicon.isListed(token.text))) continue;
      // A name before its version ("fastp(v0.23.2)", "samtools v1.9") is a tool, not a word.
      const following = tokens[token.index + 1];
      if (following && ((following.text === '(' && /^v?\d/.test(tokens[token.index + 2]?.text ?? '')) || /^v\d/.test(following.text))) continue;
      // Loanwords keep their accents (façade, naïve, résumé): not typos of the bare spelling.
      if (/[^a-z'’-]/.test(lower)) continue;
      // A word only the big list knows, rare, and one letter from a common word ("wich") is a typo of it.
      // (Known only by derivation counts too: "prevalance" is pre + valance to the lexicon, and a typo to a reader.)
      const listedOnly = lexicon.isKnown(token.text) && !lexicon.isStandard(lower) && lexicon.frequency(lower) < 50;
      if (lexicon.isKnown(token.text) && !listedOnly) continue;
      // Two unknown words in a row, one of them Latin-looking: a Latin or foreign term, not two typos.
      const neighbours = [tokens[token.index - 2], tokens[token.index - 1], tokens[token.index + 1], tokens[token.index + 2]].filter(unknown);
      if (neighbours.length > 0 && (LATIN_ENDING.test(lower) || neighbours.some((n) => LATIN_ENDING.test(n!.lower)))) continue;
      const candidates = spellingCandidates(lower, lexicon)
        .filter((c) => !NEVER_SUGGESTED.test(c.word) && c.word !== lower)
        .sort((a, b) => a.distance - b.distance || b.score - a.score);
      if (candidates.length === 0) continue;
      const top = candidates[0]!;
      // …but not a derived word of the big list ("exchanger" is "exchange" + r), which one edit at the end also explains.
      if (listedOnly && !(top.distance === 1 && top.frequency >= (lexicon.isListed(lower) ? 1000 : 200) && lexicon.isStandard(top.word) && !lower.startsWith(top.word) && !top.word.startsWith(lower))) continue;
      // Latin adjectives and nouns of anatomy and taxonomy end in a vowel English drops: "compacta", "nigra", "lutea".
      if (lower.startsWith(top.word) && /^(?:a|ae|um|us|i|is|ia)$/.test(lower.slice(top.word.length))) continue;
      let best = candidates[0]!;
      let chosenByContext = false;
      const adverbs = candidates.filter((c) => c.distance === best.distance && /ly$/.test(c.word));
      if (adverbs.length === 1 && expectsAdverb(tokens[token.index + 1])) {
        best = adverbs[0]!;
        chosenByContext = true;
      }
      // Typists seldom miss the first letter: a rival that changes it ("adress" → "dress", "aquire" → "squire") does not
      // compete with one that keeps it.
      const keepsFirst = (word: string) => word[0] === lower[0];
      const rivals = candidates.filter((c) => c !== best && c.distance === best.distance && (keepsFirst(c.word) || !keepsFirst(best.word)));
      const dominant = rivals.every((c) => best.score >= c.score + 2.5);
      let certainty = best.distance === 1 ? (rivals.length === 0 || dominant || chosenByContext ? 1 : 0.6) : rivals.length === 0 || dominant ? 0.9 : 0.5;
      // A coinage of science is more likely than a typo of a common word: perceptron is not perception.
      const ending = TECHNICAL_ENDING.exec(lower)?.[0];
      if (ending && !best.word.endsWith(ending)) certainty = Math.min(certainty, 0.5);
      const replacement = /^\p{Lu}/u.test(token.text) ? best.word[0]!.toUpperCase() + best.word.slice(1) : best.word;
      const others = candidates.filter((c) => c !== best).slice(0, 2).map((c) => c.word);
      hits.push({ start: token.start, end: token.end, suggestions: [replacement, ...others], params: { word: token.text }, certainty });
    }
    return hits;
  },
};
