import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '@marginalia/contracts/app-config/app-config.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import { recordWfoeTermsAccepted } from './users.repository';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * The researcher accepts the terms of the localization their group moves to. Staff impersonating a user
 * never accept on their behalf; a user outside a migrating group has nothing to accept.
 */
export async function acceptWfoeTerms(db: Db, request: FastifyRequest, user: UserRow, loadUser: () => Promise<CurrentUser>) {
  if (request.session.impersonator) throw new AppError(403, 'forbidden');
  const before = await loadUser();
  if (!before.wfoeMigrationStatus.inMigratingGroup) throw new AppError(409, 'migration-terms-error');
  await recordWfoeTermsAccepted(db, user.id, new Date());
  request.session.user = { ...user, wfoeTermsAcceptedAt: user.wfoeTermsAcceptedAt ?? new Date() };
  const after = await loadUser();
  return { wfoeMigrationStatus: after.wfoeMigrationStatus };
}

