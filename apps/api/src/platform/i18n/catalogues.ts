import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SITE_LANGUAGES, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { translateWith, type Catalogue, type MessageParams } from '@marginalia/contracts/i18n/translate';

const require = createRequire(import.meta.url);

/** Namespaces the server reads: the two it sends with the application load, and the language engine's messages. */
type ServerNamespace = 'messages' | 'common' | 'grammar-rules';

function readCatalogue(language: SiteLanguage, namespace: ServerNamespace): Catalogue {
  const file = require.resolve(`@marginalia/contracts/locales/${language}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}

function loadAll(namespace: ServerNamespace): Record<SiteLanguage, Catalogue> {
  return Object.fromEntries(SITE_LANGUAGES.map((l) => [l, readCatalogue(l, namespace)])) as Record<SiteLanguage, Catalogue>;
}

const catalogues: Record<ServerNamespace, Record<SiteLanguage, Catalogue>> = {
  messages: loadAll('messages'),
  common: loadAll('common'),
  'grammar-rules': loadAll('grammar-rules'),
};

export function catalogue(language: SiteLanguage, namespace: ServerNamespace): Catalogue {
  return catalogues[namespace][language];
}

/** A finding of the language engine explained in the language (its `message.key` and params). */
export function translateGrammarRule(language: SiteLanguage, key: string, params?: MessageParams): string {
  return translateWith(catalogues['grammar-rules'], language, key, params);
}

/** Translates a message key of the message catalogue into the language. */
export function translateMessage(language: SiteLanguage, key: string, params?: MessageParams): string {
  return translateWith(catalogues.messages, language, key, params);
}
