import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isSiteLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

/**
 * The language of a request: an explicit `language` query parameter, then the language cookie,
 * then the signed-in user's language, then the default.
 */
export function requestLanguage(request: FastifyRequest): SiteLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && isSiteLanguage(query.language)) return query.language;
  // A route's query schema may have dropped `language` from the parsed query: read the address itself.
  const asked = queryLanguage(request.url);
  if (asked) return asked;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isSiteLanguage(cookie)) return cookie;
  const userLanguage = request.session?.user?.siteLanguage;
  if (isSiteLanguage(userLanguage)) return userLanguage;
  return DEFAULT_LANGUAGE;
}

function queryLanguage(url: string): SiteLanguage | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  const value = new URLSearchParams(url.slice(start + 1)).get('language');
  return isSiteLanguage(value) ? value : null;
}
