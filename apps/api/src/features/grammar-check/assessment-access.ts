import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '@marginalia/contracts/app-config/settings.contract';
import { AppError } from '../../platform/errors/app-error';
import { ensureVisitorToken, visitorTokenHash } from '../../platform/session/visitor';
import type { UserRow } from '../../platform/db/schema/users';
import type { AssessmentOwner } from './grammar-check.repository';

/**
 * Who may use the grammar check: a signed-in user whose `languageAssessmentEnabled` is on (staff switch it
 * on the customer page), or a visitor while the setting `allowsAnonymousLanguageAssessment` is on, whose
 * assessments belong to their browser's visitor token until they sign in or register there.
 */
export interface AssessmentCaller {
  /** Null for a visitor whose browser has no visitor token yet: they own nothing. */
  owner: AssessmentOwner | null;
  user: UserRow | null;
}

/**
 * The caller of a grammar-check call, or the refusal: 403 `language-assessment-disabled` for a user
 * without the feature, 401 `login-required` for a visitor while anonymous assessment is off (or, when
 * anonymous assessment is allowed and `create` is true, a visitor without a token gets one).
 */
export function assessmentCaller(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, settings: Pick<Settings, 'allowsAnonymousLanguageAssessment'>, create: boolean): AssessmentCaller {
  const user = request.session.user;
  if (user) {
    if (!user.languageAssessmentEnabled) throw new AppError(403, 'language-assessment-disabled');
    return { owner: { userId: user.id }, user };
  }
  if (!settings.allowsAnonymousLanguageAssessment) throw new AppError(401, 'login-required');
  const hash = create ? ensureVisitorToken(request, reply, app.platform.config.secureCookies) : visitorTokenHash(request);
  return { owner: hash ? { visitorTokenHash: hash } : null, user: null };
}
