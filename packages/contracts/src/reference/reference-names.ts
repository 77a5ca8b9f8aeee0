import type { SiteLanguage } from '../i18n/languages';
import br from '../i18n/locales/br/reference-names.json' with { type: 'json' };
import cn from '../i18n/locales/cn/reference-names.json' with { type: 'json' };
import en from '../i18n/locales/en/reference-names.json' with { type: 'json' };
import es from '../i18n/locales/es/reference-names.json' with { type: 'json' };
import jp from '../i18n/locales/jp/reference-names.json' with { type: 'json' };

/**
 * The names of reference data a person reads: manuscript languages and loyalty levels. The database and
 * the API carry their English names; they are translated where they are shown, by identity (the
 * language's id, the level's identity), from `locales/<lang>/reference-names.json`. An entry this release
 * does not know (added to the database later) shows its stored name.
 */
const CATALOGUES: Record<SiteLanguage, Record<string, string>> = { en, br, cn, es, jp };

function named(language: SiteLanguage, key: string, stored: string): string {
  return CATALOGUES[language]?.[key] ?? stored;
}

/** A manuscript language's name in the page language ("英语" for id 1 in Chinese). */
export function manuscriptLanguageName(language: SiteLanguage, manuscriptLanguage: { id: number; name: string }): string {
  return named(language, `manuscriptLanguage.${manuscriptLanguage.id}`, manuscriptLanguage.name);
}

/** A loyalty level's name in the page language ("铜牌" for level2 in Chinese). */
export function loyaltyLevelName(language: SiteLanguage, level: { identity: string; name: string }): string {
  return named(language, `loyaltyLevel.${level.identity}`, level.name);
}
