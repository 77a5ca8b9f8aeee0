import type { FastifyInstance, FastifyRequest } from 'fastify';
import { personName } from '@marginalia/contracts/formatting/person-name';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { requestLanguage } from '../../platform/http/request-language';
import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import { requireStaff } from '../../platform/session/session';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * What every staff service gets: the platform, the staff member acting (also while they impersonate a
 * customer: then the impersonator), the time and the language of the page that asks (people's names are
 * written as it writes them: personName). Researchers get 404 and visitors 401 before any work.
 */
export interface StaffContext {
  platform: Platform;
  db: Db;
  staff: UserRow;
  now: Date;
  language: SiteLanguage;
}

export function staffContext(app: FastifyInstance, request: FastifyRequest): StaffContext {
  return { platform: app.platform, db: app.platform.db, staff: requireStaff(request), now: new Date(), language: requestLanguage(request) };
}

export function staffMemberView(user: Pick<UserRow, 'identity' | 'firstName' | 'lastName' | 'email'>, language: SiteLanguage) {
  return { identity: user.identity, name: personName(language, user), email: user.email };
}
