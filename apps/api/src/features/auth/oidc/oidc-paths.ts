import type { ConfirmData } from '@marginalia/contracts/auth/auth.contract';
import { isSiteLanguage, type SiteLanguage } from '@marginalia/contracts/i18n/languages';

/** Where every failed provider sign-in ends. */
export const OIDC_FAILURE_MESSAGE = 'oauth-failure';

const MAX_REDIRECT_LENGTH = 2000;
const MAX_ORIGIN_LENGTH = 200;

/** `/{lang}/login/failure/{message}`: the login page shows the message key as an error. */
export function failurePath(language: SiteLanguage, message: string = OIDC_FAILURE_MESSAGE): string {
  return `/${language}/login/failure/${encodeURIComponent(message)}`;
}

/**
 * A `redirect` we may follow after sign-in: a path of this site ('/…', never '//host' or '/\host', no
 * control characters, not absurdly long); anything else is dropped.
 */
export function safeRedirect(value: string | undefined | null): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** `origin` is only carried through to the registration links; it is kept when it is plain, short text. */
export function safeOrigin(value: string | undefined | null): string | null {
  if (!value || value.length > MAX_ORIGIN_LENGTH) return null;
  return /[\u0000-\u001f\u007f]/.test(value) ? null : value;
}

/** An app path under the language prefix: `/researcher` → `/en/researcher`; prefixed and server paths stay. */
export function withLanguage(path: string, language: SiteLanguage): string {
  if (/^\/(api|logout)(\/|$|\?)/.test(path)) return path;
  const first = path.split(/[/?#]/)[1];
  return isSiteLanguage(first) ? path : `/${language}${path === '/' ? '' : path}`;
}

/** `/{lang}/register/confirm/{base64url(JSON)}`, with `?origin=` carried through when there was one. */
export function confirmPath(language: SiteLanguage, data: ConfirmData, origin: string | null): string {
  const encoded = Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
  const query = origin ? `?${new URLSearchParams({ origin }).toString()}` : '';
  return `/${language}/register/confirm/${encoded}${query}`;
}
