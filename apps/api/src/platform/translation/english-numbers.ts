/**
 * Numbers as Spanish and Portuguese write them (decimal comma, thousands by points or spaces) and as English
 * writes them (decimal point, thousands by commas): 0,05 → 0.05; 1.532 → 1,532; 1 200 → 1,200. Years and
 * other four-digit numbers written without a separator stay as they are; a version number (6.1) too.
 */

/** A number in a Spanish or Portuguese text, with an optional sign. */
export const SOURCE_NUMBER = String.raw`[−-]?(?:\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?!\d)(?:,\d+)?|\d+(?:,\d+)?(?:\.\d+)?)`;

const GROUPED = /^([−-]?)(\d{1,3}(?:[.\u00a0\u202f ]\d{3})+)(?:,(\d+))?$/;
const DECIMAL_COMMA = /^([−-]?)(\d+),(\d+)$/;

/** One number token of the source in English notation. */
export function englishNumber(raw: string): string {
  const grouped = GROUPED.exec(raw);
  if (grouped) {
    const [, sign = '', integer = '', fraction] = grouped;
    // "1.532" with a point and three digits is a thousands separator in Spanish and Portuguese; "0.500" is not.
    if (integer.startsWith('0')) return raw;
    const digits = integer.replace(/[.\u00a0\u202f ]/g, '');
    return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction !== undefined ? `.${fraction}` : ''}`;
  }
  const decimal = DECIMAL_COMMA.exec(raw);
  if (decimal) return `${decimal[1]}${decimal[2]}.${decimal[3]}`;
  return raw;
}

const NUMBER_IN_TEXT = new RegExp(`(?<![\\p{L}\\d.,])${SOURCE_NUMBER}(?![\\p{L}\\d]|[.,]\\d)`, 'gu');

/** Every number of a stretch of text in English notation (for text outside the masked spans). */
export function englishNumbersIn(text: string): string {
  return text.replace(NUMBER_IN_TEXT, (raw) => englishNumber(raw));
}
