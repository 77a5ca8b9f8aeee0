import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SITE_LANGUAGES, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { translateWith, type Catalogue, type MessageParams } from '@marginalia/contracts/i18n/translate';

const require = createRequire(import.meta.url);

/** Namespaces the server owns and sends with the application load. */
type ServerNamespace = 'messages' | 'common';

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
};

export function catalogue(language: SiteLanguage, namespace: ServerNamespace): Catalogue {
  return catalogues[namespace][language];
}

/** Translates a message key of the message catalogue into the language. */
export function translateMessage(language: SiteLanguage, key: string, params?: MessageParams): string {
  return translateWith(catalogues.messages, language, key, params);
}
