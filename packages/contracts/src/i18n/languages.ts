/** Site languages: the URL prefix and its ICU locale. `en` is the default. */
export const SITE_LANGUAGES = ['en', 'br', 'cn', 'es', 'jp'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

export const LOCALE_OF: Record<SiteLanguage, string> = {
  en: 'en_US',
  br: 'pt_BR',
  cn: 'zh_CN',
  es: 'es_ES',
  jp: 'ja_JP',
};

/** BCP 47 tag for Intl APIs (`pt-BR`, `zh-CN` …). */
export function bcp47(language: SiteLanguage): string {
  return LOCALE_OF[language].replace('_', '-');
}

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The name of the cookie that keeps the chosen site language. */
export const LANGUAGE_COOKIE = 'mg_lang';
