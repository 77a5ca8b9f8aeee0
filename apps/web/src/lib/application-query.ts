import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AccountLanguageRequest, LoadResponse, UpdateLanguageResponse } from '@marginalia/contracts/app-config/app-config.contract';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { api } from './api-client';
import { addServerCatalogues } from './i18n';
import { APPLICATION_CACHE_MS, LOAD_RETRY_LIMIT } from '@marginalia/contracts/app-config/app-config.constants';
import { ACCOUNT_LANGUAGE_PATH, LOAD_PATH, UPDATE_LANGUAGE_PATH } from '@marginalia/contracts/app-config/app-config.paths';

/** The root of every application-load query key; invalidating it reloads config and user for all languages. */
export const APPLICATION_KEY = ['application'] as const;

/** Quick first retries, then at most 5 s apart: ten retries take about half a minute before the error screen. */
export function loadRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 5000);
}

export async function fetchApplication(language: SiteLanguage, signal?: AbortSignal): Promise<LoadResponse> {
  // The URL prefix decides the language of the page, also when the cookie says otherwise (a shared link).
  const data = await api.get<LoadResponse>(LOAD_PATH, { query: { language }, signal });
  if (!data || typeof data !== 'object' || !('application' in data) || !data.application) {
    throw new Error('Unable to load application');
  }
  addServerCatalogues(data.application.siteLanguage, data.application.translations, data.application.messages);
  return data;
}

export function applicationQuery(language: SiteLanguage) {
  return queryOptions({
    queryKey: [...APPLICATION_KEY, language] as const,
    queryFn: ({ signal }) => fetchApplication(language, signal),
    staleTime: APPLICATION_CACHE_MS,
    gcTime: APPLICATION_CACHE_MS,
    retry: LOAD_RETRY_LIMIT,
    retryDelay: loadRetryDelay,
    // The shell shows its own error screen when the load fails.
    meta: { handledErrors: true },
  });
}

/**
 * Stores a language choice: a signed-in user's on the account (a CSRF-checked PUT, which sets the cookie too),
 * a visitor's in the language cookie only.
 */
export function updateLanguage(language: SiteLanguage, signedIn: boolean): Promise<UpdateLanguageResponse> {
  if (signedIn) return api.put<UpdateLanguageResponse>(ACCOUNT_LANGUAGE_PATH, { language } satisfies AccountLanguageRequest);
  return api.get<UpdateLanguageResponse>(UPDATE_LANGUAGE_PATH, { query: { language } });
}

/** Forgets the signed-in user everywhere: the load is fetched again and answers with a visitor. */
export function invalidateSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: APPLICATION_KEY }, { cancelRefetch: false });
}
