import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import { AppError } from '../../platform/errors/app-error';
import { rotateCsrfToken } from '../../platform/security/csrf';
import { startSession } from '../../platform/session/session';
import { claimVisitorOrderForms, visitorTokenHash } from '../../platform/session/visitor';
import { claimVisitorAssessments } from '../grammar-check/grammar-check.public';
import type { UserRow } from '../../platform/db/schema/users';

export interface SignedIn {
  user: CurrentUser;
  /** Where the user must go first (an incomplete account, the migration page), or null for the redirect target. */
  redirectUri: string | null;
}

/** Where a just-signed-in user must go before anything else, as an app path under the language prefix. */
export function requiredDestination(user: CurrentUser): string | null {
  if (user.wfoeMigrationStatus.inMigratingGroup && !(user.wfoeMigrationStatus.acceptedTermsOfService && user.wfoeMigrationStatus.migrated)) {
    return `/${user.siteLanguage}/wfoe-migration-status`;
  }
  if (user.missingFields.length > 0) return `/${user.siteLanguage}/account`;
  return null;
}

/**
 * The one way every sign-in ends (password, OpenID Connect, WeChat, registration): refuse a closed
 * account, issue a new session and a new CSRF token, and answer with the user as the load describes them.
 */
export async function completeSignIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SignedIn> {
  if (!user.active) throw new AppError(403, 'account-inactive');
  const { db, config } = app.platform;
  await startSession(db, request, reply, user, { secureCookies: config.secureCookies });
  await claimVisitorOrderForms(db, request, user.id);
  const visitor = visitorTokenHash(request);
  if (visitor) await claimVisitorAssessments(db, visitor, user.id);
  rotateCsrfToken(reply, config);
  const current = await app.applicationLoader.currentUser(request);
  return { user: current, redirectUri: requiredDestination(current) };
}
