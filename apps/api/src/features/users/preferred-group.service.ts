import { PREFERRED_GROUP_JOIN_ERROR, userPreferredGroupView, type PreferredGroupResponse } from '@marginalia/contracts/users/preferred-group.contract';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';

import { findActiveGroupByCode, setUserPreferredGroup } from './preferred-group.repository';
import type { UserRow } from '../../platform/db/schema/users';

/**
 * Joins the active group with this code (any case), replacing the user's current group. A private group
 * (not shareable) is assigned by staff only: typing its code fails exactly like an unknown or inactive
 * code, so the form never tells which codes exist. The discount applies to the order forms that follow.
 */
export async function joinPreferredGroup(db: Db, user: UserRow, groupCode: string, now: Date): Promise<PreferredGroupResponse> {
  const group = await findActiveGroupByCode(db, groupCode);
  if (!group || !group.shareable) throw new AppError(422, PREFERRED_GROUP_JOIN_ERROR, {}, { groupCode: PREFERRED_GROUP_JOIN_ERROR });
  if (user.preferredGroupId !== group.id) await setUserPreferredGroup(db, user.id, group.id, now);
  return { preferredGroup: userPreferredGroupView(group) };
}

/** Leaves the group; leaving when in none is not an error. */
export async function leavePreferredGroup(db: Db, user: UserRow, now: Date): Promise<PreferredGroupResponse> {
  if (user.preferredGroupId !== null) await setUserPreferredGroup(db, user.id, null, now);
  return { preferredGroup: null };
}
