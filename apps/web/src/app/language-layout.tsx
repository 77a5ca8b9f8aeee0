import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { bcp47, isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { ApplicationContext, type ApplicationState } from '../lib/application-context';
import { applicationQuery } from '../lib/application-query';
import { removeBootPanel } from '../lib/boot-panel';
import { activateLanguage, i18n } from '../lib/i18n';
import { languageFromCookie, prefixRedirectTarget } from '../lib/language-path';
import { LoadFailure } from './load-failure';
import { Shell } from './shell/shell';

function subscribeToLanguage(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

function useI18nLanguage(): string | undefined {
  return useSyncExternalStore(subscribeToLanguage, () => i18n.language);
}

/** Sends a path without a language prefix to the same path under the cookie's language. */
export function PrefixRedirect() {
  const location = useLocation();
  const target = prefixRedirectTarget(location, languageFromCookie(document.cookie)) ?? '/';
  return <Navigate replace to={target} />;
}

/** The `/:lang` route: checks the prefix, loads the application in that language, then renders the shell. */
export function LanguageLayout() {
  const { lang } = useParams();
  if (!isSiteLanguage(lang)) return <PrefixRedirect />;
  return <LoadedLanguage language={lang} />;
}

function LoadedLanguage({ language }: { language: SiteLanguage }) {
  // While another language loads (a typed URL, the back button), the page stays in the previous one.
  const query = useQuery({ ...applicationQuery(language), placeholderData: keepPreviousData });
  const i18nLanguage = useI18nLanguage();
  const data = query.data;
  const dataLanguage = data?.application.siteLanguage;
  // Ready once i18next speaks some loaded language; during a switch the text follows one render later.
  const ready = data !== undefined && i18nLanguage !== undefined && i18n.hasResourceBundle(i18nLanguage, 'common');

  // Before paint, so a switch whose namespaces were preloaded (the language chooser) changes in one frame.
  useLayoutEffect(() => {
    if (dataLanguage) void activateLanguage(dataLanguage);
  }, [dataLanguage]);

  useEffect(() => {
    if (!ready || !dataLanguage) return;
    removeBootPanel();
    document.documentElement.lang = bcp47(dataLanguage);
  }, [ready, dataLanguage]);

  const state = useMemo<ApplicationState | null>(
    () => (data ? { language, application: data.application, user: data.user } : null),
    [data, language],
  );

  if (query.isError && (!data || query.isPlaceholderData)) {
    return <LoadFailure retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  // Until then the static loading panel of index.html stays on screen.
  if (!ready || !state) return null;
  return (
    <ApplicationContext.Provider value={state}>
      <Shell />
    </ApplicationContext.Provider>
  );
}
