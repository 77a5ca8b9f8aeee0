import { DOUBLING_VERBS, IRREGULAR_PLURALS, IRREGULAR_VERBS, L_DOUBLING_VERBS } from './irregular-forms';

/** Forms of English words, for building corrections: regular morphology plus the irregular tables. */
export interface Inflector {
  plural(noun: string): string;
  singular(noun: string): string;
  /** The base form of a verb in any form ("prevented" → "prevent"), using `isWord` to choose among readings. */
  base(verb: string): string;
  past(verb: string): string;
  participle(verb: string): string;
  gerund(verb: string): string;
  /** Third person singular present ("consist" → "consists"). */
  thirdPerson(verb: string): string;
  /** -er form of a short adjective, or null when it takes "more" ("short" → "shorter"). */
  comparative(adjective: string): string | null;
  superlative(adjective: string): string | null;
}

const IRREGULAR_DEGREES: Record<string, [string, string]> = {
  good: ['better', 'best'], well: ['better', 'best'], bad: ['worse', 'worst'], badly: ['worse', 'worst'], far: ['farther', 'farthest'],
  little: ['less', 'least'], many: ['more', 'most'], much: ['more', 'most'],
};

const SINGULAR_OF_IRREGULAR = new Map(Object.entries(IRREGULAR_PLURALS).map(([singular, plural]) => [plural, singular]));
const BASE_OF_IRREGULAR = new Map<string, string>();
for (const [base, [past, participle]] of Object.entries(IRREGULAR_VERBS)) {
  if (!BASE_OF_IRREGULAR.has(past)) BASE_OF_IRREGULAR.set(past, base);
  if (!BASE_OF_IRREGULAR.has(participle)) BASE_OF_IRREGULAR.set(participle, base);
}

function syllables(word: string): number {
  return Math.max(1, word.toLowerCase().replace(/e$/, '').match(/[aeiouy]+/g)?.length ?? 1);
}

/** Doubles the final consonant before -ed/-ing: stop → stopp-, occur → occurr-, label → labell- (British). */
function doubles(verb: string, british: boolean): boolean {
  if (DOUBLING_VERBS.has(verb)) return true;
  if (british && L_DOUBLING_VERBS.has(verb)) return true;
  return syllables(verb) === 1 && /[^aeiou][aeiou][bdgklmnprt]$/.test(verb) && !/[wxy]$/.test(verb);
}

function stem(verb: string, british: boolean): string {
  if (doubles(verb, british)) return verb + verb.slice(-1);
  return verb;
}

export function createInflector(options: { british?: boolean; isWord?: (word: string) => boolean; isStandard?: (word: string) => boolean } = {}): Inflector {
  const british = options.british ?? false;
  const isWord = options.isWord ?? (() => true);
  const isStandard = options.isStandard ?? isWord;

  const past = (verb: string): string => {
    const base = inflector.base(verb);
    const irregular = IRREGULAR_VERBS[base];
    if (irregular) return irregular[0];
    if (base.endsWith('e')) return `${base}d`;
    if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
    return `${stem(base, british)}ed`;
  };

  const inflector: Inflector = {
    plural(noun) {
      const lower = noun.toLowerCase();
      const irregular = IRREGULAR_PLURALS[lower];
      if (irregular) return irregular;
      if (/(?:s|x|z|ch|sh)$/.test(lower)) return `${lower}es`;
      if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
      return `${lower}s`;
    },
    singular(noun) {
      const lower = noun.toLowerCase();
      const irregular = SINGULAR_OF_IRREGULAR.get(lower);
      if (irregular) return irregular;
      if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
      if (/(?:sses|xes|zes|ches|shes)$/.test(lower)) return lower.slice(0, -2);
      if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
      return lower;
    },
    base(verb) {
      const lower = verb.toLowerCase();
      if (IRREGULAR_VERBS[lower]) return lower;
      const irregular = BASE_OF_IRREGULAR.get(lower);
      if (irregular) return irregular;
      const readings: string[] = [];
      const strip = (suffix: string) => lower.slice(0, -suffix.length);
      if (/ied$/.test(lower)) readings.push(`${strip('ied')}y`);
      if (/ies$/.test(lower)) readings.push(`${strip('ies')}y`);
      if (/ed$/.test(lower)) {
        const bare = strip('ed');
        if (/(.)\1$/.test(bare)) readings.push(bare.slice(0, -1));
        readings.push(`${bare}e`, bare);
      }
      if (/ing$/.test(lower)) {
        const bare = strip('ing');
        if (/(.)\1$/.test(bare)) readings.push(bare.slice(0, -1));
        if (/y$/.test(bare) && bare.length > 1) readings.push(`${bare.slice(0, -1)}ie`);
        readings.push(`${bare}e`, bare);
      }
      if (/es$/.test(lower)) readings.push(strip('es'));
      if (/s$/.test(lower) && !/ss$/.test(lower)) readings.push(strip('s'));
      // The reading whose regular forms give back the word, among those the dictionaries know; where two do
      // ("developed": develop, develope), the one of the standard dictionaries.
      const roundTrips = readings.filter((reading) => reading.length >= 2 && isWord(reading) && [inflector.thirdPerson(reading), pastOf(reading), inflector.gerund(reading)].includes(lower));
      if (roundTrips.length > 0) return roundTrips.find((reading) => isStandard(reading)) ?? roundTrips[0]!;
      return readings.find((r) => r.length > 1 && isWord(r)) ?? lower;
    },
    past,
    participle(verb) {
      const base = inflector.base(verb);
      const irregular = IRREGULAR_VERBS[base];
      return irregular ? irregular[1] : past(base);
    },
    gerund(verb) {
      const base = inflector.base(verb);
      if (base === 'be' || base === 'see' || /ee$|oe$|ye$/.test(base)) return `${base}ing`;
      if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
      if (/[^aeiou]e$/.test(base) || /ue$/.test(base)) return `${base.slice(0, -1)}ing`;
      return `${stem(base, british)}ing`;
    },
    thirdPerson(verb) {
      const base = inflector.base(verb);
      if (base === 'be') return 'is';
      if (base === 'have') return 'has';
      if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
      if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
      return `${base}s`;
    },
    comparative: (adjective) => degree(adjective, 0),
    superlative: (adjective) => degree(adjective, 1),
  };

  // The regular past of a reading (used to recognise it), without going back through base().
  function pastOf(reading: string): string {
    const irregular = IRREGULAR_VERBS[reading];
    if (irregular) return irregular[0];
    if (reading.endsWith('e')) return `${reading}d`;
    if (/[^aeiou]y$/.test(reading)) return `${reading.slice(0, -1)}ied`;
    return `${stem(reading, british)}ed`;
  }

  return inflector;
}

function degree(adjective: string, index: 0 | 1): string | null {
  const lower = adjective.toLowerCase();
  const irregular = IRREGULAR_DEGREES[lower];
  if (irregular) return irregular[index];
  const count = syllables(lower);
  if (count > 2 || (count === 2 && !/y$/.test(lower) && !/(?:le|ow|er)$/.test(lower))) return null;
  const suffix = index === 0 ? 'er' : 'est';
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}i${suffix}`;
  if (/e$/.test(lower)) return `${lower}${suffix.slice(1)}`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(lower)) return `${lower}${lower.slice(-1)}${suffix}`;
  return `${lower}${suffix}`;
}
