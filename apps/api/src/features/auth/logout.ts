import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LogoutResponse } from '@marginalia/contracts/auth/auth.contract';
import { AUTH_PATHS } from '@marginalia/contracts/auth/auth.paths';
import type { Application } from '@marginalia/contracts/app-config/app-config.contract';
import { rotateCsrfToken } from '../../platform/security/csrf';
import { endSession } from '../../platform/session/session';

/** A 1×1 transparent GIF: the answer of the cross-site logout image. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The logout images: `{secureSite}/api/auth/logout.gif` of every other localization whose
 * site is not this one, so signing out here also signs the browser out of the sister sites.
 */
export function logoutImages(application: Pick<Application, 'currentLocalization' | 'localizations'>, publicUrl: string): string[] {
  const ours = originOf(publicUrl);
  const images: string[] = [];
  for (const localization of application.localizations) {
    if (localization.identity === application.currentLocalization.identity) continue;
    const origin = originOf(localization.secureSite);
    if (!origin || origin === ours) continue;
    const image = `${localization.secureSite.replace(/\/+$/, '')}${AUTH_PATHS.logoutImage}`;
    if (!images.includes(image)) images.push(image);
  }
  return images;
}

/** Signs this browser out (a visitor gets the same answer) and hands out a fresh CSRF token. */
export async function logout(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<LogoutResponse> {
  const { db, config } = app.platform;
  // Read before the session ends: on a shared host the signed-in user's localization is the current one.
  const application = await app.applicationLoader.application(request);
  await endSession(db, request, reply);
  rotateCsrfToken(reply, config);
  return { loggedIn: false, logoutImages: logoutImages(application, config.publicUrl) };
}
