import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

/**
 * i18next runs on BCP 47 tags (`pt-BR`, `zh-CN` …) so plural rules and Intl formatting are right;
 * the URL and the API use the site codes (`br`, `cn` …).
 *
 * Namespaces:
 * - `common` (shell strings) and `messages` (the message catalogue) arrive with the application load;
 * - feature namespaces of the web app live in src/locales/<lang>/<namespace>.json and are fetched lazily,
 *   per language, the first time a screen asks for them.
 */
export const SERVER_NAMESPACES = ['common', 'messages'] as const;

const SITE_LANGUAGE_OF_TAG = new Map<string, SiteLanguage>(SITE_LANGUAGES.map((language) => [bcp47(language), language]));

/**
 * One chunk per language and namespace, found through a small table per language: the entry holds only
 * five imports, not a line per namespace and language (which grew with every feature), and a visit
 * fetches the table of its own language alone.
 */
type CatalogueTable = Record<string, () => Promise<Record<string, string>>>;
const TABLES: Record<SiteLanguage, () => Promise<{ default: CatalogueTable }>> = {
  en: () => import('./locale-tables/en'),
  br: () => import('./locale-tables/br'),
  cn: () => import('./locale-tables/cn'),
  es: () => import('./locale-tables/es'),
  jp: () => import('./locale-tables/jp'),
};
const tables = new Map<SiteLanguage, Promise<CatalogueTable>>();

/** Starts fetching a language's table (main.tsx does it for the first page's language at once). */
export function prefetchCatalogueTable(language: SiteLanguage): Promise<CatalogueTable> {
  let table = tables.get(language);
  if (!table) {
    table = TABLES[language]().then((m) => m.default);
    // A failed fetch (offline) is tried again next time.
    table.catch(() => tables.delete(language));
    tables.set(language, table);
  }
  return table;
}

async function webCatalogueLoader(language: SiteLanguage, namespace: string): Promise<(() => Promise<Record<string, string>>) | undefined> {
  const table = await prefetchCatalogueTable(language);
  return table[`../../locales/${language}/${namespace}.json`];
}

/**
 * Fetches a feature namespace and hands it to i18next. Route loaders call it, so the JSON downloads
 * alongside the route's code and the page renders translated at once instead of suspending.
 */
export async function loadWebNamespace(language: SiteLanguage, namespace: string): Promise<void> {
  const tag = bcp47(language);
  if (i18n.hasResourceBundle(tag, namespace)) return;
  try {
    const load = await webCatalogueLoader(language, namespace);
    if (!load) return;
    i18n.addResourceBundle(tag, namespace, await load(), true, true);
  } catch {
    // Offline or a stale release: the page's useTranslation retries through the backend and suspends.
  }
}

const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(tag: string, namespace: string, callback: ReadCallback) {
    const language = SITE_LANGUAGE_OF_TAG.get(tag);
    // `common` and `messages` are added from the load before the language is switched; never fetched here.
    if (!language || (SERVER_NAMESPACES as readonly string[]).includes(namespace)) {
      callback(null, {});
      return;
    }
    webCatalogueLoader(language, namespace)
      .then((load) => {
        if (!load) throw new Error(`no catalogue ${language}/${namespace}`);
        return load();
      })
      .then(
        (catalogue) => callback(null, catalogue),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyCatalogueBackend)
  .use(initReactI18next)
  .init({
    ns: [...SERVER_NAMESPACES],
    defaultNS: 'common',
    // A key missing from a feature namespace is looked up in common before showing the key itself.
    fallbackNS: 'common',
    supportedLngs: SITE_LANGUAGES.map(bcp47),
    fallbackLng: false,
    load: 'currentOnly',
    // Catalogues are flat (`"header.signIn": "Sign in"`), as the load's `Record<string, string>` requires,
    // and message keys may contain any character: pass the namespace as an option, never as a prefix.
    keySeparator: false,
    nsSeparator: false,
    partialBundledLanguages: true,
    initAsync: false,
    // The server's catalogue writes placeholders as {name}; use the same syntax everywhere.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    returnNull: false,
  });

/** Puts the catalogues that came with the load into i18next (synchronously, before the language is switched to). */
export function addServerCatalogues(language: SiteLanguage, translations: Record<string, string>, messages: Record<string, string>): void {
  const tag = bcp47(language);
  i18n.addResourceBundle(tag, 'common', translations, true, true);
  i18n.addResourceBundle(tag, 'messages', messages, true, true);
}

/** Switches i18next to the language; resolves once every namespace in use is available in it. */
export async function activateLanguage(language: SiteLanguage): Promise<void> {
  const tag = bcp47(language);
  if (i18n.language === tag) return;
  await i18n.changeLanguage(tag);
}

export function isLanguageActive(language: SiteLanguage): boolean {
  return i18n.language === bcp47(language) && i18n.hasResourceBundle(bcp47(language), 'common');
}

/** A route loader that fetches a page's namespaces in parallel with its code (`/{lang}/…` routes). */
export function namespacesLoader(...names: string[]) {
  return async ({ params }: { params: { lang?: string } }): Promise<null> => {
    const language = params.lang;
    if (language !== undefined && isSiteLanguage(language)) await Promise.all(names.map((name) => loadWebNamespace(language, name)));
    return null;
  };
}
