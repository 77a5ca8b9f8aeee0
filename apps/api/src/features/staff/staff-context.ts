import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import { requireStaff, type SessionUser } from '../../platform/session/session';

/**
 * What every staff service gets: the platform, the staff member acting (also while they impersonate a
 * customer: then the impersonator) and the time. Researchers get 404 and visitors 401 before any work.
 */
export interface StaffContext {
  platform: Platform;
  db: Db;
  staff: SessionUser;
  now: Date;
}

export function staffContext(app: FastifyInstance, request: FastifyRequest): StaffContext {
  return { platform: app.platform, db: app.platform.db, staff: requireStaff(request), now: new Date() };
}

export function staffMemberView(user: Pick<SessionUser, 'identity' | 'firstName' | 'lastName' | 'email'>) {
  return { identity: user.identity, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}
