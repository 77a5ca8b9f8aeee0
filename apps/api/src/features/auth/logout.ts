import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LogoutResponse } from '@marginalia/contracts/auth/auth.contract';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { sisterSites } from '../../platform/http/site-origins';
import { rotateCsrfToken } from '../../platform/security/csrf';
import { endSession } from '../../platform/session/session';

/** A 1×1 transparent GIF: the answer of the cross-site logout image. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The logout images: `{site}/api/auth/logout.gif` of every sister site (platform/http/site-origins.ts), so
 * signing out here also signs the browser out of them. None when no sister site is configured.
 */
export function logoutImages(application: Pick<Application, 'localizations'>, publicUrl: string): string[] {
  return sisterSites(application.localizations, publicUrl).map((sister) => `${sister.site}${AUTH_PATHS.logoutImage}`);
}

/** Signs this browser out (a visitor gets the same answer) and hands out a fresh CSRF token. */
export async function logout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<LogoutResponse> {
  const { db, config } = app.platform;
  const application = await app.applicationLoader.application(request);
  await endSession(db, request, reply);
  rotateCsrfToken(reply, config);
  return { loggedIn: false, logoutImages: logoutImages(application, config.publicUrl) };
}
