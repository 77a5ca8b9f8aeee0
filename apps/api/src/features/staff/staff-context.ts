import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Platform } from '../../platform/platform';
import { requireStaff } from '../../platform/session/session';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * What every staff service gets: the platform, the staff member acting (also while they impersonate a
 * customer: then the impersonator) and the time. Researchers get 404 and visitors 401 before any work.
 */
export interface StaffContext {
  platform: Platform;
  db: Db;
  staff: UserRow;
  now: Date;
}

export function staffContext(app: FastifyInstance, request: FastifyRequest): StaffContext {
  return { platform: app.platform, db: app.platform.db, staff: requireStaff(request), now: new Date() };
}

export function staffMemberView(user: Pick<UserRow, 'identity' | 'firstName' | 'lastName' | 'email'>) {
  return { identity: user.identity, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}
