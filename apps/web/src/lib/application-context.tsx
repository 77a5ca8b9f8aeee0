import { createContext, useCallback, useContext } from 'react';
import type { Application, CurrentUser, FeatureFlag } from '@marginalia/contracts/app-config/app-config.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { personName } from '@marginalia/contracts/formatting/person-name';
import { withLanguagePrefix } from './language-path';

export interface ApplicationState {
  /** The language of the URL prefix. */
  language: SiteLanguage;
  application: Application;
  user: CurrentUser;
}

export const ApplicationContext = createContext<ApplicationState | null>(null);

/** The loaded application; only available below the language layout (which renders nothing until it has loaded). */
export function useApplicationState(): ApplicationState {
  const state = useContext(ApplicationContext);
  if (!state) throw new Error('useApplicationState is used outside the language layout');
  return state;
}

export function useApplication(): Application {
  return useApplicationState().application;
}

export function useCurrentUser(): CurrentUser {
  return useApplicationState().user;
}

export function useSiteLanguage(): SiteLanguage {
  return useApplicationState().language;
}

/** The signed-in person's name as the page's language writes it (family name first in cn and jp); '' for a visitor. */
export function useUserName(): string {
  const { language, user } = useApplicationState();
  return personName(language, user);
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useApplicationState().application.featureFlags[flag] === true;
}

/** Turns an app path (`/researcher`) into the path under the current language (`/cn/researcher`). */
export function useLocalePath(): (path: string) => string {
  const language = useSiteLanguage();
  return useCallback((path: string) => withLanguagePrefix(language, path), [language]);
}
