/**
 * Word counting as editing vendors do it (body, tables and references all count):
 * - in alphabetic scripts, a word is a run of letters, marks and digits; an apostrophe or hyphen
 *   inside it (don't, state-of-the-art) and a decimal or thousands separator between digits (3.5, 1,000)
 *   keep it one word;
 * - Chinese, Japanese and Korean are priced per character, so each ideograph, kana or hangul syllable
 *   counts as one word.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
// Characters that belong to CJK text without being counted themselves: the prolonged sound mark and
// iteration marks of Japanese (Script=Common) would otherwise be counted as words of their own.
const CJK_MODIFIERS = /[\u30FC\u30FB\u3005\u303B\uFF70\uFF9E\uFF9F]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’\u2010\u2011-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;

export function countWords(text: string): number {
  let cjk = 0;
  const rest = text.replace(CJK, () => {
    cjk++;
    return ' ';
  });
  let words = 0;
  for (const _match of rest.replace(CJK_MODIFIERS, ' ').matchAll(WORD)) words++;
  return cjk + words;
}

/** Letters by script family, for the language decision of language-detection.ts. */
export function scriptCounts(text: string): { letters: number; han: number; kana: number; hangul: number } {
  let letters = 0;
  let han = 0;
  let kana = 0;
  let hangul = 0;
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    letters++;
    if (/\p{Script=Han}/u.test(char)) han++;
    else if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) kana++;
    else if (/\p{Script=Hangul}/u.test(char)) hangul++;
  }
  return { letters, han, kana, hangul };
}
