import type { Rule, RuleHit } from './rule';
import { matchCase } from './rule';

/** "a" or "an": by the sound the next word begins with. */

/** Words that begin with a vowel letter but a consonant sound ("a university", "a one-way"), or the reverse ("an hour"). */
const CONSONANT_SOUND = /^(?:uni(?!n|mp|nt|ns|ndi|nfl|nf|nv)|use|usu|usa|ure|uri|uro|ura|uti|ute|uter|ubiq|uga|ukr|urug|uto|eu|ewe|one(?:-|$|s$)|once|ouija)/;

const VOWEL_SOUND_H = /^(?:hour|honest|honou?r|heir)/;

/** Acronyms said as words, not letter by letter ("a NATO", "a SARS"). */
const ACRONYMS_SAID_AS_WORDS = new Set(['NASA', 'NATO', 'UNESCO', 'UNICEF', 'AIDS', 'SARS', 'MERS', 'COVID', 'OPEC', 'ASEAN', 'LIDAR', 'RADAR', 'SONAR', 'LASER', 'MOOC', 'FIFA', 'NAFTA', 'IUPAC', 'UNAIDS', 'ESA', 'URL', 'EULA', 'UEFA']);

/**
 * Whether a word is said starting with a vowel sound: "an hour", "a university", "an MIT licence"
 * (initialisms are read letter by letter: an MRI, a PCR), "an 8-fold", "an X-ray", "a one-way".
 */
export function startsWithVowelSound(word: string, isWord?: (word: string) => boolean): boolean {
  const lower = word.toLowerCase();
  if (/^\d/.test(word)) return /^(?:8|11|18)(?!\d)|^8\d(?!\d)|^8\d{2}(?!\d)|^(?:8|11|18)[.,]\d/.test(word);
  const head = word.split(/[-–]/)[0]!;
  if (/^[A-Z]$/.test(head)) return /^[AEFHILMNORSX]$/.test(head);
  if (/^[A-Z]{2,}/.test(head) && !/^[A-Z][a-z]/.test(head)) {
    const acronym = head.replace(/s$/, '');
    if (ACRONYMS_SAID_AS_WORDS.has(acronym) || isWord?.(acronym.toLowerCase())) return /^[AEIOU]/.test(acronym) && !CONSONANT_SOUND.test(acronym.toLowerCase());
    return /^[AEFHILMNORSX]/.test(head);
  }
  if (VOWEL_SOUND_H.test(lower)) return true;
  if (CONSONANT_SOUND.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}

/** "a accuracy" → "an accuracy", "an vacuum" → "a vacuum", "a MRI" → "an MRI". */
export const indefiniteArticleForm: Rule = {
  id: 'a-an',
  category: 'grammarMechanics',
  check({ tokens, lexicon }) {
    const hits: RuleHit[] = [];
    // An acronym that is a common word is said as one (SEAL, CAMP); rarer words (ROS, MRI) are read as letters.
    const spoken = (word: string) => lexicon.isStandard(word) && lexicon.frequency(word) >= 50;
    for (let i = 0; i + 1 < tokens.length; i++) {
      const article = tokens[i]!;
      if (article.lower !== 'a' && article.lower !== 'an') continue;
      const next = tokens[i + 1]!;
      if (!next.isWord && !/^\d/.test(next.text)) continue;
      // "a a lightweight": a repeated article, not a wrong one.
      if (['a', 'an', 'the'].includes(next.lower)) continue;
      // "a priori", "vitamin A": Latin and labels are not articles.
      if (article.protected || (article.text === 'A' && i > 0)) continue;
      if (/^\d/.test(next.text) && !/^\d+(?:[.,]\d+)?(?:-|$)/.test(next.text)) continue;
      const wanted = startsWithVowelSound(next.text, spoken) ? 'an' : 'a';
      if (wanted === article.lower) continue;
      // Herbs and historic are said both ways, and symbols (Fe/As, Cas9) may be read as letters or as words.
      // Acronyms starting with F, H, L, M, N, R, S or X and a vowel may be read as a word (a RANS solver) or as letters
      // (an SEM image): only suggested. Two consonants are read as letters (an MRI, an HPLC column).
      const unsure = /^(?:herb|histor|hotel|humble)/i.test(next.text) ? 0.6 : next.protected && /^\p{L}/u.test(next.text) && !/^[A-Z]{2,}s?(?:$|[-–])/.test(next.text) ? 0.5 : /^[FHLMNRSX][AEIOU]/.test(next.text) && !spoken(next.text.toLowerCase()) ? 0.8 : 1;
      hits.push({ start: article.start, end: article.end, suggestions: [matchCase(article.text, wanted)], certainty: unsure });
    }
    return hits;
  },
};

/** "a" or "an" for the word that follows. */
export function indefiniteArticle(nextWord: string): string {
  return startsWithVowelSound(nextWord) ? 'an' : 'a';
}
