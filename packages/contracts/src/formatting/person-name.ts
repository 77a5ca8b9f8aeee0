import type { SiteLanguage } from '../i18n/languages';

/** Languages whose pages write a person's family name first. */
const FAMILY_NAME_FIRST: ReadonlySet<SiteLanguage> = new Set<SiteLanguage>(['cn', 'jp']);

/** Han, kana and hangul: names written in them take no space between family and given name. */
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;

/**
 * A person's name as a page in `language` shows it, wherever one is shown (greeting, header, staff
 * pages). English, Portuguese and Spanish pages write the given name first ("Wei Zhang"); Chinese and
 * Japanese pages the family name first, without a space when both parts are written in CJK characters
 * ("张伟", "山田太郎") and with one otherwise ("Zhang Wei"). A missing part is left out.
 */
export function personName(language: SiteLanguage, person: { firstName: string | null; lastName: string | null }): string {
  const given = (person.firstName ?? '').trim();
  const family = (person.lastName ?? '').trim();
  if (given === '' || family === '') return given || family;
  if (!FAMILY_NAME_FIRST.has(language)) return `${given} ${family}`;
  return CJK.test(given) && CJK.test(family) ? `${family}${given}` : `${family} ${given}`;
}
