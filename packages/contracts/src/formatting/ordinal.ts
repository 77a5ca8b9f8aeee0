import type { SiteLanguage } from '../i18n/languages';

/**
 * English ordinal of an integer, as the grammar-check report writes a percentile (st, nd,
 * rd, th, with 11 to 13 using th): 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 111th, 113th.
 * The suffix follows the absolute value (-1st). Digits are not grouped (1000th). Throws RangeError for a
 * number that is not an integer.
 */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

/** The English suffix alone, for layouts that style it apart (a superscript "th"). */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  assertInteger(n);
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/**
 * An ordinal in the site language, kept deliberately simple because it only labels percentiles:
 * - en: the English suffix (`22nd`);
 * - br, es: the masculine ordinal indicator, as both languages write "o 22º percentil" (`22º`);
 * - cn, jp: the bare number (`22`), because Chinese and Japanese phrase a percentile around the number
 *   ("第22百分位" / "22パーセンタイル") and the surrounding text of the translation supplies the words.
 */
export function ordinalFor(n: number, language: SiteLanguage): string {
  switch (language) {
    case 'en':
      return ordinal(n);
    case 'br':
    case 'es':
      assertInteger(n);
      return `${n}º`;
    case 'cn':
    case 'jp':
      assertInteger(n);
      return String(n);
  }
}

function assertInteger(n: number): void {
  if (!Number.isSafeInteger(n)) throw new RangeError(`an ordinal needs an integer, got ${n}`);
}
