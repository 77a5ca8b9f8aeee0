import type { siteLanguages } from '../../schema/reference';

/** The five site languages; `code` is the URL prefix, `locale` the ICU locale. */
export const SITE_LANGUAGE_ROWS: (typeof siteLanguages.$inferInsert)[] = [
  { code: 'en', locale: 'en_US', name: 'English', nativeName: 'English', sortOrder: 1 },
  { code: 'br', locale: 'pt_BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', sortOrder: 2 },
  { code: 'cn', locale: 'zh_CN', name: 'Chinese', nativeName: '中文', sortOrder: 3 },
  { code: 'es', locale: 'es_ES', name: 'Spanish', nativeName: 'Español', sortOrder: 4 },
  { code: 'jp', locale: 'ja_JP', name: 'Japanese', nativeName: '日本語', sortOrder: 5 },
];
