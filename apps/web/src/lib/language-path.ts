import { DEFAULT_LANGUAGE, isSiteLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** The parts of a location the language prefix logic needs (window.location and router locations both fit). */
export interface PathLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Splits `/cn/researcher` into `cn` and `/researcher`; a path without a language prefix has language null. */
export function splitLanguagePrefix(pathname: string): { language: SiteLanguage | null; rest: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && isSiteLanguage(first)) return { language: first, rest: match?.[2] ?? '/' };
  return { language: null, rest: pathname.startsWith('/') ? pathname : `/${pathname}` };
}

/** `/researcher` under `cn` is `/cn/researcher`; the site root is `/cn`. */
export function withLanguagePrefix(language: SiteLanguage, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return normalized === '/' ? `/${language}` : `/${language}${normalized}`;
}

function tail(location: PathLocation): string {
  return `${location.search ?? ''}${location.hash ?? ''}`;
}

/** Pages that live outside the language prefixes (only /logout). */
const PAGES_WITHOUT_PREFIX = /^\/logout\/?$/;

/**
 * Where a URL without a language prefix goes: the same path, query and hash under the cookie's language.
 * Returns null when the URL already has a prefix, or is a page without one (/logout).
 */
export function prefixRedirectTarget(location: PathLocation, cookieLanguage: SiteLanguage | null): string | null {
  const { language, rest } = splitLanguagePrefix(location.pathname);
  if (language || PAGES_WITHOUT_PREFIX.test(location.pathname)) return null;
  return withLanguagePrefix(cookieLanguage ?? DEFAULT_LANGUAGE, rest) + tail(location);
}

/** The same page under another language: `/cn/researcher?x#y` → `/jp/researcher?x#y`. */
export function swapLanguage(location: PathLocation, language: SiteLanguage): string {
  return withLanguagePrefix(language, splitLanguagePrefix(location.pathname).rest) + tail(location);
}

/** The site language kept in the `mg_lang` cookie, or null when it is absent or not a site language. */
export function languageFromCookie(cookieHeader: string): SiteLanguage | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape: compare the raw text.
    }
    return isSiteLanguage(value) ? value : null;
  }
  return null;
}

/** True when the path (without language prefix) is `base` or lies below it: `/researcher/submit/x` is under `/researcher/submit`. */
export function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
}
