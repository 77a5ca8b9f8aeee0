import { isApiUrl } from '@marginalia/contracts/http/api-path';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { splitLanguagePrefix, withLanguagePrefix } from '../../lib/language-path';

/**
 * Where a sign-in ends: the server's redirectUri (an incomplete account, the migration page),
 * else the redirect query parameter, else the user's home directory. Only paths of this site are followed.
 */

/** A `redirect` value we may follow: a path on this site ('/…', never '//host' or '/\host'), else null. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a newline, a tab) can turn a path into something a browser resolves elsewhere.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Pages that are not under a language prefix: left as they are. */
const UNPREFIXED = /^\/(api|logout)(\/|$|\?)/;

/** `/researcher` under `cn` is `/cn/researcher`; a path that already has a language (or needs none) is kept. */
export function withLanguage(path: string, language: SiteLanguage): string {
  if (UNPREFIXED.test(path) || splitLanguagePrefix(path).language) return path;
  return withLanguagePrefix(language, path);
}

/**
 * Targets that leave the single-page app: another site area (`/c/`), a server route (`/api/…`,
 * e.g. the localization redirect) or an absolute URL the server chose.
 */
export function isExternalTarget(target: string): boolean {
  return target.includes('/c/') || isApiUrl(target) || /^https?:\/\//i.test(target);
}

export interface SignInOutcome {
  /** From the server's answer; wins over everything else. */
  redirectUri: string | null;
  /** The `redirect` query parameter (unchecked). */
  redirect: string | null;
  homeDirectory: string;
  language: SiteLanguage;
}

export function afterSignInTarget({ redirectUri, redirect, homeDirectory, language }: SignInOutcome): string {
  if (redirectUri) return /^https?:\/\//i.test(redirectUri) ? redirectUri : withLanguage(redirectUri, language);
  const requested = safeRedirect(redirect);
  if (requested) return withLanguage(requested, language);
  return withLanguage(homeDirectory, language);
}

/** `?redirect=…&origin=…` carried from the login page to registration and back (empty when neither is set). */
export function carriedQuery(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const carried = new URLSearchParams();
  for (const name of ['redirect', 'origin']) {
    const value = search.get(name);
    if (value) carried.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) carried.set(name, value);
  const text = carried.toString();
  return text ? `?${text}` : '';
}
