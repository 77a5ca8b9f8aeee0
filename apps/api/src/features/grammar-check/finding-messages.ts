import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SITE_LANGUAGES, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { translateWith, type Catalogue, type MessageParams } from '@marginalia/contracts/i18n/translate';
import { translateMessage } from '../../platform/i18n/catalogues';

const require = createRequire(import.meta.url);

/**
 * The language engine's rule messages: the catalogue `grammar-rules` (packages/contracts/src/i18n/locales/
 * <lang>/grammar-rules.json), read once per process on first use. A finding's message is rendered in the
 * reader's language on the server, so the report page and its PDF say the same.
 */
let catalogues: Record<SiteLanguage, Catalogue> | null = null;

function readCatalogue(language: SiteLanguage): Catalogue {
  return JSON.parse(readFileSync(require.resolve(`@marginalia/contracts/locales/${language}/grammar-rules.json`), 'utf8')) as Catalogue;
}

function loaded(): Record<SiteLanguage, Catalogue> {
  catalogues ??= Object.fromEntries(SITE_LANGUAGES.map((language) => [language, readCatalogue(language)])) as Record<SiteLanguage, Catalogue>;
  return catalogues;
}

/**
 * The message of a finding's rule in the language (English when the language lacks it); a rule the
 * catalogue does not know yet reads as a general advice, never as its key.
 */
export function findingMessage(language: SiteLanguage, key: string, params: MessageParams): string {
  const all = loaded();
  if (all[language][key] === undefined && all.en[key] === undefined) return translateMessage(language, 'language-assessment-finding');
  return translateWith(all, language, key, params);
}
