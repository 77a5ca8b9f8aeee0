import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { requestLanguage } from '../../platform/http/request-language';

/**
 * GET /api/account/redirect: a signed-in user goes to the home page
 * of their own localization's site, in their language; a visitor to the login page. When this host is
 * already the user's site, or belongs to no localization (a single-host deployment), the path stays on it.
 */
export async function accountRedirectTarget(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const user = request.session.user;
  if (!user) return `/${requestLanguage(request)}/login`;
  const [application, current, hostLocalization] = await Promise.all([
    app.applicationLoader.application(request),
    app.applicationLoader.currentUser(request),
    app.applicationLoader.hostLocalization(request),
  ]);
  const language = isSiteLanguage(user.siteLanguage) ? user.siteLanguage : requestLanguage(request);
  const path = `/${language}${current.homeDirectory}`;
  if (hostLocalization === null || hostLocalization === user.localization) return path;
  const site = application.localizations.find((localization) => localization.identity === user.localization)?.secureSite;
  return site ? `${site.replace(/\/+$/, '')}${path}` : path;
}
